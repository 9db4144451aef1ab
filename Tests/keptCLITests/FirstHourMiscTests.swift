import Foundation
import ReferenceTools
import Testing

/// Issue 29, "the first hour, round two": a recovered draft, Markdown vaults dated as Obsidian
/// dates them, and the small things (stats by kind, the overview's columns, `fridge bought`
/// of several items, reminders where systemd cannot run), through the built `kept`.
@Suite("the first hour, round two: drafts, Markdown imports, small things", .tags(.slow), .fullSuiteOnly)
struct FirstHourMiscTests {
    static let korean: [String: String?] = ["LANG": "ko_KR.UTF-8"]

    @Test("first-hour-2 case 02: a recovered draft saved as it is creates the entry")
    func case02RecoveredDraftSavedAsItIs() throws {
        let sandbox = try Sandbox()
        let failing = try sandbox.editor("fail", "printf '토요일엔 대청소, 일요일엔 영화.\\n' >> \"$1\"; exit 1")
        let failed = try sandbox.run(["new", "diary", "주말 계획", "--date", "2026-11-27T07:00"],
                                     env: Self.korean.merging(["KEPT_EDITOR": failing]) { $1 })
        #expect(failed.status == 1, "\(failed)")
        let draft = try #require(sandbox.drafts().first, "\(failed)")

        let resumed = try sandbox.run(["new", "diary", "--draft", draft], env: Self.korean.merging(["KEPT_EDITOR": "true"]) { $1 })

        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stderr == "")
        #expect(resumed.stdout == "diary/2026/11/2026-11-27-주말-계획.md\n")
        #expect(try sandbox.read("diary/2026/11/2026-11-27-주말-계획.md").hasSuffix("\n토요일엔 대청소, 일요일엔 영화.\n"))
        #expect(try sandbox.messages().first == "diary: add 2026-11-27 주말 계획")
        #expect(sandbox.drafts() == [], "the draft is gone once its text is in the store")
        let listed = try sandbox.ok(["list", "diary", "--format", "paths"], env: Self.korean)
        #expect(listed.stdout == "diary/2026/11/2026-11-27-주말-계획.md\n")
    }

    @Test func aResumedDraftHoldingOnlyTheTemplateStaysADraft() throws {
        let sandbox = try Sandbox()
        // The editor fails having changed only the id, which kept fills in itself.
        let failing = try sandbox.editor("fail", "sed -i 's/^id: .*/id: 7xk2m9/' \"$1\"; exit 1")
        let failed = try sandbox.run(["new", "diary"], env: ["KEPT_EDITOR": failing])
        #expect(failed.status == 1, "\(failed)")
        let draft = try #require(sandbox.drafts().first, "\(failed)")

        let resumed = try sandbox.run(["new", "diary", "--draft", draft], env: ["KEPT_EDITOR": "true"])

        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stdout == "")
        #expect(resumed.stderr.hasPrefix("kept: the draft was left as it was; no entry created."))
        #expect(!sandbox.exists("diary"))
        #expect(sandbox.drafts() == [draft])
    }

    // MARK: Markdown imports, dated as Obsidian dates them

    /// Writes `files` (path: text) under `folder`.
    static func write(_ files: [String: String], in folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    static let gitInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")

    /// Runs the git program (only to make a vault that is a repository: kept reads it through libgit2).
    static func git(_ arguments: [String], in folder: URL, date: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-c", "user.name=t", "-c", "user.email=t@e.x", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = folder
        process.environment = ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date, "HOME": folder.path,
                               "GIT_CONFIG_NOSYSTEM": "1", "PATH": "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw SupportError("git \(arguments) failed") }
    }

    @Test("first-hour-2 case 10: notes dated by created: and the title said once")
    func case10MarkdownImportDates() throws {
        let sandbox = try Sandbox()
        let vault = sandbox.root.appendingPathComponent("case10-vault")
        try Self.write([
            "메모/김장 계획.md": "---\ntags: [김장]\ncreated: 2026-11-05\n---\n# 김장 계획\n\n- 배추 20포기\n",
            "메모/옷 정리.md": "---\ncreated: 2025-03-02T10:00\n---\n봄 옷 정리\n",
        ], in: vault)

        let imported = try sandbox.ok(["import", "markdown", vault.path], env: Self.korean)
        #expect(imported.lines.count == 1, "no note is dated by its file's time: \(imported.stdout)")

        // The list as it reads in English (weekday names are another part of issue 29).
        let list = try sandbox.ok(["list", "diary"])
        #expect(list.stdout == """
              2026-11-05        Thu  김장 계획  배추 20포기
              2025-03-02 10:00  Sun  옷 정리    봄 옷 정리

            """)
        let overview = try sandbox.ok(["--no-pager"], env: Self.korean)
        #expect(overview.lines.dropFirst().prefix(4) == [
            "  diary        항목 2개",
            "  cards        항목 0개",
            "  fridge       항목 0개",
            "오늘의 일기: 아직 쓰지 않음  (kept today)",
        ], "the notes are not today's diary: \(overview.stdout)")
        #expect(overview.lines.suffix(2) == [
            "  diary   옷 정리    diary/2025/03/2025-03-02-옷-정리.md",
            "  diary   김장 계획  diary/2026/11/2026-11-05-김장-계획.md",
        ])
        let note = try sandbox.read("diary/2026/11/2026-11-05-김장-계획.md")
        #expect(note.hasPrefix("---\ntags: [김장]\ncreated: 2026-11-05\ntitle: 김장 계획\ndate: 2026-11-05\n"), "\(note)")
        #expect(note.hasSuffix("---\n# 김장 계획\n\n- 배추 20포기\n"), "the note's text is kept as written")
    }

    @Test func notesAreDatedByNameThenFirstCommitThenFileTimeWhichTheSummaryCounts() throws {
        let sandbox = try Sandbox()
        let vault = sandbox.root.appendingPathComponent("vault")
        try Self.write([
            "2025-11-03 김장 계획.md": "김장 준비\n",
            "Daily/20251104.md": "장보기\n",
            "no date.md": "그냥 메모\n",
            "also no date.md": "다른 메모\n",
            "20251399.md": "not a day\n",
        ], in: vault)
        let time = ISO8601DateFormatter().date(from: "2024-02-03T01:00:00Z")!
        for name in ["no date.md", "also no date.md", "20251399.md"] {
            try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: vault.appendingPathComponent(name).path)
        }

        let result = try sandbox.ok(["import", "markdown", vault.path])

        #expect(result.lines.dropFirst() == [
            "3 notes have no date of their own (no `date:` or `created:`, no date in their file names, no commit): dated by their files' modification times",
        ])
        let dates = try sandbox.ok(["list", "diary", "--format", "{{date}} {{title}}", "--sort", "title"])
        #expect(dates.stdout == """
            2025-11-03 2025-11-03 김장 계획
            2025-11-04 20251104
            2024-02-03T10:00:00+09:00 20251399
            2024-02-03T10:00:00+09:00 also no date
            2024-02-03T10:00:00+09:00 no date

            """)
    }

    @Test(.enabled(if: gitInstalled))
    func aVaultThatIsARepositoryDatesNotesByTheirFirstCommit() throws {
        let sandbox = try Sandbox()
        let vault = sandbox.root.appendingPathComponent("vault")
        try Self.write(["일기/첫 메모.md": "처음\n"], in: vault)
        try Self.git(["init", "-q"], in: vault, date: "2023-05-05T10:00:00+09:00")
        try Self.git(["add", "."], in: vault, date: "2023-05-05T10:00:00+09:00")
        try Self.git(["commit", "-qm", "first"], in: vault, date: "2023-05-05T10:00:00+09:00")
        try Self.write(["일기/첫 메모.md": "처음\n고침\n", "나중 메모.md": "나중\n"], in: vault)
        try Self.git(["add", "."], in: vault, date: "2024-06-07T08:00:00+09:00")
        try Self.git(["commit", "-qm", "second"], in: vault, date: "2024-06-07T08:00:00+09:00")

        let result = try sandbox.ok(["import", "markdown", vault.path])

        #expect(result.lines.count == 1, "every note has a commit: \(result.stdout)")
        let dates = try sandbox.ok(["list", "diary", "--format", "{{date}} {{title}}"])
        #expect(dates.stdout == "2024-06-07T08:00:00+09:00 나중 메모\n2023-05-05T10:00:00+09:00 첫 메모\n")
    }

    /// A vault's `.git` is another's: one that leads outside the vault (a link inside it, a
    /// `gitdir:` file, alternates, a settings include) is not read at all; the notes fall back
    /// to their file times, and nothing outside is touched.
    @Test(.enabled(if: gitInstalled), arguments: ["link", "gitdir", "alternates", "include"])
    func aHostileGitFolderIsNotRead(_ how: String) throws {
        let sandbox = try Sandbox()
        let outside = sandbox.root.appendingPathComponent("outside")
        try Self.write(["secret.md": "secret\n"], in: outside)
        try Self.git(["init", "-q"], in: outside, date: "2020-01-01T00:00:00Z")
        try Self.git(["add", "."], in: outside, date: "2020-01-01T00:00:00Z")
        try Self.git(["commit", "-qm", "x"], in: outside, date: "2020-01-01T00:00:00Z")
        let vault = sandbox.root.appendingPathComponent("vault")
        try Self.write(["secret.md": "mine\n"], in: vault)
        try Self.git(["init", "-q"], in: vault, date: "2021-01-01T00:00:00Z")
        try Self.git(["add", "."], in: vault, date: "2021-01-01T00:00:00Z")
        try Self.git(["commit", "-qm", "x"], in: vault, date: "2021-01-01T00:00:00Z")
        let git = vault.appendingPathComponent(".git")
        let fm = FileManager.default
        switch how {
        case "link":
            try fm.createSymbolicLink(atPath: git.appendingPathComponent("hooks/elsewhere").path, withDestinationPath: outside.path)
        case "gitdir":
            try fm.removeItem(at: git)
            try "gitdir: \(outside.path)/.git\n".write(to: git, atomically: true, encoding: .utf8)
        case "alternates":
            try (outside.path + "/.git/objects\n").write(to: git.appendingPathComponent("objects/info/alternates"), atomically: true, encoding: .utf8)
        default:
            let config = try String(contentsOf: git.appendingPathComponent("config"), encoding: .utf8)
            try (config + "[include]\n\tpath = \(outside.path)/.git/config\n").write(to: git.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        }
        let time = ISO8601DateFormatter().date(from: "2024-02-03T01:00:00Z")!
        try fm.setAttributes([.modificationDate: time], ofItemAtPath: vault.appendingPathComponent("secret.md").path)
        let before = try fm.subpathsOfDirectory(atPath: outside.path).sorted()

        let result = try sandbox.ok(["import", "markdown", vault.path])

        #expect(result.lines.dropFirst().first?.hasPrefix("1 note has no date of its own") == true, "\(result)")
        #expect(try sandbox.ok(["list", "diary", "--format", "{{date}}"]).stdout == "2024-02-03T10:00:00+09:00\n")
        #expect(try fm.subpathsOfDirectory(atPath: outside.path).sorted() == before)
    }

    @Test func hashtagsInTheTextBecomeTagsButNotInCodeHeadingsOrAddresses() throws {
        let sandbox = try Sandbox()
        let vault = sandbox.root.appendingPathComponent("vault")
        try Self.write([
            "2025-11-03 김장.md": """
                ---
                tags: [김장]
                ---
                # 김장 #아님

                배추를 샀다 #김장 #장보기/시장 #2025 [링크 #아님](https://x.com/#fragment)
                https://example.com/page#frag 와 `#include` 그리고 C#
                #줄첫

                ```
                #코드
                ```

                """,
        ], in: vault)

        try sandbox.ok(["import", "markdown", vault.path])

        let text = try sandbox.read("diary/2025/11/2025-11-03-김장-#아님.md")
        #expect(text.hasPrefix("---\ntags: [김장, 아님, 장보기/시장, 줄첫]\ntitle: \"김장 #아님\"\n"), "\(text)")
    }

    @Test func theHTMLExportShowsWikiLinksAsWordsOrLinksAndTheTitleOnce() throws {
        let sandbox = try Sandbox()
        let vault = sandbox.root.appendingPathComponent("vault")
        try Self.write([
            "2025-11-03 김장 계획.md": "# 김장 계획\n\n[[옷 정리]]와 [[없는 노트|다른 말]], [[옷 정리#봄|봄 옷]].\n",
            "2025-03-02 옷 정리.md": "---\ntitle: 옷 정리\n---\n봄 옷\n",
        ], in: vault)
        try sandbox.ok(["import", "markdown", vault.path])
        let note = try sandbox.read("diary/2025/11/2025-11-03-김장-계획.md")
        #expect(note.hasSuffix("---\n# 김장 계획\n\n[[옷 정리]]와 [[없는 노트|다른 말]], [[옷 정리#봄|봄 옷]].\n"), "the file keeps its links as written")

        let html = try sandbox.ok(["export", "diary", "--to", "html"]).stdout

        #expect(html.contains("<p><a href=\"#e2\">옷 정리</a>와 다른 말, <a href=\"#e2\">봄 옷</a>.</p>"), "\(html)")
        #expect(!html.contains("[["))
        #expect(html.components(separatedBy: "김장 계획</h").count == 2, "the title once, as the article's heading (and the contents' link)")
    }

    // MARK: The small things

    @Test func statsOfCardsAndTheFridgeShowNoWritingMeasures() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--body", "to live"])
        try sandbox.ok(["fridge", "add", "우유"])
        try sandbox.ok(["new", "diary", "첫눈", "--body", "눈이 왔다"])
        for kind in ["card", "fridge"] {
            let stats = try sandbox.ok(["stats", kind]).stdout
            for measure in ["words written", "busiest weekday", "busiest hour", "longest entry", "streak"] {
                #expect(!stats.contains(measure), "\(kind): \(stats)")
            }
            #expect(stats.contains("entries per year"), "\(kind): \(stats)")
        }
        let diary = try sandbox.ok(["stats", "diary"]).stdout
        #expect(diary.contains("words written: 2\n") && diary.contains("current streak: 1 day"), "\(diary)")
    }

    @Test func theOverviewAlignsItsCountsInKorean() throws {
        let sandbox = try Sandbox()
        for i in 1...12 { try sandbox.ok(["new", "card", "카드 \(i)", "--body", "x"]) }
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2025-01-01", "--body", "x"])
        let korean = try sandbox.ok(["--no-pager"], env: Self.korean)
        #expect(Array(korean.lines[1...3]) == [
            "  diary       항목  1개",
            "  cards       항목 12개",
            "  fridge      항목  0개",
        ], "\(korean.stdout)")
        let english = try sandbox.ok(["--no-pager"])
        #expect(Array(english.lines[1...3]) == [
            "  diary        1 entry",
            "  cards       12 entries",
            "  fridge       0 entries",
        ], "\(english.stdout)")
    }

    @Test func oneDefaultCategoryRuleForCardsAndTheFridge() throws {
        let korean = try Sandbox(initStore: false)
        try korean.ok(["init", korean.store.path], env: Self.korean)
        #expect(try korean.read(".kept/config.yaml").hasSuffix("""
            fridge:
              # the category of a new fridge item without --category (kept fridge add, kept new fridge)
              category: 기타
            cards:
              # the category of a new card without --category
              category: 일반

            """))
        // Whatever the language of the machine now, and whichever command.
        #expect(try korean.ok(["new", "card", "살다", "--body", "to live"]).stdout == "cards/일반/살다.md\n")
        #expect(try korean.ok(["new", "fridge", "우유", "--no-edit"]).stdout == "fridge/기타/우유.md\n")
        #expect(try korean.ok(["fridge", "add", "계란"], env: Self.korean).stdout == "fridge/기타/계란.md\n")
        #expect(try korean.ok(["new", "card", "먹다", "--category", "동사", "--body", "to eat"]).stdout == "cards/동사/먹다.md\n")

        // A store made before the settings: the templates' defaults, as before.
        let older = try Sandbox()
        try older.write(".kept/config.yaml", "version: 1\n")
        #expect(try older.ok(["new", "card", "살다", "--body", "to live"], env: Self.korean).stdout == "cards/general/살다.md\n")
        #expect(try older.ok(["new", "fridge", "우유", "--no-edit"], env: Self.korean).stdout == "fridge/other/우유.md\n")
        try older.write(".kept/config.yaml", "version: 1\ncards:\n  category: 낱말\n")
        #expect(try older.ok(["new", "card", "눈치", "--body", "x"]).stdout == "cards/낱말/눈치.md\n")
    }

    @Test func fridgeBoughtMarksSeveralItemsOrTheWholeShoppingList() throws {
        let sandbox = try Sandbox()
        for name in ["두부", "파", "무", "김"] { try sandbox.ok(["fridge", "buy", name]) }
        let commits = try sandbox.history().count

        let two = try sandbox.run(["fridge", "bought", "두부", "파"], env: Self.korean)
        #expect(two.status == 0, "\(two)")
        #expect(two.stdout == "두부를 샀습니다. 보관 중: 1\n파를 샀습니다. 보관 중: 1\n")
        #expect(try sandbox.messages().prefix(2) == ["fridge: bought 파", "fridge: bought 두부"])

        let unknown = try sandbox.run(["fridge", "bought", "무", "없는것"])
        #expect(unknown.status == 1 && unknown.stdout == "", "a name that matches nothing changes nothing: \(unknown)")
        #expect(try sandbox.history().count == commits + 2)

        let rest = try sandbox.run(["fridge", "bought", "--all"])
        #expect(rest.status == 0, "\(rest)")
        #expect(rest.stdout == "bought 김: 1 in stock\nbought 무: 1 in stock\n")
        #expect(try sandbox.ok(["fridge", "shopping"]).stderr == "kept: the shopping list is empty: `kept fridge buy NAME` adds to it\n")

        let none = try sandbox.run(["fridge", "bought", "--all"])
        #expect(none.status == 1 && none.stderr == "kept: the shopping list is empty: `kept fridge buy NAME` adds to it\n")
        let both = try sandbox.run(["fridge", "bought", "--all", "무"])
        #expect(both.status == 64 && both.stderr.hasPrefix("kept: give the items' names or --all, not both\n"), "\(both)")
        let neither = try sandbox.run(["fridge", "bought"])
        #expect(neither.status == 64, "\(neither)")
    }

    /// No user systemd (a container, no D-Bus session): said so, the crontab line given, no unit written.
    @Test func remindInstallWithoutSystemdWritesNoUnits() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--body", "to live"])
        let bin = sandbox.root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let systemctl = bin.appendingPathComponent("systemctl")
        try "#!/bin/sh\necho 'Failed to connect to bus: No medium found' >&2\nexit 1\n".write(to: systemctl, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: systemctl.path)

        let result = try sandbox.run(["remind", "--install", "--every", "2h"], env: ["PATH": bin.path + ":/usr/bin:/bin"])

        #expect(result.status == 0, "\(result)")
        #expect(result.lines.first == "systemd is not available here (`systemctl --user show-environment`: Failed to connect to bus: No medium found); to be reminded by cron instead, add this line to `crontab -e`:")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("config/systemd").path), "no unit written")
    }
}
