import Foundation
import Testing
import ReferenceTools

/// Every text from an entry, a title, a field or a commit message passes one filter before it
/// reaches a terminal (issue 45, case 01): each control family is shown as a visible symbol, and
/// kept's own colours are added after the filter. Before, `ESC [ … m` passed as a colour: a
/// title ending in `ESC [8m` made `kept log` conceal what followed it. Run on a real pty
/// (util-linux `script`), which is what makes kept believe it writes to a terminal.
@Suite("the terminal filter", .tags(.terminal), .fullSuiteOnly,
       .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux script for a pty"))
struct TerminalFilterTests {
    /// One sequence of each family a terminal obeys.
    static let families: [(name: String, text: String)] = [
        ("SGR conceal", "\u{1B}[8m"),
        ("SGR colour", "\u{1B}[31;1m"),
        ("CSI clear", "\u{1B}[2J\u{1B}[H"),
        ("C1 CSI", "\u{9B}8m"),
        ("OSC 52 clipboard", "\u{1B}]52;c;cHduZWQ=\u{7}"),
        ("OSC title", "\u{1B}]0;owned\u{1B}\\"),
        ("OSC 8 link", "\u{1B}]8;;http://evil/\u{1B}\\"),
        ("DCS", "\u{1B}Pq#0;2;0;0;0\u{1B}\\"),
        ("APC", "\u{1B}_Gf=100;AAAA\u{1B}\\"),
        ("C1 OSC", "\u{9D}0;owned\u{9C}"),
        ("backspace", "\u{8}\u{8}\u{8}"),
        ("carriage return", "\roverwritten"),
    ]

    /// The bytes `kept args` writes to a pty.
    private func onTerminal(_ sandbox: Sandbox, _ args: [String], colour: Bool = false) throws -> [UInt8] {
        let kept = try KeptBinary.url().path
        let command = ([kept] + args).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        var env = sandbox.env
        if colour { env["NO_COLOR"] = nil }
        env["TERM"] = "xterm-256color"
        env["KEPT_PAGER"] = "cat"
        let result = try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"], env: env, stdin: "", cwd: sandbox.store)
        return Array(result.stdout.utf8)
    }

    /// The escape sequences in `bytes`: each ESC (or C1 CSI, `C2 9B`) with what follows it.
    private func escapes(_ bytes: [UInt8]) -> [String] {
        var found: [String] = []
        for (i, byte) in bytes.enumerated() where byte == 0x1B || (byte == 0xC2 && i + 1 < bytes.count && (0x80...0x9F).contains(bytes[i + 1])) {
            found.append(String(decoding: bytes[i..<min(bytes.count, i + 12)], as: UTF8.self))
        }
        return found
    }

    @Test func noControlOfATitleOrBodyReachesTheTerminal() throws {
        let sandbox = try Sandbox()
        for (i, family) in Self.families.enumerated() {
            try sandbox.ok(["new", "diary", "groceries \(i)\(family.text) tail", "--date", "2026-09-\(10 + i)",
                            "--body", "body \(i)\(family.text) end", "--set", "weather=w\(family.text)x", "--no-edit"])
        }
        try sandbox.ok(["new", "card", "word\u{1B}[8m", "--category", "c\u{1B}[8m", "--body", "meaning\u{1B}]52;c;eA==\u{7}", "--no-edit"])
        for args in [["list", "diary", "--no-pager"], ["log", "--no-pager"], ["search", "groceries", "--no-pager"],
                     ["show", "groceries 0", "--no-pager"], ["show", "groceries 4", "--no-pager"], ["list", "--format", "paths", "--no-pager"],
                     ["cards", "--no-pager"], ["share", "groceries 3"], ["list", "--where", "weather=nothing\u{1B}[8m"]] {
            let bytes = try onTerminal(sandbox, args)
            #expect(escapes(bytes) == [], "kept \(args) wrote escapes to the terminal: \(escapes(bytes))\n\(String(decoding: bytes, as: UTF8.self))")
            #expect(!bytes.contains(0x07) && !bytes.contains(0x08), "kept \(args) wrote a bell or a backspace")
        }
        let log = String(decoding: try onTerminal(sandbox, ["log", "-n", "1", "--no-pager"]), as: UTF8.self)
        #expect(log.contains("␛[8m"), "the conceal code is shown: \(log)")
    }

    @Test func keptsOwnColoursAreAddedAfterTheFilter() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "김치\u{1B}[8m찌개", "--date", "2026-09-10", "--body", "x", "--no-edit"])
        let search = try onTerminal(sandbox, ["search", "김치", "--no-pager"], colour: true)
        let text = String(decoding: search, as: UTF8.self)
        // kept's highlight is there, the title's own code is shown, never obeyed.
        #expect(text.contains("\u{1B}[1m"), "kept's colours stay on a terminal: \(text)")
        #expect(text.contains("␛[8m"), "\(text)")
        #expect(!text.contains("\u{1B}[8m"), "\(text)")
        // Only kept's own SGR codes (bold, dim, the six colours, reset) are in the output.
        let codes = Set(escapes(search).compactMap { $0.firstMatch(of: /^\u{1B}\[([0-9;]*)m/).map { String($0.1) } })
        #expect(codes.isSubset(of: ["0", "1", "2", "31", "32", "33", "34", "35", "36"]), "\(codes)")
        // A title that forges kept's marker (the noncharacters around a made-up token) stays text.
        try sandbox.ok(["new", "diary", "forged " + String(Unicode.Scalar(0xFDD0)!) + "00000000000000008" + String(Unicode.Scalar(0xFDD1)!) + " marker", "--date", "2026-09-11", "--body", "x", "--no-edit"])
        let list = try onTerminal(sandbox, ["list", "diary", "--no-pager"], colour: true)
        #expect(!String(decoding: list, as: UTF8.self).contains("\u{1B}[8m"))
    }
}
