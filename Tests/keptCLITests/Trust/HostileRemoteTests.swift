import Foundation
import KeptGit
import ReferenceTools
import Testing

/// A remote's trees are not trusted (issue 27): trees built with plain git plumbing, as anyone
/// who can push builds them (`git hash-object -w --literally -t tree`, `git commit-tree`), are
/// pushed to a bare remote; `kept sync` and `kept clone` refuse each whole before a byte is
/// written, name the path, and leave every other command working. Cases 01 (remote side), 02,
/// 03, 14 and 15 (remote side) of `../shared/cases/hostile/`.
@Suite("hostile remotes", .tags(.slow), .fullSuiteOnly)
struct HostileRemoteTests {
    /// 02: a pushed `.git/config` and `.git/hooks/post-commit` never reach the store's `.git`.
    @Test func aPushedDotGitTreeIsRefusedWhole() throws {
        let world = try HostileWorld()
        let hook = try world.blob("#!/bin/sh\necho HOOK RAN >> \(world.sandbox.root.path)/hookran\n")
        let config = try world.blob("[core]\n\tbare = false\n[remote \"origin\"]\n\turl = /tmp/attacker.git\n")
        let hooks = try world.tree([.init("100755", "post-commit", hook)])
        let dotGit = try world.tree([.init("040000", "hooks", hooks), .init("100644", "config", config)])
        let commit = try world.push(try world.tree(try world.headEntries() + [.init("040000", ".git", dotGit)]))
        try world.expectRefused(path: ".git", commit: commit)
    }

    /// 03: `..` entries never write outside the store (`~/.bashrc`, a file in /tmp).
    @Test func aPushedDotDotTreeIsRefusedWhole() throws {
        let world = try HostileWorld()
        let evil = try world.blob("echo code from the remote\n")
        // The store is ~/.local/share/kept: `../../../.bashrc` is ~/.bashrc, five `..` reach
        // the temporary folder. One tree cannot hold `..` twice: the second path is a second commit.
        let commit = try world.push(try world.tree(try world.headEntries() + [
            .init("040000", "..", try world.upward(2, to: [.init("100644", ".bashrc", evil)])),
            .init("040000", "notes", try world.tree([.init("100644", "planted.md", evil)])),
        ]))
        try world.expectRefused(path: "..", commit: commit)
        let second = try world.push(try world.tree(try world.headEntries().filter { $0.name != [0x2E, 0x2E] } + [
            .init("040000", "..", try world.upward(4, to: [.init("100644", world.tmpCanaryName, evil)])),
        ]))
        try world.expectRefused(path: "..", commit: second)
    }

    /// 01 and 15, the remote side: pushed links at `.kept/state/lock`, `.kept/reviews` and
    /// `.kept/state/drafts` are never written (kept never writes a link that arrives).
    @Test func pushedLinksInKeptsOwnFoldersAreRefused() throws {
        let world = try HostileWorld()
        let outside = world.sandbox.root.path + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let victim = try world.blob(world.canaries[0])
        let target = try world.blob(outside)
        let state = try world.tree([.init("120000", "drafts", target), .init("120000", "lock", victim)])
        let kept = try world.treeEntries(try world.headEntries().first { $0.name == Array(".kept".utf8) }!.id)
        let commit = try world.push(try world.tree(try world.headEntries().filter { $0.name != Array(".kept".utf8) } + [
            .init("040000", ".kept", try world.tree(kept + [.init("120000", "reviews", target), .init("040000", "state", state)])),
        ]))
        try world.expectRefused(path: ".kept/reviews", commit: commit, reason: "symbolic link")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
        // Without the review link, the lock link is named, as this machine's own state.
        let second = try world.push(try world.tree(try world.headEntries().filter { $0.name != Array(".kept".utf8) } + [
            .init("040000", ".kept", try world.tree(kept + [.init("040000", "state", state)])),
        ]))
        // Its `.kept/state` came in with the first commit: that one is named.
        try world.expectRefused(path: ".kept/state/drafts", commit: commit, reason: "this machine's own state")
        _ = second
    }

