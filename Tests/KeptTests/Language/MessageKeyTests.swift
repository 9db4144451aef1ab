import Foundation
import Testing
@testable import Kept

/// Message keys are typed (`MessageKey`): one generated member per catalogue key, so a wrong
/// key does not compile. These keep the tables, the members and the sources in step when a
/// hand edits one of them (scripts/message-keys generates `Keys/` from the tables).
struct MessageKeyTests {
    /// The key names the members stand for: a counted member stands for `.one` and `.other`.
    static var memberKeys: Set<String> {
        Set(MessageKey.members.flatMap { $0.plural ? [$0.key.name + ".one", $0.key.name + ".other"] : [$0.key.name] })
    }

    @Test func everyCatalogueKeyHasAMember() {
        let members = Self.memberKeys
        #expect(Catalogue.entries.keys.filter { !members.contains($0) }.sorted() == [],
                "run scripts/message-keys to generate Sources/Kept/Language/Messages/Keys from the tables")
    }

    @Test func everyMemberHasACatalogueEntry() {
        #expect(Self.memberKeys.filter { Catalogue.entries[$0] == nil }.sorted() == [])
    }

    @Test func noTwoMembersNameOneKey() {
        let names = MessageKey.members.map(\.key.name)
        #expect(names.count == Set(names).count)
        #expect(MessageKey.members.count == Set(MessageKey.members.map(\.member)).count)
    }

    /// A key no source names is a sentence nobody reads: remove it from its table (and run
    /// scripts/message-keys). Keys chosen at run time are reached through `MessageKey.families`.
    @Test func everyMemberIsUsedInTheSources() throws {
        let sources = try SourceFiles.all().filter { !$0.0.contains("/Messages/Keys/") }.map(\.1).joined(separator: "\n")
        let used = Set(sources.matches(of: /\.([A-Za-z_][A-Za-z0-9_]*)/).map { String($0.output.1) })
        let unused = MessageKey.members.filter { member in
            !used.contains(member.member) && !MessageKey.families.contains { member.key.name.hasPrefix($0) }
        }
        #expect(unused.map(\.key.name).sorted() == [])
    }

    /// Only the generated members and the family functions make a key from a string.
    @Test func onlyTheMembersMakeKeys() throws {
        var making: [String] = []
        for (file, text) in try SourceFiles.all() where text.contains("MessageKey(") {
            if file.contains("/Messages/Keys/") || file.hasSuffix("MessageKey+Families.swift") || file.hasSuffix("Messages/Message.swift") { continue }
            making.append(file)
        }
        #expect(making == [])
    }

    /// Every key of a family a function builds is in the catalogue, for each value it is given.
    @Test func everyFamilyKeyIsInTheCatalogue() {
        var keys: [MessageKey] = []
        keys += (1...12).flatMap { [MessageKey.month($0), .monthShort($0)] }
        keys += (1...7).flatMap { [MessageKey.weekday($0), .weekdayShort($0), .weekdayColumn($0)] }
        keys += Grade.allCases.map { MessageKey.grade($0) }
        keys += ["diary", "card", "fridge"].map { MessageKey.fieldsKind($0) }
        keys += ["overview", "usage", "arguments", "options", "subcommands"].map { MessageKey.parsingHeading($0) }
        keys += ["refused", "note", "rebase", "merge", "cherryPick", "revert", "bisect", "applyMailbox", "detachedHead"]
            .map { MessageKey.gitOperation($0) }
        let counted = ["minute", "hour", "day"].map { MessageKey.ago($0) } + ["card", "day", "item"].map { MessageKey.count($0) }
        let names: [String] = keys.map(\.name) + counted.flatMap { key -> [String] in [key.name + ".one", key.name + ".other"] }
        let missing = names.filter { Catalogue.entries[$0] == nil }
        #expect(missing == [])
        #expect(MessageKey.syncStep("fetch") != nil)
        #expect(MessageKey.syncStep("merge origin/main") == nil)
        #expect(MessageKey.koreanWordsKind("diary") != nil)
        #expect(MessageKey.koreanWordsKind("recipes") == nil)
    }

    /// Caches keep messages encoded: the key stays its name, as before keys were typed.
    @Test func aMessageEncodesItsKeyByName() throws {
        let message = Message(.fieldsUnknown, ["field": "x"])
        #expect(message.encoded.contains(#""key":"fields.unknown""#))
        #expect(Message(encoded: message.encoded) == message)
        #expect(Message(.dateYearsAgo, count: 2).key == "date.yearsAgo.other")
        #expect(Message(.dateYearsAgo, count: 1).isNamed(.dateYearsAgo))
    }
}
