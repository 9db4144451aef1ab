import Foundation
import ReferenceTools
import Testing
@testable import Kept

/// `SimpleFrontMatter` must read exactly what Yams reads, or decline: every document here is
/// parsed both ways and the results compared field by field, type by type, line by line.
@Suite("The simple front-matter reader agrees with Yams")
struct SimpleFrontMatterTests {
    /// The shapes the benchmark corpus and `kept new` write, and values chosen to sit on the
    /// edge of what a plain or quoted scalar may hold.
    static let chosen: [String] = [
        "---\ntitle: Again film park\ndate: 2026-11-01T08:00\ntags: [book, 운동, 일]\nweather: 안개 8°C\nlocation: 회사\nmood: happy\n---\n\nBody.\n",
        "---\ntitle: 첫눈 오는 날\ndate: 2026-11-22T09:14:00+09:00\ntags: [겨울, 산책]\nweather: snow -2°C\n---\n",
        "---\ntitle: 김치 3\ncategory: kimchi\npurchased: 2026-11-01\nexpires: 2026-12-01\nquantity: 2\nunit: 포기\nstatus: open\ntags: []\n---\n\n",
        "---\ntitle: 사과 1\nid: 01JD3X\ncategory: korean\ncreated: 2024-01-02\ntags: [korean]\n---\n\nQ\n\n---\n\nA\n",
        "---\ntitle: \"yes\"\nnote: 'it''s'\nq: \"a \\\" b\"\nempty:\nnull1: ~\nnull2: null\n---\n",
        "---\ntitle: a: b\n---\n", "---\ntitle: a #c\n---\n", "---\ntitle: a#c\n---\n", "---\ntitle: x:\n---\n",
        "---\ntitle: &a x\nother: *a\n---\n", "---\ntitle: !!str 12\n---\n", "---\ntitle: |\n  block\n---\n",
        "---\ntitle: one\n  two\n---\n", "---\ntitle: one\ntwo\n---\n", "---\n  title: x\n---\n",
        "---\ntitle:\tx\n---\n", "---\ntitle: x\r\ndate: 2026\r\n---\r\n", "\u{FEFF}---\ntitle: x\n---\n",
        "---\ntitle: a\ntitle: b\n---\n", "---\ntags: [a, , b]\n---\n", "---\ntags: [a, b,]\n---\n",
        "---\ntags: [a, [b]]\n---\n", "---\ntags: [\"a, b\", 'c']\n---\n", "---\ntags: [1, 2.5, yes, ~, 2026-01-01]\n---\n",
        "---\ntags: [a: b]\n---\n", "---\ntags: [a:b]\n---\n", "---\nloc: {name: x, lat: 1, lon: 2}\n---\n",
        "---\nyes: x\n---\n", "---\n1: x\n---\n", "---\n~: x\n---\n", "---\n제목: 첫눈\n---\n", "---\ntitle : x\n---\n",
        "---\ntitle:x\n---\n", "---\n? title\n: x\n---\n", "---\n- a\n- b\n---\n", "---\njust a scalar\n---\n",
        "---\n\ntitle: x\n\n\ndate: 2026-01-01\n\n---\n", "---\ntitle: x\n# comment\n---\n", "---\n---\n", "---\n\n---\n",
        "---\ntitle: %x\n---\n", "---\ntitle: @x\n---\n", "---\ntitle: `x`\n---\n", "---\ntitle: -x\n---\n", "---\ntitle: - x\n---\n",
        "---\ntitle: <<\n---\n", "---\ntitle: =\n---\n", "---\n<<: x\n---\n", "---\ntitle: 0x1F\n---\n", "---\ntitle: 1_000\n---\n",
        "---\ntitle: 190:20:30\n---\n", "---\ntitle: .inf\n---\n", "---\ntitle: -.5\n---\n", "---\ntitle: 1e3\n---\n",
        "---\ntitle: 2001-12-14t21:59:43.10-05:00\n---\n", "---\ntitle: 2002-12-14\n---\n", "---\ntitle: On\n---\n",
        "---\ntitle: \"\"\n---\n", "---\ntitle: ''\n---\n", "---\ntitle: \"a\" b\n---\n", "---\ntitle: 'a' b\n---\n",
        "---\ntitle: \"unterminated\n---\n", "---\ntitle: x \u{0085}y\n---\n", "---\ntitle: x\u{2028}y\n---\n",
        "---\ntitle: a\u{0}b\n---\n", "---\ntitle: a\u{7F}b\n---\n", "---\ntitle: a\u{FEFF}b\n---\n", "---\ntitle: \u{A0}x\u{A0}\n---\n",
        "---\ntitle:    spaced   out   \n---\n", "---\ntitle: x\n...\nbody\n", "---\ntitle: x\n", "no front matter\n",
        "---\ntitle: x", "---\ntitle: x\n---", "---\ntitle: 'a \"b\" c'\nq: \"a 'b' c\"\n---\n", "---\ntitle: \"a\\nb\"\n---\n",
        "---\ntitle: x, y, z\nmore: a [b]\n---\n", "---\ntitle: x\n---\ndate: not front matter\n---\n",
        "---\na-b_c: 1\nA: 2\n_x: 3\n---\n", "---\ntags: []\nempty: [ ]\n---\n", "---\ntags: [a b, c  d ]\n---\n",
        // Delimiters as `EntryDocument.listing` finds them (by their first bytes, then as `parse` does).
        "", "---", "---\n", "----\ntitle: x\n---\n", "--- \t\ntitle: x\n---  \nbody\n", "---\ntitle: x\n---x\n---\nb\n",
        "---\ntitle: x\n....\n...\u{301}\n... \r\nb\n", "---\u{301}\ntitle: x\n---\n", "\u{FEFF}\u{FEFF}---\ntitle: x\n---\n",
        "---\ntitle: x\n---\u{0085}\nb\n", "---\ntitle: x\n---\u{2028}b\n---\nc", " ---\ntitle: x\n---\n",
    ]

