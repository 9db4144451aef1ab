import Foundation
import KeptGit
import Testing
@testable import Kept

/// The fridge domain on real temporary stores: queries, the changes and their commits.
@Suite("fridge")
struct FridgeTests {
    static let today = Day(year: 2026, month: 11, day: 22)

    static func item(_ title: String, _ category: String = "other", expires: String? = nil, quantity: String = "1",
                     unit: String = "", status: String = "stocked") -> String {
        """
        ---
        title: \(title)
        category: \(category)
        purchased: 2026-11-20
        expires:\(expires.map { " " + $0 } ?? "")
        quantity: \(quantity)
        unit:\(unit.isEmpty ? "" : " " + unit)
        status: \(status)
        tags: []
        ---

        """
    }

    func fridge(_ files: [String: String]) throws -> (TemporaryStore, Fridge) {
        let temp = try TemporaryStore(files: files)
        return (temp, try Fridge.load(temp.store))
    }

    @Test func stockIsSortedByExpiryWithExpiredFirstAndUndatedLast() throws {
        let (_, fridge) = try fridge([
            "fridge/other/김치.md": Self.item("김치", expires: "2026-11-25"),
            "fridge/유제품/우유.md": Self.item("우유", "유제품", expires: "2026-11-20"),
            "fridge/other/salt.md": Self.item("Salt"),
            "fridge/other/두부.md": Self.item("두부", expires: "2026-11-22"),
            "fridge/other/old.md": Self.item("Old", expires: "2026-11-01", status: "consumed"),
            "fridge/other/eggs.md": Self.item("Eggs", status: "to-buy"),
        ])
        #expect(fridge.stock().map(\.title) == ["우유", "두부", "김치", "Salt"])
        #expect(fridge.expiring(within: 3, today: Self.today).map(\.title) == ["우유", "두부", "김치"])
        #expect(fridge.expiring(within: 0, today: Self.today).map(\.title) == ["우유", "두부"])
        #expect(fridge.reminders(today: Self.today).map(\.title) == ["우유", "두부", "김치"])
        #expect(fridge.shopping().map(\.title) == ["Eggs"])
        #expect(fridge.all().map(\.title) == ["우유", "두부", "김치", "Salt", "Eggs", "Old"])
    }

    @Test func soonComesFromTheConfig() throws {
        #expect(try Fridge.soonSetting(StoreConfig(text: "")) == 3)
        #expect(try Fridge.soonSetting(StoreConfig(text: "fridge:\n  soon: 5\n")) == 5)
        #expect(try Fridge.soonSetting(StoreConfig(text: "fridge.soon: 1w\n")) == 7)
        #expect(throws: KeptError.self) { try Fridge.soonSetting(StoreConfig(text: "fridge:\n  soon: lots\n")) }
        do {
            _ = try Fridge.soonSetting(StoreConfig(text: "fridge:\n  soon: lots\n"))
        } catch {
            #expect("\(error)".contains(".kept/config.yaml:2"), "\(error)")
        }
        let temp = try TemporaryStore()
        try temp.write(".kept/config.yaml", "fridge:\n  soon: 1\n")
        #expect(try Fridge.load(temp.store).soon == 1)
    }

