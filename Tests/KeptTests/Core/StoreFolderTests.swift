import Foundation
import Testing
@testable import Kept

/// Both ways `StoreFolder` opens a store file refuse every link on the way: `openat2`
/// (RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS) and the fallback for kernels without it (`openat`
/// with O_NOFOLLOW name by name), tried here directly on the same tree.
@Suite struct StoreFolderTests {
    let root: String
    let outside: String

    init() throws {
        let base = NSTemporaryDirectory() + "kept-storefolder-\(UUID().uuidString.prefix(8))"
        root = base + "/store"
        outside = base + "/outside"
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/diary/2026", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try "inside\n".write(toFile: root + "/diary/2026/a.md", atomically: true, encoding: .utf8)
        try "SECRET\n".write(toFile: outside + "/victim", atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: root + "/diary/2025", withDestinationPath: "2026")
        try fm.createSymbolicLink(atPath: root + "/diary/out", withDestinationPath: outside)
        try fm.createSymbolicLink(atPath: root + "/diary/2026/lock", withDestinationPath: outside + "/victim")
        try fm.createSymbolicLink(atPath: root + "/diary/2026/twin.md", withDestinationPath: "a.md")
        try fm.createSymbolicLink(atPath: root + "/diary/2026/gone.md", withDestinationPath: outside + "/nothing")
    }


    @Test func eachWayRefusesEveryLink() throws {
        let folder = try StoreFolder(root: root)
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let openers: [(String, (Int32, String, Int32, mode_t) -> Int32)] = [("openat2", StoreFolder.openBeneath), ("by name", StoreFolder.openByName)]
        for (way, open) in openers {
            let plain = open(folder.fd, "diary/2026/a.md", O_RDONLY | O_CLOEXEC, 0)
            #expect(plain >= 0, "\(way)")
            close(plain)
            for path in ["diary/2025/a.md", "diary/out/victim", "diary/2026/lock", "diary/2026/twin.md", "diary/2026/gone.md"] {
                for flags in [O_RDONLY, O_RDWR | O_CREAT, O_WRONLY | O_CREAT | O_TRUNC] {
                    let fd = open(folder.fd, path, flags | O_CLOEXEC, 0o644)
                    #expect(fd < 0 && errno == ELOOP, "\(way): \(path) opened (\(fd), errno \(errno))")
                    if fd >= 0 { close(fd) }
                }
            }
            let up = open(folder.fd, "diary/../../outside/victim", O_RDONLY | O_CLOEXEC, 0)
            #expect(up < 0, "\(way): .. left the store")
            let made = open(folder.fd, "diary/out/new", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
            #expect(made < 0, "\(way)")
        }
        #expect(try String(contentsOfFile: outside + "/victim", encoding: .utf8) == "SECRET\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["victim"])
        #expect(folder.linkOnTheWay("diary/2025/a.md")! == ("diary/2025", "2026"))
        #expect(folder.linkOnTheWay("diary/2026/a.md") == nil)
    }

    @Test func anAtomicWriteNeverGoesThroughALink() throws {
        let folder = try StoreFolder(root: root)
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        for path in ["diary/out/x.md", "diary/2025/x.md", "diary/2026/lock", "diary/2026/twin.md", "diary/2026/gone.md"] {
            #expect(throws: KeptError.self, "\(path)") { try AtomicFile.write(Array("x".utf8), in: folder, at: path) }
        }
        try AtomicFile.write(Array("new\n".utf8), in: folder, at: "diary/2027/01/b.md")
        #expect(try String(contentsOfFile: root + "/diary/2027/01/b.md", encoding: .utf8) == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["victim"])
        #expect(try String(contentsOfFile: outside + "/victim", encoding: .utf8) == "SECRET\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/diary/2026/lock") == outside + "/victim")
    }
}
