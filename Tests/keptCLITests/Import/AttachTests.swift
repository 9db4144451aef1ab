import Foundation
import Kept
import Testing

/// `kept attach REF FILE…`: files into the entry's attachment folder, linked in its body.
@Suite("kept attach")
struct AttachTests {
    @Test func filesAreCopiedNamedSafelyLinkedAndCommittedOnce() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2026-11-22T09:14", "--body", "Walked to 종로."])
        let photo = sandbox.root.appendingPathComponent("IMG 0012.JPG")
        let receipt = sandbox.root.appendingPathComponent("Receipt (Nov).pdf")
        try DayOneImportTests.media("photo").write(to: photo)
        try DayOneImportTests.media("pdf").write(to: receipt)
        let result = try sandbox.ok(["attach", "첫눈", photo.path, receipt.path])
        #expect(result.stdout == "diary/2026/11/2026-11-22-첫눈/img-0012.jpg\ndiary/2026/11/2026-11-22-첫눈/receipt-(nov).pdf\n")
        #expect(try sandbox.read("diary/2026/11/2026-11-22-첫눈.md").hasSuffix("""
            ---
            Walked to 종로.

            ![](2026-11-22-첫눈/img-0012.jpg)
            [receipt-(nov).pdf](<2026-11-22-첫눈/receipt-(nov).pdf>)

