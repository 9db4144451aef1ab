import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Problems named for what they are, each as a hostile case shows it: an unreadable entry is a
/// permission problem, not a damaged repository; each of two normalisation twins is named by
/// its own path; a plain list of 12,000 tags loads, and only an alias bomb is called one.
@Suite("problems named for what they are")
struct ProblemsNamedTrulyTests {
    static let canSwitchUser = geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    static func chown(_ path: String, _ uid: uid_t) { _ = Glibc.lchown(path, uid, gid_t(uid == 0 ? 0 : 65534)) }

    /// Case 08, as root running kept as `nobody`: one entry of root's (mode 600), one folder of
    /// root's (mode 700). check names each with owner, mode and the chown/chmod that fixes it,
    /// and never tells the user to restore `.git`.
    @Test(.enabled(if: canSwitchUser))
    func anUnreadableEntryAndFolderAreNamedAsPermissionProblems() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "e1", "--date", "2026-01-01", "--body", "body 1", "--no-edit"])
        try sandbox.ok(["new", "diary", "e2", "--date", "2026-01-02", "--body", "body 2", "--no-edit"])
        // Everything nobody's, as if nobody had made the store; then one file and one folder root's.
        chmod(sandbox.root.path, 0o755)
        for relative in FileManager.default.enumerator(atPath: sandbox.root.path)?.allObjects as? [String] ?? [] {
            Self.chown(sandbox.root.path + "/" + relative, 65534)
        }
        Self.chown(sandbox.root.path, 65534)
        let entry = sandbox.url("diary/2026/01/2026-01-02-e2.md").path
        Self.chown(entry, 0)
        chmod(entry, 0o600)
        let locked = sandbox.url("cards/locked").path
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        try "---\ntitle: hidden card\n---\nx\n".write(toFile: locked + "/c.md", atomically: true, encoding: .utf8)
        chmod(locked, 0o700)

        let check = try KeptProcess.start(URL(fileURLWithPath: "/usr/bin/setpriv"),
            ["--reuid=65534", "--regid=65534", "--clear-groups", try KeptBinary.url().path, "check"],
            env: sandbox.env, cwd: sandbox.root).wait()
        #expect(check.status == 1, "\(check)")
        #expect(check.stdout.contains("diary/2026/01/2026-01-02-e2.md: cannot be read: it belongs to root (mode 600) and kept runs as nobody; make it yours with `sudo chown nobody \(entry)`, or have root run `chmod a+r \(entry)`"), "\(check)")
        #expect(check.stdout.contains("cards/locked/: cannot be opened, so its entries are neither listed nor checked: it belongs to root (mode 700) and kept runs as nobody; make it yours with `sudo chown -R nobody \(locked)`"), "\(check)")
        #expect(check.stdout.contains("the repository itself is sound: nothing to repair or restore"), "\(check)")
        #expect(!check.stdout.contains("restore .git") && !check.stderr.contains("restore .git"), "\(check)")
        #expect(!check.stdout.contains("the git repository cannot be read"), "\(check)")
    }

    /// Case 16: `김치.md` in NFC and in NFD side by side. Each path names its own file, typed
    /// store-relative, relative to the working folder or absolute; the title stays ambiguous.
    @Test func eachOfTwoNormalisationTwinsIsNamedByItsOwnPath() throws {
        let sandbox = try Sandbox()
        let nfc = "김치".precomposedStringWithCanonicalMapping, nfd = "김치".decomposedStringWithCanonicalMapping
        let folder = sandbox.url("fridge/other").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "---\ntitle: 김치\nquantity: 1\n---\nNFC file\n".write(toFile: folder + "/\(nfc).md", atomically: false, encoding: .utf8)
        try "---\ntitle: 김치\nquantity: 2\n---\nNFD file\n".write(toFile: folder + "/\(nfd).md", atomically: false, encoding: .utf8)
        try sandbox.ok(["commit"])
        func quantities() throws -> (nfc: String, nfd: String) {
            func quantity(_ name: String) throws -> String {
                let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder + "/\(name).md")), as: UTF8.self)
                return String(text.split(separator: "\n").first { $0.hasPrefix("quantity:") } ?? "")
            }
            return (try quantity(nfc), try quantity(nfd))
        }
        let title = try sandbox.run(["set", "김치", "quantity=5"])
        #expect(title.status != 0 && title.stderr.contains("matches 2 entries"), "\(title)")

        try sandbox.ok(["set", "fridge/other/\(nfd).md", "quantity=9"])
        #expect(try quantities() == ("quantity: 1", "quantity: 9"))
        try sandbox.ok(["set", "fridge/other/\(nfc).md", "quantity=7"])
        #expect(try quantities() == ("quantity: 7", "quantity: 9"))
        try sandbox.ok(["set", "other/\(nfd)", "quantity=8"], cwd: sandbox.url("fridge"))
        #expect(try quantities() == ("quantity: 7", "quantity: 8"))
        try sandbox.ok(["set", folder + "/\(nfd).md", "quantity=6"])
        #expect(try quantities() == ("quantity: 7", "quantity: 6"))
        let shown = try sandbox.ok(["show", "fridge/other/\(nfd).md"])
        #expect(shown.stdout.contains("NFD file"), "\(shown)")
        // Both committed under their own bytes; nothing left over.
        #expect(try sandbox.pending().isEmpty)
    }

    /// Case 17: 12,000 tags written out load; an alias bomb is still a "billion laughs".
    @Test func aPlainLongListLoadsAndOnlyAnAliasBombIsCalledOne() throws {
        let sandbox = try Sandbox()
        let tags = (0..<12_000).map { "t\($0)" }
        try sandbox.write("fridge/other/many.md", "---\ntitle: many\ntags: [\(tags.joined(separator: ", "))]\n---\nbody\n")
        try sandbox.write("fridge/other/block.md", "---\ntitle: block\ntags:\n" + tags.map { "  - \($0)\n" }.joined() + "---\nbody\n")
        try sandbox.ok(["commit"])
        let check = try sandbox.run(["check"])
        #expect(check.status == 0, "\(check)")
        #expect(!check.stdout.contains("billion") && !check.stderr.contains("billion"), "\(check)")
        let listed = try sandbox.ok(["list", "fridge", "--tag", "t11999", "--format", "paths"])
        #expect(listed.stdout == "fridge/other/block.md\nfridge/other/many.md\n", "\(listed)")

        var bomb = "---\ntitle: bomb\na: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g"] {
            bomb += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
            previous = name
        }
        try sandbox.write("fridge/other/bomb.md", bomb + "---\nbody\n")
        let refused = try sandbox.run(["check"])
        #expect(refused.stdout.contains("fridge/other/bomb.md:7:1: the front matter holds more than 10000 values once its YAML aliases"), "\(refused)")
    }
}