    @Test("chosen documents, the hostile fixtures and thousands of generated ones read alike")
    func differential() throws {
        var documents = Self.chosen
        let fixtures = URL(fileURLWithPath: ReferencePython.packageRoot).appendingPathComponent("Tests/Fixtures/hostile")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where name.hasSuffix(".md") {
            let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
            documents.append(String(decoding: data, as: UTF8.self))
        }
        var random = SeededRandom(seed: 8)
        for _ in 0..<4000 { documents.append(Self.generated(&random)) }

        var simple = 0
        for text in documents {
            let fast = EntryDocument.parse(text)
            let slow = EntryDocument.parse(text, useSimpleReader: false)
            #expect(fast.fields == slow.fields, "fields of \(text.debugDescription)")
            #expect(fast.problem == slow.problem, "problem of \(text.debugDescription)")
            #expect(fast.spans == slow.spans, "spans of \(text.debugDescription)")
            #expect(fast.isLineEditable == slow.isLineEditable, "editable of \(text.debugDescription)")
            #expect(fast.body == slow.body && fast.lines == slow.lines)
            // What a list reads of the text (`listing`) is what the whole parse gives.
            let listed = EntryDocument.listing(text)
            #expect(listed.fields == slow.fields && listed.problem == slow.problem && listed.body == slow.body,
                    "listing of \(text.debugDescription)")
            #expect(fast.delimiters?.open == slow.delimiters?.open && fast.delimiters?.close == slow.delimiters?.close)
            let lines = EntryDocument.splitLines(text)
            if let close = fast.delimiters?.close, SimpleFrontMatter.read(lines, 1..<close) != nil { simple += 1 }
        }
        // The fast path must actually carry the common shapes, not decline everything.
        #expect(simple > documents.count / 4)
        for text in Self.chosen.prefix(4) {
            let lines = EntryDocument.splitLines(text)
            #expect(SimpleFrontMatter.read(lines, 1..<EntryDocument.parse(text).delimiters!.close) != nil)
        }
    }

    @Test("a read through the simple path types values as YAML does")
    func typing() {
        let document = EntryDocument(text: "---\nq: 2\nf: 2.5\nb: yes\nd: 2026-11-22\nn:\ns: \"2\"\nl: [1, a, '3']\n---\n")
        #expect(document.fields["q"] == .scalar("2", .integer))
        #expect(document.fields["f"] == .scalar("2.5", .number))
        #expect(document.fields["b"] == .scalar("yes", .bool))
        #expect(document.fields["d"] == .scalar("2026-11-22", .timestamp))
        #expect(document.fields["n"] == .null)
        #expect(document.fields["s"] == .scalar("2", .string))
        #expect(document.fields["l"] == .list([.scalar("1", .integer), .scalar("a", .string), .scalar("3", .string)]))
        #expect(document.spans["l"] == 7..<8)
    }
}

