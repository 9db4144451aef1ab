extension Catalogue {
    /// What `kept search` and `kept pick` say about Korean typing: consonants typed alone and
    /// dictionary forms.
    static let searchReview: Table = [
        "search.initialsOnlyInTitles": [
            .english: "consonants typed alone (ㄱㅊ) are looked for in titles and fields only: add --initials-in-body to look in bodies too",
            .korean: "초성 검색(ㄱㅊ)은 제목과 필드에서만 찾습니다. 본문에서도 찾으려면 --initials-in-body를 붙이세요",
        ],
        "pick.nothingMatches": [
            .english: "nothing matches `{text}`",
            .korean: "`{text}`에 맞는 항목이 없습니다",
        ],
        "option.search.exact": [
            .english: "Match words only as written: a verb or adjective in its dictionary form (먹다) does not also find its forms (먹었다, 먹고).",
            .korean: "낱말을 쓴 그대로만 맞춥니다. 기본형(먹다)으로 활용형(먹었다, 먹고)을 함께 찾지 않습니다.",
        ],
    ]
}
