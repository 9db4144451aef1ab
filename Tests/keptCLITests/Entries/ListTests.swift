import Foundation
import Testing

/// `kept list` on one store shared by the tests of this file, which only read it. Every entry
/// has an explicit date, so nothing depends on the day the tests run.
@Suite("kept list")
struct ListTests {
    static let shared: Result<Sandbox, Error> = Result {
        let sandbox = try Sandbox(shared: true)
        let entries: [[String]] = [
            ["diary", "a", "--date", "2026-11-01", "--set", "tags=walk"],
            ["diary", "b", "--date", "2026-11-20T10:00"],
            ["diary", "c", "--date", "2026-10-05"],
            ["card", "zeta", "--category", "words", "--date", "2026-11-03"],
            ["card", "alpha", "--category", "words", "--date", "2026-10-10", "--set", "tags=walk,word"],
            ["card", "beta", "--category", "animals", "--date", "2026-11-05"],
            ["fridge", "milk", "--set", "expires=2026-12-05", "--set", "quantity=3", "--date", "2026-11-02"],
            ["fridge", "egg", "--set", "expires=2026-11-25", "--date", "2026-10-20"],
            ["fridge", "tofu", "--set", "expires=2026-12-01", "--set", "quantity=2", "--date", "2026-11-15"],
        ]
        for entry in entries {
            let result = try sandbox.run(["new"] + entry + ["--no-edit"])
            guard result.status == 0 else { throw SupportError("kept new \(entry) failed: \(result)") }
        }
        return sandbox
    }

    func list(_ args: [String]) throws -> KeptResult {
        try Self.shared.get().run(["list"] + args)
    }

    func paths(_ args: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let result = try list(args + ["--format", "paths"])
        #expect(result.status == 0, "\(result)", sourceLocation: sourceLocation)
        return result.lines
    }

    static let diary = ["diary/2026/11/2026-11-20-b.md", "diary/2026/11/2026-11-01-a.md", "diary/2026/10/2026-10-05-c.md"]
    static let cards = ["cards/animals/beta.md", "cards/words/alpha.md", "cards/words/zeta.md"]
    static let fridge = ["fridge/other/egg.md", "fridge/other/tofu.md", "fridge/other/milk.md"]

    @Test func eachKindHasItsDefaultOrder() throws {
        #expect(try paths(["diary"]) == Self.diary, "diary: newest first")
        #expect(try paths(["card"]) == Self.cards, "cards: by category, then title")
        #expect(try paths(["cards"]) == Self.cards, "the folder name works as the kind")
        #expect(try paths(["fridge"]) == Self.fridge, "fridge: soonest expiry first")
        #expect(try paths([]) == Self.diary + Self.cards + Self.fridge)
    }

