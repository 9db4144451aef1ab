import Foundation
import KeptGit
import ReferenceTools
import Testing

@Suite("kept new", .tags(.slow), .fullSuiteOnly)
struct NewTests {
    @Test func newDiaryWithADateIsFiledByDayWithTheLocalOffsetAndCommitted() throws {
        let sandbox = try Sandbox()

        let result = try sandbox.run(["new", "diary", "첫눈", "--no-edit", "--date", "2026-11-22T09:14"])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "diary/2026/11/2026-11-22-첫눈.md\n")
        #expect(result.stderr == "")
        #expect(try sandbox.read("diary/2026/11/2026-11-22-첫눈.md").replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n") == """
            ---
            title: 첫눈
            date: 2026-11-22T09:14:00+09:00
            tags: []
            weather:
            location:
            mood:
            id: ID
            ---

            """)
        let history = try sandbox.history()
        #expect(history.map(\.summary) == ["diary: add 2026-11-22 첫눈", "kept: init store"])
        #expect(try sandbox.history(of: "diary/2026/11/2026-11-22-첫눈.md").map(\.id) == [history[0].id])
        #expect(try sandbox.pending() == [])
    }

    @Test func newCardWithACategoryGoesIntoThatCategorysFolder() throws {
        let sandbox = try Sandbox()

        let result = try sandbox.run(["new", "card", "살다", "--category", "words", "--no-edit", "--date", "2026-11-02"])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "cards/words/살다.md\n")
        #expect(try sandbox.read("cards/words/살다.md").replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n") == """
            ---
            title: 살다
            id: ID
            category: words
            created: 2026-11-02
            tags: []
            ---

            """)
        #expect(try sandbox.messages().first == "cards: add 살다")
    }

    @Test func newFridgeItemTakesFieldsFromSet() throws {
        let sandbox = try Sandbox()

        let result = try sandbox.run(["new", "fridge", "김치", "--set", "expires=2026-12-01", "--set", "quantity=2",
                                      "--no-edit", "--date", "2026-11-20"])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "fridge/other/김치.md\n")
        #expect(try sandbox.read("fridge/other/김치.md").replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n") == """
            ---
            title: 김치
            category: other
            purchased: 2026-11-20
            expires: 2026-12-01
            quantity: 2
            unit:
            status: stocked
            tags: []
            id: ID
            ---

