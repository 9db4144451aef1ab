import Foundation
import ReferenceTools
import Testing

/// Daily limits, suspended and buried cards through the built binary: what `kept cards` counts
/// and says, what `kept review` asks and leaves for tomorrow, and the same on a real terminal.
@Suite("kept cards and kept review: daily limits, suspend, bury", .tags(.slow), .fullSuiteOnly)
struct ReviewLimitsTests {
    /// Three new basic cards and a reversed one in 동사, with `settings` under `cards.review`.
    static func sandbox(_ settings: String = "") throws -> Sandbox {
        let sandbox = try Sandbox()
        for (title, id, body) in [("가다", "gada0001", "to go"), ("살다", "salda001", "to live"), ("오다", "oda00001", "to come")] {
            try sandbox.write("cards/동사/\(title).md", "---\ntitle: \(title)\nid: \(id)\ncategory: 동사\ncreated: 2026-11-01\ntags: []\n---\n\(body)\n")
        }
        try sandbox.write("cards/동사/먹다.md", "---\ntitle: 먹다\nid: meokda01\ncategory: 동사\ntype: reversed\ncreated: 2026-11-01\ntags: []\n---\nto eat\n")
        try sandbox.write(".kept/state/machine-id", "laptop-1a2b\n")
        if !settings.isEmpty {
            let config = try sandbox.read(".kept/config.yaml")
            try sandbox.write(".kept/config.yaml", config.replacingOccurrences(of: "cards:\n", with: "cards:\n  review:\n" + settings))
        }
        try sandbox.ok(["commit", "-m", "cards"])
        return sandbox
    }

