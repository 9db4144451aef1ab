extension Catalogue {
    /// What `kept export --to anki|csv|tsv` says: cards going back to Anki.
    static let ankiExport: Table = [
        "export.anki.needsOutput": [
            .english: "an Anki package is a file, not text: give its name with -o, e.g. `kept export cards --to anki -o cards.apkg`",
            .korean: "Anki 패키지는 글이 아니라 파일입니다: -o로 이름을 주세요. 예: `kept export cards --to anki -o cards.apkg`",
        ],
        "export.anki.noCards": [
            .english: "--to {format} exports cards, and none of the chosen entries is a card: choose them with `kept export cards --to {format}`",
            .korean: "--to {format|은} 카드를 내보내는데, 고른 항목 중에 카드가 없습니다: `kept export cards --to {format}`{|으로} 고르세요",
        ],
        "export.anki.cannotWrite": [
            .english: "cannot write the Anki collection: {reason}",
            .korean: "Anki 컬렉션을 쓸 수 없습니다: {reason}",
        ],
        "cli.export.anki.exported.one": [
            .english: "exported {count} card to {output} (in Anki: cards {cards}, reviews {reviews}, media files {pictures})",
            .korean: "카드 {count}장을 {output}에 내보냈습니다 (Anki에서는 카드 {cards}장, 복습 {reviews}개, 미디어 파일 {pictures}개)",
        ],
        "cli.export.anki.exported.other": [
            .english: "exported {count} cards to {output} (in Anki: cards {cards}, reviews {reviews}, media files {pictures})",
            .korean: "카드 {count}장을 {output}에 내보냈습니다 (Anki에서는 카드 {cards}장, 복습 {reviews}개, 미디어 파일 {pictures}개)",
        ],
        "cli.export.anki.picturesNotInText.one": [
            .english: "{count} picture the cards show is not in a text file: copy it into Anki's collection.media folder, or export with --to anki, which carries pictures",
            .korean: "카드에 있는 그림 {count}개는 글 파일에 들어가지 않습니다: Anki의 collection.media 폴더에 복사하거나, 그림까지 담는 --to anki로 내보내세요",
        ],
        "cli.export.anki.picturesNotInText.other": [
            .english: "{count} pictures the cards show are not in a text file: copy them into Anki's collection.media folder, or export with --to anki, which carries pictures",
            .korean: "카드에 있는 그림 {count}개는 글 파일에 들어가지 않습니다: Anki의 collection.media 폴더에 복사하거나, 그림까지 담는 --to anki로 내보내세요",
        ],
        "cli.export.anki.needsZip": [
            .english: "writing an Anki package (.apkg) needs `zip`: install it (apt install zip), or export --to csv, which Anki imports too",
            .korean: "Anki 패키지(.apkg)를 쓰려면 `zip`이 필요합니다: 설치하거나(apt install zip), Anki가 역시 가져오는 --to csv로 내보내세요",
        ],
        "cli.export.anki.cannotZip": [
            .english: "zip could not make the package: {reason}",
            .korean: "zip이 패키지를 만들지 못했습니다: {reason}",
        ],
    ]
}
