import Foundation
import KeptGit
import Testing

/// History and undo: `kept log` across a merge and a rename, `kept restore`, `kept log
/// --deleted`, and the guards around them (required fields, which store, where exports go).
@Suite("history and undo")
struct HistoryAndUndoTests {
    static let casesFolder = "/work/shared/cases"
    static let bundle = casesFolder + "/log-misses-merged-edit.bundle"

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")
                   && FileManager.default.fileExists(atPath: bundle)))
    func logFollowsAnEditMergedInAcrossARename() throws {
        let sandbox = try Sandbox(initStore: false)
        let store = sandbox.root.appendingPathComponent("store").path
        let clone = Process()
        clone.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        clone.arguments = ["clone", "-q", Self.bundle, store]
        clone.environment = sandbox.env
        try clone.run()
        clone.waitUntilExit()
        try #require(clone.terminationStatus == 0)

        let log = try sandbox.ok(["log", "광복절"], env: ["KEPT_STORE": store]).stdout
        #expect(log.contains("933de9b  "), "\(log)")
        #expect(log.contains("diary: set 2023-08-15 광복절 mood (none) → relaxed  (diary/2023/08/2023-08-15-광복절.md)"), "\(log)")
        let summaries = log.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 5).last.map(String.init) ?? "" }
        #expect(summaries.count == 4, "the merge, the edit, the rename and the add: \(log)")
    }

    @Test func removedEntriesAreListedAndRestoredAsANewCommit() throws {
        let sandbox = try Sandbox()
        let path = "diary/2026/11/2026-11-22-첫눈.md"
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2026-11-22T09:14", "--body", "Walked in the snow.", "--no-edit"])
        try sandbox.ok(["set", "첫눈", "mood=happy"])
        let removed = try sandbox.ok(["rm", "첫눈"])
        #expect(removed.stdout.hasSuffix("; `kept restore \(path)` brings it back\n"), "\(removed)")
        let before = try sandbox.messages().count

        let deleted = try sandbox.ok(["log", "--deleted"]).stdout
        #expect(deleted.hasPrefix("\(path)  첫눈  "), "\(deleted)")
        #expect(deleted.hasSuffix("  kept restore \(path)\n"), "\(deleted)")

        let restored = try sandbox.ok(["restore", "첫눈"])
        let setCommit = try #require(try sandbox.history().first { $0.summary.contains("mood") }).id.short
        #expect(restored.stdout == "restore 2026-11-22 첫눈 from \(setCommit)\n\(path)\n", "\(restored)")
        #expect(try sandbox.read(path).replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n").contains("mood: happy\nid: ID\n---\nWalked in the snow.\n"))
        #expect(try sandbox.messages().count == before + 1, "one new commit; nothing rewritten")
        #expect(try sandbox.messages().first == "diary: restore 2026-11-22 첫눈 from \(setCommit)")
        let none = try sandbox.run(["log", "--deleted"])
        #expect(none.status == 1 && none.stderr == "kept: no deleted entries\n")

        // An older version of a live entry: the one before its last change, or one named by --at.
        let addCommit = try #require(try sandbox.history().last { $0.summary.contains("add") }).id.short
        try sandbox.ok(["restore", path, "--at", addCommit])
        let added = try sandbox.read(path)
        #expect(added.replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n").contains("\nmood:\nid: ID\n---\n"), "the version as added: \(added)")
        try sandbox.ok(["restore", "첫눈"])
        #expect(try sandbox.read(path).contains("mood: happy"))
        #expect(try sandbox.pending().isEmpty)

        let unknown = try sandbox.run(["restore", "never-was"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("`kept log --deleted` lists the deleted ones"), "\(unknown)")
    }

    @Test func aDeletedEntryIsRestoredByItsOldPath() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"])
        try sandbox.ok(["rm", "cards/동사/살다.md"])
        let restored = try sandbox.ok(["restore", "cards/동사/살다"])
        #expect(restored.stdout.hasPrefix("restore 살다 from "), "\(restored)")
        #expect(try sandbox.read("cards/동사/살다.md").hasSuffix("to live\n"))
    }

    /// Restoring over an edit made outside kept and not committed yet commits that edit
    /// first: `kept restore` undoes it, and it can be restored in turn.
    @Test func restoreCommitsAnUncommittedEditOfTheEntryFirst() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "하나", "--body", "one", "--no-edit"])
        try sandbox.ok(["set", "하나", "tags=x"])
        let path = "cards/general/하나.md"
        try sandbox.write(path, try sandbox.read(path) + "MID EDIT\n")
        try sandbox.ok(["restore", "하나"])
        #expect(!(try sandbox.read(path)).contains("MID EDIT"))
        #expect(try sandbox.read(path).contains("tags: [x]\n"))
        let messages = try sandbox.messages()
        #expect(messages.count >= 2 && messages[1] == "cards: edit 하나 (outside kept)", "\(messages)")
        #expect(messages[0].hasPrefix("cards: restore 하나 from "), "\(messages)")
        try sandbox.ok(["restore", "하나"])
        #expect(try sandbox.read(path).hasSuffix("MID EDIT\n"), "the edit came back from history")
        #expect(try sandbox.pending().isEmpty)
    }

    @Test func emptyingARequiredFieldIsRefusedNamingIt() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--no-edit"])
        let before = try sandbox.read("cards/동사/살다.md")
        let title = try sandbox.run(["set", "살다", "title="])
        #expect(title.status == 1)
        #expect(title.stderr == "kept: cards/동사/살다.md:2: `title` cannot be emptied: every card entry needs one; give a new one (`title=NEW`, or `kept mv` to rename the file too). Nothing was changed\n", "\(title)")
        let category = try sandbox.run(["set", "살다", "category="])
        #expect(category.status == 1 && category.stderr.contains("`category` cannot be emptied"), "\(category)")
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2026-11-22", "--no-edit"])
        let date = try sandbox.run(["set", "첫눈", "date="])
        #expect(date.status == 1 && date.stderr.contains("`date` cannot be emptied"), "\(date)")
        #expect(try sandbox.read("cards/동사/살다.md") == before)
        try sandbox.ok(["set", "첫눈", "mood="])  // an optional field may be emptied
    }

    @Test func theStoreYouAreInWinsOverTheVariable() throws {
        let sandbox = try Sandbox()
        let other = sandbox.root.appendingPathComponent("other")
        try sandbox.ok(["init", other.path])
        // $KEPT_STORE names the sandbox's store; the working folder is inside `other`.
        let made = try sandbox.ok(["new", "card", "here", "--no-edit"], cwd: other)
        #expect(made.stdout == "cards/general/here.md\n")
        #expect(FileManager.default.fileExists(atPath: other.path + "/cards/general/here.md"))
        #expect(!sandbox.exists("cards/general/here.md"))
        // Outside any store the variable is the default; --store wins over both.
        try sandbox.ok(["new", "card", "default", "--no-edit"])
        #expect(sandbox.exists("cards/general/default.md"))
        try sandbox.ok(["new", "card", "chosen", "--no-edit", "--store", sandbox.store.path], cwd: other)
        #expect(sandbox.exists("cards/general/chosen.md"))
    }

    @Test func anExportIntoAFolderThatDoesNotExistIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--no-edit"])
        let missing = sandbox.root.appendingPathComponent("no/such/dir").path
        let refused = try sandbox.run(["export", "--to", "json", "-o", missing + "/cards.json"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("the folder \(missing) does not exist; create it first"), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("no").path))
    }

    @Test func markdownOutsideAnyKindAndNormalisationTwinsAreNamed() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(at: sandbox.url("notes/deep"), withIntermediateDirectories: true)
        try sandbox.write("notes/a.md", "# a\n")
        try sandbox.write("notes/deep/b.md", "# b\n")
        let overview = try sandbox.ok([]).stdout
        #expect(overview.contains("2 Markdown files outside any kind: notes/ — add a kind for them"), "\(overview)")
        let check = try sandbox.run(["check"])
        #expect(check.stderr.contains("2 Markdown files outside any kind: notes/ — add a kind for them"), "\(check)")

        // 첫눈 composed and decomposed: two files, both listed, and check names the pair.
        let composed = "cards/words/첫눈.md", decomposed = "cards/words/" + "첫눈".decomposedStringWithCanonicalMapping + ".md"
        try FileManager.default.createDirectory(at: sandbox.url("cards/words"), withIntermediateDirectories: true)
        try Data("---\ntitle: composed\n---\n".utf8).write(to: sandbox.url(composed))
        try Data("---\ntitle: decomposed\n---\n".utf8).write(to: URL(fileURLWithPath: sandbox.store.path + "/" + decomposed))
        let listed = try sandbox.ok(["list", "cards", "--format", "{{title}}"]).stdout
        #expect(listed.split(separator: "\n").sorted() == ["composed", "decomposed"], "\(listed)")
        let twins = try sandbox.run(["check"])
        #expect(twins.status == 1)
        #expect(twins.stdout.contains("\(composed): two files have this name, one written composed (NFC) and one decomposed"), "\(twins)")
    }
}