    /// A link anywhere else is refused too, named: kept never writes a link into the store.
    @Test func aPushedLinkAnywhereIsRefused() throws {
        let world = try HostileWorld()
        let link = try world.blob(world.sandbox.home.path)
        let commit = try world.push(try world.tree(try world.headEntries() + [.init("120000", "fridge", link)]))
        try world.expectRefused(path: "fridge", commit: commit, reason: "symbolic link")
    }

    /// A gitlink, a name holding `/`, `.GIT` and `git~1`, each its own commit on top of the last.
    @Test func gitlinksSlashesAndGitSpellingsAreRefused() throws {
        let world = try HostileWorld()
        let text = try world.blob("x\n")
        let head = try world.headEntries()
        let cases: [(HostileWorld.Entry, String)] = [
            (.init("160000", "sub", head[0].id), "sub"),
            (.init("100644", Array("diary/x.md".utf8), text), "diary/x.md"),
            (.init("040000", ".GIT", try world.tree([.init("100644", "config", text)])), ".GIT"),
            (.init("040000", "git~1", try world.tree([.init("100644", "config", text)])), "git~1"),
            (.init("040000", Array(".g\u{200C}it".utf8), try world.tree([.init("100644", "config", text)])), ".g\\u{200C}it"),
            (.init("100644", Array("a\\b.md".utf8), text), "a\\b.md"),
        ]
        for (entry, shown) in cases {
            let commit = try world.push(try world.tree(head + [entry]))
            try world.expectRefused(path: shown, commit: commit, checkClone: false)
        }
    }

    /// A journal an older kept left for a refused commit does not leave the store stuck: the
    /// next command drops it, says what and why, and puts back what it wrote in the store.
    @Test func aJournalForARefusedCommitIsDroppedWithANotice() throws {
        let world = try HostileWorld()
        let evil = try world.blob("planted by the remote\n")
        let dotdot = try world.tree([.init("100644", "x", evil)])
        let commit = try world.push(try world.tree(try world.headEntries() + [.init("040000", "..", dotdot),
                                                                              .init("100644", "planted.md", evil)]))
        _ = try world.sandbox.run(["sync"], env: world.env)   // fetches it, refused
        let head = try #require(try Repository.open(at: world.store).headCommitID())
        // What an older kept did: the journal, then the files.
        try "\(head.hex) \(commit)\n"
            .write(toFile: world.store + "/.kept/state/sync-journal", atomically: true, encoding: .utf8)
        try "planted by the remote\n".write(toFile: world.store + "/planted.md", atomically: true, encoding: .utf8)
        let next = try world.sandbox.run(["new", "diary", "after", "--date", "2026-01-03", "--body", "b", "--no-edit"], env: world.env)
        #expect(next.status == 0, "\(next)")
        #expect(next.stderr.contains("dropped the sync to \(commit.prefix(7))"), "\(next)")
        #expect(next.stderr.contains("`..`"), "\(next)")
        #expect(!FileManager.default.fileExists(atPath: world.store + "/.kept/state/sync-journal"))
        #expect(!FileManager.default.fileExists(atPath: world.store + "/planted.md"))
        let files = try world.git(["ls-tree", "-r", "--name-only", "HEAD"], in: world.store)
        #expect(!files.contains("planted") && !files.contains(".."), "\(files)")
        let again = try world.sandbox.run(["new", "diary", "later", "--date", "2026-01-04", "--body", "b", "--no-edit"], env: world.env)
        #expect(again.status == 0 && !again.stderr.contains("dropped"), "\(again)")
    }

