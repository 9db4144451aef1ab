import Foundation
import Kept
import ReferenceTools
import Testing

/// argument-parser's own words — its errors, the usage block, the headings and built-in lines
/// of `--help` — in the user's language (issue 29, "no English in Korean mode"); a mistyped
/// command or kind named with the nearest one, exit 64 (a usage error); `--help` wrapped by
/// display columns (first-hour-2 case 08).
@Suite("argument-parser's words in the user's language", .tags(.slow), .fullSuiteOnly)
struct ParserLanguageTests {
    static let korean: [String: String?] = ["LANG": "ko_KR.UTF-8", "COLUMNS": "200"]
    static let english: [String: String?] = ["LANG": "C.UTF-8", "COLUMNS": "200"]

    static let shared: Result<Sandbox, Error> = Result { try Sandbox(shared: true) }
    func run(_ args: [String], _ env: [String: String?]) throws -> KeptResult { try Self.shared.get().run(args, env: env) }

    static let newUsage = "[--store <dir>] [--no-color] [--no-pager] <kind> [<title>] [--date <date>] [--category <category>] [--set <key=value> ...] [--new-field] [--body <text|->] [--no-edit] [--draft <path>]"

    /// Each parse error, its Korean text and its English one (argument-parser's, unchanged),
    /// then the usage block in that language.
    static let errors: [(args: [String], korean: String, english: String)] = [
        (["list", "diary", "김장"],
         "kept: 알 수 없는 인자입니다: `김장`\n사용법: kept list [<옵션>] [<kind>]\n  자세한 설명은 `kept list --help`에서 볼 수 있습니다.\n",
         "kept: Unexpected argument '김장'\nUsage: kept list [<options>] [<kind>]\n  See 'kept list --help' for more information.\n"),
        (["new"],
         "kept: `<kind>` 인자가 빠졌습니다\n도움말:  <kind>  종류: diary, card, fridge, 또는 .kept/templates/의 것(폴더 이름도 됩니다).\n사용법: kept new \(newUsage)\n  자세한 설명은 `kept new --help`에서 볼 수 있습니다.\n",
         "kept: Missing expected argument '<kind>'\nHelp:  <kind>  The kind: diary, card, fridge, or one from .kept/templates/ (its folder name works too).\nUsage: kept new \(newUsage)\n  See 'kept new --help' for more information.\n"),
        (["list", "--sort"],
         "kept: `--sort <keys>`의 값이 빠졌습니다\n도움말:  --sort <keys>  정렬 키, 쉼표로 구분. 내림차순은 -key(title, date, 아무 필드).\n사용법: kept list [<옵션>] [<kind>]\n  자세한 설명은 `kept list --help`에서 볼 수 있습니다.\n",
         "kept: Missing value for '--sort <keys>'\nHelp:  --sort <keys>  Sort keys, comma-separated; -key for descending (title, date or any field).\nUsage: kept list [<options>] [<kind>]\n  See 'kept list --help' for more information.\n"),
        (["list", "-z"],
         "kept: 알 수 없는 옵션입니다: `-z`\n사용법: kept list [<옵션>] [<kind>]\n  자세한 설명은 `kept list --help`에서 볼 수 있습니다.\n",
         "kept: Unknown option '-z'\nUsage: kept list [<options>] [<kind>]\n  See 'kept list --help' for more information.\n"),
        (["list", "--limit", "abc"],
         "kept: `abc`는 `--limit <limit>`에 쓸 수 없는 값입니다\n도움말:  --limit <limit>  항목을 최대 이만큼.\n사용법: kept list [<옵션>] [<kind>]\n  자세한 설명은 `kept list --help`에서 볼 수 있습니다.\n",
         "kept: The value 'abc' is invalid for '--limit <limit>'\nHelp:  --limit <limit>  At most this many entries.\nUsage: kept list [<options>] [<kind>]\n  See 'kept list --help' for more information.\n"),
        (["list", "diary", "a", "b"],
         "kept: 알 수 없는 인자가 2개 있습니다: `a`, `b`\n사용법: kept list [<옵션>] [<kind>]\n  자세한 설명은 `kept list --help`에서 볼 수 있습니다.\n",
         "kept: 2 unexpected arguments: 'a', 'b'\nUsage: kept list [<options>] [<kind>]\n  See 'kept list --help' for more information.\n"),
        (["list", "--no-color=3"],
         "kept: `--no-color` 옵션은 값을 받지 않는데 `3`이 주어졌습니다.\n사용법: kept [--store <dir>] [--no-color] [--no-pager] <명령>\n  자세한 설명은 `kept --help`에서 볼 수 있습니다.\n",
         "kept: The option '--no-color' does not take any value, but '3' was specified.\nUsage: kept [--store <dir>] [--no-color] [--no-pager] <subcommand>\n  See 'kept --help' for more information.\n"),
    ]