            """))
        #expect(try sandbox.bytes("diary/2026/11/2026-11-22-첫눈/img-0012.jpg") == Data(contentsOf: photo))
        #expect(try sandbox.messages().first == "diary: attach 2026-11-22 첫눈 img-0012.jpg, receipt-(nov).pdf")
        #expect(try sandbox.pending() == [])
        #expect(FileManager.default.fileExists(atPath: photo.path), "copied, not moved")

        // The same name again gets -2; --move takes the file away once committed.
        let moved = try sandbox.ok(["attach", "첫눈", photo.path, "--move"])
        #expect(moved.stdout == "diary/2026/11/2026-11-22-첫눈/img-0012-2.jpg\n")
        #expect(!FileManager.default.fileExists(atPath: photo.path))
        #expect(try sandbox.read("diary/2026/11/2026-11-22-첫눈.md").hasSuffix("![](2026-11-22-첫눈/img-0012-2.jpg)\n"))
    }

    @Test func aFileOver20MBIsRefusedSayingWhyUnlessLarge() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "Holiday", "--date", "2026-08-01", "--body", "Sea."])
        let video = sandbox.root.appendingPathComponent("holiday.mov")
        FileManager.default.createFile(atPath: video.path, contents: nil)
        let handle = try FileHandle(forWritingTo: video)
        try handle.truncate(atOffset: 21 * 1024 * 1024)
        try handle.close()
        let refused = try sandbox.run(["attach", "Holiday", video.path])
        #expect(refused.status == 1)
        #expect(refused.stderr == "kept: \(video.path) is 21 MB: git keeps every version of it for good, in every clone; give --large to add it anyway\n")
        #expect(!sandbox.exists("diary/2026/08/2026-08-01-holiday"))
        #expect(try sandbox.messages().count == 2)
        try sandbox.ok(["attach", "Holiday", video.path, "--large"])
        #expect(sandbox.exists("diary/2026/08/2026-08-01-holiday/holiday.mov"))
    }

    /// A folder given as a file says so and how to attach what is in it; a missing file is named.
    @Test func aFolderOrAMissingFileIsRefusedNamingIt() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "Holiday", "--date", "2026-08-01", "--body", "Sea."])
        let folder = sandbox.root.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let refused = try sandbox.run(["attach", "Holiday", folder.path])
        #expect(refused.status == 1)
        #expect(refused.stderr == "kept: \(folder.path): this is a folder; attach the files in it (`kept attach ENTRY FOLDER/*`)\n")
        let missing = try sandbox.run(["attach", "Holiday", folder.path + "/gone.jpg"])
        #expect(missing.stderr == "kept: \(folder.path)/gone.jpg: cannot read it; check that it exists and that you may read it\n")
        #expect(try sandbox.messages().count == 2, "nothing committed")
        #expect(try sandbox.read("diary/2026/08/2026-08-01-holiday.md").hasSuffix("---\nSea.\n"))
    }
}

/// The attachment folder follows its entry: mv, a date change, rm and restore, each in the
/// entry's own commit.
@Suite("attachments follow their entry")
struct AttachmentFolderTests {
    @Test func mvDateChangeRmAndRestoreCarryTheFolder() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2026-11-22T09:14", "--body", "Walked."])
        let photo = sandbox.root.appendingPathComponent("p.png")
        try DayOneImportTests.media("p").write(to: photo)
        try sandbox.ok(["attach", "첫눈", photo.path])

        try sandbox.ok(["mv", "첫눈", "First snow"])
        #expect(!sandbox.exists("diary/2026/11/2026-11-22-첫눈"))
        #expect(try sandbox.bytes("diary/2026/11/2026-11-22-first-snow/p.png") == Data(contentsOf: photo))
        #expect(try sandbox.read("diary/2026/11/2026-11-22-first-snow.md").hasSuffix("Walked.\n\n![](2026-11-22-first-snow/p.png)\n"))
        #expect(try sandbox.pending() == [], "the move of the folder is in the rename's commit")

        try sandbox.ok(["set", "First snow", "date=2026-11-21T08:00"])
        #expect(sandbox.exists("diary/2026/11/2026-11-21-first-snow/p.png"))
        #expect(!sandbox.exists("diary/2026/11/2026-11-22-first-snow"))
        #expect(try sandbox.read("diary/2026/11/2026-11-21-first-snow.md").hasSuffix("![](2026-11-21-first-snow/p.png)\n"))
        #expect(try sandbox.pending() == [])

        try sandbox.ok(["rm", "First snow"])
        #expect(!sandbox.exists("diary/2026/11/2026-11-21-first-snow"))
        #expect(try sandbox.pending() == [])
        try sandbox.ok(["restore", "First snow"])
        #expect(try sandbox.bytes("diary/2026/11/2026-11-21-first-snow/p.png") == Data(contentsOf: photo))
        #expect(try sandbox.pending() == [])
    }

    @Test func checkShowAndListNameAttachmentsMissingAndUnlinked() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "Trip", "--date", "2026-08-01", "--body", "Sea."])
        let photo = sandbox.root.appendingPathComponent("sea.png")
        try DayOneImportTests.media("sea").write(to: photo)
        try sandbox.ok(["attach", "Trip", photo.path])
        #expect(try sandbox.ok(["check"]).stdout == "1 entry checked; all readable\n")
        let show = try sandbox.ok(["show", "Trip"])
        #expect(show.stderr == "kept: attached: diary/2026/08/2026-08-01-trip/sea.png\n")
        let receipt = sandbox.root.appendingPathComponent("receipt.pdf")
        try DayOneImportTests.media("r").write(to: receipt)
        try sandbox.ok(["attach", "Trip", receipt.path])
        #expect(try sandbox.ok(["share", "Trip"]).stdout.hasSuffix("\n\n📎 1 photo, 1 file\n"))
        #expect(try sandbox.ok(["share", "Trip"], env: ["LANG": "ko_KR.UTF-8"]).stdout.hasSuffix("\n\n📎 사진 1장, 파일 1개\n"))
        let list = try parseJSONList(try sandbox.ok(["list", "diary", "--format", "json"]).stdout)
        #expect(list.first?["attachments"] as? [String] == ["diary/2026/08/2026-08-01-trip/receipt.pdf", "diary/2026/08/2026-08-01-trip/sea.png"])

        // A link whose file is gone is a problem; a file no link leads to is a note.
        try FileManager.default.removeItem(at: sandbox.url("diary/2026/08/2026-08-01-trip/sea.png"))
        try sandbox.write("diary/2026/08/2026-08-01-trip/extra.jpg", "bytes")
        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("diary/2026/08/2026-08-01-trip.md: links to 2026-08-01-trip/sea.png, which is not there; put the file back or remove the link"), "\(check)")
        #expect(check.stderr.contains("kept: diary/2026/08/2026-08-01-trip/extra.jpg: no link in its entry leads to this attachment"), "\(check)")
    }
}

/// Attachments in a sync: binary, never joined line by line.
@Suite("attachments in a sync")
struct AttachmentSyncTests {
    @Test func bothMachinesChangingOneImageKeepBoth() throws {
        let sandbox = try Sandbox(initStore: false)
        let machines = try TwoMachines(in: sandbox)
        try sandbox.ok(["clone", machines.remote, machines.laptop])
        try sandbox.ok(["new", "diary", "Trip", "--date", "2026-08-01", "--body", "Sea."], env: machines.atLaptop)
        // Bytes in lines: a text merge would join these two edits "cleanly" into a broken image.
        let lines = (1...10).map { "row \($0)" }
        let image = sandbox.root.appendingPathComponent("sea.png")
        try (lines.joined(separator: "\n") + "\n").write(to: image, atomically: true, encoding: .utf8)
        try sandbox.ok(["attach", "Trip", image.path], env: machines.atLaptop)
        try sandbox.ok(["sync"], env: machines.atLaptop)
        try sandbox.ok(["clone", machines.remote, machines.desktop])

        let file = "/diary/2026/08/2026-08-01-trip/sea.png"
        var desktop = lines; desktop[8] = "desktop's row 9"
        try (desktop.joined(separator: "\n") + "\n").write(toFile: machines.desktop + file, atomically: true, encoding: .utf8)
        try sandbox.ok(["commit"], env: machines.atDesktop)
        try sandbox.ok(["sync"], env: machines.atDesktop)
        var laptop = lines; laptop[0] = "laptop's row 1"
        try (laptop.joined(separator: "\n") + "\n").write(toFile: machines.laptop + file, atomically: true, encoding: .utf8)
        try sandbox.ok(["commit"], env: machines.atLaptop)
        try sandbox.ok(["sync"], env: machines.atLaptop)

        #expect(try String(contentsOfFile: machines.laptop + file, encoding: .utf8) == laptop.joined(separator: "\n") + "\n")
        let folder = machines.laptop + "/diary/2026/08/2026-08-01-trip"
        let copies = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".conflict-desktop-") }
        #expect(copies.count == 1 && copies[0].hasPrefix("sea.conflict-desktop-") && copies[0].hasSuffix(".png"), "\(copies)")
        if let copy = copies.first {
            #expect(try String(contentsOfFile: folder + "/" + copy, encoding: .utf8) == desktop.joined(separator: "\n") + "\n")
        }
    }
}
