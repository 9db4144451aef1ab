import Foundation
import Testing

/// `kept drafts`, resuming a draft, the overview's and `kept check`'s word about old drafts,
/// and an editor that is not installed (scripted editors: stdin is never a terminal here).
@Suite("drafts and the editor's absence")
struct DraftsTests {
    /// A sandbox holding one draft of a new diary entry: an editor that wrote a line and failed.
    static func withADraft() throws -> (Sandbox, String) {
        let sandbox = try Sandbox()
        let failing = try sandbox.editor("fail", "printf 'Where was I\\n' >> \"$1\"\nexit 1")
        let result = try sandbox.run(["new", "diary", "Half a thought", "--date", "2026-11-20"], env: ["KEPT_EDITOR": failing])
        #expect(result.status == 1, "\(result)")
        let draft = try #require(EditorTests.keptDraft(result.stderr), "\(result)")
        return (sandbox, draft)
    }

    /// Dates the draft's record `seconds` back.
    static func age(_ draft: String, by seconds: TimeInterval) throws {
        let record = String(draft.dropLast(3)) + ".json"
        let formatter = ISO8601DateFormatter()
        let old = formatter.string(from: Date().addingTimeInterval(-seconds))
        let text = try String(contentsOfFile: record, encoding: .utf8)
            .replacing(/"created":"[^"]+"/, with: "\"created\":\"\(old)\"")
        try text.write(toFile: record, atomically: true, encoding: .utf8)
    }

    @Test func draftsListsKindTitleAgeAndTheResumeCommand() throws {
        let (sandbox, draft) = try Self.withADraft()
        try sandbox.ok(["new", "card", "살다", "--body", "to live"])
        let breaking = try sandbox.editor("break", "sed -i 's/^title: .*/title: [broken/' \"$1\"")
        let edit = try sandbox.run(["edit", "살다"], env: ["KEPT_EDITOR": breaking])
        let second = try #require(EditorTests.keptDraft(edit.stderr), "\(edit)")
        try Self.age(draft, by: 3 * 86_400)

        let result = try sandbox.ok(["drafts"])

        #expect(result.stdout == """
            diary  Half a thought  3 days ago  kept new diary --draft \(draft)
            card   (no title)      just now    kept edit cards/general/살다.md --draft \(second)

            """)
        #expect(sandbox.drafts() == [draft, second].sorted())
    }

    @Test func withoutDraftsItSaysSoAndExits1() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["drafts"])
        #expect(result.status == 1)
        #expect(result.stderr == "kept: there are no drafts\n")
    }

    /// Issue 29: the text was fine when the editor failed; saving it as it is creates the entry.
    @Test func aResumedDraftLeftUnchangedCreatesTheEntry() throws {
        let (sandbox, draft) = try Self.withADraft()
        let commits = try sandbox.history().count
        let untouched = try sandbox.editor("noop", "exit 0")

        let result = try sandbox.run(["new", "diary", "--draft", draft], env: ["KEPT_EDITOR": untouched])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "diary/2026/11/2026-11-20-half-a-thought.md\n")
        #expect(result.stderr == "")
        #expect(try sandbox.read("diary/2026/11/2026-11-20-half-a-thought.md").hasSuffix("Where was I\n"))
        #expect(try sandbox.history().count == commits + 1)
        #expect(sandbox.drafts() == [])
    }

    @Test func aResumedEditLeftUnchangedChangesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--body", "to live"])
        let failing = try sandbox.editor("fail", "printf 'more\\n' >> \"$1\"\nexit 2")
        let failed = try sandbox.run(["edit", "살다"], env: ["KEPT_EDITOR": failing])
        let draft = try #require(EditorTests.keptDraft(failed.stderr), "\(failed)")
        let before = try sandbox.bytes("cards/general/살다.md")

        let result = try sandbox.run(["edit", "살다", "--draft", draft], env: ["KEPT_EDITOR": try sandbox.editor("noop", "exit 0")])

        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.hasPrefix("kept: the draft was left as it was; cards/general/살다.md is unchanged."))
        #expect(try sandbox.bytes("cards/general/살다.md") == before)
        #expect(try sandbox.messages().first == "cards: add 살다")
        #expect(sandbox.drafts() == [draft])
    }

    @Test func aDraftIsFoundByItsFileNameAndLandsWhenWritten() throws {
        let (sandbox, draft) = try Self.withADraft()
        let name = (draft as NSString).lastPathComponent
        let appending = try sandbox.editor("append", "printf 'Found it.\\n' >> \"$1\"")

        let result = try sandbox.run(["new", "diary", "--draft", name], env: ["KEPT_EDITOR": appending])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "diary/2026/11/2026-11-20-half-a-thought.md\n")
        #expect(try sandbox.read("diary/2026/11/2026-11-20-half-a-thought.md").hasSuffix("Where was I\nFound it.\n"))
        #expect(sandbox.drafts() == [])
        let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.url(".kept/state/drafts").path)
        #expect(left == [], "the draft's record goes with it")
    }

    @Test func rmRemovesOneDraftAndAllRemovesEvery() throws {
        let (sandbox, draft) = try Self.withADraft()
        let failing = try sandbox.editor("fail2", "printf 'x\\n' >> \"$1\"\nexit 1")
        _ = try sandbox.run(["new", "card", "Other"], env: ["KEPT_EDITOR": failing])
        #expect(sandbox.drafts().count == 2)

        let removed = try sandbox.ok(["drafts", "--rm", draft])
        #expect(removed.stderr == "kept: removed \(draft)\n")
        #expect(sandbox.drafts().count == 1)

        let outside = try sandbox.run(["drafts", "--rm", sandbox.gitconfig.path])
        #expect(outside.status == 1)
        #expect(outside.stderr.contains("is not one of kept's drafts"))
        #expect(FileManager.default.fileExists(atPath: sandbox.gitconfig.path))

        let missing = try sandbox.run(["drafts", "--rm", "nothing-here.md"])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("kept: there is no draft at nothing-here.md"))

        try sandbox.ok(["drafts", "--all"])
        #expect(sandbox.drafts() == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.url(".kept/state/drafts").path) == [])
    }

    @Test func theOverviewAndCheckMentionDraftsOlderThanADay() throws {
        let (sandbox, draft) = try Self.withADraft()
        #expect(try !sandbox.ok([]).stdout.contains("draft"), "a fresh draft is an edit in progress")
        #expect(try !sandbox.ok(["check"]).stderr.contains("draft"))

        try Self.age(draft, by: 2 * 86_400)

        #expect(try sandbox.ok([]).stdout.contains("1 draft older than a day: `kept drafts` shows it and how to resume it"))
        let check = try sandbox.ok(["check"])
        #expect(check.stderr.contains("kept: 1 draft older than a day in .kept/state/drafts/"))
        #expect(check.stderr.contains("`kept drafts` lists it"))
    }

    // MARK: An editor that is not installed

    @Test(arguments: [
        ("EDITOR", "nano-not-installed", "kept: the editor `nano-not-installed` is not installed (from $EDITOR); set $EDITOR or $KEPT_EDITOR\n"),
        ("VISUAL", "nano-not-installed -w", "kept: the editor `nano-not-installed` is not installed (from $VISUAL); set $VISUAL or $KEPT_EDITOR\n"),
        ("KEPT_EDITOR", "/opt/none/vim", "kept: the editor `/opt/none/vim` is not installed (from $KEPT_EDITOR); set $KEPT_EDITOR to an editor that is installed\n"),
    ])
    func anEditorThatIsNotInstalledIsNamedWithItsVariable(_ variable: String, _ editor: String, _ message: String) throws {
        let sandbox = try Sandbox()
        var env: [String: String?] = ["KEPT_EDITOR": nil, "VISUAL": nil, "EDITOR": nil]
        env[variable] = editor

        let result = try sandbox.run(["new", "diary", "Quiet evening"], env: env)

        #expect(result.status == 1)
        #expect(result.stderr == message)
        #expect(!result.stderr.contains("127"))
        #expect(sandbox.drafts() == [], "no draft is made for an editor that cannot start")
        #expect(!sandbox.exists("diary"))
    }

    @Test func theDefaultViNotInstalledSaysItIsTheDefault() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--body", "to live"])
        let empty = sandbox.root.appendingPathComponent("empty-bin").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)

        let result = try sandbox.run(["edit", "살다"], env: ["KEPT_EDITOR": nil, "VISUAL": nil, "EDITOR": nil, "PATH": empty])

        #expect(result.status == 1)
        #expect(result.stderr == "kept: the editor `vi` is not installed (the default when $KEPT_EDITOR, $VISUAL and $EDITOR are unset); set $EDITOR or $KEPT_EDITOR\n")
    }

    /// A command the shell cannot find although kept could not tell beforehand (a function).
    @Test func aShellCommandNotFoundIsNotStatus127() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["new", "card", "x"], env: ["KEPT_EDITOR": "f() { no-such-editor-anywhere \"$@\"; }; f"])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("is not installed (from $KEPT_EDITOR); set $KEPT_EDITOR to an editor that is installed\n"))
        #expect(!result.stderr.contains("status 127"))
        #expect(sandbox.drafts() == [])
    }
}
