import Foundation
import CLibGit2
import Testing
@testable import KeptGit

/// A bare remote and clones of it in a temporary folder.
private final class RemoteLab {
    let folder: String
    let remote: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("keptgit-sync-\(UUID().uuidString)").path
        remote = folder + "/remote.git"
        try Repository.createBare(at: remote)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func clone(_ name: String) throws -> Repository {
        try Repository.clone(url: remote, to: folder + "/" + name, options: TransferOptions())
    }

    func write(_ repo: Repository, _ path: String, _ text: String) throws {
        let full = repo.workdir + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    func read(_ repo: Repository, _ path: String) throws -> String {
        try String(contentsOfFile: repo.workdir + "/" + path, encoding: .utf8)
    }
}

@Suite("libgit2: remotes, fetch, push, clone, merge")
struct SyncBuildingBlockTests {
    @Test func cloneOfAnEmptyRemoteStartsOnMain() throws {
        let lab = try RemoteLab()
        let repo = try lab.clone("a")
        #expect(try repo.currentBranch() == "main")
        #expect(try repo.headCommitID() == nil)
        #expect(try repo.remotes() == [RemoteInfo(name: "origin", url: lab.remote)])
    }

    @Test func remotesAreAddedListedAndRemoved() throws {
        let lab = try RemoteLab()
        let repo = try lab.clone("a")
        try repo.addRemote(name: "usb", url: "/media/usb/kept.git")
        #expect(try repo.remotes().map(\.name) == ["origin", "usb"])
        #expect(try repo.remote(named: "usb")?.url == "/media/usb/kept.git")
        try repo.removeRemote(name: "usb")
        #expect(try repo.remote(named: "usb") == nil)
        #expect(throws: TransferError.self) { try repo.fetch(remote: "usb", options: TransferOptions()) }
    }

    @Test func pushFetchAndARejectedPush() throws {
        let lab = try RemoteLab()
        let a = try lab.clone("a"), b = try lab.clone("b")
        try lab.write(a, "x.md", "one\n")
        try a.commit(paths: ["x.md"], message: "add x")
        #expect(try a.push(remote: "origin", branch: "main", options: TransferOptions()) == .pushed)
        try lab.write(b, "y.md", "two\n")
        try b.commit(paths: ["y.md"], message: "add y")
        // b never saw a's commit: the remote refuses to lose it.
        guard case .rejected = try b.push(remote: "origin", branch: "main", options: TransferOptions()) else {
            Issue.record("a non-fast-forward push was not rejected")
            return
        }
        try b.fetch(remote: "origin", options: TransferOptions())
        let theirs = try #require(try b.referenceTarget("refs/remotes/origin/main"))
        let ours = try #require(try b.headCommitID())
        #expect(try b.aheadBehind(local: ours, upstream: theirs) == (1, 1))
        #expect(!b.isAncestor(theirs, of: ours))
    }

    @Test func mergeInMemorySettlesConflictsAndLeavesNoMergeState() throws {
        let lab = try RemoteLab()
        let a = try lab.clone("a"), b = try lab.clone("b")
        try lab.write(a, "x.md", "line 1\nline 2\nline 3\n")
        try a.commit(paths: ["x.md"], message: "add x")
        _ = try a.push(remote: "origin", branch: "main", options: TransferOptions())
        try b.fetch(remote: "origin", options: TransferOptions())
        let start = try #require(try b.referenceTarget("refs/remotes/origin/main"))
        try b.moveHead(to: start, message: "fast-forward")
        #expect(try lab.read(b, "x.md") == "line 1\nline 2\nline 3\n")

        try lab.write(a, "x.md", "line 1\nline 2 from a\nline 3\n")
        try a.commit(paths: ["x.md"], message: "edit x on a")
        _ = try a.push(remote: "origin", branch: "main", options: TransferOptions())
        try lab.write(b, "x.md", "line 1\nline 2 from b\nline 3\n")
        try lab.write(b, "y.md", "only b\n")
        try b.commit(paths: ["x.md", "y.md"], message: "edit x on b")
        try b.fetch(remote: "origin", options: TransferOptions())
        let theirs = try #require(try b.referenceTarget("refs/remotes/origin/main"))
        let ours = try #require(try b.headCommitID())

        let merge = try b.merge(ours: ours, theirs: theirs)
        #expect(merge.base == start)
        #expect(merge.bothChanged.map(\.path) == ["x.md"])
        let file = merge.bothChanged[0]
        #expect(file.merged == nil)
        #expect(file.theirs == Data("line 1\nline 2 from a\nline 3\n".utf8))
        #expect(throws: GitError.self) { try merge.writeTree() }
        try merge.set("x.md", to: file.ours)
        try merge.set("x.conflict.md", to: file.theirs)
        let tree = try merge.writeTree()
        let commit = try b.commit(tree: tree, parents: [ours, theirs], message: "merge")
        try b.moveHead(to: commit, message: "merge")
        #expect(try b.headCommitID() == commit)
        #expect(try lab.read(b, "x.conflict.md") == "line 1\nline 2 from a\nline 3\n")
        #expect(try lab.read(b, "y.md") == "only b\n")
        #expect(try b.changes().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: b.workdir + "/.git/MERGE_HEAD"))
        #expect(try b.push(remote: "origin", branch: "main", options: TransferOptions()) == .pushed)
    }

