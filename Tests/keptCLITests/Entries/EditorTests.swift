import Foundation
import KeptGit
import Testing

/// `kept new` and `kept edit` with a scripted `$KEPT_EDITOR` (stdin is never a terminal here).
@Suite("editor flows")
struct EditorTests {
    static let appended = "written in the editor"

    static func appending(_ sandbox: Sandbox) throws -> String {
        try sandbox.editor("append", "printf '%s\\n' '\(appended)' >> \"$1\"")
    }

    static func untouched(_ sandbox: Sandbox) throws -> String {
        try sandbox.editor("noop", "exit 0")
    }

    static func emptying(_ sandbox: Sandbox) throws -> String {
        try sandbox.editor("empty", ": > \"$1\"")
    }

    static func failing(_ sandbox: Sandbox) throws -> String {
        try sandbox.editor("fail", "printf 'half a thought\\n' >> \"$1\"\nexit 3")
    }

    /// Leaves `title: [broken` in the front matter: an unclosed flow sequence.
    static func breaking(_ sandbox: Sandbox) throws -> String {
        try sandbox.editor("break", "sed -i 's/^title: .*/title: [broken/' \"$1\"")
    }

    static func fixing(_ sandbox: Sandbox) throws -> String {
        try sandbox.editor("fix", "sed -i 's/^title: \\[broken$/title: 고친 제목/' \"$1\"")
    }

    /// The draft path a failed command printed (`your text is kept in PATH; …`).
    static func keptDraft(_ stderr: String) -> String? {
        stderr.firstMatch(of: /your text is kept in (.+?); nothing was committed/).map { String($0.1) }
    }

    // MARK: new

    @Test func newWithAnEditorThatWritesCommitsTheText() throws {
        let sandbox = try Sandbox()

        let result = try sandbox.run(["new", "card", "메모", "--date", "2026-11-22"],
                                     env: ["KEPT_EDITOR": try Self.appending(sandbox)])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "cards/general/메모.md\n")
        #expect(try sandbox.read("cards/general/메모.md").replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n") == """
            ---
            title: 메모
            id: ID
            category: general
            created: 2026-11-22
            tags: []
            ---
            \(Self.appended)

