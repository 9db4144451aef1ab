import Foundation
import KeptGit
import Testing

@Suite("kept init")
struct InitTests {
    @Test func initMakesAGitRepositoryOnMainWithConfigIgnoreFileAndOneCommit() throws {
        let sandbox = try Sandbox(initStore: false)
        let folder = sandbox.root.appendingPathComponent("fresh").path

        let result = try sandbox.run(["init", folder])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "initialised a kept store in \(folder)\n")
        #expect(result.stderr == "")
        let fm = FileManager.default
        #expect(fm.fileExists(atPath: folder + "/.git"))
        let config = try String(contentsOfFile: folder + "/.kept/config.yaml", encoding: .utf8)
        #expect(config.contains("version: 1\n"))
        #expect(try String(contentsOfFile: folder + "/.gitignore", encoding: .utf8) == ".kept/state/\n.kept/cache/\n")

        let repository = try Repository.open(at: folder)
        #expect(try repository.currentBranch() == "main")
        let history = try repository.history()
        #expect(history.map(\.summary) == ["kept: init store"])
        #expect(history.first?.authorName == "Test User")
        #expect(history.first?.authorEmail == "test@example.com")
        #expect(try repository.changes() == [], "config.yaml and .gitignore are committed")
    }

    /// `kept --store DIR init` made the current folder a store (a project checkout, once) and
    /// committed into its repository: --store names the folder as it does for every command.
    @Test func initUnderStoreOptionMakesThatFolderNotTheCurrentOne() throws {
        let sandbox = try Sandbox(initStore: false)
        let here = sandbox.root.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
        let folder = sandbox.root.appendingPathComponent("elsewhere").path

        let result = try sandbox.run(["--store", folder, "init"], cwd: here)

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "initialised a kept store in \(folder)\n")
        #expect(FileManager.default.fileExists(atPath: folder + "/.kept/config.yaml"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: here.path) == [])
    }

    @Test func initTwiceSaysItIsAlreadyAStoreAndChangesNothing() throws {
        let sandbox = try Sandbox()
        let before = try sandbox.history()

        let result = try sandbox.run(["init", sandbox.store.path])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "\(sandbox.store.path) is already a kept store; nothing changed\n")
        #expect(try sandbox.history() == before)
        #expect(before.count == 1)
    }

    /// `kept init` killed before its first commit (adopting 10,000 files, that was any kill in
    /// its first seconds) leaves `.git` with no commit, `.kept/` and `.gitignore`: a second
    /// `kept init` finishes it, where it said "already a kept store; nothing changed" and left
    /// every entry uncommitted.
    @Test func initKilledBeforeItsFirstCommitIsFinishedByTheNextInit() throws {
        let sandbox = try Sandbox(initStore: false)
        try sandbox.write("diary/2025/01/x.md", "---\ntitle: x\n---\nkept\n")
        // What the killed init had made: the repository, the config and the ignore file.
        _ = try Repository.create(at: sandbox.store.path, initialBranch: "main")
        try sandbox.write(".kept/config.yaml", "version: 1\n")
        try sandbox.write(".gitignore", ".kept/state/\n.kept/cache/\n")

        let result = try sandbox.run(["init", sandbox.store.path])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("initialised a kept store in \(sandbox.store.path)"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("1 existing entry committed as it is\n") || result.stdout.hasSuffix("1 existing entry committed as they are\n"),
                "\(result.stdout)")
        #expect(try sandbox.history().map(\.summary) == ["kept: init store, adopt 1 entry"])
        #expect(try sandbox.pending() == [])
        #expect(try sandbox.read(".kept/config.yaml") == "version: 1\n", "what the first init wrote stays")
        let again = try sandbox.run(["init", sandbox.store.path])
        #expect(again.stdout == "\(sandbox.store.path) is already a kept store; nothing changed\n")
    }

    @Test func initAdoptsEntriesAlreadyInTheFolderByteForByte() throws {
        let sandbox = try Sandbox(initStore: false)
        // Files another tool wrote: CRLF without front matter, and unknown keys, flow style,
        // a comment and no final newline.
        let diary = Data("no front matter here\r\n둘째 줄\r\n".utf8)
        let card = Data("---\ntitle: b\nweird: {a: [1, 2]}  # mine\n---\ntext without newline".utf8)
        try sandbox.write("diary/2025/01/x.md", "")
        try diary.write(to: sandbox.url("diary/2025/01/x.md"))
        try sandbox.write("cards/a/b.md", "")
        try card.write(to: sandbox.url("cards/a/b.md"))

        let result = try sandbox.run(["init", sandbox.store.path])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "initialised a kept store in \(sandbox.store.path); 2 existing entries committed as they are\n")
        #expect(try sandbox.bytes("diary/2025/01/x.md") == diary)
        #expect(try sandbox.bytes("cards/a/b.md") == card)
        let history = try sandbox.history()
        #expect(history.count == 1)
        #expect(history.first?.summary == "kept: init store, adopt 2 entries")
        for path in ["diary/2025/01/x.md", "cards/a/b.md"] {
            #expect(try sandbox.history(of: path).map(\.id) == history.map(\.id), "\(path) is in the first commit")
        }
        #expect(try sandbox.pending() == [])
    }

    @Test func initAdoptsAnExistingGitRepositoryKeepingItsHistory() throws {
        let sandbox = try Sandbox(initStore: false)
        try FileManager.default.createDirectory(at: sandbox.store, withIntermediateDirectories: true)
        let repository = try Repository.create(at: sandbox.store.path, initialBranch: "main")
        try sandbox.write("README", "my notes\n")
        try sandbox.write("cards/a/b.md", "---\ntitle: b\n---\nold card\n")
        let first = try repository.commit(paths: ["README"], message: "first")
        #expect(first != nil)
        let card = try sandbox.bytes("cards/a/b.md")

        let result = try sandbox.run(["init", sandbox.store.path])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("initialised a kept store in \(sandbox.store.path) (adopting its git repository)"))
        #expect(try sandbox.bytes("cards/a/b.md") == card)
        #expect(try sandbox.read("README") == "my notes\n")
        let history = try sandbox.history()
        #expect(history.count == 2)
        #expect(history.last?.summary == "first")
        #expect(history.last?.id == first?.id)
        #expect(history.first?.summary.hasPrefix("kept: init store") == true)
        #expect(try sandbox.history(of: "cards/a/b.md").map(\.id) == [history[0].id], "the card is in the first kept commit")
        #expect(try sandbox.pending() == [])
        #expect(try sandbox.read(".gitignore") == ".kept/state/\n.kept/cache/\n")
    }
}
