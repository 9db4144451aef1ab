import Foundation
import Testing

/// `install.sh --uninstall` (the tarball's installer, packaging/dist) removes what its list of
/// installed files names. That list is a file in the prefix: whoever can write the prefix can
/// edit it, so each path is resolved before anything is removed. Issue 45, case 04: a line
/// `$prefix/libexec/kept/../../../victim/file` passed the old `"$prefix"/*` check and the file
/// outside the prefix was removed, then its emptied folder.
@Suite("the tarball's uninstaller")
struct UninstallerTests {
    static let installer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("packaging/dist/install.sh")

    /// A prefix with kept's files, `install.sh` in its place and a list of `lines` (`$P` is the
    /// prefix); the uninstaller is run with /bin/sh, as a user runs it.
    private func uninstall(_ lines: (String) -> [String], prepare: (URL, URL) throws -> Void = { _, _ in }) throws -> (root: URL, output: String, status: Int32) {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("kept-uninstall-\(UUID().uuidString.prefix(8))")
        let prefix = root.appendingPathComponent("pfx")
        let fm = FileManager.default
        for folder in ["pfx/libexec/kept", "pfx/bin", "pfx/share/man/man1", "victim"] {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["pfx/bin/kept", "pfx/libexec/kept/kept-serve", "pfx/share/man/man1/kept.1", "victim/file"] {
            try Data("precious \(file)\n".utf8).write(to: root.appendingPathComponent(file))
        }
        try fm.copyItem(atPath: Self.installer.path, toPath: prefix.appendingPathComponent("libexec/kept/install.sh").path)
        try prepare(root, prefix)
        try (lines(prefix.path).joined(separator: "\n") + "\n").write(to: prefix.appendingPathComponent("libexec/kept/installed-files"), atomically: true, encoding: .utf8)
        let result = try KeptProcess.run(URL(fileURLWithPath: "/bin/sh"),
                                         [prefix.appendingPathComponent("libexec/kept/install.sh").path, "--uninstall", "--prefix", prefix.path],
                                         env: ["PATH": "/usr/bin:/bin", "HOME": root.path])
        return (root, result.stdout + result.stderr, result.status)
    }

    private func exists(_ root: URL, _ path: String) -> Bool {
        var stat = stat()
        return lstat(root.appendingPathComponent(path).path, &stat) == 0
    }

    @Test func aDotDotPathInTheListRemovesNothingOutsideThePrefix() throws {
        let run = try uninstall { p in ["\(p)/libexec/kept/../../../victim/file", "\(p)/bin/kept", "\(p)/libexec/kept/kept-serve",
                                         "\(p)/libexec/kept/install.sh", "\(p)/libexec/kept/installed-files"] }
        defer { try? FileManager.default.removeItem(at: run.root) }
        #expect(run.status == 0, "\(run.output)")
        #expect(exists(run.root, "victim/file"), "the file outside the prefix was removed:\n\(run.output)")
        #expect(exists(run.root, "victim"))
        #expect(run.output.contains("victim/file"), "the refused line is named: \(run.output)")
        #expect(!exists(run.root, "pfx/bin/kept"), "what was installed is removed")
        #expect(!exists(run.root, "pfx/libexec/kept"), "its emptied folder too")
    }

    @Test func aLinkedFolderInThePrefixIsNotFollowed() throws {
        // share/ replaced by a link to the victim's folder: share/file is the victim's file.
        let run = try uninstall({ p in ["\(p)/share/file", "\(p)/bin/kept", "\(p)/bin/link"] }, prepare: { root, prefix in
            try FileManager.default.removeItem(at: prefix.appendingPathComponent("share"))
            try FileManager.default.createSymbolicLink(at: prefix.appendingPathComponent("share"), withDestinationURL: root.appendingPathComponent("victim"))
            try Data("also precious\n".utf8).write(to: root.appendingPathComponent("victim/other"))
            try FileManager.default.createSymbolicLink(at: prefix.appendingPathComponent("bin/link"), withDestinationURL: root.appendingPathComponent("victim/other"))
        })
        defer { try? FileManager.default.removeItem(at: run.root) }
        #expect(exists(run.root, "victim/file"), "\(run.output)")
        #expect(exists(run.root, "victim/other"), "\(run.output)")
        #expect(exists(run.root, "pfx/bin/link"), "a link listed is left alone, not removed as if installed: \(run.output)")
        #expect(!exists(run.root, "pfx/bin/kept"))
    }

    @Test func pathsOutsideTheInstalledFoldersStay() throws {
        // The prefix itself, a file at its top, an absolute path elsewhere, a `.` component.
        let run = try uninstall({ p in [p, "\(p)/notes.txt", "\(p)/../victim/file", "\(p)/./bin/kept", "/etc/passwd", "\(p)/share/man/man1/kept.1"] },
                                prepare: { _, prefix in try Data("mine\n".utf8).write(to: prefix.appendingPathComponent("notes.txt")) })
        defer { try? FileManager.default.removeItem(at: run.root) }
        #expect(exists(run.root, "pfx/notes.txt"), "\(run.output)")
        #expect(exists(run.root, "victim/file"))
        #expect(exists(run.root, "pfx/bin/kept"), "a `.` component is refused, not normalised")
        #expect(exists(run.root, "pfx"))
        #expect(!exists(run.root, "pfx/share/man/man1/kept.1"))
        #expect(!exists(run.root, "pfx/share"), "the emptied folders inside the prefix go")
    }
}
