import Foundation

/// The fridge kind's entries read as food, with the store's `fridge.soon` setting: what is in
/// stock, what expires soon, what is on the shopping list.
package struct Fridge: Sendable {
    /// Days ahead that count as "soon" when `fridge.soon` is not set.
    package static let defaultSoon = 3

    package let kind: Kind
    /// Every fridge entry, readable or not, in no particular order.
    package let items: [FridgeItem]
    /// Items expiring within this many days (today included) are "soon".
    package let soon: Int

    /// Fridge files whose front matter cannot be read: never dropped, listed with their problem.
    package let unreadable: [Entry]
    /// Conflict copies a sync set aside: no stock, shown marked until they are resolved.
    package let conflictCopies: [Entry]

    package init(kind: Kind, items: [FridgeItem], soon: Int = Fridge.defaultSoon, unreadable: [Entry] = [],
                conflictCopies: [Entry] = []) {
        self.kind = kind
        self.items = items
        self.soon = soon
        self.unreadable = unreadable
        self.conflictCopies = conflictCopies
    }

    /// Reads the store's fridge entries and its `fridge.soon` setting.
    package static func load(_ store: Store) throws -> Fridge {
        let kind = try store.kind(named: "fridge")
        let soon = try soonSetting(try store.config())
        let all = StoreIndex.load(store, kinds: [kind]).entries
        let entries = all.withoutConflictCopies
        return Fridge(kind: kind, items: entries.filter { $0.problem == nil }.map(FridgeItem.init), soon: soon,
                      unreadable: entries.filter { $0.problem != nil }.sorted { $0.path < $1.path },
                      conflictCopies: all.filter(\.isConflictCopy).sorted { $0.path < $1.path })
    }

    /// `fridge.soon`: days as a whole number (`3`) or written as `--within` takes them (`3d`, `1w`).
    package static func soonSetting(_ config: StoreConfig) throws -> Int {
        guard let text = config.string("fridge.soon") else { return defaultSoon }
        if let days = DayWindow.parse(text) { return days }
        // Not a window: let the config say which line is wrong.
        guard let days = try config.integer("fridge.soon"), days >= 0 else {
            throw KeptError.invalidValue(.fridgeSoon(text))
        }
        return days
    }

    /// The fridge items called `name` (title or file name, case and normalisation aside),
    /// readable ones only, conflict copies left out.
    static func items(named name: String, in store: Store) throws -> [FridgeItem] {
        let kind = try store.kind(named: "fridge")
        let wanted = name.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping.lowercased()
        return StoreIndex.load(store, kinds: [kind]).entries.withoutConflictCopies
            .filter { $0.problem == nil && ($0.title.lowercased() == wanted || $0.fileStem.lowercased() == wanted) }
            .map(FridgeItem.init)
    }

    /// Items whose `status` is a word kept does not know (`frozen`): shown, never changed.
    package var unknownStatus: [FridgeItem] { items.filter { $0.status == nil } }

    /// Stocked items, soonest expiry first (expired ones first of all), undated ones last.
    package func stock() -> [FridgeItem] {
        items.filter { $0.status == .stocked }.sorted(by: Self.byExpiry)
    }

    /// Everything: the stock, then the shopping list, then what was consumed, discarded, or
    /// has a status kept does not know.
    package func all() -> [FridgeItem] {
        let rank: (FridgeItem) -> Int = { item in
            switch item.status {
            case .stocked?: return 0
            case .toBuy?: return 1
            case .consumed?: return 2
            case .discarded?: return 3
            case nil: return 4
            }
        }
        return items.sorted { a, b in
            rank(a) != rank(b) ? rank(a) < rank(b) : Self.byExpiry(a, b)
        }
    }

    /// Stocked items that expire within `days` days of `today` (today is 0), expired included.
    package func expiring(within days: Int, today: Day) -> [FridgeItem] {
        let last = today.plus(days: days)
        return stock().filter { item in item.expires.map { $0 <= last } ?? false }
    }

    /// What the reminder tells about: stocked items expiring within `fridge.soon`, expired
    /// included, soonest first. `kept remind` shows these beside its cards.
    package func reminders(today: Day) -> [FridgeItem] { expiring(within: soon, today: today) }

    /// The shopping list: items to buy, by category, then title.
    package func shopping() -> [FridgeItem] {
        items.filter { $0.status == .toBuy }.sorted { a, b in
            a.category != b.category ? a.category.localizedStandardCompare(b.category) == .orderedAscending
                : a.title.localizedStandardCompare(b.title) == .orderedAscending
        }
    }

    /// The category a new item gets when none is given: `DefaultCategory`'s rule (the store's
    /// `fridge.category`, else the template's default), else `other`.
    package static func defaultCategory(for kind: Kind, config: StoreConfig) -> String {
        DefaultCategory.of(kind, config: config) ?? "other"
    }

    /// The setting naming the default category.
    package static let categorySetting = DefaultCategory.setting(for: "fridge")

    /// What `kept init` writes as `fridge.category`: `기타` for someone whose language is
    /// Korean (`ko`, `ko_KR.UTF-8`), else `other`.
    package static func initialCategory(language: String?) -> String {
        DefaultCategory.initial(kind: "fridge", language: language)
    }
}

private extension Fridge {
    static func byExpiry(_ a: FridgeItem, _ b: FridgeItem) -> Bool {
        switch (a.expires, b.expires) {
        case let (x?, y?) where x != y: return x < y
        case (_?, nil): return true
        case (nil, _?): return false
        default:
            let order = a.title.localizedStandardCompare(b.title)
            return order == .orderedSame ? a.path < b.path : order == .orderedAscending
        }
    }
}

/// A span of days typed for `--within` or written for `fridge.soon`: `3`, `3d`, `2w`, `0d` (today).
package enum DayWindow {
    package static func parse(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let m = trimmed.wholeMatch(of: /(\d{1,5})\s*(d|w|days?|weeks?|일|주)?/), let n = Int(m.1) else { return nil }
        switch m.2.map(String.init) {
        case "w"?, "week"?, "weeks"?, "주"?: return n * 7
        default: return n
        }
    }
}
