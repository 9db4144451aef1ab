import Foundation
import Testing

/// A sandbox holding five cards in two categories, with ids, and this machine named `laptop-1a2b`.
/// `살다` was reviewed `good` yesterday (not due for 2 days); the rest are new, so due.
func cardSandbox() throws -> Sandbox {
    let sandbox = try Sandbox()
    let cards = [
        ("cards/동사/살다.md", "살다", "salda001", "동사", "to live\n\n나는 서울에 산다."),
        ("cards/동사/먹다.md", "먹다", "meokda01", "동사", "to eat"),
        ("cards/동사/가다.md", "가다", "gada0001", "동사", "to go"),
        ("cards/words/serendipity.md", "serendipity", "serendip", "words", "finding good things without looking for them"),
        ("cards/words/눈치.md", "눈치", "nunchi01", "words", "# sensing the mood\nthe art of reading a room"),
    ]
    for (path, title, id, category, body) in cards {
        try sandbox.write(path, "---\ntitle: \(title)\nid: \(id)\ncategory: \(category)\ncreated: 2026-11-01\ntags: []\n---\n\(body)\n")
    }
    try sandbox.write(".kept/state/machine-id", "laptop-1a2b\n")
    let yesterday = ISO8601DateFormatter().string(from: Date().addingTimeInterval(-86400))
    try sandbox.write(".kept/reviews/desk-0001.jsonl", "{\"card\":\"salda001\",\"time\":\"\(yesterday)\",\"grade\":3}\n")
    try sandbox.ok(["commit", "-m", "cards"])
    return sandbox
}

@Suite("kept cards")
struct CardsTests {
    @Test func categoriesAreSectionsWithCountsAndEachCardIsOneLine() throws {
        let sandbox = try cardSandbox()

        let result = try sandbox.ok(["cards"])

        #expect(result.stdout == """
            words · 2 cards, 2 due
            • serendipity  finding good things without looking for them
            • 눈치         sensing the mood

            동사 · 3 cards, 2 due
            • 가다         to go
            • 먹다         to eat
              살다         to live

            """)
    }

    @Test func oneCategoryAndTheCategoryList() throws {
        let sandbox = try cardSandbox()

        #expect(try sandbox.ok(["cards", "동사"]).stdout.hasPrefix("동사 · 3 cards, 2 due\n• 가다"))
        #expect(try sandbox.ok(["cards", "--categories"]).stdout == "words  2 cards, 2 due\n동사   3 cards, 2 due\n")
        let unknown = try sandbox.run(["cards", "nouns"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "kept: there are no cards in the category `nouns`: the categories are words, 동사\n")
    }

    @Test func eachCategoryHasItsOwnColourOnATerminal() throws {
        let sandbox = try cardSandbox()
        // Colour needs a terminal: run under util-linux `script`, which gives kept a pty.
        let result = try sandbox.run(["-qec", "\(try KeptBinary.url().path) cards", "/dev/null"], env: ["NO_COLOR": nil],
                                     executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(result.status == 0, "\(result)")
        let words = result.stdout.components(separatedBy: "\r\n").first { $0.contains("words") } ?? ""
        let verbs = result.stdout.components(separatedBy: "\r\n").first { $0.contains("동사") } ?? ""
        let colour = { (line: String) in line.firstMatch(of: /\u{1B}\[(3\d)m/).map { String($0.1) } }
        #expect(colour(words) != nil && colour(verbs) != nil && colour(words) != colour(verbs), "\(result.stdout)")
        #expect(try sandbox.ok(["cards", "--no-color"]).stdout.contains("\u{1B}") == false)
    }

    @Test func newCardsGetAnId() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--no-edit"])
        let text = try sandbox.read("cards/동사/살다.md")
        #expect(text.contains(try Regex("\nid: [a-z][a-z2-9]{7}\n")))
    }
}
