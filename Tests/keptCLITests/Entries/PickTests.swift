import Foundation
import Testing

/// `kept pick` and fzf for ambiguous references, with a scripted `fzf` on PATH that logs
/// what it was given and chooses the line holding `$FAKE_FZF_CHOICE`.
@Suite("kept pick and fzf")
struct PickTests {
    let sandbox: Sandbox
    let bin: URL

    init() throws {
        sandbox = try Sandbox()
        for title in ["김치", "김치찌개", "깍두기"] {
            try sandbox.ok(["new", "fridge", title, "--no-edit"])
        }
        try sandbox.ok(["new", "card", "김장", "--category", "말", "--no-edit"])
        bin = sandbox.root.appendingPathComponent("bin", isDirectory: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fzf = bin.appendingPathComponent("fzf")
        try """
            #!/bin/sh
            printf '%s\\n' "$@" > "$FAKE_FZF_LOG.args"
            cat > "$FAKE_FZF_LOG.input"
            line=$(grep -F "$FAKE_FZF_CHOICE" "$FAKE_FZF_LOG.input" | head -n 1)
            [ -n "$line" ] || exit 130
            printf '%s\\n' "$line"
            """.write(to: fzf, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fzf.path)
    }

    var log: String { sandbox.root.appendingPathComponent("fzf").path }

    func env(_ choice: String) -> [String: String?] {
        ["PATH": bin.path + ":/usr/local/bin:/usr/bin:/bin", "FAKE_FZF_CHOICE": choice, "FAKE_FZF_LOG": log]
    }

    @Test func pickPrintsTheChosenPath() throws {
        let result = try sandbox.run(["pick", "fridge"], env: env("김치찌개"))
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "fridge/other/김치찌개.md\n")
        let input = try String(contentsOfFile: log + ".input", encoding: .utf8)
        #expect(input == """
            fridge/other/김치.md\t김치  fridge  fridge/other/김치.md
            fridge/other/김치찌개.md\t김치찌개  fridge  fridge/other/김치찌개.md
            fridge/other/깍두기.md\t깍두기  fridge  fridge/other/깍두기.md

            """)
        let args = try String(contentsOfFile: log + ".args", encoding: .utf8)
        #expect(args.contains("--with-nth=2.."))
    }

    @Test func aQueryIsPassedOnAndCancellingExitsOne() throws {
        // A query of consonants typed alone (ㄱㅈ) is kept's to match (first-hour-2 case 12); other text is fzf's.
        let result = try sandbox.run(["pick", "--query", "김"], env: env("nothing-like-this"))
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "", "cancelled (130), not \"nothing matches\"")
        let args = try String(contentsOfFile: log + ".args", encoding: .utf8)
        #expect(args.contains("--query=김\n--select-1\n--exit-0"))
    }

    @Test func withoutFzfPickSaysWhatToInstall() throws {
        let result = try sandbox.run(["pick"], env: ["PATH": "/nonexistent"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("kept pick needs fzf, which is not on PATH"))
    }

    @Test func anAmbiguousReferenceWithoutATerminalListsTheCandidates() throws {
        let result = try sandbox.run(["show", "김치", "--path"], env: env("김치찌개"))
        #expect(result.status == 0, "an exact title is not ambiguous: \(result)")
        let ambiguous = try sandbox.run(["show", "김", "--path"], env: env("김치찌개"))
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("fridge/other/김치찌개.md"))
        #expect(!FileManager.default.fileExists(atPath: log + ".input"), "fzf is not started without a terminal")
    }

    @Test func anAmbiguousReferenceAtATerminalOffersTheCandidatesInFzf() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let kept = try KeptBinary.url().path
        let result = try sandbox.run(["-qec", "\(kept) show 김 --path", "/dev/null"], env: env("김장"),
                                     executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("cards/말/김장.md"), "\(result)")
        let input = try String(contentsOfFile: log + ".input", encoding: .utf8)
        #expect(input.split(separator: "\n").map { $0.prefix { $0 != "\t" } } == [
            "cards/말/김장.md", "fridge/other/김치.md", "fridge/other/김치찌개.md",
        ])
    }
}

/// A file name synced from macOS arrives NFD; inside kept it is the same entry as its NFC twin.
@Suite("NFD file names")
struct NormalizationTests {
    @Test func anNFDFileNameIsOneEntryWithItsNFCName() throws {
        let sandbox = try Sandbox()
        let nfd = "라면".decomposedStringWithCanonicalMapping
        try sandbox.write("cards/음식/\(nfd).md", "---\ntitle: \(nfd)\ncategory: 음식\n---\n매운 \(nfd)\n")
        #expect(try sandbox.ok(["list", "card", "--format", "paths"]).stdout == "cards/음식/라면.md\n")
        #expect(Array(try sandbox.ok(["list", "card", "--format", "paths"]).stdout.utf8) == Array("cards/음식/라면.md\n".utf8),
                "printed NFC")
        #expect(try sandbox.ok(["show", "라면", "--path"]).stdout == "cards/음식/라면.md\n")
        #expect(try sandbox.ok(["show", "cards/음식/\(nfd).md", "--path"]).stdout == "cards/음식/라면.md\n", "an NFD argument")
        #expect(try sandbox.ok(["search", "ㄹㅁ", "--format", "paths"]).stdout == "cards/음식/라면.md\n")

        try sandbox.ok(["set", "라면", "tags=매운"])
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.url("cards/음식").path)
        #expect(names.map { Array($0.utf8) } == [Array("\(nfd).md".utf8)], "changed in place, under its own name")
        #expect(try sandbox.pending().isEmpty, "and committed")

        // Its NFC twin appears too (both synced): two files, both listed, never one hidden;
        // `kept check` names the pair.
        try sandbox.write("cards/음식/라면.md", "---\ntitle: 라면\ncategory: 음식\n---\n")
        let both = try sandbox.ok(["list", "card", "--format", "paths"]).stdout
        #expect(Set(both.utf8.split(separator: 10).map(Array.init)) == [Array("cards/음식/라면.md".utf8), Array("cards/음식/\(nfd).md".utf8)],
                "\(both)")
        let check = try sandbox.run(["check"])
        #expect(check.status == 1 && check.stdout.contains("cards/음식/라면.md: two files have this name"), "\(check)")
    }
}
