import Foundation
import Testing

/// The sentences users read when kept refuses, exactly as printed: the domain's tests name
/// an error's case and catalogue key, so the words themselves are pinned here, through the
/// binary, once for each kind of refusal no other suite prints in full.
@Suite("what kept says when it refuses")
struct RefusalTextTests {
    @Test func aTemplateWithAnUnknownMergeRuleTurnsOffItsKindAndSaysWhere() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".kept/templates/jar.md",
                          "---\nkept:\n  path: jars/{{slug}}.md\n  merge: {coins: average}\ntitle: {{title}}\n---\n")
        let result = try sandbox.run(["new", "jar", "penny", "--no-edit"])
        #expect(result.status == 1)
        #expect(result.stderr == """
            kept: kind `jar` is disabled: .kept/templates/jar.md:2: merge rule `average` of `coins` is not one kept knows (sum) (fix or remove .kept/templates/jar.md; the other kinds work)
            kept: kind `jar` is disabled: its template .kept/templates/jar.md cannot be used (what is wrong is said above and by `kept check`); fix or remove it

            """, "\(result)")
        #expect(!sandbox.exists("jars"))
    }

    @Test func aQuantityThatIsNotANumberIsNamedWithItsLine() throws {
        let sandbox = try Sandbox()
        try sandbox.write("fridge/other/쌀.md", "---\ntitle: 쌀\ncategory: other\nstatus: stocked\npurchased: 2026-11-01\nquantity: half a bag\n---\n")
        try sandbox.ok(["commit", "-m", "rice"])
        let result = try sandbox.run(["fridge", "consume", "쌀", "--quantity", "1"])
        #expect(result.status == 1)
        #expect(result.stderr == "kept: fridge/other/쌀.md:6: `quantity: half a bag` is not a number, so nothing can be taken from it; write one with `kept set 쌀 quantity=N`\n", "\(result)")
    }

    @Test func aSettingThatIsNotANumberOrNotKeyValueLinesIsNamedWithItsLine() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".kept/config.yaml", "version: 1\nfridge:\n  soon: soonish\n")
        let soon = try sandbox.run(["fridge", "expiring"])
        #expect(soon.status == 1)
        #expect(soon.stderr == "kept: .kept/config.yaml:3: `fridge.soon` must be a whole number, not `soonish`\n", "\(soon)")
        try sandbox.write(".kept/config.yaml", "- a\n- b\n")
        let list = try sandbox.run(["fridge", "expiring"])
        #expect(list.status == 1)
        #expect(list.stderr == "kept: .kept/config.yaml:1: the settings must be `key: value` lines, e.g. `fridge:` then `  soon: 3`\n", "\(list)")
    }

    @Test func aBrokenReviewLineIsNamedWithItsFileAndLine() throws {
        let sandbox = try cardSandbox()
        try sandbox.write(".kept/reviews/desk-0001.jsonl", "{\"card\":\"salda001\",\"time\":\"2026-11-22T01:14:05Z\",\"grade\":3}\nnot json\n")
        let result = try sandbox.run(["cards"])
        #expect(result.status == 1)
        #expect(result.stderr == "kept: .kept/reviews/desk-0001.jsonl:2: this is not a review (`{\"card\":\"ID\",\"time\":\"2026-11-22T01:14:05Z\",\"grade\":3}`); fix or remove the line\n", "\(result)")
    }

    @Test func restoreSaysWhichVersionItCannotFind() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"]).stdout
            .trimmingCharacters(in: .newlines)
        let older = try sandbox.run(["restore", "살다"])
        #expect(older.status == 1)
        #expect(older.stderr == "kept: \(path) has no older version (`kept log \(path)` shows its history)\n", "\(older)")
        let revision = try sandbox.run(["restore", "살다", "--at", "no-such-thing"])
        #expect(revision.status == 1)
        #expect(revision.stderr.hasPrefix("kept: `no-such-thing` names no commit of this store ("), "\(revision)")
        #expect(revision.stderr.hasSuffix("): `kept log 살다` shows the ones that changed it\n"), "\(revision)")
    }

    @Test func anExportIntoAFolderAsksForAFileName() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--body", "to live", "--no-edit"])
        let folder = sandbox.root.appendingPathComponent("out dir")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try sandbox.run(["export", "--to", "markdown", "-o", folder.path])
        #expect(result.status == 1)
        #expect(result.stderr == "kept: -o \(folder.path) is a folder: give a file name in it, e.g. -o '\(folder.path)/kept.md'\n", "\(result)")
    }

    @Test func aZipWithoutUnzipSaysWhatToInstall() throws {
        let sandbox = try Sandbox()
        let archive = sandbox.root.appendingPathComponent("export.zip")
        try Data("PK".utf8).write(to: archive)
        let result = try sandbox.run(["import", "dayone", archive.path], env: ["PATH": "/nonexistent"])
        #expect(result.status == 1)
        #expect(result.stderr == "kept: unpacking a .zip needs `unzip`: install it (apt install unzip), or unpack the export and give its folder\n", "\(result)")
    }
}
