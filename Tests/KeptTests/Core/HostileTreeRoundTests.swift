import Foundation
import KeptGit
import ReferenceTools
import Testing
@testable import Kept

/// A generated round of hostile remote trees (issue 27): 1,000 commits whose trees are built
/// from a dangerous alphabet of names (`.`, `..`, `.git` in git's refused spellings, HFS+
/// ignorables, `\`, `/` inside a name, kept's own state folders), links, gitlinks, file↔folder
/// swaps, names twice and trees out of order, each written straight into a bare remote as raw
/// objects and synced by a store in `~/.local/share/kept` of a temporary HOME. Nothing is ever
/// written outside the store, no sync is ever left half done, and the store keeps working.
@Suite("hostile trees, generated", .tags(.slow), .fullSuiteOnly)
struct HostileTreeRoundTests {
    struct Entry {
        var mode: String
        var name: [UInt8]
        var id: ObjectID
    }

    /// SplitMix64: the same round on every run (a failure names its tree number).
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let alphabet: [String] = [
        ".", "..", ".git", ".GIT", ".Git", "git~1", "GIT~1", ".git.", ".git ", ".git...", ".g\u{200C}it", "\u{FEFF}.git",
        ".git\u{200D}", ".git::$INDEX_ALLOCATION", "a\\b", "a/b", "../x", "/abs", ".kept", "state", "cache", "lock",
        "reviews", "diary", "notes", "x.md", "ok.md", "fine", "한글.md", "",
    ]

    @Test func aThousandHostileTreesWriteNothingOutsideTheStore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-hostile-round-\(UUID().uuidString.prefix(8))").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let home = folder + "/home"
        let root = home + "/.local/share/kept"
        let remotePath = folder + "/remote.git"
        try FileManager.default.createDirectory(atPath: home + "/.local/share", withIntermediateDirectories: true)
        _ = try Repository.createBare(at: remotePath)
        _ = try Store.clone(url: remotePath, into: root)
        let store = try Store(root: root)
        try AtomicFile.write("---\ntitle: a\n---\nfirst\n", to: root + "/notes-local/a.md")
        _ = try store.commitOutsideEdits()
        _ = try store.sync(machine: "p")
        let tmpCanary = "/tmp/kept-round-canary-\(UUID().uuidString.prefix(8))"
        defer { unlink(tmpCanary) }
        let canaries = [home + "/.bashrc", home + "/.local/share/canary", folder + "/canary", tmpCanary]
        for canary in canaries { try AtomicFile.write("canary\n", to: canary) }
        // Each round opens the remote anew and lets it go before the next: a handle kept
        // across `git repack -ad` below missed objects in the packs it removed.
        let base = try Self.entries(of: "main", in: remotePath, remote: try Repository.open(at: remotePath))
        // The remote fetches this machine's commits, so a hostile commit can sit on any of them.
        try Repository.open(at: remotePath).addRemote(name: "store", url: root)
        let before = Self.listing(folder, leaving: [root, remotePath], canaries: canaries)
        let gitBefore = Self.gitFiles(root)