    @Test(arguments: errors.indices)
    func parseErrorsInBothLanguages(_ index: Int) throws {
        let (args, korean, english) = Self.errors[index]
        let ko = try run(args, Self.korean)
        #expect(ko.status == 64, "\(ko)")
        #expect(ko.stdout == "")
        #expect(ko.stderr == korean)
        let en = try run(args, Self.english)
        #expect(en.status == 64, "\(en)")
        #expect(en.stderr == english)
    }

    @Test func unknownOptionWithASuggestion() throws {
        let ko = try run(["fridge", "add", "김치", "--neww"], Self.korean)
        #expect(ko.status == 64)
        #expect(ko.stderr.hasPrefix("kept: 알 수 없는 옵션입니다: `--neww`. 혹시 `--new`를 쓰려고 하셨나요?\n사용법: kept fridge add [--store <dir>] "), "\(ko)")
        #expect(ko.stderr.hasSuffix("\n  자세한 설명은 `kept fridge add --help`에서 볼 수 있습니다.\n"))
        let en = try run(["fridge", "add", "김치", "--neww"], Self.english)
        #expect(en.stderr.hasPrefix("kept: Unknown option '--neww'. Did you mean '--new'?\nUsage: kept fridge add "))
    }

    @Test func allowedValuesAreListedInKorean() throws {
        let ko = try run(["import", "xx", "nowhere"], Self.korean)
        #expect(ko.status == 64)
        #expect(ko.stderr.hasPrefix("kept: `xx`는 `<format>`에 쓸 수 없는 값입니다. `jrnl`, `dayone`, `markdown`, `anki` 중 하나를 쓰세요.\n도움말:  <format>  "), "\(ko)")
        let en = try run(["import", "xx", "nowhere"], Self.english)
        #expect(en.stderr.hasPrefix("kept: The value 'xx' is invalid for '<format>'. Please provide one of 'jrnl', 'dayone', 'markdown' or 'anki'.\nHelp:  <format>  "))
    }

    // MARK: Mistyped commands and kinds (first-hour-2: "kept lsit", "kept new dairy")

    @Test(arguments: [
        (["lsit"], "lsit", "list", "kept"),
        (["lst", "diary"], "lst", "list", "kept"),
        (["--store", "/nonexistent", "serch", "김치"], "serch", "search", "kept"),
        (["fridge", "ad", "김치"], "ad", "add", "kept fridge list"),
        (["remote", "lst"], "lst", "list", "kept remote list"),
    ] as [([String], String, String, String)])
    func mistypedCommandSaysTheNearest(_ args: [String], _ typed: String, _ meant: String, _ usageOf: String) throws {
        let ko = try run(args, Self.korean)
        #expect(ko.status == 64, "\(ko)")
        #expect(ko.stderr.hasPrefix("kept: 알 수 없는 명령입니다: `\(typed)`. 혹시 `\(meant)`를 쓰려고 하셨나요?\n사용법: \(usageOf) "), "\(ko)")
        let en = try run(args, Self.english)
        #expect(en.status == 64, "\(en)")
        #expect(en.stderr.hasPrefix("kept: Unknown command '\(typed)'. Did you mean '\(meant)'?\nUsage: \(usageOf) "), "\(en)")
    }