    /// 14: the other machine turned `notes/` into a file while this one added `notes/b.md`:
    /// both are kept, the file as a conflict copy that `kept conflicts` lists, on both machines.
    @Test func aFileReplacingAFolderIsKeptAsAConflictCopy() throws {
        let world = try HostileWorld()
        try FileManager.default.createDirectory(atPath: world.store + "/notes", withIntermediateDirectories: true)
        try "old note\n".write(toFile: world.store + "/notes/a.md", atomically: true, encoding: .utf8)
        try world.sandbox.ok(["commit", "-m", "notes"], env: world.env)
        try world.sandbox.ok(["sync"], env: world.env)
        _ = try world.git(["pull", "-q", "origin", "main"])
        _ = try world.git(["rm", "-rq", "notes"])
        try "LINE FROM THE OTHER MACHINE\n".write(toFile: world.attacker + "/notes", atomically: true, encoding: .utf8)
        _ = try world.git(["add", "notes"])
        _ = try world.git(["commit", "-qm", "notes as a file"])
        _ = try world.git(["push", "-q", "origin", "main"])
        try "new local note\n".write(toFile: world.store + "/notes/b.md", atomically: true, encoding: .utf8)
        let synced = try world.sandbox.run(["sync"], env: world.env)
        #expect(synced.status == 0, "\(synced)")
        #expect(try String(contentsOfFile: world.store + "/notes/b.md", encoding: .utf8) == "new local note\n")
        let copies = try FileManager.default.contentsOfDirectory(atPath: world.store).filter { $0.hasPrefix("notes.conflict-") }
        #expect(copies.count == 1, "\(copies)")
        if let copy = copies.first {
            #expect(try String(contentsOfFile: world.store + "/" + copy, encoding: .utf8) == "LINE FROM THE OTHER MACHINE\n")
            let listed = try world.sandbox.run(["conflicts"], env: world.env)
            #expect(listed.stdout.contains(copy), "\(listed)")
        }
        #expect(synced.stderr.contains("notes.conflict-") || synced.stdout.contains("conflict copy"), "\(synced)")
        // The other machine gets both too.
        _ = try world.git(["pull", "-q", "--no-rebase", "origin", "main"])
        let held = try world.git(["grep", "-l", "LINE FROM THE OTHER MACHINE", "HEAD"])
        #expect(held.contains("notes.conflict-"), "\(held)")
        #expect(FileManager.default.fileExists(atPath: world.attacker + "/notes/b.md"))
    }
}

/// One hostile case's world: a sandbox whose store is `~/.local/share/kept` (so `..` paths
/// reach HOME), synced with a bare remote; a plain git clone of that remote (the attacker's);
/// canary files in HOME, beside the store and in /tmp.
final class HostileWorld {
    struct Entry {
        let mode: String
        let name: [UInt8]
        let id: String
        init(_ mode: String, _ name: [UInt8], _ id: String) { (self.mode, self.name, self.id) = (mode, name, id) }
        init(_ mode: String, _ name: String, _ id: String) { self.init(mode, Array(name.utf8), id) }
    }

    /// What must not change: canaries, the store's `.git/config` and hooks, HOME outside the store.
    struct Snapshot: Equatable {
        var files: [String: Data] = [:]
    }

    let sandbox: Sandbox
    let store: String
    let remote: String
    let attacker: String
    let env: [String: String?]
    let tmpCanaryName = "kept-hostile-canary-\(UUID().uuidString.prefix(8))"
    var canaries: [String] { [sandbox.home.path + "/.bashrc", sandbox.home.path + "/.local/share/canary",
                              sandbox.root.path + "/canary", "/tmp/" + tmpCanaryName] }

    init() throws {
        sandbox = try Sandbox(initStore: false)
        store = sandbox.home.path + "/.local/share/kept"
        remote = sandbox.root.path + "/remote.git"
        attacker = sandbox.root.path + "/attacker"
        env = ["KEPT_STORE": store, "KEPT_MACHINE": "p"]
        try Repository.createBare(at: remote)
        try sandbox.ok(["clone", remote, store], env: env)
        try sandbox.ok(["new", "diary", "a", "--date", "2026-01-01", "--body", "b", "--no-edit"], env: env)
        try sandbox.ok(["sync"], env: env)
        _ = try git(["clone", "-q", remote, attacker], in: sandbox.root.path)
        for canary in canaries { try "canary \(canary)\n".write(toFile: canary, atomically: false, encoding: .utf8) }
    }

    deinit { unlink("/tmp/" + tmpCanaryName) }

