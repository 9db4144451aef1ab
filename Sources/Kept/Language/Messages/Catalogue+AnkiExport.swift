extension Catalogue {
    /// What `kept export --to anki|csv|tsv` says: cards going back to Anki.
    static let ankiExport: Table = [
        "export.anki.needsOutput": [
            .english: "an Anki package is a file, not text: give its name with -o, e.g. `kept export cards --to anki -o cards.apkg`",
            .korean: "Anki 패키지는 표준 출력으로 내보낼 수 없습니다: -o로 파일 이름을 주세요. 예: `kept export cards --to anki -o cards.apkg`",
        ],
        "export.anki.noCards": [
            .english: "--to {format} exports cards, and none of the chosen entries is a card: choose them with `kept export cards --to {format}`",
            .korean: "--to {format|은} 카드만 내보냅니다. 고른 항목 중에 카드가 없습니다: `kept export cards --to {format}`{|으로} 카드를 고르세요",
        ],
        "export.anki.cannotWrite": [
            .english: "cannot write the Anki collection: {reason}",
            .korean: "Anki 컬렉션을 만들 수 없습니다: {reason}",
        ],
        "cli.export.anki.exported.one": [
            .english: "exported {count} card to {output} (in Anki: cards {cards}, reviews {reviews}, media files {pictures})",
            .korean: "카드 {count}장을 {output}에 내보냈습니다 (Anki에서는 카드 {cards}장, 복습 기록 {reviews}개, 미디어 파일 {pictures}개)",
        ],
        "cli.export.anki.exported.other": [
            .english: "exported {count} cards to {output} (in Anki: cards {cards}, reviews {reviews}, media files {pictures})",
            .korean: "카드 {count}장을 {output}에 내보냈습니다 (Anki에서는 카드 {cards}장, 복습 기록 {reviews}개, 미디어 파일 {pictures}개)",
        ],
        "cli.export.anki.picturesNotInText.one": [
            .english: "a text file cannot carry the {count} picture the cards show: copy it into Anki's collection.media folder, or export with --to anki, which carries pictures",
            .korean: "카드에 있는 그림 {count}개는 텍스트 파일에 담기지 않습니다: 그림을 Anki의 collection.media 폴더에 직접 복사하거나, 그림까지 담는 --to anki로 내보내세요",
        ],
        "cli.export.anki.picturesNotInText.other": [
            .english: "a text file cannot carry the {count} pictures the cards show: copy them into Anki's collection.media folder, or export with --to anki, which carries pictures",
            .korean: "카드에 있는 그림 {count}개는 텍스트 파일에 담기지 않습니다: 그림을 Anki의 collection.media 폴더에 직접 복사하거나, 그림까지 담는 --to anki로 내보내세요",
        ],
        "cli.export.anki.needsZip": [
            .english: "writing an Anki package (.apkg) needs `zip`: install it (apt install zip), or export --to csv, which Anki imports too",
            .korean: "Anki 패키지(.apkg)를 만들려면 `zip`이 필요합니다: 설치하거나(apt install zip) Anki에서도 가져올 수 있는 --to csv로 내보내세요",
        ],
        "cli.export.anki.cannotZip": [
            .english: "zip could not make the package: {reason}",
            .korean: "zip이 패키지를 만들지 못했습니다: {reason}",
        ],
    ]
}
