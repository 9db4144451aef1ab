import Foundation
import Testing

/// After a sync kept both versions of a photo: what the sync says to do works.
@Suite("resolving an attachment's conflict copy")
struct AttachmentConflictTests {
    @Test func theCopyOfAPhotoIsListedAndOneVersionKept() throws {
        let sandbox = try Sandbox(initStore: false)
        let machines = try TwoMachines(in: sandbox)
        try sandbox.ok(["clone", machines.remote, machines.laptop])
        try sandbox.ok(["new", "diary", "Trip", "--date", "2026-08-01", "--body", "Sea.", "--no-edit"], env: machines.atLaptop)
        let image = sandbox.root.appendingPathComponent("sea.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x41]).write(to: image)
        try sandbox.ok(["attach", "Trip", image.path], env: machines.atLaptop)
        try sandbox.ok(["sync"], env: machines.atLaptop)
        try sandbox.ok(["clone", machines.remote, machines.desktop])

        let file = "diary/2026/08/2026-08-01-trip/sea.png"
        let desktopBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x44])
        let laptopBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x4C])
        try desktopBytes.write(to: URL(fileURLWithPath: machines.desktop + "/" + file))
        try sandbox.ok(["sync"], env: machines.atDesktop)
        try laptopBytes.write(to: URL(fileURLWithPath: machines.laptop + "/" + file))
        let sync = try sandbox.ok(["sync"], env: machines.atLaptop)
        let copies = try FileManager.default.contentsOfDirectory(atPath: machines.laptop + "/diary/2026/08/2026-08-01-trip")
            .filter { $0.contains(".conflict-") }
        try #require(copies.count == 1)
        let copy = "diary/2026/08/2026-08-01-trip/" + copies[0]
        #expect(sync.stderr == "kept: kept both versions of \(file): the other is \(copy); look at both, then keep one with "
            + "`kept resolve \(copy) --keep mine` (or `--keep theirs`)\n")

        let listed = try sandbox.ok(["conflicts"], env: machines.atLaptop)
        #expect(listed.stdout.contains(copy))
        #expect(try sandbox.ok(["check"], env: machines.atLaptop).stderr.contains("1 conflict copy from a sync"))

        let editor = try sandbox.run(["resolve", copy], env: machines.atLaptop.merging(["EDITOR": "true"]) { $1 })
        #expect(editor.status == 1)
        #expect(editor.stderr == "kept: \(copy) is a copy of an attachment, which is kept whole rather than joined in an editor: "
            + "give `--keep mine` (this machine's) or `--keep theirs`\n")

        try sandbox.ok(["resolve", copy, "--keep", "theirs"], env: machines.atLaptop)
        #expect(try Data(contentsOf: URL(fileURLWithPath: machines.laptop + "/" + file)) == desktopBytes)
        #expect(!FileManager.default.fileExists(atPath: machines.laptop + "/" + copy))
        #expect(try sandbox.run(["conflicts"], env: machines.atLaptop).status == 1)
        #expect(try sandbox.ok(["check"], env: machines.atLaptop).stderr == "")
    }
}
