extension Catalogue {
    /// What an import says when a source holds what its own tool reads and kept does not
    /// (issue 49): named with its file and line, never folded into another entry.
    static let importFormats: Table = [
        "import.jrnl.unreadDate": [
            .english: "`[{stamp}]` starts an entry whose date kept cannot read (neither the journal's timeformat `{format}` nor a full date such as `2019-07-18 14:23`); its {lines} line(s) were not imported, nor added to the entry above: write the date as the journal's other entries do and import again",
            .korean: "`[{stamp}]`{|으로} 시작하는 항목의 날짜를 kept가 읽지 못했습니다(일기의 timeformat `{format}`도, `2019-07-18 14:23` 같은 온전한 날짜도 아닙니다). 이 항목의 {lines}줄은 가져오지 않았고 위 항목에 붙이지도 않았습니다: 다른 항목들처럼 날짜를 고쳐 쓴 뒤 다시 가져오세요",
        ],
    ]
}
