import Foundation
import Testing

/// The phone offline, and two phones with the terminal on one entry at once: in real browsers
/// (`ServeInBrowserTests`), then in the store, where every change must be exactly once and
/// none lost.
extension ServeInBrowserTests {
    @Test(.enabled(if: ready, needs), .tags(.browser), .fullSuiteOnly)
    func changesMadeOfflineArriveOnceWhenTheNetworkIsBack() throws {
        let sandbox = try Self.sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"])
        let before = try Self.gitLog(sandbox)
        let (server, url) = try Self.serve(sandbox)
        defer { server.kill() }
        let summary = try Self.journey("offline", url, sandbox, ["--store", sandbox.store.path])
        Self.stop(server)
        Self.expectShots(["offline-fridge", "offline-unseen", "offline-queued", "offline-graded", "offline-sent"])
        #expect((summary["keys"] as? [String])?.count == 2, "\(summary)")

        // One commit each, in the order they were made, with the command line's messages; the
        // grade tapped twice is one review.
        let added = try Self.added(sandbox, since: before)
        #expect(added.count == 3, "\(added)")
        #expect(added.first == "fridge: add 두부", "\(added)")
        #expect(added.dropFirst().first?.hasPrefix("diary: add \(Self.day(Date()))") == true, "\(added)")
        #expect(added.last == "cards: review 살다 (good)", "\(added)")

        // The files: 두부 once, expiring in three days; today's entry with the line once.
        let fridge = try parseJSONList(try sandbox.ok(["list", "fridge", "--format", "json"]).stdout)
        #expect(fridge.count == 1 && fridge.first?["title"] as? String == "두부", "\(fridge)")
        #expect(fridge.first?["expires"] as? String == Self.day(Date().addingTimeInterval(3 * 86400)), "\(fridge)")
        let diary = try parseJSONList(try sandbox.ok(["list", "diary", "--format", "json"]).stdout)
        #expect(diary.count == 1, "\(diary)")
        let path = try #require(diary.first?["path"] as? String)
        let text = try sandbox.read(path)
        #expect(text.components(separatedBy: "지하철에서 쓴 줄. 신호가 없다.").count == 2, "\(text)")
        #expect(try sandbox.pending().isEmpty)
    }

    @Test(.enabled(if: ready, needs), .tags(.browser), .fullSuiteOnly)
    func twoPhonesAndTheTerminalEditOneEntryAndNothingIsLost() throws {
        let sandbox = try Self.sandbox()
        try sandbox.ok(["new", "diary", "함께 쓴 날", "--date", "-1d", "--body", "아침에 산책을 했다.\n\n점심은 김밥.\n\n저녁에 영화를 봤다."])
        let path = try #require(try parseJSONList(try sandbox.ok(["list", "--format", "json"]).stdout).first?["path"] as? String)
        let before = try Self.gitLog(sandbox)
        let (server, url) = try Self.serve(sandbox)
        defer { server.kill() }
        let summary = try Self.journey("together", url, sandbox, ["--kept", try KeptBinary.url().path])
        Self.stop(server)
        Self.expectShots(["together-editing", "together-joined", "together-conflict", "together-copy", "together-field-conflict"])

        // The terminal's field and both phones' lines are joined in the entry; the line both
        // phones changed is the first phone's, and the second's is kept in a conflict copy.
        let text = try sandbox.read(path)
        for line in ["mood: tired", "아침에 한강까지 산책을 했다.", "점심은 비빔밥.", "저녁에 친구와 영화를 봤다."] {
            #expect(text.contains(line), "\(line) is lost:\n\(text)")
        }
        let copy = try #require(summary["copy"] as? String, "\(summary)")
        #expect(copy != path && copy.hasPrefix((path as NSString).deletingLastPathComponent + "/"), "\(copy)")
        let kept = try sandbox.read(copy)
        #expect(kept.contains("점심은 라면.") && kept.contains("아침에 한강까지 산책을 했다."), "\(kept)")

        // The mood the terminal set while a form showed the old one stays; the phone's is a copy.
        let fieldCopy = try #require(summary["fieldCopy"] as? String, "\(summary)")
        let phones = try sandbox.read(fieldCopy)
        #expect(fieldCopy != copy && phones.contains("mood: sad"), "\(fieldCopy): \(phones)")

        // One commit each: the terminal's sets, each phone's edit, the copies.
        let added = try Self.added(sandbox, since: before)
        let title = "\(Self.day(Date().addingTimeInterval(-86400))) 함께 쓴 날"
        let copied = { (message: String) in message.hasPrefix("diary: keep \(title) conflict copy from web-") }
        #expect(added.count == 7, "\(added)")
        if added.count == 7 {
            #expect(added[0] == "diary: set \(title) mood (none) → happy", "\(added)")
            #expect(Array(added[1...3]) == Array(repeating: "diary: edit \(title)", count: 3), "\(added)")
            #expect(copied(added[4]) && added[5] == "diary: set \(title) mood happy → tired" && copied(added[6]), "\(added)")
        }

        // What the terminal sees: the entry and its copy, as `kept conflicts` lists it.
        let list = try parseJSONList(try sandbox.ok(["list", "diary", "--format", "json"]).stdout)
        #expect(list.contains { $0["path"] as? String == path }, "\(list)")
        let conflicts = try sandbox.run(["conflicts"])
        #expect(conflicts.stdout.contains(copy) && conflicts.stdout.contains(fieldCopy), "\(conflicts)")
        #expect(try sandbox.pending().isEmpty)
    }
}
