import Foundation
import ReferenceTools
import Testing

/// git's own operations are respected: while the user's rebase, merge, cherry-pick, revert or
/// bisect is under way in the store, or HEAD is detached, every writer refuses, naming the
/// state and the git command that ends it; readers go on and `kept check` says it. Each state
/// is made with real git (hostile case 07).
@Suite("git operations in progress", .tags(.slow), .fullSuiteOnly)
struct GitOperationTests {
    /// Runs git in the store with the sandbox's environment (identity, no system config).
    @discardableResult
    static func git(_ sandbox: Sandbox, _ args: [String], env extra: [String: String] = [:]) throws -> KeptResult {
        var env = sandbox.env
        for (key, value) in extra { env[key] = value }
        return try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/git"), ["-C", sandbox.store.path] + args, env: env)
    }

    static func head(_ sandbox: Sandbox) throws -> String {
        try git(sandbox, ["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A store with a card 살다 on `main` and a branch `other` whose one commit changes the
    /// card's line the same way `main`'s last commit does not (so merges conflict), plus a
    /// second card 먹다 no operation touches.
    static func storeWithDivergedBranch() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"])
        try sandbox.ok(["new", "card", "먹다", "--category", "동사", "--body", "to eat", "--no-edit"])
        try git(sandbox, ["branch", "other"])
        try git(sandbox, ["switch", "-q", "other"])
        try sandbox.write("cards/동사/살다.md", try sandbox.read("cards/동사/살다.md").replacingOccurrences(of: "to live", with: "to live (other)"))
        try git(sandbox, ["commit", "-qam", "other"])
        try git(sandbox, ["switch", "-q", "main"])
        try sandbox.write("cards/동사/살다.md", try sandbox.read("cards/동사/살다.md").replacingOccurrences(of: "to live", with: "to live (main)"))
        try git(sandbox, ["commit", "-qam", "main"])
        return sandbox
    }

    /// Every writer refuses with the state's message, and neither HEAD nor the index moves;
    /// list, show, search and check still work, and check names the state.
    static func expectEveryWriterRefuses(_ sandbox: Sandbox, naming words: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let head = try head(sandbox)
        let status = try git(sandbox, ["status", "--porcelain"]).stdout
        let writers: [[String]] = [
            ["new", "card", "자다", "--category", "동사", "--body", "to sleep", "--no-edit"],
            ["new", "diary", "오늘", "--body", "IMPORTANT TEXT", "--no-edit"],
            ["set", "먹다", "tags=x"],
            ["mv", "먹다", "먹어요"],
            ["rm", "먹다"],
            ["commit"],
            ["fridge", "add", "Milk"],
            ["sync"],
            ["today", "--no-edit"],
        ]
        for writer in writers {
            let result = try sandbox.run(writer)
            #expect(result.status == 1, "`kept \(writer.joined(separator: " "))` did not refuse: \(result)", sourceLocation: sourceLocation)
            for word in words {
                #expect(result.stderr.contains(word), "`kept \(writer.joined(separator: " "))`: \(result)", sourceLocation: sourceLocation)
            }
            #expect(result.stderr.contains("kept writes nothing until it is done"), "\(result)", sourceLocation: sourceLocation)
            #expect(!result.stderr.contains("another machine"), "\(result)", sourceLocation: sourceLocation)
        }
        #expect(try Self.head(sandbox) == head, "a writer moved HEAD", sourceLocation: sourceLocation)
        #expect(try git(sandbox, ["status", "--porcelain"]).stdout == status, "a writer changed the work tree or index", sourceLocation: sourceLocation)
        for reader in [["list"], ["show", "먹다"], ["search", "eat"]] {
            let result = try sandbox.run(reader)
            #expect(result.status == 0, "`kept \(reader.joined(separator: " "))`: \(result)", sourceLocation: sourceLocation)
        }
        let check = try sandbox.run(["check"])
        for word in words {
            #expect(check.stdout.contains(word) || check.stderr.contains(word), "kept check: \(check)", sourceLocation: sourceLocation)
        }
    }

    /// Hostile case 07, as a user meets it: `git rebase -i` stopped at an `edit` (HEAD
    /// detached). Today `kept new` commits onto the detached HEAD and `git rebase --abort`
    /// drops the entry; now it refuses, and after the abort it works and keeps its entry.
    @Test func aStoppedInteractiveRebaseRefusesEveryWriterAndLosesNothing() throws {
        let sandbox = try Self.storeWithDivergedBranch()
        try sandbox.ok(["remote", "add", "origin", sandbox.root.appendingPathComponent("remote.git").path])
        try Self.git(sandbox, ["init", "-q", "--bare", sandbox.root.appendingPathComponent("remote.git").path])
        let rebase = try Self.git(sandbox, ["rebase", "-i", "HEAD~2"], env: ["GIT_SEQUENCE_EDITOR": "sed -i 1s/^pick/edit/", "GIT_EDITOR": "true"])
        #expect(rebase.status == 0, "\(rebase)")
        #expect(FileManager.default.fileExists(atPath: sandbox.url(".git/rebase-merge").path))
        try Self.expectEveryWriterRefuses(sandbox, naming: ["git rebase", "`git rebase --continue`", "`git rebase --abort`"])

        try Self.git(sandbox, ["rebase", "--abort"])
        let made = try sandbox.ok(["new", "diary", "important", "--date", "2026-01-05", "--body", "IMPORTANT TEXT", "--no-edit"])
        #expect(made.status == 0)
        #expect(try sandbox.read("diary/2026/01/2026-01-05-important.md").contains("IMPORTANT TEXT"))
        #expect(try Self.git(sandbox, ["branch", "--contains", "HEAD"]).stdout.contains("main"))
    }

    /// The script's own way: a rebase stopped on a conflict, then `kept sync` with a remote:
    /// sync names the rebase, not "another machine".
    @Test func aRebaseStoppedOnAConflictIsNamedBySync() throws {
        let sandbox = try Self.storeWithDivergedBranch()
        let remote = sandbox.root.appendingPathComponent("remote.git").path
        try Self.git(sandbox, ["init", "-q", "--bare", remote])
        try sandbox.ok(["remote", "add", "origin", remote])
        let rebase = try Self.git(sandbox, ["rebase", "other"])
        #expect(rebase.status != 0, "the rebase should stop on the conflict: \(rebase)")
        let sync = try sandbox.run(["sync"])
        #expect(sync.status == 1)
        #expect(sync.stderr.contains("`git rebase --abort`"), "\(sync)")
        #expect(!sync.stderr.contains("another machine"), "\(sync)")
    }

    @Test func aMergeInProgressRefusesEveryWriter() throws {
        let sandbox = try Self.storeWithDivergedBranch()
        let merge = try Self.git(sandbox, ["merge", "other"])
        #expect(merge.status != 0, "\(merge)")
        #expect(FileManager.default.fileExists(atPath: sandbox.url(".git/MERGE_HEAD").path))
        try Self.expectEveryWriterRefuses(sandbox, naming: ["git merge", "`git merge --abort`"])
    }

    @Test func aCherryPickInProgressRefusesEveryWriter() throws {
        let sandbox = try Self.storeWithDivergedBranch()
        let pick = try Self.git(sandbox, ["cherry-pick", "other"])
        #expect(pick.status != 0, "\(pick)")
        try Self.expectEveryWriterRefuses(sandbox, naming: ["git cherry-pick", "`git cherry-pick --abort`"])
    }

    @Test func aRevertInProgressRefusesEveryWriter() throws {
        let sandbox = try Self.storeWithDivergedBranch()
        // Reverting main's change of the line conflicts with a later change of the same line.
        try sandbox.write("cards/동사/살다.md", try sandbox.read("cards/동사/살다.md").replacingOccurrences(of: "to live (main)", with: "to live (more)"))
        try Self.git(sandbox, ["commit", "-qam", "more"])
        let revert = try Self.git(sandbox, ["revert", "--no-edit", "HEAD~1"])
        #expect(revert.status != 0, "\(revert)")
        #expect(FileManager.default.fileExists(atPath: sandbox.url(".git/REVERT_HEAD").path))
        try Self.expectEveryWriterRefuses(sandbox, naming: ["git revert", "`git revert --abort`"])
    }

    @Test func aBisectInProgressRefusesEveryWriter() throws {
        let sandbox = try Self.storeWithDivergedBranch()
        try sandbox.ok(["new", "card", "가다", "--category", "동사", "--body", "to go", "--no-edit"])
        let bisect = try Self.git(sandbox, ["bisect", "start", "HEAD", "HEAD~3"])
        #expect(bisect.status == 0, "\(bisect)")
        try Self.expectEveryWriterRefuses(sandbox, naming: ["git bisect", "`git bisect reset`"])
        try Self.git(sandbox, ["bisect", "reset"])
        try sandbox.ok(["new", "card", "자다", "--category", "동사", "--body", "to sleep", "--no-edit"])
    }

    @Test func aDetachedHeadRefusesEveryWriter() throws {
        let sandbox = try Self.storeWithDivergedBranch()
        try Self.git(sandbox, ["switch", "-q", "--detach", "HEAD~1"])
        try Self.expectEveryWriterRefuses(sandbox, naming: ["HEAD is detached", "`git switch main`"])
        try Self.git(sandbox, ["switch", "-q", "main"])
        try sandbox.ok(["set", "먹다", "tags=x"])
    }

    @Test func theRefusalIsInKoreanToo() throws {
        let sandbox = try Self.storeWithDivergedBranch()
        try Self.git(sandbox, ["merge", "other"])
        let result = try sandbox.run(["set", "먹다", "tags=x"], env: ["LANG": "ko_KR.UTF-8"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("`git merge`가 진행 중입니다"), "\(result)")
    }
}

extension GitOperationTests {
    /// A command that opens the editor refuses before it does: nobody types into what could
    /// not be committed.
    @Test func theEditorIsNotOpenedDuringAGitOperation() throws {
        let sandbox = try Self.storeWithDivergedBranch()
        try Self.git(sandbox, ["switch", "-q", "--detach", "HEAD~1"])
        let opened = sandbox.root.appendingPathComponent("opened").path
        let editor = try sandbox.editor("marks", "touch \(opened); echo typed >> \"$1\"")
        for command in [["new", "diary", "x"], ["today"], ["edit", "먹다"], ["fridge", "add", "Milk", "--edit"]] {
            let result = try sandbox.run(command, env: ["KEPT_EDITOR": editor])
            #expect(result.status == 1 && result.stderr.contains("HEAD is detached"), "\(command): \(result)")
        }
        #expect(!FileManager.default.fileExists(atPath: opened), "an editor was opened")
    }
}

extension GitOperationTests {
    /// `kept init` adopting a repository in the middle of a merge writes nothing at all.
    @Test func initAdoptingARepositoryDuringAMergeWritesNothing() throws {
        let sandbox = try Sandbox(initStore: false)
        let folder = sandbox.root.appendingPathComponent("repo").path
        let env = sandbox.env
        func git(_ args: [String]) throws { _ = try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/git"), ["-C", folder] + args, env: env) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try git(["init", "-q", "-b", "main"])
        try "one\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try git(["add", "a.md"]); try git(["commit", "-qm", "one"]); try git(["branch", "other"])
        try "main\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try git(["commit", "-qam", "main"]); try git(["switch", "-q", "other"])
        try "other\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try git(["commit", "-qam", "other"]); try git(["switch", "-q", "main"]); try git(["merge", "other"])
        let result = try sandbox.run(["init", folder])
        #expect(result.status == 1 && result.stderr.contains("`git merge --abort`"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/.kept"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/.gitignore"))
    }
}
