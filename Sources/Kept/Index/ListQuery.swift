import Foundation

/// What `kept list` (and later search and export) selects and in which order.
public struct ListQuery: Sendable {
    public var kinds: [String]? = nil
    public var category: String? = nil
    public var tags: [String] = []
    public var conditions: [FieldFilter] = []
    public var from: Day? = nil
    public var to: Day? = nil
    /// Only entries with a location near a point; nearest first within each kind unless
    /// `sort` says otherwise.
    public var near: NearFilter? = nil
    /// Explicit sort keys; nil means each kind's default order.
    public var sort: [SortKey]? = nil
    public var reverse = false
    public var limit: Int? = nil

    public init() {}

    public func apply(to entries: [Entry], kinds allKinds: [Kind], now: Date = Date()) -> [Entry] {
        let kindByName = Dictionary(allKinds.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let order = Dictionary(allKinds.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let wantedTags = tags.map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }
        var selected = entries.filter { entry in
            if let kinds, !kinds.contains(entry.kind) { return false }
            if let category, entry.category?.compare(category, options: .caseInsensitive) != .orderedSame { return false }
            for tag in wantedTags where !entry.tags.contains(where: { $0.compare(tag, options: .caseInsensitive) == .orderedSame }) {
                return false
            }
            if !conditions.allSatisfy({ $0.matches(entry, now: now) }) { return false }
            if let near, !near.admits(entry) { return false }
            if from != nil || to != nil {
                guard let date = entry.date(in: kindByName[entry.kind]) else { return false }
                if let from, date.day < from { return false }
                if let to, to < date.day { return false }
            }
            return true
        }
        // Parse every sort value once, not at each of the n·log n comparisons.
        let keyed = selected.map { entry -> (entry: Entry, values: [SortValue?], keys: [SortKey], distance: Double) in
            let keys = sort ?? kindByName[entry.kind]?.sort ?? [SortKey(field: "title")]
            return (entry, keys.map { key in Self.sortValue(entry, key.field, kindByName[entry.kind]).map(SortValue.init) }, keys,
                    near?.distance(to: entry) ?? 0)
        }
        selected = keyed.sorted { a, b in
            if sort == nil, a.entry.kind != b.entry.kind {
                return (order[a.entry.kind] ?? .max) < (order[b.entry.kind] ?? .max)
            }
            if sort == nil, near != nil, a.distance != b.distance { return a.distance < b.distance }
            for (i, key) in a.keys.enumerated() where i < b.values.count {
                switch (a.values[i], b.values[i]) {
                case (nil, nil): continue
                case (nil, _): return false  // missing values sort last, whatever the direction
                case (_, nil): return true
                case let (x?, y?):
                    let result = x.compare(y)
                    if result == .orderedSame { continue }
                    return (result == .orderedAscending) != key.descending
                }
            }
            return a.entry.path < b.entry.path
        }.map(\.entry)
        if reverse { selected.reverse() }
        if let limit { selected = Array(selected.prefix(max(0, limit))) }
        return selected
    }

    /// `date` means the kind's dating field when the entry has no `date` of its own.
    private static func sortValue(_ entry: Entry, _ field: String, _ kind: Kind?) -> String? {
        if field == "category" { return entry.category }
        if let value = entry.value(of: field) { return value }
        if field == "date", let dateField = kind?.dateField { return entry.value(of: dateField) }
        return nil
    }
}

extension Entry {
    /// The `category` field, or for kinds filed by category the folder it is in.
    public var category: String? {
        if let value = value(of: "category") { return value }
        let parts = path.split(separator: "/")
        return parts.count > 2 && (kind == "card" || kind == "fridge") ? String(parts[1]) : nil
    }
}