    @Test func theDefaultCategoryIsTheStoresNeverTheProcesssLocale() throws {
        let kind = try TemporaryStore().store.kind(named: "fridge")
        #expect(Fridge.initialCategory(language: "ko_KR") == "기타")
        #expect(Fridge.initialCategory(language: "ko") == "기타")
        #expect(Fridge.initialCategory(language: "en_US") == "other")
        #expect(Fridge.initialCategory(language: nil) == "other")
        #expect(Fridge.defaultCategory(for: kind, config: try StoreConfig(text: "fridge:\n  category: 기타\n")) == "기타")
        #expect(Fridge.defaultCategory(for: kind, config: try StoreConfig(text: "version: 1\n")) == "other",
                "a store made before the setting existed files under `other` on every machine")
    }

    @Test func consumeCountsDownAndFinishesAtZero() throws {
        let (temp, _) = try fridge(["fridge/other/김치.md": Self.item("김치", expires: "2026-11-25", quantity: "2", unit: "통")])
        let path = "fridge/other/김치.md"
        let before = try temp.read(path)

        let first = try FridgeChanges(temp.store).consume(path, .quantity(1))
        #expect(first.message == "fridge: consume 김치 (2 → 1)")
        #expect(try temp.read(path) == before.replacingOccurrences(of: "quantity: 2", with: "quantity: 1"))

        #expect(throws: KeptError.self) { try FridgeChanges(temp.store).consume(path, .quantity(1.5)) }
        #expect(try temp.read(path) == before.replacingOccurrences(of: "quantity: 2", with: "quantity: 1"))

        let last = try FridgeChanges(temp.store).consume(path, .all)
        #expect(last.message == "fridge: consume 김치 (1 → 0)")
        #expect(try temp.read(path) == before.replacingOccurrences(of: "quantity: 2", with: "quantity: 0")
            .replacingOccurrences(of: "status: stocked", with: "status: consumed"))
        #expect(throws: KeptError.self) { try FridgeChanges(temp.store).consume(path, .quantity(1)) }
        #expect(try temp.store.history().map(\.summary).prefix(2) == ["fridge: consume 김치 (1 → 0)", "fridge: consume 김치 (2 → 1)"])
    }

    @Test func aQuantityThatIsNotANumberIsNotCountedDown() throws {
        let (temp, _) = try fridge(["fridge/other/쌀.md": Self.item("쌀", quantity: "half a bag")])
        let before = try temp.read("fridge/other/쌀.md")
        #expect(throws: KeptError.invalidField(path: "fridge/other/쌀.md", line: 6,
            Message(.errorFridgeQuantityNotANumber, ["written": "half a bag", "title": "쌀"]))) {
            try FridgeChanges(temp.store).consume("fridge/other/쌀.md", .quantity(1))
        }
        #expect(try temp.read("fridge/other/쌀.md") == before)
    }

    /// What is taken is what the file will say: three decimals at most, plain digits.
    @Test func aQuantityIsTakenOnlyAsTheFileWillWriteIt() throws {
        #expect(try FridgeQuantity.parse("0.125") == 0.125)
        #expect(try FridgeQuantity.parse("1000000000") == 1_000_000_000)
        #expect(throws: KeptError.invalidValue(.quantityTooFine("0.0004"))) { try FridgeQuantity.parse("0.0004") }
        #expect(throws: KeptError.invalidValue(.quantityTooFine("0.4999"))) { try FridgeQuantity.parse("0.4999") }
        #expect(throws: KeptError.invalidValue(.quantityTooLarge("100000000000000000000"))) { try FridgeQuantity.parse("100000000000000000000") }
        #expect(throws: KeptError.invalidValue(.quantityTooLarge("1e+20"))) { try FridgeQuantity.checked(1e20) }
        #expect(throws: KeptError.invalidValue(.quantityTooFine("0.0000000009"))) { try FridgeQuantity.parse("0.0000000009") }
        #expect(throws: KeptError.invalidValue(.quantityTooFine("1e-320"))) { try FridgeQuantity.checked(1e-320) }
        #expect(Quantity.text(1e20) == "100000000000000000000")
        #expect(Quantity.text(0.0004) == "0")
        #expect(Quantity.text(2.5) == "2.5")
        #expect(KeptError.invalidValue(.quantityTooFine("0.0004")).message.text(in: .korean).contains("셋째 자리까지"))
    }

    @Test func fractionsAddUpToZero() throws {
        let (temp, _) = try fridge(["fridge/other/milk.md": Self.item("Milk", quantity: "1", unit: "l")])
        _ = try FridgeChanges(temp.store).consume("fridge/other/milk.md", .quantity(0.3))
        _ = try FridgeChanges(temp.store).consume("fridge/other/milk.md", .quantity(0.7))
        let item = FridgeItem(try temp.store.entry(at: "fridge/other/milk.md"))
        #expect(item.status == .consumed)
        #expect(item.amount == "0 l")
    }

    @Test func buyRelistsAddsOrLeavesAlone() throws {
        let (temp, _) = try fridge([
            "fridge/other/김치.md": Self.item("김치", quantity: "0", status: "consumed"),
            "fridge/other/두부.md": Self.item("두부", expires: "2026-11-25"),
        ])
        guard case let .relisted(change) = try FridgeChanges(temp.store).buy("김치") else { Issue.record("not relisted"); return }
        #expect(change.message == "fridge: buy 김치")
        let relisted = FridgeItem(try temp.store.entry(at: "fridge/other/김치.md"))
        #expect(relisted.status == .toBuy && relisted.quantity == 1)

        guard case .alreadyListed = try FridgeChanges(temp.store).buy("김치") else { Issue.record("listed twice"); return }

        try temp.write(".kept/config.yaml", "fridge:\n  category: 기타\n")
        guard case let .added(added) = try FridgeChanges(temp.store).buy("계란", quantity: 10) else {
            Issue.record("not added"); return
        }
        #expect(added.path == "fridge/기타/계란.md")
        let text = try temp.read(added.path)
        #expect(text.contains("\npurchased:\n") && text.contains("\nstatus: to-buy\n") && text.contains("\nquantity: 10\n"), "\(text)")

        // Still in stock: a second one to buy, beside it.
        guard case let .added(second) = try FridgeChanges(temp.store).buy("두부") else { Issue.record("not added"); return }
        #expect(second.path == "fridge/other/두부-2.md")
        #expect(try FridgeChanges(temp.store).item("두부", preferring: [.toBuy]) == "fridge/other/두부-2.md")
        #expect(try FridgeChanges(temp.store).item("두부", preferring: [.stocked]) == "fridge/other/두부.md")
    }

    @Test func boughtStocksItAgainToday() throws {
        let (temp, _) = try fridge(["fridge/유제품/우유.md": Self.item("우유", "유제품", expires: "2026-11-10", status: "to-buy")])
        let path = "fridge/유제품/우유.md"
        let now = seoul.date(from: DateComponents(year: 2026, month: 11, day: 22, hour: 9))!
        let change = try FridgeChanges(temp.store).bought(path, expires: Day(year: 2026, month: 12, day: 1), now: now)
        #expect(change.message == "fridge: bought 우유 (expires 2026-12-01)")
        let item = FridgeItem(try temp.store.entry(at: path))
        #expect(item.status == .stocked)
        #expect(item.purchased == Day(now))
        #expect(item.expires == Day(year: 2026, month: 12, day: 1))
        #expect(throws: KeptError.self) { try FridgeChanges(temp.store).bought(path) }
    }

    @Test func statsCountCategoriesTheWeekAndTheLastThirtyDays() throws {
        let (_, fridge) = try fridge([
            "fridge/유제품/우유.md": Self.item("우유", "유제품", expires: "2026-11-21"),
            "fridge/유제품/치즈.md": Self.item("치즈", "유제품", expires: "2026-11-28"),
            "fridge/채소/파.md": Self.item("파", "채소", expires: "2026-11-29"),
            "fridge/other/salt.md": Self.item("Salt"),
            "fridge/other/gone.md": Self.item("Gone", status: "consumed"),
        ])
        let d = { (m: Int, day: Int) in Day(year: 2026, month: m, day: day) }
        let stats = FridgeStats(fridge: fridge, today: Self.today, history: [
            ("fridge: consume 김치 (2 → 1)", d(11, 21)),
            ("fridge: consume 김치 (1 → 0)", d(11, 21)),
            ("fridge: consume 두부 (1 → 0)", d(10, 24)),
            ("fridge: consume 파 (3 → 0)", d(10, 23)),  // 31 days ago: outside the window
            ("fridge: discard 우유", d(11, 2)),
            ("fridge: set 치즈 status stocked → discarded", d(11, 3)),
            ("fridge: set 햄 quantity 1 → 0, status stocked → consumed", d(11, 4)),
            ("cards: discard x", d(11, 5)),
        ])
        #expect(stats.stocked == 4)
        #expect(stats.categories == [
            .init(category: "유제품", items: 2, share: 0.5),
            .init(category: "other", items: 1, share: 0.25),
            .init(category: "채소", items: 1, share: 0.25),
        ])
        #expect(stats.expired.map(\.title) == ["우유"])
        #expect(stats.expiringThisWeek.map(\.title) == ["치즈"])
        #expect(stats.weekEnd == d(11, 28))
        #expect(stats.since == d(10, 24))
        #expect(stats.consumed == 3)
        #expect(stats.discarded == 2)
    }

    @Test func theCalendarLaysOutWeeksFromTheChosenDay() throws {
        let (_, fridge) = try fridge([
            "fridge/other/김치.md": Self.item("김치", expires: "2026-12-22"),
            "fridge/other/깍두기.md": Self.item("깍두기", expires: "2026-12-22"),
            "fridge/other/old.md": Self.item("Old", expires: "2026-12-03", status: "consumed"),
            "fridge/other/next.md": Self.item("Next", expires: "2027-01-01"),
        ])
        let monday = ExpiryCalendar(year: 2026, month: 12, firstWeekday: 1, items: fridge.items)
        #expect(monday.weeks.count == 5)
        #expect(monday.weeks[0].map { $0?.day } == [nil, 1, 2, 3, 4, 5, 6])
        #expect(monday.weeks[4].map { $0?.day } == [28, 29, 30, 31, nil, nil, nil])
        #expect(monday.days == [Day(year: 2026, month: 12, day: 22)])
        #expect(monday.expiring[Day(year: 2026, month: 12, day: 22)]?.map(\.title) == ["김치", "깍두기"])
        let sunday = ExpiryCalendar(year: 2026, month: 12, firstWeekday: 7, items: [])
        #expect(sunday.weekdayColumns == [7, 1, 2, 3, 4, 5, 6])
        #expect(sunday.weeks[0].map { $0?.day } == [nil, nil, 1, 2, 3, 4, 5])
        // February 2027 starts on a Monday and fills exactly four weeks.
        #expect(ExpiryCalendar(year: 2027, month: 2, items: []).weeks.count == 4)
        #expect(try ExpiryCalendar.month("2026-3") == (2026, 3))
        #expect(throws: KeptError.self) { try ExpiryCalendar.month("2026-13") }
    }
}

