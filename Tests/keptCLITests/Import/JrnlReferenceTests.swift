import Foundation
import Kept
import ReferenceTools
import Testing

/// Journals jrnl itself reads, imported by kept and compared with what jrnl 4.6 exports of the
/// same file (issue 49): the entries, their dates and times, tags by the config's `tagsymbols`,
/// titles and bodies. The journals are written by hand, in the shape of jrnl's own test
/// journals ("mostly readable dates", "markdown headings"), since jrnl never writes them so.
@Suite("kept import jrnl reads what jrnl reads", .tags(.slow), .fullSuiteOnly)
struct JrnlReferenceTests {
    /// The journal at `journal.txt` and a config naming it, read by jrnl: its JSON export.
    static func written(_ journal: String, tagsymbols: String = "#@") throws -> (JrnlImportTests.Written, config: String) {
        let sandbox = try Sandbox()
        let config = sandbox.root.appendingPathComponent("jrnl-config").path
        let path = sandbox.root.appendingPathComponent("journal.txt").path
        try journal.write(toFile: path, atomically: true, encoding: .utf8)
        let file = try JrnlInstall.writeConfig(config, journals: [("default", ["journal: \(path)"])], tagsymbols: tagsymbols)
        let exported = try JrnlInstall.jrnl(["--export", "json"], config: config)
        let object = try JSONSerialization.jsonObject(with: Data(exported.utf8)) as? [String: Any]
        let export = sandbox.root.appendingPathComponent("journal.json").path
        try exported.write(toFile: export, atomically: true, encoding: .utf8)
        return (JrnlImportTests.Written(sandbox: sandbox, journal: path, export: export,
                                        entries: object?["entries"] as? [[String: Any]] ?? []), file)
    }

    /// Construct: jrnl's "mostly readable dates" (`[2021-03 21:05]`), a date without a time,
    /// a date with a month's name, and a `[1]` line that is text.
    @Test(.enabled(if: JrnlInstall.available))
    func aMostlyReadableJournalIsTheSameEntries() throws {
        let (written, config) = try Self.written("""
            [2021-03-04 08:10] Kettle on.
            First light over the river.

            [2021-03-05 19:45] The seed packets came
            Tomatoes, chard, @garden basil.

            [2021-03 21:05] The month without a day
            Wrote this one late. Did I? #late

            [2021-03-07] Just a day
            No time given.

            [March 8, 2021 2:30 PM] Long form date
            with a month name

            [1] a footnote line

            """)
        #expect(written.entries.count == 5, "jrnl reads five entries")
        let result = try written.sandbox.ok(["import", "jrnl", written.journal, "--config", config])
        #expect(result.lines.first?.hasPrefix("imported 5 diary entries from jrnl (journal.txt)") == true, "\(result.stdout)")
        try JrnlImportTests().expectSameAsJrnl(written, store: written.sandbox.store.path)
    }

    /// Construct: jrnl's "markdown headings" config, `tagsymbols: '@'`: `##` headings are no tags.
    @Test(.enabled(if: JrnlInstall.available))
    func tagSymbolsMakeTheSameTags() throws {
        let (written, config) = try Self.written("""
            [2021-03-04 08:10] Plan for the beds
            ## North bed
            ### Paths
            ##### Notes
            Dig with @sam on saturday, #not-a-tag here.

            """, tagsymbols: "@")
        #expect((written.entries.first?["tags"] as? [String]) == ["@sam"])
        try written.sandbox.ok(["import", "jrnl", written.journal, "--config", config])
        try JrnlImportTests().expectSameAsJrnl(written, store: written.sandbox.store.path)
    }
}