    @Test func textMergeJoinsCollidesAndUnites() throws {
        let base = Data("a\nb\nc\n".utf8)
        let clean = try TextMerge.merge(base: base, ours: Data("A\nb\nc\n".utf8), theirs: Data("a\nb\nC\n".utf8))
        #expect(clean.isClean && clean.data == Data("A\nb\nC\n".utf8))
        let collided = try TextMerge.merge(base: base, ours: Data("a\nX\nc\n".utf8), theirs: Data("a\nY\nc\n".utf8))
        #expect(!collided.isClean)
        let ours = try TextMerge.merge(base: base, ours: Data("a\nX\nc\n".utf8), theirs: Data("a\nY\nc\n".utf8), favor: .ours)
        #expect(ours.data == Data("a\nX\nc\n".utf8))
        let union = try TextMerge.merge(base: nil, ours: Data("1\n".utf8), theirs: Data("2\n".utf8), favor: .union)
        #expect(union.data == Data("1\n2\n".utf8))
    }

    @Test func credentialsComeFromTheEnvironmentAndStop() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("keptgit-home-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/.ssh", withIntermediateDirectories: true)
        #expect(SSHCredential.candidates(environment: [:], home: home).isEmpty)
        try "key".write(toFile: home + "/.ssh/id_ecdsa", atomically: true, encoding: .utf8)
        try "key".write(toFile: home + "/.ssh/id_ed25519", atomically: true, encoding: .utf8)
        let labels = SSHCredential.candidates(environment: ["SSH_AUTH_SOCK": "/tmp/agent"], home: home).map(\.label)
        #expect(labels == ["ssh-agent", "~/.ssh/id_ed25519", "~/.ssh/id_ecdsa"])

        let session = TransferSession(options: TransferOptions(environment: ["HOME": home, "KEPT_GIT_TOKEN": "t0ken"]),
                                      url: "https://git.example.com/me/kept.git")
        var out: UnsafeMutablePointer<git_credential>?
        let plain = GIT_CREDENTIAL_USERPASS_PLAINTEXT.rawValue
        #expect(session.credential(&out, user: nil, allowed: plain) == 0)
        git_credential_free(out)
        // Offered once; asked again means refused: no loop, and the token is not in the message.
        #expect(session.credential(&out, user: nil, allowed: plain) == GIT_EAUTH.rawValue)
        let failure = session.error("fetch", code: GIT_EAUTH.rawValue)
        #expect(failure.kind == .authentication)
        if case .tokenRefused? = failure.refusal {} else { Issue.record("kept's own refusal is named: \(String(describing: failure.refusal))") }
        #expect(failure.message.contains("refused the token in KEPT_GIT_TOKEN") && !failure.message.contains("t0ken"))

        #expect(URLParts("ssh://me@host.example:2222/srv/kept.git").host == "host.example")
        #expect(URLParts("ssh://me@host.example:2222/srv/kept.git").port == 2222)
        #expect(URLParts("me@nas:kept.git").host == "nas")
        try "[127.0.0.1]:2222 ssh-ed25519 AAAA\n".write(toFile: home + "/.ssh/known_hosts", atomically: true, encoding: .utf8)
        #expect(session.hostKeyRefusal(host: "127.0.0.1", port: 2222) == .hostKeyChanged(name: "[127.0.0.1]:2222"))
        #expect(session.hostKeyRefusal(host: "127.0.0.1", port: 2222)?.english.contains("is not the one in ~/.ssh/known_hosts") == true)
        #expect(session.hostKeyRefusal(host: "nas", port: 22)?.english.contains("nas is not a known ssh host") == true)
    }
}
