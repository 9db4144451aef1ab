import Foundation
import ReferenceTools
import Testing
@testable import Kept

/// A tab opening a block scalar's content (the YAML test suite's 96NN, R4YG, Y79Y): valid
/// YAML, refused by libyaml, read by kept as YAML 1.2 and PyYAML read it (issue 49).
@Suite("block scalars opening with a tab")
struct BlockScalarTabsTests {
    /// Front matter, and the value of `foo` PyYAML gives.
    static let cases: [(yaml: String, foo: String)] = [
        ("foo: |-\n \tbar\n", "\tbar"),
        ("foo: |\n  \tbar\n  baz\n", "\tbar\nbaz\n"),
        ("foo: >-\n \tbar\n", "\tbar"),
        ("foo: |+ # kept as written\n \t\tbar\n\n", "\t\tbar\n\n"),
        ("title: 탭\nfoo: |-\n \tbar\n \tbaz\ntags: [a]\n", "\tbar\n\tbaz"),
    ]

    @Test func theValueIsReadWithItsTab() {
        for (yaml, foo) in Self.cases {
            let document = EntryDocument(text: "---\n" + yaml + "---\nbody\n")
            #expect(document.problem == nil, "\(yaml.debugDescription): \(document.problem.map { "\($0.message)" } ?? "")")
            #expect(document.fields["foo"]?.text == foo, "\(yaml.debugDescription)")
            #expect(document.body == "body\n")
        }
    }

    @Test func aNestedOrListedScalarGetsItsOwnIndentation() {
        #expect(BlockScalarTabs.indicated("a:\n  foo: |\n   \tbar\n") == "a:\n  foo: |1\n   \tbar\n")
        #expect(BlockScalarTabs.indicated("- |\n \tx\n") == "- |1\n \tx\n")
        #expect(BlockScalarTabs.indicated("foo: |\n  bar\n") == nil, "no tab: nothing to write")
    }

    /// What PyYAML (YAML 1.1, the reader of Obsidian's and Jekyll's users) makes of each case.
    @Test(.enabled(if: ReferencePython.available))
    func pyYAMLReadsTheSame() throws {
        let script = """
            import json, sys, yaml
            print(json.dumps([yaml.safe_load(t)['foo'] for t in json.load(sys.stdin)]))
            """
        let values = try ReferencePython.json(script, Self.cases.map(\.yaml), as: [String].self)
        #expect(values == Self.cases.map(\.foo))
    }
}
