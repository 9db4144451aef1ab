extension Catalogue {
    /// How much one write from an assistant or the phone may hold, said with the limit.
    static let writeLimits: Table = [
        "mcp.argument.tooLarge": [
            .english: "The argument {argument} of {tool} holds {size} MB of text; kept takes at most {limit} MB in one argument. Split it into several smaller writes.",
            .korean: "{tool}의 {argument} 인자에 글이 {size} MB 들어 있습니다. kept는 인자 하나에 {limit} MB까지만 받습니다. 여러 번에 나누어 쓰세요.",
        ],
        "web.form.tooLarge": [
            .english: "Too large: a form takes at most {limit} MB of text. Save it in smaller parts.",
            .korean: "너무 큽니다. 양식 하나에는 글을 {limit} MB까지만 보낼 수 있습니다. 여러 번에 나누어 저장하세요.",
        ],
    ]
}
