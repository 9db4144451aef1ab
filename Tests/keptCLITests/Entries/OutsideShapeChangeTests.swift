import Foundation
import KeptGit
import Testing

/// Outside edits of any shape commit (issue 45, item 7): another program replaced a folder with
/// a file, a file with a folder, renamed by case only, or put a link where a file was. Each is
/// made with plain shell commands in the work tree, then `kept commit` and `kept sync` run.
/// Before, a folder that became a file failed both with libgit2's "cannot replace 'tree' with
/// 'blob'" and advice about disk space, and every later sync failed the same way.
@Suite("outside edits of any shape")
struct OutsideShapeChangeTests {
    /// A store with two cards in `cards/words/` and a bare remote it syncs with.
    private func store() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "words", "--body", "to live", "--no-edit"])
        try sandbox.ok(["new", "card", "먹다", "--category", "words", "--body", "to eat", "--no-edit"])
        let remote = sandbox.root.appendingPathComponent("server.git").path
        try Repository.createBare(at: remote, initialBranch: "main")
        try sandbox.ok(["remote", "add", "origin", remote])
        try sandbox.ok(["sync"])
        return sandbox
    }

    private func shell(_ sandbox: Sandbox, _ script: String) throws {
        let result = try KeptProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-ec", script], env: sandbox.env, cwd: sandbox.store)
        #expect(result.status == 0, "sh -c \(script): \(result)")
    }

    /// The paths HEAD holds (git's own listing).
    private func tree(_ sandbox: Sandbox) throws -> [String] {
        let result = try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/git"),
                                         ["-C", sandbox.store.path, "-c", "core.quotePath=false", "ls-tree", "-r", "--name-only", "HEAD"], env: sandbox.env)
        return result.stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix(".") }
    }

    @Test func aFolderReplacedByAFileCommitsAndSyncs() throws {
        let sandbox = try store()
        try shell(sandbox, "rm -r cards/words && printf 'not a folder any more\\n' > cards/words")
        let commit = try sandbox.run(["commit"])
        #expect(commit.status == 0, "\(commit)")
        #expect(!commit.stderr.contains("cannot replace") && !commit.stderr.contains("disk space"), "\(commit)")
        #expect(try tree(sandbox).filter { $0.hasPrefix("cards/") } == ["cards/words"])
        #expect(try sandbox.pending() == [])
        let sync = try sandbox.run(["sync"])
        #expect(sync.status == 0, "\(sync)")
        // And back: the file becomes a folder again, with an entry in it.
        try shell(sandbox, "rm cards/words && mkdir cards/words && printf -- '---\\ntitle: 가다\\ncategory: words\\n---\\nto go\\n' > cards/words/가다.md")
        #expect(try sandbox.run(["sync"]).status == 0)
        #expect(try tree(sandbox).filter { $0.hasPrefix("cards/") } == ["cards/words/가다.md"])
        #expect(try sandbox.pending() == [])
    }

    @Test func aFileReplacedByAFolderCommits() throws {
        let sandbox = try store()
        try shell(sandbox, "rm cards/words/살다.md && mkdir cards/words/살다.md && printf 'inside\\n' > cards/words/살다.md/note.txt")
        let commit = try sandbox.run(["commit"])
        #expect(commit.status == 0, "\(commit)")
        #expect(try tree(sandbox).filter { $0.hasPrefix("cards/") }.sorted() == ["cards/words/먹다.md", "cards/words/살다.md/note.txt"])
        #expect(try sandbox.run(["sync"]).status == 0)
        #expect(try sandbox.pending() == [])
    }

    @Test func aRenameByCaseOnlyCommits() throws {
        let sandbox = try store()
        try shell(sandbox, "mv cards/words cards/Words")
        #expect(try sandbox.run(["commit"]).status == 0)
        #expect(try tree(sandbox).filter { $0.hasPrefix("cards/") }.sorted() == ["cards/Words/먹다.md", "cards/Words/살다.md"])
        #expect(try sandbox.run(["sync"]).status == 0)
        #expect(try sandbox.pending() == [])
    }

    @Test func aLinkWhereAFileWasIsRefusedAndNamedTheRestCommits() throws {
        let sandbox = try store()
        try shell(sandbox, "rm cards/words/살다.md && ln -s /etc/passwd cards/words/살다.md && printf 'x\\n' >> cards/words/먹다.md")
        let commit = try sandbox.run(["commit"])
        // The other edit is committed (exit 0, as a commit that made one), the link said not to be.
        #expect(commit.status == 0, "\(commit)")
        #expect(commit.stderr.contains("cards/words/살다.md") && commit.stderr.contains("/etc/passwd"), "\(commit)")
        #expect(try sandbox.history(of: "cards/words/먹다.md").count == 2, "the other edit is committed")
        let sync = try sandbox.run(["sync"])
        #expect(sync.stderr.contains("cards/words/살다.md"), "\(sync)")
    }
}