    @Test func aWordFarFromEveryCommandIsAnUnknownCommand() throws {
        let ko = try run(["김장"], Self.korean)
        #expect(ko.status == 64)
        #expect(ko.stderr == "kept: 알 수 없는 명령입니다: `김장`\n사용법: kept [--store <dir>] [--no-color] [--no-pager] <명령>\n  자세한 설명은 `kept --help`에서 볼 수 있습니다.\n")
    }

    @Test func mistypedKindSaysTheNearestAndIsAUsageError() throws {
        let ko = try run(["new", "dairy", "--no-edit"], Self.korean)
        #expect(ko.status == 64, "\(ko)")
        #expect(ko.stderr == "kept: `dairy`라는 종류가 없습니다. 혹시 `diary`를 쓰려고 하셨나요? (종류: diary, card, fridge)\n사용법: kept new \(Self.newUsage)\n  자세한 설명은 `kept new --help`에서 볼 수 있습니다.\n")
        let en = try run(["new", "dairy", "--no-edit"], Self.english)
        #expect(en.status == 64, "\(en)")
        #expect(en.stderr == "kept: there is no kind `dairy`: did you mean `diary`? (the kinds are diary, card, fridge)\nUsage: kept new \(Self.newUsage)\n  See 'kept new --help' for more information.\n")
        let list = try run(["list", "fridg"], Self.english)
        #expect(list.status == 64)
        #expect(list.stderr.hasPrefix("kept: there is no kind `fridg`: did you mean `fridge`?"))
        // Nothing near: how to add the kind, still a usage error.
        let far = try run(["new", "김장", "--no-edit"], Self.english)
        #expect(far.status == 64)
        #expect(far.stderr.hasPrefix("kept: there is no kind `김장`: use one of diary, card, fridge, or add .kept/templates/김장.md\nUsage: kept new "))
    }

    // MARK: --help

