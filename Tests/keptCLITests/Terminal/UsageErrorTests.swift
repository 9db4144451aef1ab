import Foundation
import Testing

/// A malformed argument exits 64 with the command's own usage line; 1 stays for "failed" and
/// "nothing matched". Dates such as `-2d` are values, never options.
@Suite("Usage errors are usage errors")
struct UsageErrorTests {
    static let shared: Result<Sandbox, Error> = Result {
        let sandbox = try Sandbox(shared: true)
        try sandbox.ok(["fridge", "add", "milk", "--category", "dairy", "--expires", "2026-12-01"])
        try sandbox.ok(["new", "diary", "Quiet evening", "--date", "2026-11-16", "--body", "Read."])
        return sandbox
    }

    static let listUsage = "Usage: kept list [<options>] [<kind>]\n  See 'kept list --help' for more information.\n"

    func run(_ args: [String]) throws -> KeptResult { try Self.shared.get().run(args) }

    @Test(arguments: [
        (["list", "--where", "expires<<2026"],
         "kept: `expires<<2026` is not a condition: `<<` is not an operator: use one of = != < <= > >= ~ and then a value\n"),
        (["list", "--where", "expires<=notadate"],
         "kept: `expires<=notadate` is not a condition: `notadate` is not a date (expires is a date field): write 2026-11-22, today, +3d, -2w, monday…\n"),
        (["list", "--where", "quantity>lots"],
         "kept: `quantity>lots` is not a condition: `lots` is not a number (quantity is a number field)\n"),
        (["list", "--where", "expires<="],
         "kept: `expires<=` is not a condition: it has no value after `<=`\n"),
        (["list", "--limit", "0"], "kept: --limit must be 1 or more, not 0\n"),
        (["list", "--near", "37.57,126.97", "--within", "abc"],
         "kept: `abc` is not a distance: write e.g. `--within 5km` or `--within 500m`\n"),
        (["list", "--from", "2026-13-45"],
         "kept: `2026-13-45` is not a date: there is no month 13; write 2026-11-22, 2026-11-22T09:14, 2026.11.22, 11월 22일, 2026년 11월 22일, today, yesterday, tomorrow, 오늘, 어제, 모레, +3d, -2w, +1m, 3일 전, 일주일 뒤, monday, last monday, 지난 금요일 or 다음 주 월요일\n"),
        (["list", "--format", "{{title}} ({{path"],
         "kept: --format, column 12: the tag `{{path` is not closed: end it with }}\n"),
        (["list", "--format", "{{#tags}}{{.}}"],
         "kept: --format, column 15: a section is never closed: end each {{#name}} (or {{^name}}) with {{/name}}\n"),
        (["list", "--format", "{{#tags}}{{/title}}"],
         "kept: --format, column 10: `{{/title}}` closes a section other than the one open: close the last {{#name}} with {{/name}}\n"),
    ] as [([String], String)])
    func malformedListArgumentsExit64WithListUsage(_ args: [String], _ message: String) throws {
        let result = try run(args)
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == message + Self.listUsage)
        #expect(!result.stderr.contains("ParserError"))
    }

    @Test func otherCommandsNameTheirOwnUsage() throws {
        let search = try run(["search", ""])
        #expect(search.status == 64)
        #expect(search.stderr == """
            kept: give something to search for, e.g. `kept search 김치`, `kept search ㄱㅊ` or `kept search '"IP 주소"'`
            Usage: kept search [<options>] [<query> ...]
              See 'kept search --help' for more information.

            """)
        let date = try run(["new", "diary", "Later", "--date", "someday", "--no-edit"])
        #expect(date.status == 64)
        #expect(date.stderr.hasPrefix("kept: `someday` is not a date: write 2026-11-22"))
        #expect(date.stderr.hasSuffix("\nUsage: kept new [--store <dir>] [--no-color] [--no-pager] <kind> [<title>] [--date <date>] [--category <category>] [--set <key=value> ...] [--new-field] [--body <text|->] [--no-edit] [--draft <path>]\n  See 'kept new --help' for more information.\n"))
        let window = try run(["fridge", "expiring", "--within", "abc"])
        #expect(window.status == 64)
        #expect(window.stderr == """
            kept: `abc` is not a window of days: write 3d, 1w or 0d
            Usage: kept fridge expiring [--store <dir>] [--no-color] [--no-pager] [--within <window>] [--push] [--format <format>] [--body]
              See 'kept fridge expiring --help' for more information.

            """)
        let expires = try run(["fridge", "add", "jam", "--expires", "someday"])
        #expect(expires.status == 64)
        #expect(expires.stderr.contains("\nUsage: kept fridge add "))
    }

    @Test func nothingMatchedStaysOne() throws {
        let none = try run(["list", "--where", "status=gone"])
        #expect(none.status == 1)
        #expect(none.stderr == "kept: no entries match\n")
        let later = try run(["list", "--where", "expires>2030-01-01"])
        #expect(later.status == 1)
    }

    /// `-2d`, `-1w`, `-1d`: argument-parser would read them as options; these options take
    /// the next word whatever it looks like (`parsing: .unconditional`).
    @Test func negativeRelativeDatesAreValues() throws {
        let sandbox = try Sandbox()
        let new = try sandbox.ok(["new", "diary", "Two days ago", "--date", "-2d", "--body", "x"])
        let day = Calendar(identifier: .gregorian).date(byAdding: .day, value: -2, to: Date())!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Seoul")!
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        let iso = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        #expect(new.stdout == "diary/\(iso.prefix(4))/\(iso.dropFirst(5).prefix(2))/\(iso)-two-days-ago.md\n")
        #expect(try sandbox.ok(["list", "diary", "--from", "-1w", "--format", "paths"]).lines.count == 1)
        #expect(try sandbox.run(["list", "diary", "--to", "-1w", "--format", "paths"]).status == 1, "nothing that old")
        let egg = try sandbox.ok(["fridge", "add", "egg", "--expires", "-1d"])
        #expect(egg.stdout == "fridge/other/egg.md\n")
        #expect(try sandbox.read("fridge/other/egg.md").contains("\nexpires: "))
        let today = try sandbox.run(["today", "--date", "-2d", "--no-edit"])
        #expect(!today.stderr.contains("Missing value"), "\(today)")
    }

    /// True when the tests run without a terminal (as in CI), where a real fzf cannot draw.
    static var noTerminal: Bool {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY)
        if tty >= 0 { close(tty) }
        return tty < 0
    }

    @Test(.enabled(if: noTerminal)) func pickWithoutATerminalSaysSoAndSuggestsListPaths() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--body", "to live"])
        let fzf = ["/usr/bin/fzf", "/usr/local/bin/fzf"].first { FileManager.default.isExecutableFile(atPath: $0) }
        try #require(fzf != nil, "fzf is installed by make deps")
        let result = try sandbox.run(["pick"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "kept: kept pick needs a terminal to choose on (fzf draws there), and there is none here: in a script, use `kept list --format paths` (it takes the same filters)\n")
    }
}
