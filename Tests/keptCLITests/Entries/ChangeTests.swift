import Foundation
import KeptGit
import Testing

/// `kept set`, `mv`, `rm`, `log`, `commit` and `show`, and how references resolve.
@Suite("set, mv, rm, log, commit, show")
struct ChangeTests {
    /// Lines of two texts that differ (same number of lines expected).
    static func differingLines(_ a: String, _ b: String) -> [(String, String)] {
        let x = a.split(separator: "\n", omittingEmptySubsequences: false)
        let y = b.split(separator: "\n", omittingEmptySubsequences: false)
        guard x.count == y.count else { return [("\(x.count) lines", "\(y.count) lines")] }
        return zip(x, y).filter { $0 != $1 }.map { (String($0), String($1)) }
    }

    @Test func setChangesOneLineInOneCommit() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "fridge", "김치", "--set", "quantity=2", "--set", "expires=2026-12-01", "--no-edit"])
        let before = try sandbox.read("fridge/other/김치.md")
        #expect(try sandbox.pending() == [], "HEAD holds exactly this text")

        let result = try sandbox.run(["set", "김치", "quantity=1"])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "set 김치 quantity 2 → 1\n")
        let after = try sandbox.read("fridge/other/김치.md")
        let history = try sandbox.history()
        #expect(history.map(\.summary) == ["fridge: set 김치 quantity 2 → 1", "fridge: add 김치", "kept: init store"])
        #expect(try sandbox.pending() == [], "HEAD holds exactly the new text, HEAD~1 the old one")
        let changed = Self.differingLines(before, after)
        #expect(changed.count == 1)
        #expect(changed.first?.0 == "quantity: 2")
        #expect(changed.first?.1 == "quantity: 1")
        #expect(try sandbox.history(of: "fridge/other/김치.md").first?.id == history.first?.id)

        let again = try sandbox.run(["set", "김치", "quantity=1"])
        #expect(again.status == 0)
        #expect(again.stderr == "kept: fridge/other/김치.md: already so; nothing changed\n")
        #expect(try sandbox.history().count == 3)
    }

    @Test func settingACardsCategoryMovesItsFile() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "words", "--body", "to live"])
        let before = try sandbox.read("cards/words/살다.md")

        let result = try sandbox.run(["set", "살다", "category=verbs"])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "set 살다 category words → verbs\nmoved to cards/verbs/살다.md\n")
        #expect(!sandbox.exists("cards/words/살다.md"))
        #expect(try sandbox.read("cards/verbs/살다.md") == before.replacingOccurrences(of: "category: words", with: "category: verbs"))
        #expect(try sandbox.messages().first == "cards: set 살다 category words → verbs")
        #expect(try sandbox.pending() == [], "the old path's removal is in the same commit")
        #expect(try sandbox.history().count == 3)
    }

    @Test func mvRenamesFileAndTitleAndLogFollowsTheRename() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "words", "--body", "to live"])
        let before = try sandbox.read("cards/words/살다.md")

        let result = try sandbox.run(["mv", "살다", "살아가다"])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "cards/words/살아가다.md\n")
        #expect(!sandbox.exists("cards/words/살다.md"))
        #expect(try sandbox.read("cards/words/살아가다.md") == before.replacingOccurrences(of: "title: 살다", with: "title: 살아가다"))
        #expect(try sandbox.messages().first == "cards: rename 살다 → 살아가다")
        #expect(try sandbox.pending() == [])

        let log = try sandbox.run(["log", "살아가다"])
        #expect(log.status == 0, "\(log)")
        #expect(log.lines.count == 2, "\(log.stdout)")
        #expect(log.lines.first?.hasSuffix("  cards: rename 살다 → 살아가다") == true, "\(log.stdout)")
        #expect(log.lines.last?.hasSuffix("  cards: add 살다  (cards/words/살다.md)") == true, "\(log.stdout)")
        let line = try #require(log.lines.first)
        #expect(line.wholeMatch(of: /[0-9a-f]{7}  \d{4}-\d\d-\d\d \d\d:\d\d  cards: rename 살다 → 살아가다/) != nil, "\(line)")
    }

    @Test func rmDeletesAndCommitsAndTheOldPathKeepsItsHistory() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "fridge", "김치", "--no-edit"])
        try sandbox.ok(["set", "김치", "quantity=3"])

        let result = try sandbox.run(["rm", "김치"])

        #expect(result.status == 0, "\(result)")
        let head = try #require(try sandbox.history().first)
        #expect(result.stdout == "removed fridge/other/김치.md (in commit \(head.id.short)); `kept restore fridge/other/김치.md` brings it back\n")
        #expect(head.summary == "fridge: remove 김치")
        #expect(!sandbox.exists("fridge/other/김치.md"))
        #expect(try sandbox.pending() == [])

        for ref in ["fridge/other/김치.md", "fridge/other/김치"] {
            let log = try sandbox.run(["log", ref])
            #expect(log.status == 0, "\(log)")
            #expect(log.lines.map { String($0.split(separator: "  ").last ?? "") }
                        == ["fridge: remove 김치", "fridge: set 김치 quantity 1 → 3", "fridge: add 김치"], "\(log.stdout)")
        }
        let show = try sandbox.run(["show", "김치"])
        #expect(show.status == 1)
        #expect(show.stderr.hasPrefix("kept: no entry matches `김치`"))
    }

    @Test func commitRecordsAnEditMadeByAnotherProgramOnce() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "words", "--no-edit"])
        let text = try sandbox.read("cards/words/살다.md")
        try sandbox.write("cards/words/살다.md", text + "added by another editor\n")

        let first = try sandbox.run(["commit"])

        #expect(first.status == 0, "\(first)")
        #expect(first.stdout == "cards: edit 살다 (outside kept)\n")
        #expect(try sandbox.messages() == ["cards: edit 살다 (outside kept)", "cards: add 살다", "kept: init store"])
        #expect(try sandbox.pending() == [])

        let second = try sandbox.run(["commit"])

        #expect(second.status == 0, "\(second)")
        #expect(second.stdout == "")
        #expect(second.stderr == "kept: nothing to commit; the store is as its last commit\n")
        #expect(try sandbox.history().count == 3)
    }

    @Test func commitRecordsSeveralOutsideChangesInOneCommit() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "gone", "--no-edit"])
        try FileManager.default.removeItem(at: sandbox.url("cards/general/gone.md"))
        try sandbox.write("cards/general/new.md", "---\ntitle: new\n---\n")

        let result = try sandbox.run(["commit", "-m", "tidy up"])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "tidy up\n")
        #expect(try sandbox.messages() == ["tidy up", "cards: add gone", "kept: init store"])
        #expect(try sandbox.pending() == [])
        #expect(try sandbox.history(of: "cards/general/new.md").count == 1)
    }

    @Test func anAmbiguousReferenceExitsOneListingTheCandidates() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "apple", "--no-edit"])
        try sandbox.ok(["new", "card", "apricot", "--no-edit"])
        let expected = "kept: `ap` matches 2 entries; name one by its path:\n  cards/general/apple.md\n  cards/general/apricot.md\n"

        for command in [["show", "ap"], ["set", "ap", "note=x"], ["rm", "ap"], ["mv", "ap", "banana"]] {
            let result = try sandbox.run(command)
            #expect(result.status == 1, "\(command): \(result)")
            #expect(result.stdout == "")
            #expect(result.stderr == expected, "\(command)")
        }
        #expect(try sandbox.history().count == 3)
        #expect(sandbox.exists("cards/general/apple.md") && sandbox.exists("cards/general/apricot.md"))
    }

    @Test func showPrintsTheFileByTitlePrefixOrPath() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "apple", "--body", "red"])
        try sandbox.ok(["new", "card", "banana", "--no-edit"])
        let text = try sandbox.read("cards/general/apple.md")

        #expect(try sandbox.run(["show", "apple"]).stdout == text)
        #expect(try sandbox.run(["show", "APP"]).stdout == text, "a unique case-insensitive prefix")
        #expect(try sandbox.run(["show", "cards/general/apple"]).stdout == text)
        #expect(try sandbox.run(["show", "--path", "pple"]).stdout == "cards/general/apple.md\n", "a unique substring")
        let unknown = try sandbox.run(["show", "cherry"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "kept: no entry matches `cherry`: try `kept list` or `kept search cherry`\n")
    }

    /// `AtomicFile.write` creates its temporary file with mode 0644 and renames it over the
    /// entry, so a diary kept private with `chmod 600` becomes readable by everyone.
    @Test func setKeepsTheFilesPermissions() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "secret", "--date", "2026-11-22", "--no-edit"])
        let path = sandbox.url("diary/2026/11/2026-11-22-secret.md").path
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)

        try sandbox.ok(["set", "secret", "mood=calm"])

        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}