    @discardableResult
    func git(_ args: [String], stdin: Data? = nil, in folder: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", folder ?? attacker] + args
        process.environment = sandbox.env
        let output = Pipe(), input = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problem = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SupportError("git \(args) failed: \(String(decoding: problem, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }

    func blob(_ text: String) throws -> String {
        try git(["hash-object", "-w", "--stdin"], stdin: Data(text.utf8)).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A tree of exactly `entries` (sorted as git sorts, unless told not to), written as
    /// `git hash-object --literally` writes any bytes.
    func tree(_ entries: [Entry], sorted: Bool = true) throws -> String {
        func key(_ entry: Entry) -> [UInt8] { entry.mode.hasPrefix("04") ? entry.name + [0x2F] : entry.name }
        let ordered = sorted ? entries.sorted { key($0).lexicographicallyPrecedes(key($1)) } : entries
        var bytes: [UInt8] = []
        for entry in ordered {
            bytes += Array(entry.mode.drop { $0 == "0" }.utf8) + [0x20] + entry.name + [0]
            var hex = Substring(entry.id)
            while !hex.isEmpty { bytes.append(UInt8(hex.prefix(2), radix: 16)!); hex = hex.dropFirst(2) }
        }
        return try git(["hash-object", "-w", "--literally", "-t", "tree", "--stdin"], stdin: Data(bytes))
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func treeEntries(_ tree: String) throws -> [Entry] {
        try git(["ls-tree", "-z", tree]).split(separator: "\0").map { line in
            let meta = line.prefix { $0 != "\t" }.split(separator: " ")
            return Entry(String(meta[0]), Array(line.drop { $0 != "\t" }.dropFirst().utf8), String(meta[2]))
        }
    }

    func headEntries() throws -> [Entry] { try treeEntries("HEAD") }

    /// A tree `..` → `..` → … (`levels` deep) holding `entries` at the bottom.
    func upward(_ levels: Int, to entries: [Entry]) throws -> String {
        var tree = try tree(entries)
        for _ in 0..<levels { tree = try self.tree([.init("040000", "..", tree)]) }
        return tree
    }

    /// Commits `tree` on the attacker's main and pushes it; returns the commit.
    @discardableResult
    func push(_ tree: String, message: String = "looks harmless") throws -> String {
        let commit = try git(["commit-tree", tree, "-p", "HEAD", "-m", message]).trimmingCharacters(in: .whitespacesAndNewlines)
        try git(["update-ref", "refs/heads/main", commit])
        try git(["push", "-q", "origin", "main"])
        return commit
    }

    func snapshot() throws -> Snapshot {
        var shot = Snapshot()
        let fm = FileManager.default
        for canary in canaries { shot.files["canary " + canary] = fm.contents(atPath: canary) ?? Data("missing".utf8) }
        shot.files[".git/config"] = fm.contents(atPath: store + "/.git/config")
        for hook in (try? fm.contentsOfDirectory(atPath: store + "/.git/hooks")) ?? [] {
            shot.files[".git/hooks/" + hook] = fm.contents(atPath: store + "/.git/hooks/" + hook) ?? Data("folder".utf8)
        }
        // HOME and the sandbox folder, outside the store: every item, its kind and bytes.
        for top in [sandbox.home.path, sandbox.root.path] {
            let walker = fm.enumerator(atPath: top)!
            while let item = walker.nextObject() as? String {
                let full = top + "/" + item
                if full == store || full.hasPrefix(store + "/") || full.hasPrefix(attacker) || full.hasPrefix(remote)
                    || full.hasPrefix(sandbox.root.path + "/config") || full.hasPrefix(sandbox.root.path + "/data") { continue }
                if let link = try? fm.destinationOfSymbolicLink(atPath: full) {
                    shot.files[full] = Data(("link " + link).utf8)
                } else {
                    shot.files[full] = fm.contents(atPath: full) ?? Data("folder".utf8)
                }
            }
        }
        return shot
    }

    /// Sync refuses the remote's tip (`tip`, default `commit`) naming `path` and `commit`,
    /// twice alike; nothing outside the store changed; `kept new` works; a clone is refused too.
    func expectRefused(path: String, commit: String, reason: String? = nil, checkClone: Bool = true,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try snapshot()
        let headBefore = try Repository.open(at: store).headCommitID()
        let first = try sandbox.run(["sync"], env: env)
        #expect(first.status == 1, "\(first)", sourceLocation: sourceLocation)
        #expect(first.stderr.contains("commit \(commit.prefix(7)) holds `\(path)`"), "\(first)", sourceLocation: sourceLocation)
        #expect(first.stderr.contains("git log --stat origin/main"), "\(first)", sourceLocation: sourceLocation)
        if let reason { #expect(first.stderr.contains(reason), "\(first)", sourceLocation: sourceLocation) }
        #expect(try snapshot() == before, "nothing outside the store changed", sourceLocation: sourceLocation)
        #expect(try Repository.open(at: store).headCommitID() == headBefore, sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: store + "/.kept/state/sync-journal"), sourceLocation: sourceLocation)
        let second = try sandbox.run(["sync"], env: env)
        #expect(second.status == 1 && second.stderr == first.stderr, "\(second)", sourceLocation: sourceLocation)
        let made = try sandbox.run(["new", "diary", "n\(UUID().uuidString.prefix(4))", "--date", "2026-01-02", "--body", "b", "--no-edit"], env: env)
        #expect(made.status == 0, "\(made)", sourceLocation: sourceLocation)
        let checked = try sandbox.run(["list"], env: env)
        #expect(checked.status == 0, "\(checked)", sourceLocation: sourceLocation)
        if checkClone {
            let beforeClone = try snapshot()
            let clone = sandbox.home.path + "/clone"
            let cloned = try sandbox.run(["clone", remote, clone], env: env)
            #expect(cloned.status == 1 && cloned.stderr.contains("holds `\(path)`") && cloned.stderr.contains("Nothing was cloned"),
                    "\(cloned)", sourceLocation: sourceLocation)
            #expect(!FileManager.default.fileExists(atPath: clone), sourceLocation: sourceLocation)
            #expect(try snapshot() == beforeClone, "nothing outside the store changed", sourceLocation: sourceLocation)
        }
    }
}

extension HostileRemoteTests {
    /// A remote that empties `.gitignore` does not get this machine's drafts, lock or cache:
    /// kept never commits `.kept/state/` or `.kept/cache/`, whatever `.gitignore` says.
    @Test func aRewrittenGitignoreDoesNotPushThisMachinesState() throws {
        let world = try HostileWorld()
        let failing = try world.sandbox.editor("failing", "echo 'MY PRIVATE TEXT' >> \"$1\"; exit 1")
        _ = try world.git(["pull", "-q", "origin", "main"])
        try "\n".write(toFile: world.attacker + "/.gitignore", atomically: true, encoding: .utf8)
        _ = try world.git(["commit", "-qam", "ignore nothing"])
        _ = try world.git(["push", "-q", "origin", "main"])
        try world.sandbox.ok(["sync"], env: world.env)
        _ = try world.sandbox.run(["edit", "a"], env: world.env.merging(["KEPT_EDITOR": failing]) { $1 })
        try world.sandbox.ok(["new", "diary", "b", "--date", "2026-01-02", "--body", "b", "--no-edit"], env: world.env)
        try world.sandbox.ok(["sync"], env: world.env)
        let pushed = try world.git(["ls-tree", "-r", "--name-only", "main"], in: world.remote)
        #expect(!pushed.contains(".kept/state") && !pushed.contains(".kept/cache"), "\(pushed)")
        let check = try world.sandbox.run(["check"], env: world.env)
        #expect(!check.stdout.contains("not committed") && !check.stderr.contains("not committed"), "\(check)")
    }
}

extension HostileRemoteTests {
    /// `.KEPT/State/lock` and `.ke‌pt/state/lock` (U+200C, which HFS+ drops) are `.kept/state/lock`
    /// on a Mac: refused as this machine's own state too.
    @Test func keptsStateInOtherSpellingsIsRefused() throws {
        let world = try HostileWorld()
        let text = try world.blob("x\n")
        let head = try world.headEntries()
        for (top, state) in [(".KEPT", "State"), (".ke\u{200C}pt", "state")] {
            let commit = try world.push(try world.tree(head + [
                .init("040000", top, try world.tree([.init("040000", state, try world.tree([.init("100644", "lock", text)]))])),
            ]))
            let shown = top.replacingOccurrences(of: "\u{200C}", with: "\\u{200C}") + "/" + state + "/lock"
            try world.expectRefused(path: shown, commit: commit, reason: "this machine's own state", checkClone: false)
        }
    }
}
