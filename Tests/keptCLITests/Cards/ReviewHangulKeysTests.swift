import Foundation
import ReferenceTools
import Testing

/// `kept review` answers a Korean keyboard left in 한글 mode (ㅂ is q, ㅕ is u), says which keys
/// mean something when another is typed, shows intervals in the user's language, and `u`
/// takes back the last grade with an undo line in the append-only log: the first-hour case 11
/// (`../shared/cases/first-hour-2/11-review-hangul-q.sh`), where ㅂ revealed the card and was
/// ignored at the grade prompt, and the grades read `(1d) (2d)`.
@Suite("Review keys in 한글 mode, and undo", .tags(.terminal), .fullSuiteOnly)
struct ReviewHangulKeysTests {
    static let korean: [String: String?] = ["LANG": "ko_KR.UTF-8"]

    func log(_ sandbox: Sandbox) throws -> [String] {
        let folder = sandbox.url(".kept/reviews")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }
        return try names.flatMap { try sandbox.read(".kept/reviews/\($0)").split(separator: "\n").map(String.init) }
    }

    @Test("first-hour-2 case 11: ㅂ stops, ㅕ undoes, another key gets a hint, intervals in days", .enabled(if: TmuxSession.installed()))
    func hangulKeysOnTheTerminal() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live"])
        try sandbox.ok(["new", "card", "먹다", "--category", "동사", "--body", "to eat"])
        let tmux = try TmuxSession(sandbox, env: Self.korean)
        defer { tmux.kill() }
        let marker = try tmux.start("kept review")
        try tmux.waitFor("the first card") { $0.contains("[1/2]") && $0.contains("(아무 키나 누르면 뒷면을 보여 줍니다. -: 내일로 미루기, u: 되돌리기, q: 그만하기)") }
        try tmux.type(" ")
        try tmux.waitFor("the grades") { $0.contains("1 다시 (1일)  2 어려움 (1일)  3 좋음 (2일)  4 쉬움 (8일) ›") }
        try tmux.type("ㅋ")
        try tmux.waitFor("the hint") { $0.contains("1, 2, 3, 4 중 하나로 평가하세요(-: 내일로 미루기, u: 방금 한 평가 되돌리기, q: 그만하기)") }
        try tmux.type("3")
        try tmux.waitFor("the second card") { $0.contains("[2/2]") }
        try tmux.type("ㅕ")
        try tmux.waitFor("the grade taken back") { $0.contains("↶ 먹다에 준 좋음 평가를 되돌렸습니다") }
        try tmux.waitFor("the first card again") { $0.components(separatedBy: "[1/2]").count == 3 }
        try tmux.type(" ")
        try tmux.waitFor("its grades again") { $0.components(separatedBy: "3 좋음 (2일)").count == 3 }
        try tmux.type("4")
        try tmux.waitFor("the second card again") { $0.components(separatedBy: "[2/2]").count == 3 }
        try tmux.type("ㅂ")
        #expect(try tmux.status(of: marker) == 0, tmux.shown)
        #expect(try tmux.screen().contains("카드 1장을 복습했습니다 (쉬움 1). 아직 1장이 남았습니다."), tmux.shown)

        // The log keeps the grade, the undo that takes it back and the grade given again.
        let lines = try log(sandbox)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.count == 3 && lines[0].hasSuffix("\"grade\":3}") && lines[1].contains("\"undo\":") && lines[2].hasSuffix("\"grade\":4}"))
        #expect(try sandbox.messages().prefix(3) == ["cards: review 먹다 (easy)", "cards: review 먹다 (undo)", "cards: review 먹다 (good)"])
        // The card is scheduled by the grade kept (easy: 8 days), not the one taken back.
        let due = try sandbox.ok(["review", "--due"]).stdout
        #expect(due.contains("살다") && !due.contains("먹다"), "\(due)")
    }

    @Test("u from a script undoes the last grade; an undone grade schedules nothing")
    func undoFromAPipe() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live"])
        try sandbox.ok(["new", "card", "먹다", "--category", "동사", "--body", "to eat"])
        let session = try sandbox.run(["review"], stdin: "\n3\nu\n\n1\nq\n")
        #expect(session.status == 0, "\(session)")
        #expect(session.stdout.contains("↶ took back good for 먹다"), "\(session)")
        #expect(session.stdout.contains("Reviewed 1 card (again 1). 1 still due."), "\(session)")
        let undo = try sandbox.run(["review"], stdin: "u\nq\n")
        #expect(undo.stdout.contains("nothing to undo in this session"), "\(undo)")
    }
}