            """)
        #expect(try sandbox.messages() == ["cards: add 메모", "kept: init store"])
        #expect(sandbox.drafts() == [], "the draft is removed once its text is committed")
        #expect(try sandbox.pending() == [])
    }

    @Test(arguments: ["untouched", "emptied"])
    func newWithAnUnchangedOrEmptiedFileCreatesNothing(_ how: String) throws {
        let sandbox = try Sandbox()
        let editor = how == "untouched" ? try Self.untouched(sandbox) : try Self.emptying(sandbox)

        let result = try sandbox.run(["new", "card", "nothing"], env: ["KEPT_EDITOR": editor])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "kept: the file was left unchanged or empty; no entry created\n")
        #expect(!sandbox.exists("cards/general/nothing.md"))
        #expect(!sandbox.exists("cards"))
        #expect(try sandbox.history().count == 1)
        #expect(sandbox.drafts() == [])
    }

    @Test func anEditorThatFailsKeepsTheTextAsADraftAndCommitsNothing() throws {
        let sandbox = try Sandbox()

        let result = try sandbox.run(["new", "card", "unfinished"], env: ["KEPT_EDITOR": try Self.failing(sandbox)])

        #expect(result.status == 1, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("kept: the editor exited with status 3\n"))
        let draft = try #require(Self.keptDraft(result.stderr), "the draft's path is printed: \(result.stderr)")
        #expect(draft.hasPrefix(sandbox.store.path + "/.kept/state/drafts/"))
        #expect(sandbox.drafts() == [draft])
        #expect(try String(contentsOfFile: draft, encoding: .utf8).hasSuffix("---\nhalf a thought\n"))
        #expect(result.stderr.contains("kept new card --draft \(draft)"))
        #expect(!sandbox.exists("cards"))
        #expect(try sandbox.history().count == 1)
        #expect(try sandbox.pending() == [], "drafts live in the git-ignored state folder")
    }

    @Test func brokenFrontMatterWithoutATerminalKeepsTheDraftAndTheDraftLandsOnceFixed() throws {
        let sandbox = try Sandbox()

        let broken = try sandbox.run(["new", "diary", "눈", "--date", "2026-11-22T09:14"],
                                     env: ["KEPT_EDITOR": try Self.breaking(sandbox)])

        #expect(broken.status == 1, "\(broken)")
        #expect(broken.stdout == "")
        let draft = try #require(Self.keptDraft(broken.stderr), "the draft's path is printed: \(broken.stderr)")
        #expect(sandbox.drafts() == [draft])
        let place = try #require(broken.stderr.firstMatch(of: /^kept: (.+):(\d+):(\d+): the front matter is not valid YAML/),
                                 "the message names path:line:col: \(broken.stderr)")
        #expect(String(place.1) == draft)
        #expect((2...8).contains(Int(place.2) ?? 0), "the line is in the front matter")
        #expect(try String(contentsOfFile: draft, encoding: .utf8).contains("\ntitle: [broken\n"))
        #expect(!sandbox.exists("diary"))
        #expect(try sandbox.history().count == 1)

        let fixed = try sandbox.run(["new", "diary", "--draft", draft], env: ["KEPT_EDITOR": try Self.fixing(sandbox)])

        #expect(fixed.status == 0, "\(fixed)")
        #expect(fixed.stdout == "diary/2026/11/2026-11-22-고친-제목.md\n")
        #expect(try sandbox.read("diary/2026/11/2026-11-22-고친-제목.md").hasPrefix(
            "---\ntitle: 고친 제목\ndate: 2026-11-22T09:14:00+09:00\n"))
        #expect(try sandbox.messages().first == "diary: add 2026-11-22 고친 제목")
        #expect(sandbox.drafts() == [], "the draft is removed once it landed")
    }

    // MARK: edit

    static func storeWithACard() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "words", "--body", "to live"])
        return sandbox
    }

    @Test func editWithAnEditorThatWritesMakesOneEditCommit() throws {
        let sandbox = try Self.storeWithACard()
        let before = try sandbox.read("cards/words/살다.md")

        let result = try sandbox.run(["edit", "살다"], env: ["KEPT_EDITOR": try Self.appending(sandbox)])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "cards/words/살다.md\n")
        #expect(try sandbox.read("cards/words/살다.md") == before + Self.appended + "\n")
        #expect(try sandbox.messages() == ["cards: edit 살다", "cards: add 살다", "kept: init store"])
        #expect(try sandbox.pending() == [])
        #expect(sandbox.drafts() == [])
    }

    @Test func editWithAnUntouchedFileMakesNoCommit() throws {
        let sandbox = try Self.storeWithACard()
        let before = try sandbox.bytes("cards/words/살다.md")

        let result = try sandbox.run(["edit", "cards/words/살다.md"], env: ["KEPT_EDITOR": try Self.untouched(sandbox)])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "kept: cards/words/살다.md: no changes\n")
        #expect(try sandbox.bytes("cards/words/살다.md") == before)
        #expect(try sandbox.history().count == 2)
        #expect(sandbox.drafts() == [])
    }

    @Test func editWithAnEditorThatBreaksTheFrontMatterLeavesTheEntryUnchanged() throws {
        let sandbox = try Self.storeWithACard()
        let before = try sandbox.bytes("cards/words/살다.md")

        let result = try sandbox.run(["edit", "살다"], env: ["KEPT_EDITOR": try Self.breaking(sandbox)])

        #expect(result.status == 1, "\(result)")
        #expect(try sandbox.bytes("cards/words/살다.md") == before)
        #expect(try sandbox.history().count == 2)
        #expect(try sandbox.pending() == [])
        let draft = try #require(Self.keptDraft(result.stderr), "the draft's path is printed: \(result.stderr)")
        #expect(result.stderr.hasPrefix("kept: \(draft):"))
        #expect(result.stderr.contains("kept edit cards/words/살다.md --draft \(draft)"))
        #expect(try String(contentsOfFile: draft, encoding: .utf8).contains("title: [broken"))
    }
}
