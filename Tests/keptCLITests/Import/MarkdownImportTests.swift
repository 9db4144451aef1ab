import Foundation
import Kept
import Testing

/// `kept import markdown`: an Obsidian-style vault with daily notes, `![[…]]` embeds, relative
/// image links, wiki links, front matter of its own and nested folders.
@Suite("kept import markdown")
struct MarkdownImportTests {
    static func vault(in root: URL) throws -> URL {
        let vault = root.appendingPathComponent("My Vault")
        let files: [String: String] = [
            ".obsidian/app.json": "{}",
            "Daily/2024-01-15.md": "Walked to the river.\n\n![[river photo.png]]\n\nSee [[Reading list]] and [[Projects/Work/plan|the plan]].\n",
            "Projects/Work/plan.md": """
                ---
                title: 계획
                date: 2024-02-01T10:00:00+09:00
                aliases: [plan, 계획서]
                cssclass: wide
                tags: [work]
                ---
                # 계획

                ![diagram](../../assets/diagram.png "the diagram")
                ![gone](missing.png)

                """,
            "Inbox/idea.md": "# Big idea\n\nSomething with ![[sketch.jpg|200]] in it.\n",
            "Reading list.md": "---\naliases: [books]\n---\n- 토지\n- 채식주의자\n",
        ]
        for (path, text) in files {
            let url = vault.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        for (path, name) in [("attachments/river photo.png", "river"), ("assets/diagram.png", "diagram"), ("attachments/sketch.jpg", "sketch")] {
            let url = vault.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try DayOneImportTests.media(name).write(to: url)
        }
        // No date anywhere: the file's modification time.
        let written = ISO8601DateFormatter().date(from: "2023-05-06T07:08:00Z")!
        for path in ["Inbox/idea.md", "Reading list.md"] {
            try FileManager.default.setAttributes([.modificationDate: written], ofItemAtPath: vault.appendingPathComponent(path).path)
        }
        return vault
    }

    @Test func aVaultWithDailyNotesEmbedsAndNestedFolders() throws {
        let sandbox = try Sandbox()
        let vault = try Self.vault(in: sandbox.root)
        let result = try sandbox.ok(["import", "markdown", vault.path, "--kind", "diary"])
        let commit = try sandbox.history().first!
        #expect(result.stdout == """
            imported 4 diary entries from Markdown (My Vault) in commit \(commit.id.short)
            3 attachments copied
            2 notes have no date of their own (no `date:` or `created:`, no date in their file names, no commit): dated by their files' modification times
            1 problem:
              Projects/Work/plan.md: imported without it: the image `missing.png` is not in the folder

            """)
        #expect(commit.summary == "import: 4 diary entries from Markdown (My Vault)")

        // A daily note: the date from its name, the title from its name, the embed naming the copy.
        #expect(try sandbox.read("diary/2024/01/2024-01-15-2024-01-15.md").replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n") == """
            ---
            title: "2024-01-15"
            date: 2024-01-15
            imported: file:My Vault/Daily/2024-01-15.md
            id: ID
            ---
            Walked to the river.

            ![[2024-01-15-2024-01-15/river-photo.png]]

            See [[Reading list]] and [[Projects/Work/plan|the plan]].

            """)
        #expect(try sandbox.bytes("diary/2024/01/2024-01-15-2024-01-15/river-photo.png")
                == Data(contentsOf: vault.appendingPathComponent("attachments/river photo.png")))

        // Its own front matter kept, key for key; the relative image link now points at the copy.
        #expect(try sandbox.read("diary/2024/02/2024-02-01-계획.md").replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n") == """
            ---
            title: 계획
            date: 2024-02-01T10:00:00+09:00
            aliases: [plan, 계획서]
            cssclass: wide
            tags: [work]
            imported: file:My Vault/Projects/Work/plan.md
            id: ID
            ---
            # 계획

            ![diagram](2024-02-01-계획/diagram.png "the diagram")
            ![gone](missing.png)

            """)
        #expect(try sandbox.bytes("diary/2024/02/2024-02-01-계획/diagram.png")
                == Data(contentsOf: vault.appendingPathComponent("assets/diagram.png")))

        // The first heading as title, the modification time as date.
        let idea = EntryDocument(text: try sandbox.read("diary/2023/05/2023-05-06-big-idea.md"))
        #expect(idea.fields["title"]?.text == "Big idea")
        #expect(idea.fields["date"]?.text == "2023-05-06T16:08:00+09:00")
        #expect(idea.body == "# Big idea\n\nSomething with ![[2023-05-06-big-idea/sketch.jpg|200]] in it.\n")
        #expect(sandbox.exists("diary/2023/05/2023-05-06-big-idea/sketch.jpg"))
        #expect(sandbox.exists("diary/2023/05/2023-05-06-reading-list.md"))
        #expect(!sandbox.exists("diary/2024/01/app.md"), "hidden folders (.obsidian) are not notes")

        let commits = try sandbox.history().count
        let again = try sandbox.ok(["import", "markdown", vault.path])
        #expect(again.lines.first == "nothing new to import from Markdown (My Vault)")
        #expect(again.lines.contains("4 entries already imported, skipped"))
        #expect(try sandbox.history().count == commits)
    }

    @Test func cardsFromAFolderTakeTheFolderAsCategory() throws {
        let sandbox = try Sandbox()
        let vault = try Self.vault(in: sandbox.root)
        try sandbox.ok(["import", "markdown", vault.path, "--kind", "card"])
        #expect(sandbox.exists("cards/work/계획.md"))
        #expect(sandbox.exists("cards/inbox/big-idea.md"))
        #expect(sandbox.exists("cards/general/reading-list.md"))
        let plan = EntryDocument(text: try sandbox.read("cards/work/계획.md"))
        #expect(plan.fields["category"]?.text == "Work")
        #expect(plan.fields["cssclass"]?.text == "wide")
    }

    /// Two vaults that both hold `Inbox.md` are two sources: the second's note is imported, not
    /// taken for the first's. A store imported by an older kept (`imported: file:Inbox.md`) still
    /// recognises the same vault's notes.
    @Test func twoVaultsWithTheSameFileNamesAreBothImported() throws {
        let sandbox = try Sandbox()
        for (vault, body) in [("Home", "groceries"), ("Work", "slides")] {
            try HostileImportTests.write("# Inbox\n\n\(body)\n", to: sandbox.root.appendingPathComponent("\(vault)/Inbox.md"))
        }
        try sandbox.ok(["import", "markdown", sandbox.root.appendingPathComponent("Home").path, "--kind", "card"])
        let second = try sandbox.ok(["import", "markdown", sandbox.root.appendingPathComponent("Work/").path, "--kind", "card"])
        #expect(second.lines.first?.hasPrefix("imported 1 card entry from Markdown (Work) in commit ") == true, "\(second.stdout)")
        #expect(try sandbox.read("cards/general/inbox.md").replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n").contains("imported: file:Home/Inbox.md\nid: ID\n---\n# Inbox\n\ngroceries\n"))
        #expect(try sandbox.read("cards/general/inbox-2.md").replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n").contains("imported: file:Work/Inbox.md\nid: ID\n---\n# Inbox\n\nslides\n"))

        // An entry imported before the folder's name was part of the id.
        try sandbox.write("cards/general/old.md", "---\ntitle: Old\nimported: file:Notes.md\n---\nold\n")
        try sandbox.ok(["commit"])
        try HostileImportTests.write("# Notes\n", to: sandbox.root.appendingPathComponent("Home/Notes.md"))
        let again = try sandbox.ok(["import", "markdown", sandbox.root.appendingPathComponent("Home").path, "--kind", "card"])
        #expect(again.stdout == "nothing new to import from Markdown (Home)\n2 entries already imported, skipped\n")
    }

    /// `일기.md` in NFD and in NFC are two files on Linux and one name to a reader: the first is
    /// imported, the second named as a problem with what to do, not counted as imported before.
    @Test func twoFilesWhoseNamesDifferOnlyInNormalisationAreNamed() throws {
        let sandbox = try Sandbox()
        let vault = sandbox.root.appendingPathComponent("vault")
        try HostileImportTests.write("# 일기\n\nNFC\n", to: vault.appendingPathComponent("일기.md"))
        try HostileImportTests.write("# 일기\n\nNFD\n", to: vault.appendingPathComponent(HostileImportTests.nfd("일기") + ".md"))
        let result = try sandbox.run(["import", "markdown", vault.path, "--kind", "card"])
        #expect(result.stdout.contains("imported 1 card entry from Markdown (vault) in commit "), "\(result.stdout)")
        #expect(result.stdout.contains(": left out: another file has the same name written with other Unicode code points (NFD and NFC); rename one and import again\n"),
                "\(result.stdout)")
        #expect(!result.stdout.contains("already imported"))
    }
}