    @Test func theDefaultTableShowsEachKindWithItsColumns() throws {
        let result = try list([])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == """
            diary (3)
              2026-11-20 10:00  Fri  b
              2026-11-01        Sun  a
              2026-10-05        Mon  c

            cards (3)
              animals  beta
              words    alpha
              words    zeta

            fridge (3)
              2026-11-25  egg   1    stocked  other
              2026-12-01  tofu  2    stocked  other
              2026-12-05  milk  3    stocked  other

            """)
    }

    @Test func sortByTitleAscendingAndDescending() throws {
        #expect(try paths(["--sort", "title"]) == [
            "diary/2026/11/2026-11-01-a.md", "cards/words/alpha.md", "diary/2026/11/2026-11-20-b.md",
            "cards/animals/beta.md", "diary/2026/10/2026-10-05-c.md", "fridge/other/egg.md",
            "fridge/other/milk.md", "fridge/other/tofu.md", "cards/words/zeta.md",
        ])
        // `-title` is the option's value, not an unknown option.
        #expect(try paths(["card", "--sort", "-title"]) == ["cards/words/zeta.md", "cards/animals/beta.md", "cards/words/alpha.md"])
        #expect(try paths(["fridge", "--sort", "-quantity,title"]) == ["fridge/other/milk.md", "fridge/other/tofu.md", "fridge/other/egg.md"])
    }

    @Test func reverseAndLimit() throws {
        #expect(try paths(["fridge", "--reverse"]) == Self.fridge.reversed())
        #expect(try paths(["--limit", "2"]) == Array(Self.diary.prefix(2)))
        #expect(try paths(["card", "--reverse", "--limit", "1"]) == ["cards/words/zeta.md"])
    }

    @Test func filtersByCategoryTagFieldAndDates() throws {
        #expect(try paths(["--category", "words"]) == ["cards/words/alpha.md", "cards/words/zeta.md"])
        #expect(try paths(["--tag", "walk"]) == ["diary/2026/11/2026-11-01-a.md", "cards/words/alpha.md"])
        #expect(try paths(["--tag", "walk", "--tag", "word"]) == ["cards/words/alpha.md"])
        #expect(try paths(["--where", "quantity>=2"]) == ["fridge/other/tofu.md", "fridge/other/milk.md"])
        #expect(try paths(["fridge", "--where", "expires<2026-12-01"]) == ["fridge/other/egg.md"])
        #expect(try paths(["--from", "2026-11", "--to", "2026-11"]) == [
            "diary/2026/11/2026-11-20-b.md", "diary/2026/11/2026-11-01-a.md",
            "cards/animals/beta.md", "cards/words/zeta.md",
            "fridge/other/tofu.md", "fridge/other/milk.md",
        ])
        #expect(try paths(["diary", "--from", "2026-11-02"]) == ["diary/2026/11/2026-11-20-b.md"])
    }

    @Test func jsonIsValidWithPathKindAndFieldsAndBodyOnlyWhenAsked() throws {
        let plain = try list(["--format", "json"])
        #expect(plain.status == 0, "\(plain)")
        let entries = try parseJSONList(plain.stdout)
        #expect(entries.compactMap { $0["path"] as? String } == Self.diary + Self.cards + Self.fridge)
        #expect(entries.allSatisfy { $0["body"] == nil })
        #expect(entries.compactMap { $0["kind"] as? String } == Array(repeating: "diary", count: 3)
            + Array(repeating: "card", count: 3) + Array(repeating: "fridge", count: 3))
        let tofu = try #require(entries.first { $0["path"] as? String == "fridge/other/tofu.md" })
        #expect(tofu["title"] as? String == "tofu")
        #expect(tofu["expires"] as? String == "2026-12-01")
        #expect(tofu["purchased"] as? String == "2026-11-15")
        #expect((tofu["quantity"] as? NSNumber)?.intValue == 2)
        #expect(tofu["status"] as? String == "stocked")
        let alpha = try #require(entries.first { $0["path"] as? String == "cards/words/alpha.md" })
        #expect(alpha["tags"] as? [String] == ["walk", "word"])
        let b = try #require(entries.first { $0["path"] as? String == "diary/2026/11/2026-11-20-b.md" })
        #expect(b["date"] as? String == "2026-11-20T10:00:00+09:00")

        let withBody = try parseJSONList(try list(["card", "--format", "json", "--body"]).stdout)
        #expect(withBody.count == 3)
        #expect(withBody.allSatisfy { $0["body"] is String })
    }

    @Test func aMustacheFormatRendersEachEntry() throws {
        let result = try list(["fridge", "--format", "{{title}}|{{path}}"])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "egg|fridge/other/egg.md\ntofu|fridge/other/tofu.md\nmilk|fridge/other/milk.md\n")
        let tags = try list(["card", "--tag", "walk", "--format", "{{title}}:{{#tags}}[{{.}}]{{/tags}}"])
        #expect(tags.stdout == "alpha:[walk][word]\n")
    }

    @Test func noMatchExitsOne() throws {
        let none = try list(["--tag", "nothing-has-this"])
        #expect(none.status == 1)
        #expect(none.stdout == "")
        let where_ = try list(["fridge", "--where", "quantity>100", "--format", "paths"])
        #expect(where_.status == 1)
        #expect(where_.stdout == "")
    }

    /// Not the shared store: this one holds a file that cannot be read.
    @Test func aFileWithBrokenFrontMatterIsListedMarkedAndCheckNamesIt() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "fine", "--category", "words", "--no-edit"])
        try sandbox.write("cards/words/broken.md", "---\ntitle: [oops\ncategory: words\n---\nstill my text\n")

        let table = try sandbox.run(["list", "card"])
        #expect(table.status == 0, "\(table)")
        #expect(table.lines.count == 2)
        let marked = try #require(table.lines.first { $0.hasPrefix("! ") }, "the broken entry is marked:\n\(table.stdout)")
        #expect(marked.contains("broken (unreadable: line "))
        #expect(table.lines.contains { $0.hasPrefix("  ") && $0.contains("fine") })

        let json = try parseJSONList(try sandbox.run(["list", "card", "--format", "json"]).stdout)
        let broken = try #require(json.first { $0["path"] as? String == "cards/words/broken.md" })
        #expect(broken["title"] as? String == "broken")
        let problem = try #require(broken["problem"] as? String)
        #expect(problem.wholeMatch(of: /cards\/words\/broken\.md:\d+:\d+: the front matter is not valid YAML.*/) != nil, "\(problem)")

        let check = try sandbox.run(["check"])
        #expect(check.status == 1, "\(check)")
        #expect(check.stdout.firstMatch(of: /^cards\/words\/broken\.md:(\d+):(\d+): the front matter is not valid YAML/) != nil,
                "\(check)")
        #expect(check.stderr.contains("kept: 1 problem in 2 entries\n"))
    }

    @Test func checkOnAHealthyStoreExitsZero() throws {
        let result = try Self.shared.get().run(["check"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "9 entries checked; all readable\n")
    }
}
