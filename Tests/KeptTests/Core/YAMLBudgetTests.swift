import Foundation
import Testing
import Yams
@testable import Kept

/// A plain long list is not an alias bomb (issue 27, case 17): only values reached through
/// aliases count against the 10,000 of a "billion laughs"; values written out have their own
/// limit, 1,000,000, and their own message.
@Suite("YAML budget")
struct YAMLBudgetTests {
    static func count(_ value: FieldValue?) -> Int? {
        guard case let .list(items)? = value else { return nil }
        return items.count
    }

    @Test func twelveThousandPlainTagsAreRead() {
        for list in ["[" + (0..<12_000).map { "t\($0)" }.joined(separator: ", ") + "]",
                     "\n" + (0..<12_000).map { "  - t\($0)\n" }.joined().dropLast()] {
            let document = EntryDocument(text: "---\ntitle: many\ntags: \(list)\n---\nbody\n")
            #expect(document.problem == nil)
            #expect(Self.count(document.fields["tags"]) == 12_000)
        }
    }

    @Test func anAliasRepeatedPastTheLimitIsTheBomb() {
        let repeated = "---\nbase: &b [" + (0..<100).map { "v\($0)" }.joined(separator: ", ") + "]\n"
            + "many: [" + Array(repeating: "*b", count: 120).joined(separator: ", ") + "]\n---\n"
        let document = EntryDocument(text: repeated)
        #expect(document.problem?.line == 3)
        #expect(document.problem?.message.contains("once its YAML aliases (`*name`) are expanded") == true)
    }

    @Test func aFewAliasesBesideALongPlainListAreNoBomb() {
        let text = "---\nbase: &b [a, b]\ncopy: *b\ntags: [" + (0..<20_000).map { "t\($0)" }.joined(separator: ", ") + "]\n---\n"
        let document = EntryDocument(text: text)
        #expect(document.problem == nil)
        #expect(Self.count(document.fields["tags"]) == 20_000)
    }

    @Test func morePlainValuesThanTheirLimitHaveTheirOwnWords() throws {
        // The limits made small: a million nodes take seconds to build in a debug test.
        let node = try #require(try Yams.compose(yaml: "[" + (0..<101).map { "v\($0)" }.joined(separator: ", ") + "]"))
        var count = YAMLBudget.Count()
        #expect(YAMLBudget.verdict(node, count: &count, limit: 10, plainLimit: 100) == .tooLong)
        let bomb = try #require(try Yams.compose(yaml: "a: &a [1, 2, 3]\nb: [*a, *a, *a, *a]"))
        var again = YAMLBudget.Count()
        #expect(YAMLBudget.verdict(bomb, count: &again, limit: 10, plainLimit: 100) == .aliasBomb)
        let message = Message(.problemTooManyPlainValues, ["limit": String(YAMLBudget.plainLimit)]).english
        #expect(message == "the front matter holds more than 1000000 values; kept does not read one this long: move the values into the body, or split the entry")
    }
}
