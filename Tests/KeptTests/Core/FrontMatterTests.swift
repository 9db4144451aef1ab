import Foundation
import ReferenceTools
import Testing
import Yams
@testable import Kept

@Suite("Front matter is read and rewritten without losing a byte")
struct FrontMatterTests {
    let sample = """
        ---
        title: 첫눈
        # a comment the user wrote
        date: 2026-11-22T09:14:00+09:00
        custom: {nested: [1, 2]}
        tags: [winter, walk]
        zeta: last
        ---
        Body **text**.

        """

    @Test func readsFieldsInOrderWithTypes() {
        let document = EntryDocument(text: sample)
        #expect(document.problem == nil)
        #expect(Array(document.fields.keys) == ["title", "date", "custom", "tags", "zeta"])
        #expect(document.fields["title"] == .string("첫눈"))
        #expect(document.fields["tags"] == .list([.string("winter"), .string("walk")]))
        #expect(document.body == "Body **text**.\n")
    }

    @Test func settingOneFieldChangesOnlyItsLine() throws {
        let document = try EntryDocument(text: sample).setting("zeta", yaml: "changed")
        let before = sample.split(separator: "\n", omittingEmptySubsequences: false)
        let after = document.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(before.count == after.count)
        let differing = zip(before, after).filter { $0 != $1 }
        #expect(differing.count == 1)
        #expect(differing.first?.1 == "zeta: changed")
    }

    @Test func settingAMultiLineFieldReplacesAllItsLines() throws {
        let text = "---\ntitle: a\ntags:\n  - x\n  - y\n# kept comment\nmood: ok\n---\nbody\n"
        let document = try EntryDocument(text: text).setting("tags", yaml: "[z]")
        #expect(document.text == "---\ntitle: a\ntags: [z]\n# kept comment\nmood: ok\n---\nbody\n")
    }

    @Test func newFieldGoesAfterTheLastOne() throws {
        let document = try EntryDocument(text: sample).setting("mood", yaml: "calm")
        #expect(document.text.contains("zeta: last\nmood: calm\n---\n"))
        #expect(document.fields["mood"] == .string("calm"))
    }

    @Test func removingAFieldRemovesItsLines() throws {
        let document = try EntryDocument(text: sample).removing("custom")
        #expect(!document.text.contains("custom"))
        #expect(document.text.contains("# a comment the user wrote"))
    }

    @Test func crlfStaysCRLF() throws {
        let text = "---\r\ntitle: a\r\nunknown: 1\r\n---\r\nline one\r\nline two\r\n"
        let document = EntryDocument(text: text)
        #expect(document.problem == nil)
        #expect(document.fields["title"] == .string("a"))
        #expect(document.body == "line one\r\nline two\r\n")
        let edited = try document.setting("title", yaml: "b").setting("mood", yaml: "ok")
        #expect(edited.text == "---\r\ntitle: b\r\nunknown: 1\r\nmood: ok\r\n---\r\nline one\r\nline two\r\n")
    }

    @Test func byteOrderMarkIsKept() throws {
        let text = "\u{FEFF}---\ntitle: a\n---\nbody\n"
        let document = EntryDocument(text: text)
        #expect(document.problem == nil)
        #expect(document.fields["title"] == .string("a"))
        #expect(try document.setting("title", yaml: "b").text == "\u{FEFF}---\ntitle: b\n---\nbody\n")
    }

    @Test func emptyBodyAndNoFinalNewline() throws {
        let text = "---\ntitle: a\n---"
        let document = EntryDocument(text: text)
        #expect(document.problem == nil)
        #expect(document.body == "")
        #expect(try document.setting("title", yaml: "b").text == "---\ntitle: b\n---")
    }

    @Test func noFrontMatterIsAllBody() throws {
        let document = EntryDocument(text: "just text\n")
        #expect(document.problem == nil && document.fields.isEmpty && document.body == "just text\n")
        #expect(try document.setting("title", yaml: "t").text == "---\ntitle: t\n---\njust text\n")
    }

    @Test func withBodyKeepsFrontMatter() {
        let document = EntryDocument(text: sample).withBody("new body")
        #expect(document.text.hasPrefix("---\ntitle: 첫눈\n# a comment"))
        #expect(document.body == "new body\n")
    }

    @Test("Problems are placed at the file's line and column", arguments: [
        ("---\ntitle: a\nbody without end\n", 1, "no closing"),
        ("---\ntitle: [broken\n---\n", 3, "not valid YAML"),
        ("---\n- a\n- b\n---\n", 2, "a list"),
        ("---\njust a scalar\n---\n", 2, "a single value"),
        ("---\ntitle: a\ntitle: b\n---\n", 3, "appears twice"),
        ("---\ntitle: a\n\tmood: b\n---\n", 3, "not valid YAML"),
    ])
    func problems(text: String, line: Int, message: String) throws {
        let problem = try #require(EntryDocument(text: text).problem)
        #expect(problem.line == line)
        #expect(problem.message.contains(message))
    }

