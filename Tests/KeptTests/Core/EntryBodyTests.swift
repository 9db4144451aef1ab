import Foundation
import Testing
@testable import Kept

/// `EntryDocument.body(of:)` finds the body in the bytes; it must give what splitting the
/// text into line Strings gave (the reference below, the code it replaced), on every shape
/// of front matter and line end.
struct EntryBodyTests {
    /// The replaced implementation, kept here as the reference.
    static func reference(_ text: String) -> String {
        let lines = EntryDocument.splitLines(text)
        func isDelimiter(_ i: Int, _ marks: [String]) -> Bool {
            var line = Substring(lines[i])
            if i == 0, line.hasPrefix("\u{FEFF}") { line.removeFirst() }
            while let last = line.last, last.isNewline || last == " " || last == "\t" { line.removeLast() }
            return marks.contains(String(line))
        }
        guard !lines.isEmpty, isDelimiter(0, ["---"]),
              let close = (1..<lines.count).first(where: { isDelimiter($0, ["---", "..."]) }) else { return text }
        return lines[(close + 1)...].joined()
    }

    @Test func chosenShapes() {
        let texts = [
            "", "---", "---\n", "---\n---\n", "---\ntitle: a\n---\nbody\n", "---\r\ntitle: a\r\n---\r\nbody\r\n",
            "\u{FEFF}---\ntitle: a\n---\nbody", "\u{FEFF}\u{301}---\ntitle: a\n---\nbody", "--- \t\ntitle: a\n... \nbody",
            "---\ntitle: a\n----\nno close", "---\ntitle: a\n--\nno close", "title: a\n---\nbody", " ---\na\n---\nb",
            "---\u{85}\na\n---\u{2028}\nb", "---\u{2029}\na\n---\u{0B}\u{0C}\r\nb", "---\na\n--- \u{301}\nb\n---\nc",
            "---\na\n-\u{301}--\nb\n...\nc", "---\n첫눈\n---\n창밖에 첫눈이 내렸다.\n", "---\na\n---", "---\na\n---\n",
            "---\na: b\n---\n---\nsecond\n---\n", "---\r\n---", "---\ra\n---\nb", "\u{FEFF}\u{FEFF}---\na\n---\nb",
        ]
        for text in texts { #expect(EntryDocument.body(of: text) == Self.reference(text), "\(text.debugDescription)") }
    }

    @Test func generatedShapes() {
        var generator = SeededRandom(seed: 19)
        let parts = ["---", "...", "--", "----", "title: 첫눈", "a", " ", "\t", "\r", "\u{85}", "\u{2028}", "\u{301}", "\u{FEFF}", "é", "\u{0B}"]
        for _ in 0..<4_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                for _ in 0..<Int.random(in: 0...3, using: &generator) { text += parts.randomElement(using: &generator)! }
                if Bool.random(using: &generator) || text.hasSuffix("---") { text += "\n" }
            }
            if Bool.random(using: &generator) { text = "---\n" + text }
            #expect(EntryDocument.body(of: text) == Self.reference(text), "\(text.debugDescription)")
        }
    }
}
