import Foundation
import Testing
@testable import Kept

/// Front matter built to hurt: each is refused quickly with its line, never expanded or recursed into.
@Suite("hostile YAML")
struct HostileYAMLTests {
    static func billionLaughs(levels: Int = 9) -> String {
        var yaml = "---\ntitle: bomb\na: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        var previous = "a"
        for name in "bcdefghijk".prefix(levels - 1).map(String.init) {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
            previous = name
        }
        return yaml + "---\nbody\n"
    }

    /// Counted, not timed: the reader stops at the line where its count of values passes
    /// 10,000 (9⁵ = 59,049 at `e:`), never reaching the 387 million `k:` would expand to. The
    /// one-minute limit only guards against a hang.
    @Test(.timeLimit(.minutes(1))) func anAliasBombIsRefusedBeforeItExpands() {
        let document = EntryDocument(text: Self.billionLaughs())
        #expect(document.problem?.line == 7)  // `e:`, where the count passes 10,000
        #expect(document.problem?.message.contains("more than 10000 values once its YAML aliases") == true)
        #expect(document.fields.isEmpty)
        #expect(document.body == "body\n")
    }

    @Test func aFewAliasesAreStillRead() {
        let document = EntryDocument(text: "---\nbase: &b [a, b]\ncopy: *b\n---\n")
        #expect(document.problem == nil)
        #expect(document.fields["copy"] == .list([.string("a"), .string("b")]))
    }

    @Test func deepNestingIsRefusedWithItsLine() {
        for (open, close) in [("[", "]"), ("{a: ", "}")] {
            let depth = 100_000
            let text = "---\ntitle: deep\nk: " + String(repeating: open, count: depth) + "1"
                + String(repeating: close, count: depth) + "\n---\n"
            let document = EntryDocument(text: text)
            #expect(document.problem?.line == 3, "\(open)")
            #expect(document.problem?.message.contains("more than 1,000 levels deep") == true)
        }
    }

    @Test func anAliasBombInTheSettingsIsRefused() {
        let yaml = String(Self.billionLaughs().dropFirst(4).prefix { $0 != "-" })
        #expect {
            _ = try StoreConfig(text: yaml)
        } throws: { "\($0)".hasPrefix(".kept/config.yaml:1: this file holds more than 10000 values") }
    }

    /// Found by Fuzz/run FuzzFrontMatter: YAML breaks lines at a lone CR, kept's line edits
    /// did not, so setting a field made the front matter unreadable.
    @Test func aLoneCarriageReturnIsNotEditedLineByLine() throws {
        let bytes: [UInt8] = Array("---\n".utf8) + Array(repeating: 0x0D, count: 14) + Array("date:\r\r\rk: []\n---\n".utf8) + [0xFA, 0x2D]
        let document = EntryDocument(text: String(decoding: bytes, as: UTF8.self))
        #expect(document.problem == nil)
        #expect(throws: FieldEditError.notLineEditable) { try document.setting("title", yaml: "\"fuzz\"") }
        for text in ["---\rtitle: a\r---\r", "---\ntitle: a\u{2028}b: c\n---\n", "---\ntitle: a\u{85}\n---\n"] {
            let other = EntryDocument(text: text)
            if other.problem == nil, other.delimiters != nil {
                #expect(throws: FieldEditError.notLineEditable) { try other.setting("title", yaml: "x") }
            }
        }
        // Found next: an indented empty flow mapping, which Yams reports without its style.
        let flow = EntryDocument(text: "---\n {}\n---\nB")
        #expect(throws: FieldEditError.notLineEditable) { try flow.setting("title", yaml: "\"fuzz\"") }
        // CRLF stays editable.
        let crlf = EntryDocument(text: "---\r\ntitle: a\r\n---\r\n")
        #expect(try crlf.setting("title", yaml: "b").text == "---\r\ntitle: b\r\n---\r\n")
    }
}