    @Test func problemReadsAsPathLineColumnWithTheLine() throws {
        let text = "---\ntitle: 김치\ndate: [\n---\n"
        let problem = try #require(EntryDocument(text: text).problem)
        let shown = EntryProblem(path: "fridge/a.md", problem: problem, text: text).description
        #expect(shown.hasPrefix("fridge/a.md:\(problem.line):\(problem.column): "))
        #expect(shown.hasSuffix("\n    \(text.split(separator: "\n", omittingEmptySubsequences: false)[problem.line - 1])\n    ^"))
    }

    @Test func brokenDocumentsRefuseFieldEdits() {
        let document = EntryDocument(text: "---\ntitle: [x\n---\n")
        #expect(throws: FieldEditError.self) { try document.setting("title", yaml: "y") }
    }

    @Test("Keys must be plain words", arguments: ["a b", "", "-x", "a:b", "{x}", "#tag", "a\nb"])
    func invalidKeys(key: String) {
        #expect(!EntryDocument.isValidKey(key))
    }

    @Test("Values read back as the very same string", arguments: [
        "yes", "no", "null", "~", "2026-01-01x", "1e3", ": x", "- a", "#tag", "---", "{{title}}", "a\nb",
        "true", "Off", "0x1F", "1_000", "+1", ".inf", "snow -2°C", "첫눈", " padded ", "it's", "say \"hi\"",
        "a: b", "a #b", "[x]", "*ref", "&anchor", "!tag", "%", "@", "`", "|", ">", "", "back\\slash", "tab\there",
    ])
    func scalarRoundTrip(value: String) throws {
        let yaml = "key: " + YAMLScalar.render(value) + "\n"
        let node = try #require(try Yams.compose(yaml: yaml))
        #expect(node["key"]?.string == value, "wrote \(yaml)")
        #expect(FieldValue(node: node["key"]!).text == value)
    }

    @Test func numbersAndDatesStayPlain() {
        #expect(YAMLScalar.render("2") == "2")
        #expect(YAMLScalar.render("0.5") == "0.5")
        #expect(YAMLScalar.render("2026-12-01") == "2026-12-01")
        #expect(YAMLScalar.render("-2°C") == "-2°C")
        #expect(YAMLScalar.render("yes") == "\"yes\"")
        #expect(YAMLScalar.renderList(["a", "b,c"]) == "[a, \"b,c\"]")
    }
}

@Suite("Plain scalars get the tags PyYAML's resolver gives")
struct PlainScalarTagTests {
    static let samples = [
        "", "~", "null", "Null", "NULL", "nul", "yes", "Yes", "YES", "yEs", "no", "on", "OFF", "true", "False", "y", "n",
        "0", "00", "07", "08", "0o17", "0o", "0b101", "0b", "0b2", "0x1F", "0xg", "-0x_1", "+12", "-0", "1_000", "1__",
        "190:20:30", "1:5", "1:60", "1:59:59", "0:30", "1.", "1.5", ".5", "._5", ".5e+3", ".5e3", "1e3", "1.5E-2", "1.5e",
        "190:20:30.15", "-.inf", ".Inf", "+.INF", ".nan", "-.nan", ".NaN", "<<", "=", "==", "2026-11-22", "2026-1-2",
        "2026-11-22T09:14", "2026-11-22T09:14:00", "2026-11-22t9:14:00.5", "2026-11-22 09:14:00 +09:00",
        "2026-11-22  09:14:00Z", "2026-11-22T09:14:00-9", "2026-11-22T09:14:00+09:0", "2026-11-22T09:14:00.123Z",
        "20261122", "2026-11-22x", "첫눈", "snow -2°C", "-2", "+", "-", ".", "1-2", "12:30", "3:00 pm", "٣", "１２",
    ]

    /// The tag PyYAML 6 (`yaml.resolver.Resolver`, YAML 1.1) gives each plain scalar.
    static func pyYAMLTags(_ texts: [String]) throws -> [String] {
        try ReferencePython.json("""
            import json, sys, yaml
            resolver = yaml.resolver.Resolver()
            texts = json.load(sys.stdin)
            json.dump([resolver.resolve(yaml.ScalarNode, t, (True, False)) for t in texts], sys.stdout)
            """, texts, as: [String].self)
    }

    @Test(.enabled(if: ReferencePython.available))
    func curatedSamples() throws {
        for (text, tag) in zip(Self.samples, try Self.pyYAMLTags(Self.samples)) {
            #expect(PlainScalarTag.of(text).rawValue == tag, "\(text)")
        }
    }

    @Test(.enabled(if: ReferencePython.available))
    func randomSamplesFromTheCharactersThatMatter() throws {
        var random = SeededRandom(seed: 8)
        let alphabet = Array("0123456789-+.:_eExXobTtZ ainfINF~")
        let texts = (0..<4000).map { _ in
            String((0..<Int.random(in: 1...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        for (text, tag) in zip(texts, try Self.pyYAMLTags(texts)) {
            #expect(PlainScalarTag.of(text).rawValue == tag, "\(text)")
        }
    }
}
