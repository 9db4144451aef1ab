import Foundation
import Kept
import ReferenceTools
import Testing

/// Issue 28's last item: tables line up by the `wcwidth` package's count of columns (new emoji,
/// ZWJ families, flags, combining marks, fullwidth forms), and `kept show` prints a CRLF file as
/// it is written.
@Suite("widths and line ends as written")
struct WidthsAndLineEndsTests {
    static let names = [
        "🫨 shaking", "김치 🫩", "🪾 tree", "👨‍👩‍👧‍👦 family", "🐦‍🔥 phoenix", "🇰🇷 flag", "👍🏽 ok", "1️⃣ first",
        "cafe\u{301} au lait", "ＡＢＣ milk", "ｶﾀｶﾅ", "हिन्दी", "Eggs", "두부",
    ]

    /// Each row's text before the quantity column, measured by wcwidth: the same on every row.
    @Test(.enabled(if: ReferencePython.available))
    func fridgeAndListColumnsLineUpByWcwidth() throws {
        let sandbox = try Sandbox()
        for name in Self.names {
            try sandbox.ok(["fridge", "add", name, "--expires", "+5d", "--quantity", "3", "--category", "반찬 🫨"])
        }
        for command in [["fridge"], ["list", "fridge"]] {
            let rows = try sandbox.ok(command).stdout.split(separator: "\n").map(String.init)
            #expect(rows.count == Self.names.count, "\(command): \(rows)")
            // Up to the quantity cell ("3" between two-space gaps), found from the right.
            let prefixes = try rows.map { row in
                try #require(row.ranges(of: "  3  ").last.map { String(row[..<$0.lowerBound]) }, "\(row)")
            }
            let script = "import json, sys, wcwidth\njson.dump([wcwidth.wcswidth(t) for t in json.load(sys.stdin)], sys.stdout)"
            let widths = try ReferencePython.json(script, prefixes, as: [Int].self)
            #expect(Set(widths).count == 1, "\(command): \(zip(rows, widths).map { "\($1)  \($0)" }.joined(separator: "\n"))")
            #expect(widths == prefixes.map(DisplayWidth.of))
        }
    }

    @Test func showPrintsACRLFFileAsWritten() throws {
        let sandbox = try Sandbox()
        let text = "---\r\ntitle: 윈도\r\ncategory: x\r\n---\r\nfirst line\r\nsecond line\r\n"
        try sandbox.write("cards/x/윈도.md", text)
        try sandbox.ok(["commit", "-m", "a CRLF card"])

        #expect(try sandbox.ok(["show", "cards/x/윈도.md"]).stdout == text)
        // And an LF file, and one without a final newline, as before.
        try sandbox.write("cards/x/lf.md", "---\ntitle: lf\n---\nbody\n")
        try sandbox.write("cards/x/open.md", "---\ntitle: open\n---\nbody\r\nend")
        try sandbox.ok(["commit", "-m", "two more"])
        #expect(try sandbox.ok(["show", "cards/x/lf.md"]).stdout == "---\ntitle: lf\n---\nbody\n")
        #expect(try sandbox.ok(["show", "cards/x/open.md"]).stdout == "---\ntitle: open\n---\nbody\r\nend\n")
    }
}