            """)
        #expect(try sandbox.messages().first == "fridge: add 김치")
        let json = try parseJSONList(try sandbox.ok(["list", "fridge", "--format", "json"]).stdout)
        #expect(json.count == 1)
        #expect((json.first?["quantity"] as? NSNumber)?.intValue == 2)
        #expect(json.first?["expires"] as? String == "2026-12-01")
    }

    @Test func bodyDashReadsTheBodyFromStandardInputWithoutAnEditor() throws {
        let sandbox = try Sandbox()
        let body = "첫 줄\n\n- 둘째 줄 with `code`\n"

        let result = try sandbox.run(["new", "card", "from stdin", "--body", "-"], stdin: body)

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "cards/general/from-stdin.md\n")
        let text = try sandbox.read("cards/general/from-stdin.md")
        #expect(text.hasPrefix("---\ntitle: from stdin\n"))
        #expect(text.hasSuffix("---\n" + body))
        let json = try parseJSONList(try sandbox.ok(["list", "card", "--format", "json", "--body"]).stdout)
        #expect(json.first?["body"] as? String == body)
    }

    @Test func titlesWithPathSeparatorsStayInsideTheKindsFolder() throws {
        let sandbox = try Sandbox()

        let up = try sandbox.run(["new", "card", "../../x", "--no-edit"])
        let slash = try sandbox.run(["new", "card", "a/b", "--no-edit"])
        let diary = try sandbox.run(["new", "diary", "../../../escape", "--no-edit", "--date", "2026-11-22"])

        #expect(up.status == 0 && slash.status == 0 && diary.status == 0, "\(up)\n\(slash)\n\(diary)")
        #expect(up.stdout == "cards/general/x.md\n")
        #expect(slash.stdout == "cards/general/ab.md\n")
        #expect(diary.stdout == "diary/2026/11/2026-11-22-escape.md\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("x.md").path))
        #expect(!FileManager.default.fileExists(atPath: sandbox.store.appendingPathComponent("x.md").path))
        let titles = try parseJSONList(try sandbox.ok(["list", "--format", "json"]).stdout)
            .reduce(into: [String: String]()) { $0[$1["path"] as? String ?? "?"] = $1["title"] as? String }
        #expect(titles == [
            "cards/general/x.md": "../../x",
            "cards/general/ab.md": "a/b",
            "diary/2026/11/2026-11-22-escape.md": "../../../escape",
        ])
        #expect(try sandbox.pending() == [], "nothing was written outside the entries that were committed")
    }

    @Test func theSameTitleTwiceGetsASuffix() throws {
        let sandbox = try Sandbox()

        let first = try sandbox.run(["new", "card", "Apple", "--no-edit"])
        let second = try sandbox.run(["new", "card", "apple", "--no-edit"])
        let third = try sandbox.run(["new", "card", "Apple", "--no-edit"])

        #expect(first.stdout == "cards/general/apple.md\n")
        #expect(second.stdout == "cards/general/apple-2.md\n")
        #expect(third.stdout == "cards/general/apple-3.md\n")
        #expect(try sandbox.read("cards/general/apple-2.md").contains("\ntitle: apple\n"))
        #expect(try sandbox.history().count == 4)
    }

    @Test func yamlLookingTitlesAndValuesReadBackAsTheSameStrings() throws {
        let sandbox = try Sandbox()
        let titles = ["yes", "null", ": x", "{{title}}", "no", "~", "#tag", "- a", "a: b", "x #y", "@home", "'quoted'", "1e3", "true"]
        var pathOf: [String: String] = [:]
        for title in titles {
            // `--` so that a title such as `- a` is not read as an option.
            let result = try sandbox.run(["new", "card", "--no-edit", "--new-field", "--set", "note=\(title)", "--", title])
            #expect(result.status == 0, "\(title): \(result)")
            pathOf[title] = result.stdout.trimmingCharacters(in: .newlines)
        }
        let diary = try sandbox.run(["new", "diary", "값", "--no-edit", "--date", "2026-11-22",
                                     "--set", "mood=yes", "--set", "weather=null", "--set", "location=: x"])
        #expect(diary.status == 0, "\(diary)")

        let json = try parseJSONList(try sandbox.ok(["list", "--format", "json"]).stdout)
        let byPath = Dictionary(json.map { ($0["path"] as? String ?? "?", $0) }, uniquingKeysWith: { a, _ in a })
        for title in titles {
            let entry = byPath[pathOf[title] ?? ""]
            #expect(entry?["title"] as? String == title, "title \(title) read back as \(String(describing: entry?["title"]))")
            #expect(entry?["note"] as? String == title, "value \(title) read back as \(String(describing: entry?["note"]))")
        }
        let entry = byPath["diary/2026/11/2026-11-22-값.md"]
        #expect(entry?["mood"] as? String == "yes")
        #expect(entry?["weather"] as? String == "null")
        // A location is a place: its text becomes the place's name.
        #expect((entry?["location"] as? [String: Any])?["name"] as? String == ": x")
        let mustache = try sandbox.ok(["list", "card", "--sort", "path", "--format", "{{title}}"]).lines
        #expect(Set(mustache) == Set(titles))
    }

    /// A title that looks like a number is written plain (`title: 1984`), so YAML reads it as
    /// an integer and `--format json` gives `"title": 1984`, not the string the user typed.
    @Test func numericTitlesReadBackAsStrings() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "1984", "--no-edit"])
        try sandbox.ok(["new", "card", "1.50", "--no-edit"])

        let json = try parseJSONList(try sandbox.ok(["list", "card", "--format", "json"]).stdout)
        let titles = json.map { $0["title"] }

        #expect(titles.compactMap { $0 as? String }.sorted() == ["1.50", "1984"])
    }

    /// With no title kept asks for one (it once refused `cards/general/.md` as lying outside
    /// the store instead).
    @Test func aMissingTitleAsksForATitle() throws {
        let sandbox = try Sandbox()

        let result = try sandbox.run(["new", "card", "--no-edit"])

        #expect(result.status == 1, "\(result)")
        #expect(result.stdout == "")
        #expect(try sandbox.history().count == 1)
        #expect(!sandbox.exists("cards"))
        #expect(result.stderr == "kept: a card entry needs a title: give one (`kept new card \"Title\"`) or fill in `title:`\n")
    }

    /// A title with no character a file name can keep (`...`, `???`, `---`) is still the
    /// title as typed; its file is called `untitled`.
    @Test(arguments: ["...", "???", "---"])
    func aTitleWithoutFileNameCharactersIsKeptAndFiledAsUntitled(_ title: String) throws {
        let sandbox = try Sandbox()

        let result = try sandbox.run(["new", "card", "--no-edit", "--", title])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "cards/general/untitled.md\n")
        let entry = try parseJSONList(try sandbox.ok(["list", "card", "--format", "json"]).stdout).first
        #expect(entry?["title"] as? String == title)
        #expect(try sandbox.history().count == 2)
    }

    /// A kind that does not exist is a mistyped argument: a usage error (64), with the usage.
    @Test func anUnknownKindIsAUsageErrorNamingTheKnownKinds() throws {
        let sandbox = try Sandbox()

        let result = try sandbox.run(["new", "recipe", "김치찌개", "--no-edit"])

        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("kept: there is no kind `recipe`: use one of diary, card, fridge, or add .kept/templates/recipe.md\nUsage: kept new "))
        #expect(try sandbox.history().count == 1)
    }
}