@Suite("fridge reminders")
struct FridgeReminderTests {
    @Test func dueItemsAreThoseWithinSoonExpiredIncluded() throws {
        let temp = try TemporaryStore(files: [
            "fridge/other/김치.md": FridgeTests.item("김치", expires: "2026-11-25"),
            "fridge/유제품/우유.md": FridgeTests.item("우유", "유제품", expires: "2026-11-20"),
            "fridge/other/두부.md": FridgeTests.item("두부", expires: "2026-11-22"),
            "fridge/other/파.md": FridgeTests.item("파", expires: "2026-11-23"),
            "fridge/other/later.md": FridgeTests.item("Later", expires: "2026-11-26"),
            "fridge/other/gone.md": FridgeTests.item("Gone", expires: "2026-11-22", status: "consumed"),
        ])
        let due = try FridgeReminder.due(in: temp.store, today: FridgeTests.today)
        #expect(due.map(\.text) == [
            "우유 expired 2 days ago (D+2)", "두부 expires today (D-day)",
            "파 expires in 1 day (D-1)", "김치 expires in 3 days (D-3)",
        ])
        try temp.write(".kept/config.yaml", "fridge.soon: 0\n")
        #expect(try FridgeReminder.due(in: temp.store, today: FridgeTests.today).map(\.item.title) == ["우유", "두부"])
    }
}
