import Foundation
import Kept
import ReferenceTools
import Testing

/// Imports given what an adversarial (or only unlucky) user has: a damaged export, an export
/// whose photo names point outside it, file names from a Mac (NFD), Obsidian's own
/// `![[Pasted image 1.png|300]]`, two imports at once.
@Suite("kept import, hostile sources", .tags(.slow), .fullSuiteOnly)
struct HostileImportTests {
    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func nfd(_ text: String) -> String { text.decomposedStringWithCanonicalMapping }

    @Test func aDamagedExportIsNamedByItsLine() throws {
        let sandbox = try Sandbox()
        let dayOne = sandbox.root.appendingPathComponent("export/Journal.json")
        try Self.write("""
            {
              "metadata": {"version": "1.0"},
              "entries": [
                {"uuid": "A1", "creationDate": "2024-01-01T00:00:00Z", "text": "hi" "there"}
              ]
            }

            """, to: dayOne)
        let result = try sandbox.run(["import", "dayone", dayOne.deletingLastPathComponent().path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("kept: \(dayOne.path):4: not valid JSON (column "))
        #expect(result.stderr.hasSuffix("): the export is damaged there; mend that line, or export again\n"))

        let jrnl = sandbox.root.appendingPathComponent("journal.json")
        try Self.write("{\"entries\": [\n  {\"date\": \"2024-01-01\",\n   \"time\" \"10:00\"}\n]}\n", to: jrnl)
        let second = try sandbox.run(["import", "jrnl", jrnl.path])
        #expect(second.status == 1)
        #expect(second.stderr.hasPrefix("kept: \(jrnl.path):3: not valid JSON (column "))
        #expect(try sandbox.messages() == ["kept: init store"])
    }

    @Test func aDayOneExportCannotBringInFilesFromOutsideIt() throws {
        let sandbox = try Sandbox()
        let export = sandbox.root.appendingPathComponent("export")
        try Self.write("the key to everything\n", to: sandbox.root.appendingPathComponent("secret.txt"))
        try DayOneImportTests.media("photo").write(to: {
            let url = export.appendingPathComponent("photos/abc.jpeg")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            return url
        }())
        try Self.write("""
            {"metadata": {"version": "1.0"}, "entries": [
              {"uuid": "E1", "creationDate": "2024-01-01T10:00:00Z", "timeZone": "Asia/Seoul",
               "text": "Title\\n\\n![](dayone-moment://P1)\\n![](dayone-moment://NOPE)",
               "photos": [{"identifier": "P1", "md5": "abc", "type": "jpeg"}]},
              {"uuid": "E2", "creationDate": "2024-01-02T10:00:00Z", "text": "Second",
               "photos": [{"identifier": "P3", "md5": "../../secret", "type": "txt"}]}
            ]}

            """, to: export.appendingPathComponent("Journal.json"))
        let result = try sandbox.ok(["import", "dayone", export.path])
        let commit = try sandbox.history().first!
        #expect(result.stdout == """
            imported 2 diary entries from Day One (Journal.json) in commit \(commit.id.short)
            1 attachment copied
            2 problems:
              Journal.json E1: imported without it: the photo `dayone-moment://NOPE` it links to is not in the export; the link is kept as written
              Journal.json E2: imported without it: the attachment `photos/../../secret.txt` is not a file of the export (its name holds `/` or starts with `.`)

            """)
        let files = try FileManager.default.subpathsOfDirectory(atPath: sandbox.url("diary").path).sorted()
        #expect(files == ["2024", "2024/01", "2024/01/2024-01-01-title", "2024/01/2024-01-01-title.md",
                          "2024/01/2024-01-01-title/abc.jpeg", "2024/01/2024-01-02-second.md"])
    }

    @Test func namesWrittenOnAMacInNFDAreRead() throws {
        let sandbox = try Sandbox()
        let vault = sandbox.root.appendingPathComponent("vault")
        try Self.write("# 첫눈\n\n눈이 왔다.\n", to: vault.appendingPathComponent(Self.nfd("일기/2024-11-22 첫눈.md")))
        let result = try sandbox.ok(["import", "markdown", vault.path])
        let commit = try sandbox.history().first!
        #expect(result.stdout == "imported 1 diary entry from Markdown (vault) in commit \(commit.id.short)\n")
        #expect(try sandbox.read("diary/2024/11/2024-11-22-첫눈.md").replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n") == """
            ---
            title: 첫눈
            date: 2024-11-22
            imported: file:vault/일기/2024-11-22 첫눈.md
            id: ID
            ---
            # 첫눈

            눈이 왔다.

            """)

        // A Day One export of two journals unpacked from a Mac: `여행.json` in NFD.
        let export = sandbox.root.appendingPathComponent("export")
        for (name, uuid) in [("Journal", "J1"), (Self.nfd("여행"), "T1")] {
            try Self.write("""
                {"metadata": {"version": "1.0"}, "entries": [
                  {"uuid": "\(uuid)", "creationDate": "2024-02-0\(uuid == "J1" ? 1 : 2)T10:00:00Z", "timeZone": "UTC", "text": "\(uuid)"}]}

                """, to: export.appendingPathComponent(name + ".json"))
        }
        let dayOne = try sandbox.ok(["import", "dayone", export.path, "--journal", "여행"])
        #expect(dayOne.lines.first?.hasPrefix("imported 1 diary entry from Day One (여행.json) in commit ") == true)
        #expect(try sandbox.read("diary/2024/02/2024-02-02-t1.md").contains("journal: 여행\n") == false)
        let all = try sandbox.ok(["import", "dayone", export.path])
        #expect(all.lines.first?.hasPrefix("imported 1 diary entry from Day One (Journal.json, 여행.json) in commit ") == true)
        #expect(all.lines.contains("1 entry already imported, skipped"))
    }

    @Test func anObsidianEmbedNamesTheCopyItGetsAndCheckIsContent() throws {
        let sandbox = try Sandbox()
        let vault = sandbox.root.appendingPathComponent("vault")
        try Self.write("# Embeds\n\n![[Pasted image 1.png|300]]\n![[pasted-image-1.png]]\n![[a b.png#x]]\nSee [[Other#Heading]].\n",
                       to: vault.appendingPathComponent("2024-03-01 embeds.md"))
        try DayOneImportTests.media("one").write(to: vault.appendingPathComponent("Pasted image 1.png"))
        try FileManager.default.createDirectory(at: vault.appendingPathComponent("att"), withIntermediateDirectories: true)
        try DayOneImportTests.media("two").write(to: vault.appendingPathComponent("att/pasted-image-1.png"))
        try DayOneImportTests.media("three").write(to: vault.appendingPathComponent("att/a b.png"))
        try sandbox.ok(["import", "markdown", vault.path])
        // Two files whose safe names are one: each embed shows its own picture.
        #expect(try sandbox.read("diary/2024/03/2024-03-01-embeds.md").replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n") == """
            ---
            title: Embeds
            date: 2024-03-01
            imported: file:vault/2024-03-01 embeds.md
            id: ID
            ---
            # Embeds

            ![[2024-03-01-embeds/pasted-image-1.png|300]]
            ![[2024-03-01-embeds/pasted-image-1-2.png]]
            ![[2024-03-01-embeds/a-b.png#x]]
            See [[Other#Heading]].

            """)
        #expect(try sandbox.bytes("diary/2024/03/2024-03-01-embeds/pasted-image-1.png") == DayOneImportTests.media("one"))
        #expect(try sandbox.bytes("diary/2024/03/2024-03-01-embeds/pasted-image-1-2.png") == DayOneImportTests.media("two"))
        let check = try sandbox.ok(["check"])
        #expect(check.stderr == "")

        // The embeds follow their entry to a new date.
        try sandbox.ok(["set", "diary/2024/03/2024-03-01-embeds", "date=2024-03-02"])
        #expect(try sandbox.read("diary/2024/03/2024-03-02-embeds.md").contains("![[2024-03-02-embeds/a-b.png#x]]"))
        #expect(try sandbox.ok(["check"]).stderr == "")
    }

    /// An import SIGKILLed after writing part of its entries, before its commit: the next
    /// command commits what was written, saying how far it got, and the import run again
    /// brings the rest. Nothing lost, nothing twice, nothing left uncommitted. (The lock
    /// file's record was read only to 64 KB: a large import was committed in part, the rest
    /// left as files no commit named and the next import took them for imported.)
    @Test func anImportKilledMidwayIsFinishedAndLosesNothing() throws {
        let sandbox = try Sandbox()
        let vault = sandbox.root.appendingPathComponent("vault")
        // Long names, so that the intent's record passes 64 KB.
        let count = 1_200
        for i in 1...count {
            try Self.write("---\ntitle: A rather long title for note number \(i) of the vault\ndate: 2024-01-01\n---\nnote \(i)\n",
                           to: vault.appendingPathComponent("note-\(i).md"))
        }
        let killed = try sandbox.run(["import", "markdown", vault.path], env: ["KEPT_TEST_KILL_AT": "import-write:1000"])
        #expect(killed.status == 128 + SIGKILL)
        #expect(try sandbox.messages() == ["kept: init store"], "killed before its commit")
        let record = try sandbox.read(".kept/state/lock")
        #expect(record.utf8.count > 64 * 1024 && record.hasPrefix("pid "))

        // Any writer finishes it first: here the same import again.
        let again = try sandbox.ok(["import", "markdown", vault.path])
        #expect(again.lines.first?.hasPrefix("imported 200 diary entries from Markdown (vault) in commit ") == true, "\(again.stdout)")
        #expect(again.lines.contains("1000 entries already imported, skipped"), "\(again.stdout)")
        #expect(try sandbox.messages() == ["import: 200 diary entries from Markdown (vault)",
                                           "import: 1,200 diary entries from Markdown (vault) (interrupted: 1000 of 1200 files written)",
                                           "kept: init store"])
        #expect(try sandbox.pending().isEmpty, "nothing left uncommitted")
        let folder = sandbox.url("diary/2024/01").path
        let bodies = try FileManager.default.contentsOfDirectory(atPath: folder).map {
            try String(contentsOfFile: folder + "/" + $0, encoding: .utf8).components(separatedBy: "---\n").last ?? ""
        }
        #expect(bodies.count == count)
        #expect(Set(bodies) == Set((1...count).map { "note \($0)\n" }), "each note once")
        #expect(try sandbox.read(".kept/state/lock") == "")
    }

    @Test func twoImportsAtOnceLoseNothing() throws {
        let sandbox = try Sandbox()
        // Two folders whose notes are filed at the same paths (same date, same titles), from
        // files of other names (a file's path in its folder is its `imported:` id).
        for side in ["a", "b"] {
            for i in 1...300 {
                try Self.write("---\ntitle: Note \(i)\ndate: 2024-01-01\n---\nfrom \(side)\n",
                               to: sandbox.root.appendingPathComponent("\(side)/\(side)\(i).md"))
            }
        }
        let first = try sandbox.start(["import", "markdown", sandbox.root.appendingPathComponent("a").path])
        let second = try sandbox.start(["import", "markdown", sandbox.root.appendingPathComponent("b").path])
        let results = [first.wait(), second.wait()]
        #expect(results.map(\.status) == [0, 0], "\(results)")
        let folder = sandbox.url("diary/2024/01").path
        let texts = try FileManager.default.contentsOfDirectory(atPath: folder).map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        #expect(texts.count == 600)
        #expect(texts.filter { $0.hasSuffix("from a\n") }.count == 300)
        #expect(texts.filter { $0.hasSuffix("from b\n") }.count == 300)
        #expect(try sandbox.pending().isEmpty)
    }
}
