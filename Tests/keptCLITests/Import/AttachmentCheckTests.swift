import Foundation
import Testing

/// `kept check` and attachments: a link to a file that is gone, a file no link leads to, a
/// folder whose entry is gone, each named with what to do; and its counts in good grammar.
@Suite("kept check and attachments")
struct AttachmentCheckTests {
    @Test func oneEntryIsOneEntryInEnglishAndKorean() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "Trip", "--date", "2026-08-01", "--body", "Sea."])
        #expect(try sandbox.ok(["check"]).stdout == "1 entry checked; all readable\n")
        #expect(try sandbox.ok(["check"], env: ["LANG": "ko_KR.UTF-8"]).stdout == "항목 1개를 검사했습니다. 모두 읽을 수 있습니다\n")
        try sandbox.ok(["new", "diary", "Home", "--date", "2026-08-02", "--body", "Back."])
        #expect(try sandbox.ok(["check"]).stdout == "2 entries checked; all readable\n")

        // One problem in one of two entries, then in the only one.
        try sandbox.write("diary/2026/08/2026-08-01-trip.md", "---\ntitle: Trip\ndate: not a date\n---\nSea.\n")
        let two = try sandbox.run(["check"])
        #expect(two.status == 1)
        #expect(two.stderr.hasSuffix("kept: 1 problem in 2 entries\n"), "\(two)")
        try FileManager.default.removeItem(at: sandbox.url("diary/2026/08/2026-08-02-home.md"))
        let one = try sandbox.run(["check"])
        #expect(one.stderr.hasSuffix("kept: 1 problem in 1 entry\n"), "\(one)")
        let korean = try sandbox.run(["check"], env: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stderr.hasSuffix("kept: 항목 1개에서 문제 1개\n"), "\(korean)")
    }

    @Test func aFolderWhoseEntryIsGoneIsNamedWithWhatToDo() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "Trip", "--date", "2026-08-01", "--body", "Sea."])
        try sandbox.ok(["new", "diary", "Market", "--date", "2026-08-02", "--body", "Fish."])
        let photo = sandbox.root.appendingPathComponent("sea.png")
        try DayOneImportTests.media("sea").write(to: photo)
        try sandbox.ok(["attach", "Trip", photo.path])
        try sandbox.ok(["attach", "Market", photo.path])
        let receipt = sandbox.root.appendingPathComponent("receipt.pdf")
        try DayOneImportTests.media("receipt").write(to: receipt)
        try sandbox.ok(["attach", "Market", receipt.path])
        #expect(try sandbox.ok(["check"]).stdout == "2 entries checked; all readable\n")

        // Another program (a file manager, Obsidian) deletes the entry and leaves its folder.
        try FileManager.default.removeItem(at: sandbox.url("diary/2026/08/2026-08-02-market.md"))
        try sandbox.ok(["commit", "-m", "deleted in a file manager"])
        // And a file lands in the other entry's folder without a link.
        try sandbox.write("diary/2026/08/2026-08-01-trip/extra.jpg", "bytes")
        let check = try sandbox.ok(["check"])
        #expect(check.stdout == "1 entry checked; all readable\n")
        #expect(check.stderr == """
            kept: diary/2026/08/2026-08-01-trip/extra.jpg: no link in its entry leads to this attachment; link it in diary/2026/08/2026-08-01-trip.md (`![](…)`) or delete the file
            kept: diary/2026/08/2026-08-02-market/: an attachment folder whose entry diary/2026/08/2026-08-02-market.md is gone (2 files); bring the entry back (`kept log --deleted` names the command) or delete the folder
            kept: 1 change not committed (made outside kept): run `kept commit` to record it

            """, "\(check)")
        let korean = try sandbox.ok(["check"], env: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stderr.contains("kept: diary/2026/08/2026-08-02-market/: 항목 diary/2026/08/2026-08-02-market.md가 없어진 첨부 폴더입니다(파일 2개). 항목을 되살리거나(`kept log --deleted`가 명령을 알려 줍니다) 폴더를 지우세요"), "\(korean)")

        // What it says to do works: the deleted entry comes back and the folder is its own again.
        #expect(try sandbox.ok(["log", "--deleted"]).stdout.contains("2026-08-02-market.md"))
        try sandbox.ok(["restore", "diary/2026/08/2026-08-02-market.md"])
        try FileManager.default.removeItem(at: sandbox.url("diary/2026/08/2026-08-01-trip/extra.jpg"))
        let after = try sandbox.ok(["check"])
        #expect(after.stdout == "2 entries checked; all readable\n")
        #expect(after.stderr == "", "\(after)")

        // A one-file folder says "1 file"; structure folders and loose files are not attachments.
        try sandbox.ok(["rm", "Trip"])
        try sandbox.write("diary/2026/08/2026-08-01-trip/only.png", "bytes")
        try sandbox.write("diary/2026/08/notes.txt", "a file of the user's own beside the entries")
        let single = try sandbox.ok(["check"])
        #expect(single.stderr.contains("kept: diary/2026/08/2026-08-01-trip/: an attachment folder whose entry diary/2026/08/2026-08-01-trip.md is gone (1 file);"), "\(single)")
        #expect(!single.stderr.contains("notes.txt"), "\(single)")
        #expect(!single.stderr.contains("diary/2026/08/:"), "\(single)")
    }

    @Test func aLinkToAMissingFileIsAProblemNamingTheEntry() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "Trip", "--date", "2026-08-01", "--body", "Sea."])
        let photo = sandbox.root.appendingPathComponent("sea.png")
        try DayOneImportTests.media("sea").write(to: photo)
        try sandbox.ok(["attach", "Trip", photo.path])
        try FileManager.default.removeItem(at: sandbox.url("diary/2026/08/2026-08-01-trip/sea.png"))
        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout == "diary/2026/08/2026-08-01-trip.md: links to 2026-08-01-trip/sea.png, which is not there; put the file back or remove the link\n")
        #expect(check.stderr.hasSuffix("kept: 1 problem in 1 entry\n"), "\(check)")
    }
}
