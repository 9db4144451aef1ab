import Foundation
import ReferenceTools
import Testing

/// Markdown vaults moved in as Obsidian reads them: notes dated by their name, `created:`, the
/// vault's first commit or their file time (the summary counts which); a hostile `.git` in the
/// vault is never read; hashtags become tags outside code, headings and addresses; wiki links
/// show as their words or as links in the HTML export.
@Suite("Markdown vaults: dates, tags, wiki links", .tags(.slow), .fullSuiteOnly)
struct MarkdownVaultImportTests {
    static let korean: [String: String?] = ["LANG": "ko_KR.UTF-8"]

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
}
