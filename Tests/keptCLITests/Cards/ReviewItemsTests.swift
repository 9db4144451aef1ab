import Foundation
import ReferenceTools
import Testing

/// Reversed and cloze cards through the built binary: what `kept cards` counts, what
/// `kept review --due` lists, what a session shows, the grade written with its item, the commit
/// message; and the same on a real terminal.
@Suite("kept review of reversed and cloze cards", .tags(.slow), .fullSuiteOnly)
struct ReviewItemsTests {
    static func sandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("cards/동사/먹다.md", "---\ntitle: 먹다\nid: meokda01\ncategory: 동사\ntype: reversed\ncreated: 2026-11-01\ntags: []\n---\nto eat\n")
        try sandbox.write("cards/지리/수도.md", "---\ntitle: 수도\nid: sudo0001\ncategory: 지리\ntype: cloze\ncreated: 2026-11-01\ntags: []\n---\n"
            + "{{c1::서울}}은 한국의 {{c2::수도}}, {{c3::부산::ㅂㅅ}}은 아니다.\n")
        try sandbox.write("cards/지리/강.md", "---\ntitle: 강\nid: gang0001\ncategory: 지리\ncreated: 2026-11-01\ntags: []\n---\nriver\n")
        try sandbox.write(".kept/state/machine-id", "laptop-1a2b\n")
        try sandbox.ok(["commit", "-m", "cards"])
        return sandbox
    }

    @Test func cardsCountTheQuestionsAndDueListsEachItem() throws {
        let sandbox = try Self.sandbox()
        #expect(try sandbox.ok(["cards"]).stdout == """
            동사 · 1 card asking 2 questions, 2 due
            • 먹다  to eat

            지리 · 2 cards asking 4 questions, 4 due
            • 강    river
            • 수도  서울은 한국의 수도, 부산은 아니다.

            """)
        #expect(try sandbox.ok(["cards", "--categories"], env: ["LANG": "ko_KR.UTF-8"]).stdout == """
            동사  카드 1장에 질문 2개, 복습할 것 2개
            지리  카드 2장에 질문 4개, 복습할 것 4개

            """)
        #expect(try sandbox.ok(["review", "--due"]).stdout == """
            new  동사  먹다            to eat
            new  동사  먹다 · reverse  to eat
            new  지리  강              river
            new  지리  수도 · c1       [...]은 한국의 수도, 부산은 아니다.
            new  지리  수도 · c2       서울은 한국의 [...], 부산은 아니다.
            new  지리  수도 · c3       서울은 한국의 수도, [ㅂㅅ]은 아니다.

            """)
    }

    @Test func aSessionAsksEachSideAndWritesTheItemWithTheGrade() throws {
        let sandbox = try Self.sandbox()
        let session = try sandbox.run(["review"], stdin: "\n3\n\n4\n\n3\n\n2\n\n1\nq\n")
        #expect(session.status == 0, "\(session)")
        #expect(session.stdout.hasPrefix("""

            [1/6] 동사 · new
              먹다
              to eat
              → next review in 2 days (\(ReviewTests.day(2)))

            [2/6] 동사 · reverse · new
              to eat
              먹다
              → next review in 8 days (\(ReviewTests.day(8)))

            [3/6] 지리 · new
              강
              river
              → next review in 2 days (\(ReviewTests.day(2)))

            [4/6] 지리 · c1 · new
              [...]은 한국의 수도, 부산은 아니다.
              서울은 한국의 수도, 부산은 아니다.
              → next review tomorrow (\(ReviewTests.day(1)))

            [5/6] 지리 · c2 · new
              서울은 한국의 [...], 부산은 아니다.
              서울은 한국의 수도, 부산은 아니다.
              → next review tomorrow (\(ReviewTests.day(1)))

            """), "\(session.stdout)")
        #expect(session.stdout.hasSuffix("Reviewed 5 cards (again 1, hard 1, good 2, easy 1). 1 still due. Next: 수도 · c1 tomorrow (\(ReviewTests.day(1))).\n"),
                "\(session.stdout)")
        let log = try sandbox.read(".kept/reviews/laptop-1a2b.jsonl").split(separator: "\n").map(String.init)
        #expect(log.count == 5)
        #expect(log.count == 5 && log[0].hasPrefix(#"{"card":"meokda01","time":"#) && log[1].hasPrefix(#"{"card":"meokda01","item":"reverse","time":"#)
            && log[3].hasPrefix(#"{"card":"sudo0001","time":"#) && log[4].hasPrefix(#"{"card":"sudo0001","item":"c2","time":"#)
            && log[4].hasSuffix(#""grade":1}"#), "\(log)")
        #expect(try sandbox.messages().prefix(5) == ["cards: review 수도 · c2 (again)", "cards: review 수도 · c1 (hard)",
                                                     "cards: review 강 (good)", "cards: review 먹다 · reverse (easy)", "cards: review 먹다 (good)"])
        #expect(try sandbox.ok(["review", "--due"]).stdout == "new  지리  수도 · c3  서울은 한국의 수도, [ㅂㅅ]은 아니다.\n")
    }

    /// A reversed card written by hand has no id until its first grade gives it one: the
    /// reverse graded next in the same session is still the reverse (it was logged as the front).
    @Test func aCardWithoutAnIdKeepsItsItemsApart() throws {
        let sandbox = try Sandbox()
        try sandbox.write("cards/동사/살다.md", "---\ntitle: 살다\ncategory: 동사\ntype: reversed\ncreated: 2026-11-01\ntags: []\n---\nto live\n")
        try sandbox.write(".kept/state/machine-id", "laptop-1a2b\n")
        try sandbox.ok(["commit", "-m", "cards"])
        let session = try sandbox.run(["review"], stdin: "\n4\n\n1\n")
        #expect(session.status == 0, "\(session)")
        let log = try sandbox.read(".kept/reviews/laptop-1a2b.jsonl").split(separator: "\n").map(String.init)
        #expect(log.count == 2 && !log[0].contains("item") && log[1].contains(#""item":"reverse""#) && log[1].hasSuffix(#""grade":1}"#), "\(log)")
        #expect(try sandbox.messages().prefix(2) == ["cards: review 살다 · reverse (again)", "cards: review 살다 (easy)"])
        #expect(try sandbox.ok(["review", "--due"]).stdout == "", "both items were graded")
    }

    /// `u` right after the reverse takes back the reverse's grade only: an undo line naming the item.
    @Test func uTakesBackTheReversesGradeOnly() throws {
        let sandbox = try Self.sandbox()
        let session = try sandbox.run(["review"], stdin: "\n3\n\n4\nu\n\n2\nq\n")
        #expect(session.status == 0, "\(session)")
        #expect(session.stdout.contains("↶ took back easy for 먹다 · reverse"), "\(session.stdout)")
        #expect(session.stdout.contains("Reviewed 2 cards (hard 1, good 1)."), "\(session.stdout)")
        let log = try sandbox.read(".kept/reviews/laptop-1a2b.jsonl").split(separator: "\n").map(String.init)
        #expect(log.count == 4 && log[2].contains(#""item":"reverse""#) && log[2].contains(#""undo":"#)
            && log[3].contains(#""item":"reverse""#) && log[3].hasSuffix(#""grade":2}"#), "\(log)")
        #expect(try sandbox.messages().prefix(3) == ["cards: review 먹다 · reverse (hard)", "cards: review 먹다 · reverse (undo)",
                                                     "cards: review 먹다 · reverse (easy)"])
        #expect(try sandbox.ok(["review", "--due", "동사"]).stdout == "")
    }

    @Test("a cloze's blanks and answers on a real terminal, each cloze graded on its own", .tags(.terminal), .fullSuiteOnly,
          .enabled(if: TmuxSession.installed()))
    func onATerminal() throws {
        let sandbox = try Self.sandbox()
        let tmux = try TmuxSession(sandbox, env: [:])
        defer { tmux.kill() }
        let marker = try tmux.start("kept review 지리 --limit 2")
        try tmux.waitFor("the basic card") { $0.contains("[1/2]") && $0.contains("강") }
        try tmux.type(" ")
        try tmux.waitFor("its grades") { $0.contains("3 good (2d)") }
        try tmux.type("3")
        try tmux.waitFor("the cloze") { $0.contains("[2/2]") && $0.contains("[...]은 한국의 수도, 부산은 아니다.") }
        try tmux.type(" ")
        try tmux.waitFor("the answer") { $0.contains("서울은 한국의 수도, 부산은 아니다.") && $0.components(separatedBy: "3 good (2d)").count == 3 }
        try tmux.type("4")
        try tmux.waitFor("the summary") { $0.contains("Reviewed 2 cards") }
        #expect(try tmux.status(of: marker) == 0, tmux.shown)
        let undo = try TmuxSession(sandbox, env: [:])
        defer { undo.kill() }
        let second = try undo.start("kept review 지리 --limit 1")
        try undo.waitFor("the second cloze") { $0.contains("[1/1]") && $0.contains("c2") && $0.contains("서울은 한국의 [...], 부산은 아니다.") }
        try undo.type(" ")
        try undo.waitFor("its grades") { $0.contains("3 good") }
        try undo.type("1")
        try undo.waitFor("the summary") { $0.contains("Reviewed 1 card") }
        #expect(try undo.status(of: second) == 0, undo.shown)
        let log = try sandbox.read(".kept/reviews/laptop-1a2b.jsonl").split(separator: "\n").map(String.init)
        #expect(log.count == 3 && log[1].hasPrefix(#"{"card":"sudo0001","time":"#) && log[1].hasSuffix(#""grade":4}"#)
            && log[2].contains(#""item":"c2""#), "\(log)")
        #expect(try sandbox.messages().prefix(3) == ["cards: review 수도 · c2 (again)", "cards: review 수도 · c1 (easy)", "cards: review 강 (good)"])
    }
}
