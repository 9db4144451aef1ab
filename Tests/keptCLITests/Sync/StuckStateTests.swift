import Foundation
import KeptGit
import Testing

/// States that used to leave the user stuck (issue 14, "Stuck states"): each is contained to
/// what is wrong, named, and every other command goes on working.
@Suite("stuck states")
struct StuckStateTests {
    static let badPath = "kind `books` is disabled: .kept/templates/books.md:2: `path: ../../outside/{{slug}}.md`"

    @Test func aBadTemplateDisablesOnlyItsKind() throws {
        let sandbox = try Sandbox(initStore: false)
        let machines = try TwoMachines(in: sandbox)
        try machines.cloneSharingOneCard(sandbox)
        let templates = machines.desktop + "/.kept/templates"
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        try "---\nkept:\n  path: ../../outside/{{slug}}.md\ntitle: {{title}}\n---\n".write(
            toFile: templates + "/books.md", atomically: true, encoding: .utf8)
        let at = machines.atDesktop

        let listed = try sandbox.ok(["list"], env: at)
        #expect(listed.stdout.contains("살다"), "\(listed)")
        #expect(listed.stderr.components(separatedBy: Self.badPath).count == 2, "said once: \(listed)")
        try sandbox.ok(["new", "card", "먹다", "--category", "동사", "--body", "to eat", "--no-edit"], env: at)
        let refused = try sandbox.run(["new", "books", "Dune", "--no-edit", "--body", "x"], env: at)
        #expect(refused.status == 1 && refused.stderr.contains("kind `books` is disabled"), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("outside").path))

        let check = try sandbox.run(["check"], env: at)
        #expect(check.status == 1)
        #expect(check.stdout.contains(Self.badPath), "reported with path:line: \(check)")
        #expect(!check.stderr.contains(Self.badPath), "once: \(check)")

        let synced = try sandbox.run(["sync"], env: at)
        #expect(synced.status == 0, "sync runs: \(synced)")
        try sandbox.ok(["sync"], env: machines.atLaptop)
        #expect(FileManager.default.fileExists(atPath: machines.laptop + "/cards/동사/먹다.md"))
    }
}

extension StuckStateTests {
    /// Whether a command names the disabled kinds is the parsed command's to say, not a word in
    /// the arguments: before issue 30, a diary entry titled `check` hid the notice.
    @Test func aTitleThatReadsCheckStillNamesTheDisabledKind() throws {
        let sandbox = try Sandbox()
        let templates = sandbox.store.appendingPathComponent(".kept/templates").path
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        try "---\nkept:\n  path: ../../outside/{{slug}}.md\ntitle: {{title}}\n---\n".write(
            toFile: templates + "/books.md", atomically: true, encoding: .utf8)
        let titled = try sandbox.run(["new", "diary", "check", "--body", "x", "--no-edit"])
        #expect(titled.status == 0, "\(titled)")
        #expect(titled.stderr.components(separatedBy: Self.badPath).count == 2, "said once: \(titled)")
        let check = try sandbox.run(["check"])
        #expect(check.stdout.contains(Self.badPath) && !check.stderr.contains(Self.badPath), "\(check)")
    }

