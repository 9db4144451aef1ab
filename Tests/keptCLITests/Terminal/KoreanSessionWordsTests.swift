import Foundation
import Testing

/// No English in Korean mode: a first hour under `LANG=ko_KR.UTF-8` (init, a diary,
/// a card and a fridge item written in the editor, lists, set, stats, report, exports,
/// calendar, tags, search, sync with a bare remote, check, rm and restore), with no git
/// identity so the identity notice shows on every commit. Every line kept prints, once what
/// is not kept's own words is taken out (backticked commands, paths, the user's titles and
/// field names, the kinds' folder names the user types, commit ids), holds no English word.
/// On 475aea9 it found `set`, `(none)`, `Tue`/`Fri`, `stocked`, `expires`, `category`,
/// `quantity`, `unit`, `status`, `Diary`/`Cards`/`Fridge` and the calendar export's
/// `Review`, `reviewed`, `interval`, `new: not reviewed yet`.
@Suite("a Korean session: no English words")
struct KoreanSessionWordsTests {
    static let korean: [String: String?] = ["LANG": "ko_KR.UTF-8"]

    /// Words that are names, not kept's sentences: the programs, the kinds' folders and
    /// commands (`kept new diary`), the export formats (`--to ics`), the remote's name, the
    /// field the test sets, and the cards' default category (a value written into the file).
    static let names: Set<String> = ["kept", "git", "diary", "card", "cards", "fridge", "html", "ics", "json",
                                     "origin", "mood", "tags", "general"]

    @Test("first-hour-2: every line of a Korean first hour is Korean")
    func aKoreanFirstHourPrintsNoEnglishWord() throws {
        let sandbox = try Sandbox(initStore: false, identity: false)
        let ko = Self.korean
        var said: [(command: String, text: String)] = []
        func run(_ args: [String], stdin: String? = nil, editor: String? = nil, expectSuccess: Bool = true,
                 printsTheFile: Bool = false) throws {
            var env = ko
            if let editor { env["KEPT_EDITOR"] = editor }
            let result = try sandbox.run(args, env: env, stdin: stdin, cwd: sandbox.store)
            if expectSuccess { #expect(result.status == 0, "kept \(args.joined(separator: " ")): \(result)") }
            // `kept show` prints the user's own file: only what kept adds around it is said.
            said.append(("kept " + args.joined(separator: " "), (printsTheFile ? "" : result.stdout) + result.stderr))
        }
        try FileManager.default.createDirectory(at: sandbox.store, withIntermediateDirectories: true)
        let diaryEditor = try sandbox.editor("diary", """
            sed -i 's/^title:.*$/title: 첫 일기/' "$1"
            printf '\\n오늘은 김치를 담갔다.\\n' >> "$1"
            """)
        let bodyEditor = try sandbox.editor("body", """
            printf '\\n맛있게 먹었다.\\n' >> "$1"
            """)

        try run(["init", sandbox.store.path])
        try run(["new", "diary", "--date", "2026-11-20"], editor: diaryEditor)
        try run(["new", "diary", "늦은 밤 코딩", "--date", "2026-11-24", "--set", "mood=보통", "--set", "tags=코딩,밤"], editor: bodyEditor)
        try run(["new", "card", "살다"], editor: bodyEditor)
        try run(["fridge", "add", "계란", "--quantity", "10", "--unit", "개", "--expires", "2026-12-01"])
        try run(["fridge", "add", "우유", "--quantity", "2", "--unit", "팩"])
        try run(["fridge", "consume", "계란", "--quantity", "3"])
        try run(["fridge", "buy", "라면"])
        try run(["fridge", "bought", "라면", "--expires", "2026-12-30"])
        try run(["fridge"])
        try run(["fridge", "expiring"], expectSuccess: false)
        try run(["list"])
        try run(["list", "diary"])
        try run(["show", "늦은 밤 코딩"], printsTheFile: true)
        try run(["set", "늦은 밤 코딩", "mood=피곤함"])
        try run(["set", "늦은 밤 코딩", "mood="])
        try run(["stats"])
        try run(["calendar"])
        try run(["tags"])
        try run(["search", "김치"])
        try run(["search", "없는말"], expectSuccess: false)
        try run(["list", "--where", "mood=없음"], expectSuccess: false)
        let report = sandbox.root.appendingPathComponent("report.html")
        try run(["report", "-o", report.path])
        let page = sandbox.root.appendingPathComponent("export.html")
        try run(["export", "--to", "html", "-o", page.path])
        let calendar = sandbox.root.appendingPathComponent("kept.ics")
        try run(["export", "--to", "ics", "-o", calendar.path])
        let remote = sandbox.root.appendingPathComponent("remote.git")
        #expect(try Self.git(["init", "-q", "--bare", remote.path]) == 0)
        try run(["remote", "add", "origin", remote.path])
        try run(["remote", "list"])
        try run(["sync", "origin"])
        try run(["conflicts"], expectSuccess: false)
        try run(["check"])
        try run(["drafts"], expectSuccess: false)
        try run(["rm", "늦은 밤 코딩"])
        try run(["restore", "늦은 밤 코딩"])

        said.append(("report.html", Self.htmlText(try String(contentsOf: report, encoding: .utf8))))
        said.append(("export --to html", Self.htmlText(try String(contentsOf: page, encoding: .utf8))))
        // The calendar file's own keywords are the format's; what a calendar app shows is said.
        let shown = try String(contentsOf: calendar, encoding: .utf8)
            .components(separatedBy: "\r\n").filter { $0.hasPrefix("SUMMARY:") || $0.hasPrefix("DESCRIPTION:") }
            .map { $0.drop { $0 != ":" }.dropFirst() }.joined(separator: "\n")
        said.append(("export --to ics", shown))

        var found: [String: Set<String>] = [:]
        for (command, text) in said {
            for line in text.split(separator: "\n") {
                let words = Self.englishWords(in: String(line))
                if !words.isEmpty { found[command, default: []].formUnion(words) }
            }
        }
        let report_ = found.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.sorted().joined(separator: " "))" }
        #expect(found.isEmpty, "English words in Korean mode:\n\(report_.joined(separator: "\n"))")
    }

    /// The Latin words of `line` that are kept's own words: backticked spans, paths, a git
    /// identity (`root <root@vm>`), a command named in prose (`kept report`), commit ids, the user's `key=value`s, `D-day` (Korean writes it so) and the
    /// names above are taken out first.
    static func englishWords(in line: String) -> Set<String> {
        var text = line.replacingOccurrences(of: "`[^`]*`", with: " ", options: .regularExpression)
        for pattern in ["\\S+ <[^>]*@[^>]*>", "\\bkept [a-z]+", "\\S*/\\S*", "\\S+=\\S*", "\\b[0-9a-f]{7,40}\\b", "\\bD-day\\b", "\\$[A-Z_]+", "--[a-z-]+"] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        var words: Set<String> = []
        let regex = try! NSRegularExpression(pattern: "[A-Za-z][A-Za-z'.-]*[A-Za-z]|\\([A-Za-z]+\\)")
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let word = String(text[Range(match.range, in: text)!])
            if !names.contains(word.lowercased()), !["UTF-8"].contains(word) { words.insert(word) }
        }
        return words
    }

    /// A page's text as a reader sees it: no style sheet, no tags.
    static func htmlText(_ html: String) -> String {
        html.replacingOccurrences(of: "<style>[\\s\\S]*?</style>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "<script>[\\s\\S]*?</script>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "<[^>]*>", with: "\n", options: .regularExpression)
    }

    static func git(_ args: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = args
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