    @Test func theNewLimitHoldsCardsBackAndSaysSo() throws {
        let sandbox = try Self.sandbox("    new-per-day: 2\n")
        #expect(try sandbox.ok(["cards"]).stdout == """
            동사 · 4 cards asking 5 questions, 2 due
            • 가다  to go
            • 먹다  to eat
              살다  to live
              오다  to come
            3 more new cards wait for tomorrow (limit 2 a day).

            """)
        #expect(try sandbox.ok(["cards", "--categories"], env: ["LANG": "ko_KR.UTF-8"]).stdout == """
            동사  카드 4장에 질문 5개, 복습할 것 2개
              새 카드 3개는 내일로 넘어갑니다(하루 2개까지).

            """)
        let session = try sandbox.run(["review"], stdin: "\n3\n\n3\n")
        #expect(session.status == 0, "\(session)")
        #expect(session.stdout.contains("Reviewed 2 cards (good 2). 3 more new cards wait for tomorrow (limit 2 a day)."), "\(session.stdout)")
        // Another session the same day: nothing left within the limit.
        let again = try sandbox.ok(["review"]).stdout
        #expect(again.hasPrefix("Nothing is due. 3 more new cards wait for tomorrow (limit 2 a day). Next: "), "\(again)")
        #expect(try sandbox.ok(["review", "--due"]).stdout == "")
    }

    @Test func aCategorysOwnLimitAndALimitThatIsNoNumber() throws {
        let sandbox = try Self.sandbox("    categories:\n      동사:\n        new-per-day: 1\n")
        #expect(try sandbox.ok(["review", "--due"]).stdout == "new  동사  가다  to go\n")
        let bad = try Self.sandbox("    new-per-day: lots\n")
        let result = try bad.run(["cards"])
        #expect(result.status != 0)
        #expect(result.stderr.contains(".kept/config.yaml:") && result.stderr.contains("cards.review.new-per-day"), "\(result.stderr)")
    }

    @Test func withBurySiblingsAReversedCardsReverseWaitsForTomorrow() throws {
        let sandbox = try Self.sandbox("    bury-siblings: true\n")
        // 가다 good, 먹다 good: its reverse is not asked, 살다 is next; u takes 먹다 back and asks it again.
        let session = try sandbox.run(["review"], stdin: "\n3\n\n3\nu\n\n4\nq\n")
        #expect(session.status == 0, "\(session)")
        #expect(!session.stdout.contains("reverse"), "\(session.stdout)")
        #expect(session.stdout.components(separatedBy: "[2/5] 동사 · new\n  먹다").count == 3, "\(session.stdout)")
        #expect(session.stdout.contains("[4/5] 동사 · new\n  살다"), "\(session.stdout)")
        #expect(session.stdout.contains("Reviewed 2 cards (good 1, easy 1). 2 still due."), "\(session.stdout)")
        #expect(try sandbox.ok(["review", "--due"]).stdout == "new  동사  살다  to live\nnew  동사  오다  to come\n")
    }

    @Test func suspendAndUnsuspendEditTheCardAndCommit() throws {
        let sandbox = try Self.sandbox()
        let suspended = try sandbox.ok(["cards", "suspend", "가다"])
        #expect(suspended.stdout == "Suspended 가다: it is left out of reviews and reminders until `kept cards unsuspend`.\n")
        #expect(try sandbox.read("cards/동사/가다.md").contains("\nsuspended: true\n"))
        #expect(try sandbox.messages().first == "cards: suspend 가다")
        #expect(try sandbox.ok(["cards", "동사"]).stdout.contains("  가다  (suspended) to go\n"))
        #expect(try !sandbox.ok(["review", "--due"]).stdout.contains("가다"))
        #expect(try sandbox.ok(["cards", "suspend", "가다"]).stderr.contains("가다 is already suspended; nothing changed."))
        let back = try sandbox.ok(["cards", "unsuspend", "가다"], env: ["LANG": "ko_KR.UTF-8"])
        #expect(back.stdout == "가다의 일시중단을 해제했습니다. 복습할 때가 되면 다시 나옵니다.\n")
        #expect(try !sandbox.read("cards/동사/가다.md").contains("suspended"))
        #expect(try sandbox.messages().first == "cards: unsuspend 가다")
        #expect(try sandbox.ok(["review", "--due"]).stdout.contains("가다"))
    }

    @Test func aCardImportedSuspendedFromAnkiStaysSo() throws {
        let sandbox = try Self.sandbox()
        try sandbox.write("cards/동사/자다.md", "---\ntitle: 자다\ncategory: 동사\ncreated: 2026-11-01\nsuspended: true\n---\nto sleep\n")
        #expect(try !sandbox.ok(["review", "--due"]).stdout.contains("자다"))
        #expect(try sandbox.ok(["cards", "unsuspend", "자다"]).stdout.hasPrefix("Unsuspended 자다"))
        #expect(try sandbox.ok(["review", "--due"]).stdout.contains("자다"))
        // A value that is neither: reviewed meanwhile, and `kept check` names the file and line.
        try sandbox.write("cards/동사/자다.md", "---\ntitle: 자다\ncategory: 동사\ncreated: 2026-11-01\nsuspended: maybe\n---\nto sleep\n")
        #expect(try sandbox.ok(["review", "--due"]).stdout.contains("자다"))
        let check = try sandbox.run(["check"])
        #expect(check.status != 0)
        #expect((check.stdout + check.stderr).contains("cards/동사/자다.md:5: `suspended` must be true or false, not `maybe`"), "\(check)")
    }

    @Test("`-` buries a card with all its items until tomorrow, on a real terminal", .tags(.terminal), .fullSuiteOnly, .enabled(if: TmuxSession.installed()))
    func buryOnATerminal() throws {
        let sandbox = try Self.sandbox()
        let tmux = try TmuxSession(sandbox, env: [:])
        defer { tmux.kill() }
        let marker = try tmux.start("kept review")
        try tmux.waitFor("the first card") { $0.contains("[1/5]") && $0.contains("가다") && $0.contains("- buries it") }
        try tmux.type(" ")
        try tmux.waitFor("its grades") { $0.contains("3 good (2d)") }
        try tmux.type("3")
        try tmux.waitFor("the reversed card's front") { $0.contains("[2/5]") && $0.contains("먹다") }
        try tmux.type("-")
        try tmux.waitFor("it buried") { $0.contains("⤼ buried 먹다 until tomorrow") }
        // Its reverse (3/5) is buried with it: the next asked is 살다.
        try tmux.waitFor("the next card") { $0.contains("[4/5]") && $0.contains("살다") }
        #expect(try !tmux.screen().contains("[3/5]"), tmux.shown)
        try tmux.type(" ")
        try tmux.waitFor("its grades") { $0.components(separatedBy: "3 good (2d)").count == 3 }
        try tmux.type("-")
        try tmux.waitFor("buried at the grade") { $0.contains("⤼ buried 살다 until tomorrow") && $0.contains("[5/5]") }
        try tmux.type("q")
        try tmux.waitFor("the summary") { $0.contains("Reviewed 1 card (good 1). 1 still due.") }
        #expect(try tmux.status(of: marker) == 0, tmux.shown)
        let log = try sandbox.read(".kept/reviews/laptop-1a2b.jsonl").split(separator: "\n").map(String.init)
        #expect(log.count == 3 && log[1].hasPrefix(#"{"card":"meokda01","time":"#) && log[1].hasSuffix(#""bury":true}"#)
            && log[2].hasPrefix(#"{"card":"salda001","#), "\(log)")
        #expect(try sandbox.messages().prefix(3) == ["cards: review 살다 (bury)", "cards: review 먹다 (bury)", "cards: review 가다 (good)"])
        #expect(try sandbox.ok(["cards"]).stdout.contains("  먹다  (buried until tomorrow) to eat\n"))
        #expect(try sandbox.ok(["review", "--due"]).stdout == "new  동사  오다  to come\n")
    }

    @Test("a daily limit ends the session with what waits for tomorrow, on a real terminal", .tags(.terminal), .fullSuiteOnly,
          .enabled(if: TmuxSession.installed()))
    func limitOnATerminal() throws {
        let sandbox = try Self.sandbox("    new-per-day: 1\n")
        let tmux = try TmuxSession(sandbox, env: ["LANG": "ko_KR.UTF-8"])
        defer { tmux.kill() }
        let marker = try tmux.start("kept review")
        try tmux.waitFor("the one card the limit lets through") { $0.contains("[1/1]") && $0.contains("가다") }
        try tmux.type(" ")
        try tmux.waitFor("its grades") { $0.contains("3 좋음 (2일)") }
        try tmux.type("3")
        try tmux.waitFor("the summary") { $0.contains("카드 1장을 복습했습니다 (좋음 1). 새 카드 4개는 내일로 넘어갑니다(하루 1개까지).") }
        #expect(try tmux.status(of: marker) == 0, tmux.shown)
    }
}