    /// `kept init` and `kept clone` inside a store refuse, naming it; a repository put there
    /// by other means is left out of commit and sync and named by `kept check`.
    @Test func noStoreOrRepositoryInsideAStore() throws {
        let sandbox = try Sandbox()
        let inner = sandbox.store.appendingPathComponent("kept").path
        let initialized = try sandbox.run(["init", inner])
        #expect(initialized.status == 1)
        #expect(initialized.stderr.contains("is inside the store \(sandbox.store.path)"), "\(initialized)")
        let remote = sandbox.root.appendingPathComponent("remote.git").path
        try Repository.createBare(at: remote)
        let cloned = try sandbox.run(["clone", remote, inner])
        #expect(cloned.status == 1 && cloned.stderr.contains("is inside the store \(sandbox.store.path)"), "\(cloned)")
        #expect(!FileManager.default.fileExists(atPath: inner))

        // A repository made with git itself.
        _ = try Repository.create(at: inner)
        try "hello\n".write(toFile: inner + "/a.txt", atomically: true, encoding: .utf8)
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"])
        try "x\n".write(toFile: sandbox.store.appendingPathComponent("notes.txt").path, atomically: true, encoding: .utf8)
        let committed = try sandbox.run(["commit"])
        #expect(committed.status == 0 && committed.stderr.contains("not committed: kept/: a git repository inside the store"), "\(committed)")
        let check = try sandbox.run(["check"])
        #expect(check.status == 1 && check.stdout.contains("kept/: a git repository inside the store"), "\(check)")
        try sandbox.ok(["remote", "add", "origin", remote])
        let synced = try sandbox.run(["sync"])
        #expect(synced.status == 0, "\(synced)")
    }
}

extension StuckStateTests {
    /// A commit that fails (a full disk: `KEPT_TEST_FAIL_COMMIT` makes libgit2's commit fail
    /// after staging) undoes the change in the files and the index: the message says so
    /// truthfully, and a later unrelated commit does not carry it.
    @Test func aFailedCommitIsUndoneAndNeverCarriedLater() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"])
        let file = sandbox.store.appendingPathComponent("cards/동사/살다.md").path
        let before = try String(contentsOfFile: file, encoding: .utf8)
        let full = ["KEPT_TEST_FAIL_COMMIT": "No space left on device"]

        let failed = try sandbox.run(["set", "--new-field", "살다", "mood=fuller"], env: full)
        #expect(failed.status == 1)
        #expect(failed.stderr == "kept: cannot commit cards/동사/살다.md: No space left on device (libgit2 error -1); the change was undone, your files are as they were: fix the cause (disk space, permissions of .git) and run the command again\n", "\(failed)")
        #expect(!failed.stderr.contains("untouched"), "\(failed)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == before)
        let added = try sandbox.run(["new", "card", "먹다", "--category", "동사", "--body", "to eat", "--no-edit"], env: full)
        #expect(added.status == 1 && added.stderr.contains("the change was undone"), "\(added)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.store.appendingPathComponent("cards/동사/먹다.md").path))
        let repo = try Repository.open(at: sandbox.store.path)
        #expect(try repo.changes().isEmpty, "nothing staged or changed is left behind")

        try sandbox.ok(["new", "card", "자다", "--category", "동사", "--body", "to sleep", "--no-edit"])
        let head = try #require(try repo.headCommitID())
        let committed = try #require(try repo.blob(at: "cards/동사/살다.md", in: head))
        #expect(String(decoding: committed, as: UTF8.self) == before, "the later commit carries nothing of the failed one")
        #expect(try repo.blob(at: "cards/동사/먹다.md", in: head) == nil)
    }
}

extension StuckStateTests {
    /// Deleting needs no reading: `kept rm` removes an EUC-KR or binary file kept cannot read.
    @Test func removeDeletesAFileItCannotRead() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.store.appendingPathComponent("cards/동사").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // "---\ntitle: 한국\n---\n" in EUC-KR, and a binary file.
        let eucKR = Data("---\ntitle: ".utf8) + Data([0xC7, 0xD1, 0xB1, 0xB9]) + Data("\n---\n".utf8)
        try eucKR.write(to: URL(fileURLWithPath: folder + "/euc.md"))
        try Data([0x00, 0xFF, 0xFE, 0x01, 0x89, 0x50]).write(to: URL(fileURLWithPath: folder + "/binary.md"))
        try sandbox.ok(["commit"])
        for name in ["euc", "binary"] {
            let removed = try sandbox.run(["rm", "cards/동사/\(name).md"])
            #expect(removed.status == 0, "\(removed)")
            #expect(!removed.stderr.contains("will not rewrite"), "\(removed)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/\(name).md"))
        }
        #expect(try Repository.open(at: sandbox.store.path).changes().isEmpty)
    }
}
