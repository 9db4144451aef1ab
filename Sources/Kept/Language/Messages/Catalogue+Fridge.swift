extension Catalogue {
    /// The fridge: what its operations say, wherever they are called from.
    static let fridge: Table = [
        "fridge.quantity.notANumber": [
            .english: "`{text}` is not a quantity: write a number such as 2 or 0.5, and the unit (g, pack) on its own",
            .korean: "`{text}`{|은} 수량이 아닙니다: 2나 0.5처럼 숫자만 쓰고, 단위(g, 팩, 봉)는 따로 적으세요",
        ],
        "fridge.added": [
            .english: "{title} is in the fridge ({path})",
            .korean: "{title|을} 냉장고에 넣었습니다({path})",
        ],
    ]
}
