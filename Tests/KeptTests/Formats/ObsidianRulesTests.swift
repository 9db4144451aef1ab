import Foundation
import Testing
@testable import Kept

/// A vault read with Obsidian's rules (issue 49): code is code (no embed, title or tag inside
/// it, and never rewritten), embeds with a `#fragment`, a `|size`, and the `\|` a table needs;
/// and the export and the phone draw every embed the import accepts. The notes are written by
/// hand in the shape of Obsidian's help vault (a note about embeds that shows them as code).
@Suite("a vault read with Obsidian's rules")
struct ObsidianRulesTests {
    /// A vault folder with `files` (text) and `pictures` (a few bytes each).
    final class Vault {
        let folder: String
        init(_ files: [String: String], pictures: [String]) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-vault-\(UUID().uuidString)/Help").path
            for (path, text) in files {
                let full = folder + "/" + path
                try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try text.write(toFile: full, atomically: true, encoding: .utf8)
            }
            for path in pictures {
                let full = folder + "/" + path
                try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data("picture \(path)".utf8).write(to: URL(fileURLWithPath: full))
            }
        }
        deinit { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
    }

    /// Construct: a note about embeds, showing them as a fenced block and inline code, with
    /// one real embed; the pictures named only in code are not in the vault.
    static let embedsNote = """
        Embed a picture by writing:

        ```md
        ![[Engelbart.jpg]]
        # Login
        ```

        or inline, `![[Engelbart.jpg|100]]` and `![](shown-only.png)`. Here is one:

        ![[Engelbart.jpg]]

        """

    /// Construct: an embed in a table (`\\|` escapes the table's `|`) and a Markdown picture
    /// with a `#fragment`, as the help vault writes its interface pictures.
    static let tableNote = """
        # Sizes

        | Picture | Written |
        | --- | --- |
        | ![[Engelbart.jpg\\|100]] | `![[Engelbart.jpg\\|100]]` |

        ![The ribbon](picture.png#interface)

        """

    @Test func codeIsNoEmbedNoTitleAndNoMissingFile() throws {
        let vault = try Vault(["Embed files.md": Self.embedsNote], pictures: ["Attachments/Engelbart.jpg"])
        let reading = try MarkdownFolder.read(vault.folder)
        let entry = try #require(reading.entries.first)
        #expect(entry.title == "Embed files", "the file's name, not the `# Login` inside the code block")
        #expect(entry.attachments.map(\.relative) == ["Attachments/Engelbart.jpg"])
        #expect(reading.problems.isEmpty, "shown-only.png is named only inside code: \(reading.problems)")
    }

    @Test func theFirstHeadingOutsideCodeIsTheTitle() {
        let document = EntryDocument(text: "```\n# Dog\n```\n\n# Cats\n")
        #expect(MarkdownFolder.title(document, stem: "pets") == "Cats")
        #expect(MarkdownFolder.title(EntryDocument(text: "    # indented code\n\ntext\n"), stem: "pets") == "pets")
    }

    @Test func anEscapedPipeInATableAndAFragmentAreEmbeds() throws {
        let vault = try Vault(["Sizes.md": Self.tableNote], pictures: ["Attachments/Engelbart.jpg", "picture.png"])
        let reading = try MarkdownFolder.read(vault.folder)
        let entry = try #require(reading.entries.first)
        #expect(Set(entry.attachments.map(\.relative)) == ["Attachments/Engelbart.jpg", "picture.png"])
        #expect(reading.problems.isEmpty, "\(reading.problems)")
    }

    /// The import rewrites the embeds to name their copies, and the code byte for byte as it was.
    @Test func anImportRewritesEmbedsAndLeavesCodeAsWritten() throws {
        let vault = try Vault(["Embed files.md": Self.embedsNote, "Sizes.md": Self.tableNote],
                              pictures: ["Attachments/Engelbart.jpg", "picture.png"])
        let temporary = try TemporaryStore()
        let reading = try MarkdownFolder.read(vault.folder)
        let report = try ImportSession.importEntries(reading, into: try temporary.store.kind(named: "diary"), in: temporary.store)
        for path in report.created {
            let text = try temporary.read(path)
            let folder = (AttachmentFolder.of(path) as NSString).lastPathComponent
            if text.contains("Embed a picture") {
                #expect(text.contains("```md\n![[Engelbart.jpg]]\n# Login\n```"), "the fenced block as written:\n\(text)")
                #expect(text.contains("`![[Engelbart.jpg|100]]` and `![](shown-only.png)`"), "inline code as written")
                #expect(text.contains("Here is one:\n\n![[\(folder)/engelbart.jpg]]"), "the real embed names its copy:\n\(text)")
            } else {
                #expect(text.contains("| ![[\(folder)/engelbart.jpg\\|100]] | `![[Engelbart.jpg\\|100]]` |"), "\(text)")
                #expect(text.contains("![The ribbon](\(folder)/picture.png#interface)"), "\(text)")
            }
        }
    }

    /// Construct: `![[x.svg#icon]]`, `![[x.png#interface]]`, `![[a.jpg|100]]` on an exported page.
    @Test func theExportDrawsEveryEmbedKind() throws {
        var renderer = MarkdownHTML()
        renderer.embedded = { name in "note/" + name }
        let html = try #require(renderer.html("![[x.svg#icon]] ![[x.png#interface]] ![[a.jpg|100]] ![[b.jpg|the river]] `![[c.png]]`\n"))
        #expect(html.contains("src=\"note/x.svg\""), "\(html)")
        #expect(html.contains("src=\"note/x.png\""), "\(html)")
        #expect(html.contains("src=\"note/a.jpg\""), "\(html)")
        #expect(html.contains("alt=\"the river\""), "\(html)")
        #expect(!html.contains("alt=\"100\""), "a size is no description: \(html)")
        #expect(!html.contains("![[x"), "no embed left as text: \(html)")
        #expect(html.contains("<code>![[c.png]]</code>"), "code stays code: \(html)")
    }

    /// The phone draws them too, at the server's address of the entry's attachment folder.
    @Test func thePhoneDrawsEmbeds() throws {
        let renderer = MarkdownHTML(topHeadingLevel: 2, entry: "diary/2024/01/2024-01-15-help.md", resolve: { "/e/diary/2024/01/" + $0 })
        let html = try #require(renderer.html("![[2024-01-15-help/x.svg#icon]] and ![[engelbart.jpg|100]]\n"))
        #expect(html.contains("src=\"/e/diary/2024/01/2024-01-15-help/x.svg\""), "\(html)")
        #expect(html.contains("src=\"/e/diary/2024/01/2024-01-15-help/engelbart.jpg\""), "\(html)")
    }

    @Test func codeRangesComeFromCmark() {
        let text = "a `b` c\n\n```\nd\n```\n\n    e\nf ``g ` h`` i\n"
        let code = MarkdownCode(text)
        let pieces = code.ranges.map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) }
        #expect(pieces == ["`b`", "```\nd\n```\n", "    e\n", "``g ` h``"])
        #expect(MarkdownCode.replacing("x", with: "y", in: "x `x` x\n") == "y `x` y\n")
    }
}
