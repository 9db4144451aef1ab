import Foundation
import Testing
@testable import Kept

/// The domain side of conflict copies, merge rules, restore and required fields.
@Suite("conflict copies, merge rules, required fields (domain)")
struct ConflictCopyDomainTests {
    let fridgeBase = "---\ntitle: Eggs\nquantity: 7.5\nstatus: stocked\n---\n"

    @Test func aSumRuleJoinsBothChangesOfANumber() throws {
        let ours = fridgeBase.replacingOccurrences(of: "7.5", with: "5.5")
        let theirs = fridgeBase.replacingOccurrences(of: "7.5", with: "6.5")
        let merged = try EntryMerge.merge(base: fridgeBase, ours: ours, theirs: theirs, rules: ["quantity": .sum])
        #expect(!merged.collided)
        #expect(merged.text == fridgeBase.replacingOccurrences(of: "7.5", with: "4.5"))
        // Without the rule the same change collides; below zero it stops at zero.
        #expect(try EntryMerge.merge(base: fridgeBase, ours: ours, theirs: theirs).collided)
        let gone = try EntryMerge.merge(base: fridgeBase, ours: fridgeBase.replacingOccurrences(of: "7.5", with: "1"),
                                        theirs: fridgeBase.replacingOccurrences(of: "7.5", with: "0.5"), rules: ["quantity": .sum])
        #expect(gone.text.contains("quantity: 0\n"))
        // A value that is no number still collides.
        let word = try EntryMerge.merge(base: fridgeBase, ours: ours, theirs: fridgeBase.replacingOccurrences(of: "7.5", with: "lots"),
                                        rules: ["quantity": .sum])
        #expect(word.collided)
    }

    @Test func aCopyNamesTheMachineWhoseVersionItHolds() {
        #expect(ConflictCopy.machine(of: "fridge/other/eggs.conflict-desktop-20261123.md") == "desktop")
        #expect(ConflictCopy.machine(of: "cards/동사/살다.conflict-my-laptop-20261123-2.md") == "my-laptop")
        #expect(ConflictCopy.machine(of: "notes.conflict-pc-2-20261123.md") == "pc-2")
        #expect(ConflictCopy.machine(of: ".kept/config.conflict-desktop-20261123.yaml") == "desktop")
        #expect(ConflictCopy.machine(of: "cards/general/plain.md") == nil)
    }

    @Test func theFridgeTemplateSumsQuantityAndATemplateMayDeclareMore() throws {
        let temp = try TemporaryStore()
        #expect(try temp.store.kind(named: "fridge").mergeRules == ["quantity": .sum])
        #expect(try temp.store.kind(named: "card").mergeRules.isEmpty)
        let bad = "---\nkept:\n  path: jars/{{slug}}.md\n  merge: {coins: average}\ntitle: {{title}}\n---\n"
        #expect(throws: KeptError.template("x.md", line: 2, Message(.errorKindTemplateUnknownMergeRule,
                                                                   ["raw": "average", "key": "coins", "FieldMergeRule": "sum"]))) {
            try KindTemplate.parse(name: "jar", text: bad, source: "x.md")
        }
    }

    @Test func aTitleNamesTheEntryNeverItsCopy() throws {
        let temp = try TemporaryStore()
        try temp.write("fridge/other/eggs.md", fridgeBase)
        try temp.write("fridge/other/eggs.conflict-laptop-20261122.md", fridgeBase.replacingOccurrences(of: "7.5", with: "6.5"))
        #expect(try temp.store.resolve("Eggs") == "fridge/other/eggs.md")
        #expect(try temp.store.resolve("fridge/other/eggs.conflict-laptop-20261122.md") == "fridge/other/eggs.conflict-laptop-20261122.md")
        let fridge = try Fridge.load(temp.store)
        #expect(fridge.items.map(\.path) == ["fridge/other/eggs.md"])
        #expect(fridge.conflictCopies.map(\.path) == ["fridge/other/eggs.conflict-laptop-20261122.md"])
        let overview = try StoreOverview.make(temp.store)
        #expect(overview.conflicts == 1)
        #expect(overview.counts.first { $0.kind.name == "fridge" }?.count == 1)
        #expect(try temp.store.conflictCopy(for: "Eggs").path == "fridge/other/eggs.conflict-laptop-20261122.md")
    }

    @Test func theJoinedTextIsWhatIsAboveTheSeparator() {
        let draft = ConflictDraft.make(mine: fridgeBase + "mine\n", theirs: fridgeBase.replacingOccurrences(of: "7.5", with: "6.5") + "theirs\n",
                                       copy: "fridge/other/eggs.conflict-laptop-20261122.md")
        #expect(draft.hasPrefix(fridgeBase + "mine\n\n" + ConflictDraft.marker))
        #expect(draft.hasSuffix("The copy's fields that differ:\nquantity: 6.5\n\nLines only the copy has:\ntheirs\n"))
        #expect(ConflictDraft.joined(draft) == fridgeBase + "mine\n")
        #expect(ConflictDraft.joined("no separator\n") == "no separator\n")
    }

    @Test func requiredFieldsAreTheTitleThePathFieldsAndADatedKindsDate() throws {
        let temp = try TemporaryStore()
        #expect(try temp.store.kind(named: "diary").requiredFields == ["title", "date"])
        #expect(try temp.store.kind(named: "card").requiredFields == ["title", "category"])
        #expect(try temp.store.kind(named: "fridge").requiredFields == ["title", "category"])
    }

    @Test func theStoreYouAreInWinsOverTheVariable() throws {
        let temp = try TemporaryStore()
        let inside = temp.root + "/cards"
        try FileManager.default.createDirectory(atPath: inside, withIntermediateDirectories: true)
        let found = StoreLocation.find(option: nil, environment: ["KEPT_STORE": "/elsewhere"], workingDirectory: inside, homeDirectory: "/home/me")
        #expect(found == StoreLocation(path: temp.root, source: .ancestor))
        let outside = StoreLocation.find(option: nil, environment: ["KEPT_STORE": "/elsewhere"], workingDirectory: "/", homeDirectory: "/home/me")
        #expect(outside == StoreLocation(path: "/elsewhere", source: .environment))
        #expect(StoreLocation.find(option: "/chosen", environment: ["KEPT_STORE": "/elsewhere"], workingDirectory: inside, homeDirectory: "/home/me").path == "/chosen")
        // The per-user default is under the home folder the caller gives, unless the environment says otherwise.
        #expect(StoreLocation.find(option: nil, environment: [:], workingDirectory: "/", homeDirectory: "/home/me")
            == StoreLocation(path: "/home/me/.local/share/kept", source: .userDefault))
        #expect(StoreLocation.find(option: nil, environment: ["XDG_DATA_HOME": "/data"], workingDirectory: "/", homeDirectory: "/home/me").path
            == "/data/kept")
    }
}
