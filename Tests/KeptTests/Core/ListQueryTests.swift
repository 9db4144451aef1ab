import Foundation
import Testing
@testable import Kept

@Suite("Listing: filters and sort orders")
struct ListQueryTests {
    let fixture: TemporaryStore

    init() throws {
        fixture = try TemporaryStore(files: [
            "diary/2026/11/2026-11-20-b.md": "---\ntitle: Bravo\ndate: 2026-11-20T08:00:00+09:00\ntags: [walk]\n---\n",
            "diary/2026/11/2026-11-22-a.md": "---\ntitle: alpha\ndate: 2026-11-22T21:00:00+09:00\ntags: [walk, snow]\n---\n",
            "diary/2026/10/2026-10-01-c.md": "---\ntitle: 첫눈\ndate: 2026-10-01T09:00:00+09:00\n---\n",
            "fridge/other/milk.md": "---\ntitle: milk\nexpires: 2026-11-25\nquantity: 2\nstatus: stocked\n---\n",
            "fridge/other/egg.md": "---\ntitle: egg\nexpires: 2026-11-23\nquantity: 10\nstatus: stocked\n---\n",
            "fridge/meat/pork.md": "---\ntitle: pork\nquantity: 1\nstatus: consumed\n---\n",
            "cards/verbs/live.md": "---\ntitle: live\ncategory: verbs\n---\n",
            "cards/nouns/snow.md": "---\ntitle: snow\ncategory: nouns\n---\n",
            "cards/nouns/item 10.md": "---\ntitle: item 10\ncategory: nouns\n---\n",
            "cards/nouns/item 2.md": "---\ntitle: item 2\ncategory: nouns\n---\n",
            "cards/nouns/broken.md": "---\ntitle: [broken\n---\n",
        ])
    }

    func titles(_ configure: (inout ListQuery) -> Void) -> [String] {
        var query = ListQuery()
        configure(&query)
        return query.apply(to: StoreIndex.load(fixture.store).entries, kinds: fixture.store.kinds, now: sundayMorning).map(\.title)
    }

    @Test func defaultOrdersPerKind() {
        #expect(titles { $0.kinds = ["diary"] } == ["alpha", "Bravo", "첫눈"])
        #expect(titles { $0.kinds = ["fridge"] } == ["egg", "milk", "pork"])  // no expiry sorts last
        #expect(titles { $0.kinds = ["card"] } == ["broken", "item 2", "item 10", "snow", "live"])
    }

    @Test func brokenEntriesAreListedNotDropped() {
        let entries = StoreIndex.load(fixture.store).entries
        #expect(entries.count == 11)
        #expect(entries.first { $0.path == "cards/nouns/broken.md" }?.problem != nil)
    }

    @Test func sortByTitleAndSeveralKeys() {
        #expect(titles { $0.kinds = ["diary"]; $0.sort = SortKey.list("title") } == ["alpha", "Bravo", "첫눈"])
        #expect(titles { $0.kinds = ["diary"]; $0.sort = SortKey.list("-title") } == ["첫눈", "Bravo", "alpha"])
        #expect(titles { $0.kinds = ["fridge"]; $0.sort = SortKey.list("status,-quantity") } == ["pork", "egg", "milk"])
        #expect(titles { $0.kinds = ["diary"]; $0.sort = SortKey.list("date"); $0.reverse = true } == ["alpha", "Bravo", "첫눈"])
    }

    @Test func filters() {
        #expect(titles { $0.tags = ["snow"] } == ["alpha"])
        #expect(titles { $0.tags = ["#walk"]; $0.limit = 1 } == ["alpha"])
        #expect(titles { $0.kinds = ["card"]; $0.category = "VERBS" } == ["live"])
        #expect(titles { $0.conditions = [try! FieldFilter.parse("quantity>=2")] } == ["egg", "milk"])
        #expect(titles { $0.conditions = [try! FieldFilter.parse("status!=stocked")] }.contains("pork"))
        #expect(titles { $0.conditions = [try! FieldFilter.parse("expires<=+2d")] } == ["egg"])
        #expect(titles { $0.conditions = [try! FieldFilter.parse("title~RAV")] } == ["Bravo"])
        #expect(titles { $0.kinds = ["diary"]; $0.from = Day(year: 2026, month: 11, day: 1); $0.to = Day(year: 2026, month: 11, day: 21) } == ["Bravo"])
    }

    @Test func badConditionsAreRefused() {
        #expect(throws: FilterError.self) { try FieldFilter.parse("noop") }
        #expect(throws: FilterError.self) { try FieldFilter.parse("a b=c") }
    }

    @Test func referencesResolveExactThenPrefixThenSubstring() throws {
        let store = fixture.store
        #expect(try store.resolve("snow") == "cards/nouns/snow.md")
        #expect(try store.resolve("cards/nouns/snow") == "cards/nouns/snow.md")
        #expect(try store.resolve("BRAV") == "diary/2026/11/2026-11-20-b.md")
        #expect(try store.resolve("첫") == "diary/2026/10/2026-10-01-c.md")
        #expect(throws: KeptError.self) { try store.resolve("item") }
        #expect(throws: KeptError.self) { try store.resolve("nothing-like-this") }
        #expect(throws: KeptError.self) { try store.resolve("../../etc/passwd") }
    }

    /// A path names an entry of the kinds asked for only: `kept fridge consume diary/…` (or an
    /// assistant limited to the fridge) must not reach a diary entry, and says what it says for
    /// a path that names nothing.
    @Test func aPathToAnotherKindNamesNothing() throws {
        let store = fixture.store
        #expect(try store.resolve("diary/2026/11/2026-11-20-b.md", kinds: ["diary"]) == "diary/2026/11/2026-11-20-b.md")
        for path in ["diary/2026/11/2026-11-20-b.md", "diary/2026/11/2026-11-20-b", "cards/nouns/snow.md"] {
            #expect(throws: KeptError.noMatch(path)) { try store.resolve(path, kinds: ["fridge"]) }
        }
        #expect(throws: KeptError.noMatch("diary/2026/11/2026-11-20-b.md")) { try FridgeChanges(store).item("diary/2026/11/2026-11-20-b.md", preferring: [.stocked]) }
        #expect(throws: KeptError.noMatch("diary/2026/11/2026-11-20-b.md")) { try FridgeChanges(store).buy("diary/2026/11/2026-11-20-b.md") }
    }
}