private extension SimpleFrontMatterTests {
    static let keys = ["title", "date", "tags", "제목", "a-b", "x_1", "yes", "1", "a b", "-k", "k:", "\"q\"", "title", "~", "<<"]
    static let separators = [": ", ":", ":  ", " : ", ":\t", ": \t"]
    static let pieces = [
        "", "첫눈", "snow -2°C", "a", "a b", "2", "-3", "2.5", "1e3", "0x1F", "0o7", "1_000", "12:30", "190:20:30", "yes", "No",
        "on", "~", "null", "Null", "2026-11-22", "2026-11-22T09:14", "2026-11-22 09:14:00", "2026-11-22t09:14:00.5Z",
        ".inf", "-.INF", ".NaN", "<<", "=", "\"q\"", "'s'", "\"a\\\"b\"", "'it''s'", "\"\"", "''", "\"x", "'x", "x\"",
        "a: b", "a:b", "x:", "a #c", "a#c", "#c", "&a x", "*a", "!!str 3", "!x y", "|", ">", "%x", "@x", "`x`", "- a", "-a",
        "?x", "? x", ",x", "x,y", "[a, b]", "[]", "[ ]", "[a,,b]", "[a, b,]", "[a, [b]]", "[\"a, b\", 'c']", "[1, yes, ~]",
        "[a: b]", "[a:b]", "[a", "a]", "{a: 1}", "{}", "{name: x, lat: 1}", "x }", "\u{A0}", "a\u{FEFF}", "x\u{0085}y",
        "   padded   ", "tab\there", "[ 첫눈 , 겨울 ]", "a [b]", "a {b}", "...", "---", "--- x", "a'b", "a\"b", "\\n",
    ]
    static let extraLines = ["\n", "  \n", "# comment\n", "  continued\n", "- item\n", "\t\n", "plain line\n", "\r\n"]

    static func generated(_ random: inout SeededRandom) -> String {
        // Half the documents hold only the simple shape (distinct keys, simple values, blank
        // lines), so both readers are compared on many documents the fast path takes.
        let allSimple = random.next() % 2 == 0
        var text = !allSimple && random.next() % 20 == 0 ? "\u{FEFF}---\n" : "---\n"
        let lineEnding = !allSimple && random.next() % 25 == 0 ? "\r\n" : "\n"
        for n in 0..<(1 + Int(random.next() % 7)) {
            if allSimple {
                if random.next() % 8 == 0 { text += "\n" }
                var value = pieces[Int(random.next() % 30)]
                if random.next() % 4 == 0 { value += " " + pieces[Int(random.next() % 30)] }
                if random.next() % 5 == 0 { value = "[" + value + ", " + pieces[Int(random.next() % 30)] + "]" }
                text += ["title", "date", "tags", "제목", "mood", "x_1", "a-b"][n] + ": " + value + "\n"
                continue
            }
            if random.next() % 6 == 0 {
                text += extraLines[Int(random.next() % UInt64(extraLines.count))]
                continue
            }
            // Mostly the simple shape, so both readers are exercised.
            let simple = random.next() % 3 != 0
            let key = simple ? ["title", "date", "tags", "제목", "mood", "x_1"][Int(random.next() % 6)]
                : keys[Int(random.next() % UInt64(keys.count))]
            let separator = simple ? ": " : separators[Int(random.next() % UInt64(separators.count))]
            var value = pieces[Int(random.next() % UInt64(simple ? 30 : UInt64(pieces.count)))]
            if random.next() % 4 == 0 { value += " " + pieces[Int(random.next() % UInt64(pieces.count))] }
            text += key + separator + value + lineEnding
        }
        text += "---" + lineEnding + "body\n"
        return text
    }
}