        var random = Seeded(state: 27)
        var previousHead: ObjectID?
        var tried = 0, refused = 0, unreadable = 0, failedOtherwise = 0, written = 0, clonesRefused = 0, clonesMade = 0
        let start = Date()
        for round in 0..<1000 {
            // Each fetch leaves a pack: repacked every ten rounds, as `git gc` would, so that
            // lookups stay quick. (The round runs in a process of its own, see the Makefile:
            // beside the other tests libgit2 1.5.1 crashed in its pack reader.)
            if round % 10 == 9 {
                for repository in [root, remotePath] { try Self.git(["repack", "-adq"], in: repository) }
            }
            let remote = try Repository.open(at: remotePath)
            // On top of this machine's last commit (a fast-forward), or of the one before (a
            // merge); never on the last hostile commit, which may be one libgit2 cannot even fetch.
            let tree = try Self.hostileTree(base: base, remote: remote, random: &random)
            try remote.fetch(remote: "store", options: TransferOptions())
            let head = try #require(try Repository.open(at: root).headCommitID())
            let parent = Int.random(in: 0..<3, using: &random) == 0 ? previousHead ?? head : head
            let commit = try remote.writeRawObject(Array("""
                tree \(tree.hex)
                parent \(parent.hex)
                author A <a@example.com> 1764000000 +0000
                committer A <a@example.com> 1764000000 +0000

                round \(round)

                """.utf8), type: .commit)
            try remote.setReference("refs/heads/main", to: commit, message: "round \(round)")
            tried += 1
            do {
                _ = try store.sync(machine: "p")
                written += 1
            } catch let error as SyncError where error.step.hasPrefix("check ") {
                refused += 1
            } catch let error as SyncError where error.step == "fetch" && error.reason.contains("failed to parse tree") {
                // A tree libgit2 cannot read (an empty name): refused by the fetch already.
                unreadable += 1
            } catch {
                failedOtherwise += 1
                if failedOtherwise <= 5 { print("round \(round): \(error)") }
            }
            #expect(!FileManager.default.fileExists(atPath: SyncJournal.path(root: root)), "round \(round): a journal is left")
            for canary in canaries {
                #expect(FileManager.default.contents(atPath: canary) == Data("canary\n".utf8), "round \(round): \(canary)")
            }
            #expect(Self.gitFiles(root) == gitBefore, "round \(round): .git/config or hooks changed")
            // Not stuck: the next writer works.
            previousHead = try Repository.open(at: root).headCommitID()
            try AtomicFile.write("---\ntitle: a\n---\nround \(round)\n", to: root + "/notes-local/a.md")
            #expect(try store.commitOutsideEdits() != nil, "round \(round): no commit")
            if round % 100 == 99 {
                let clone = home + "/clone"
                do {
                    _ = try Store.clone(url: remotePath, into: clone)
                    clonesMade += 1
                    try FileManager.default.removeItem(atPath: clone)
                } catch {
                    clonesRefused += 1
                    #expect(!FileManager.default.fileExists(atPath: clone))
                }
                #expect(Self.listing(folder, leaving: [root, remotePath], canaries: canaries) == before, "round \(round): written outside")
            }
        }
        let after = Self.listing(folder, leaving: [root, remotePath], canaries: canaries)
        let outside = after.filter { before[$0.key] != $0.value }.count + before.keys.filter { after[$0] == nil }.count
        #expect(outside == 0, "written outside the store: \(Set(after.keys).symmetricDifference(before.keys).sorted())")
        let seconds = Date().timeIntervalSince(start)
        print("hostile round: \(tried) trees tried, \(refused) refused by the check, \(unreadable) unreadable to libgit2's fetch, \(failedOtherwise) failed otherwise, "
              + "\(written) synced; clones: \(clonesRefused) refused, \(clonesMade) made; writes outside the store: \(outside); \(Int(seconds)) s")
        #expect(refused > 500 && written > 20, "the round tries both kinds: \(refused) refused, \(written) written")
        #expect(failedOtherwise == 0)
    }

    /// The store's root entries plus one to three hostile additions (or swaps of what is there).
    static func hostileTree(base: [Entry], remote: Repository, random: inout Seeded) throws -> ObjectID {
        var entries = base
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let depth = Int.random(in: 1...3, using: &random)
            var names: [[UInt8]] = (0..<depth).map { _ in Array(alphabet.randomElement(using: &random)!.utf8) }
            // Half the time a safe name at the top, so nested dangers are reached too.
            if Bool.random(using: &random) { names[0] = Array(["notes", "diary", ".kept", "fine"].randomElement(using: &random)!.utf8) }
            var leaf = try leafEntry(names.last!, remote: remote, random: &random)
            for name in names.dropLast().reversed() {
                let tree = try writeTree([leaf], remote: remote, sorted: true)
                leaf = Entry(mode: "40000", name: name, id: tree)
            }
            if let same = entries.firstIndex(where: { $0.name == leaf.name }) {
                // Swap the one there (a file for a folder, a link for a folder…) or keep both.
                if Int.random(in: 0..<4, using: &random) == 0 { entries.append(leaf) } else { entries[same] = leaf }
            } else {
                entries.append(leaf)
            }
        }
        return try writeTree(entries, remote: remote, sorted: Int.random(in: 0..<10, using: &random) != 0)
    }

    static func leafEntry(_ name: [UInt8], remote: Repository, random: inout Seeded) throws -> Entry {
        let text = try remote.writeRawObject(Array("hostile \(random.next())\n".utf8), type: .blob)
        switch Int.random(in: 0..<10, using: &random) {
        case 0...3: return Entry(mode: "100644", name: name, id: text)
        case 4: return Entry(mode: "100755", name: name, id: text)
        case 5, 6:
            let target = ["../../../.bashrc", "/tmp", "../../../../canary", ".git/config", "."].randomElement(using: &random)!
            return Entry(mode: "120000", name: name, id: try remote.writeRawObject(Array(target.utf8), type: .blob))
        case 7: return Entry(mode: "160000", name: name, id: text)
        default:
            // A folder holding a file, where a file may have been.
            let inner = try writeTree([Entry(mode: "100644", name: Array("inside.md".utf8), id: text)], remote: remote, sorted: true)
            return Entry(mode: "40000", name: name, id: inner)
        }
    }

    static func writeTree(_ entries: [Entry], remote: Repository, sorted: Bool) throws -> ObjectID {
        func key(_ entry: Entry) -> [UInt8] { entry.mode == "40000" ? entry.name + [0x2F] : entry.name }
        let ordered = sorted ? entries.sorted { key($0).lexicographicallyPrecedes(key($1)) } : entries.shuffled()
        var bytes: [UInt8] = []
        for entry in ordered {
            bytes += Array(entry.mode.utf8) + [0x20] + entry.name + [0] + Repository.rawBytes(entry.id)
        }
        return try remote.writeRawObject(bytes, type: .tree)
    }

    @discardableResult
    static func git(_ args: [String], in repository: String) throws -> Data {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        git.arguments = ["-C", repository] + args
        let output = Pipe()
        git.standardOutput = output
        try git.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        return data
    }

    /// A tree's entries as `git ls-tree -z` lists them.
    static func entries(of treeish: String, in repository: String, remote: Repository) throws -> [Entry] {
        let data = try git(["ls-tree", "-z", treeish], in: repository)
        return data.split(separator: 0).map { line in
            let tab = line.firstIndex(of: 0x09)!
            let meta = String(decoding: line[..<tab], as: UTF8.self).split(separator: " ")
            return Entry(mode: String(meta[0].drop { $0 == "0" }), name: Array(line[(tab + 1)...]), id: ObjectID(hex: String(meta[2]))!)
        }
    }

    /// Every item under `folder` but the `leaving` folders: path → kind and bytes.
    static func listing(_ folder: String, leaving: [String], canaries: [String]) -> [String: Data] {
        var result: [String: Data] = [:]
        let fm = FileManager.default
        let walker = fm.enumerator(atPath: folder)!
        while let item = walker.nextObject() as? String {
            let full = folder + "/" + item
            if leaving.contains(where: { full == $0 || full.hasPrefix($0 + "/") }) { continue }
            if let link = try? fm.destinationOfSymbolicLink(atPath: full) {
                result[full] = Data(("link " + link).utf8)
            } else {
                result[full] = fm.contents(atPath: full) ?? Data("folder".utf8)
            }
        }
        for canary in canaries { result[canary] = fm.contents(atPath: canary) }
        return result
    }

    /// The store's `.git/config` and hooks, name → bytes.
    static func gitFiles(_ root: String) -> [String: Data] {
        var result: [String: Data] = ["config": FileManager.default.contents(atPath: root + "/.git/config") ?? Data()]
        for hook in (try? FileManager.default.contentsOfDirectory(atPath: root + "/.git/hooks")) ?? [] {
            result[hook] = FileManager.default.contents(atPath: root + "/.git/hooks/" + hook) ?? Data()
        }
        return result
    }
}