    @Test func helpHeadingsAndBuiltInLinesAreKorean() throws {
        let root = try run(["--help"], Self.korean)
        #expect(root.status == 0)
        let lines = root.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "개요: 일기, 기억 카드, 냉장고를 git으로 버전 관리되는 평범한 마크다운 파일로 보관합니다.")
        for line in ["사용법: kept [--store <dir>] [--no-color] [--no-pager] <명령>", "옵션:", "명령:",
                     "  --version               버전을 보여 줍니다.",
                     "  -h, --help              도움말을 보여 줍니다.",
                     "  명령마다 자세한 도움말은 `kept help <명령>`으로 볼 수 있습니다."] {
            #expect(lines.contains(line), "\(line) in \(root.stdout)")
        }
        let new = try run(["new", "--help"], Self.korean)
        #expect(new.stdout.contains("\n인자:\n  <kind>                  종류: diary, card, fridge"), "\(new)")
        let fridge = try run(["fridge", "--help"], Self.korean)
        #expect(fridge.stdout.contains("\n  list (기본)             보관 중인 물건"), "\(fridge)")
        let importHelp = try run(["import", "--help"], Self.korean)
        // The list may wrap at the help's width: read with its line breaks joined.
        #expect(importHelp.stdout.replacing(/\n +/, with: " ").contains("(값: jrnl, dayone, markdown, anki)"), "\(importHelp)")
        #expect(importHelp.stdout.contains("(기본값: diary, anki는 card)"), "\(importHelp)")
    }

    /// Every command's Korean help, with none of argument-parser's English words left.
    @Test func noCommandsHelpKeepsArgumentParsersEnglish() throws {
        let names = try run(["--help"], Self.english).stdout
            .split(separator: "\n").drop { $0 != "SUBCOMMANDS:" }.dropFirst()
            .compactMap { $0.hasPrefix("  ") && !$0.hasPrefix("   ") ? $0.split(separator: " ").first.map(String.init) : nil }
        #expect(names.count > 30)
        for command in [[]] + names.map { [$0] } + [["fridge", "add"], ["remote", "add"], ["key", "init"]] {
            let help = try run(command + ["--help"], Self.korean)
            #expect(help.status == 0)
            for english in ["OVERVIEW:", "USAGE:", "OPTIONS:", "ARGUMENTS:", "SUBCOMMANDS:", "Show the version.",
                            "Show help information.", "for detailed help", "(default", "(values:", "<subcommand>", "<options>"] {
                #expect(!help.stdout.contains(english), "kept \(command.joined(separator: " ")) --help: \(english)")
            }
        }
        // English help keeps argument-parser's words.
        let english = try run(["--help"], Self.english)
        #expect(english.stdout.hasPrefix("OVERVIEW: Keep a diary"))
        #expect(english.stdout.contains("\n  --version               Show the version.\n"))
        #expect(english.stdout.contains("\n  See 'kept help <subcommand>' for detailed help."))
    }

    /// Help lines fit COLUMNS by display width (Hangul two columns) and break at spaces.
    @Test func koreanHelpWrapsByDisplayColumns() throws {
        let help = try run(["--help"], ["LANG": "ko_KR.UTF-8", "COLUMNS": "100"])
        let lines = help.stdout.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 100 }, "\(lines.filter { DisplayWidth.of($0) > 100 })")
        // 26 + 63 columns, then " 받아들입니다." would make 103.
        #expect(help.stdout.contains("""
              init                    보관함을 만듭니다: .kept/가 있는 git 저장소로, 이미 있는 파일도
                                      받아들입니다.
            """), "\(help)")
        let narrow = try run(["new", "--help"], ["LANG": "ko_KR.UTF-8", "COLUMNS": "60"])
        #expect(narrow.stdout.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 60 || !$0.dropFirst(26).contains(" ") })
        // The usage line is broken between bracketed groups, under the command.
        #expect(narrow.stdout.contains("사용법: kept new [--store <dir>] [--no-color] [--no-pager]\n        <kind> [<title>] "), "\(narrow)")
    }

    /// first-hour-2 case 08: `kept --help | head -30` in a 100-column tmux, LANG=ko_KR.UTF-8.
    @Test("first-hour-2 case 08: Korean --help fits a 100-column terminal, words whole",
          .enabled(if: TmuxSession.installed()), .tags(.terminal), .fullSuiteOnly)
    func case08HelpWrapsInATerminal() throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession(sandbox, env: ["LANG": "ko_KR.UTF-8"], columns: 100)
        defer { tmux.kill() }
        #expect(try tmux.run("kept --help | head -30") == 0)
        #expect(try tmux.run("kept --help --no-pager") == 0)
        let rows = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let joined = try tmux.screen(joined: true).split(separator: "\n").map(String.init)
        // A line the terminal had to wrap is one line again here: none is wider than the pane.
        let overflowing = joined.filter { DisplayWidth.of($0) > 100 }
        #expect(overflowing == [], "\(tmux.shown)")
        // A row the terminal filled and the next one, both mid-word: a word cut in two ("받아들입니" / "다.").
        var cut: [String] = []
        for (above, below) in zip(rows, rows.dropFirst()) where DisplayWidth.of(above) >= 99 {
            if let last = above.last, let first = below.first, last != " ", first != " " { cut.append(above + " / " + below) }
        }
        #expect(cut == [], "\(tmux.shown)")
        #expect(joined.contains("  init                    보관함을 만듭니다: .kept/가 있는 git 저장소로, 이미 있는 파일도"), "\(tmux.shown)")
        #expect(joined.contains("                          받아들입니다."), "\(tmux.shown)")
        #expect(joined.contains("옵션:") && joined.contains("명령:") && !joined.contains("OPTIONS:"), "\(tmux.shown)")
    }
}
