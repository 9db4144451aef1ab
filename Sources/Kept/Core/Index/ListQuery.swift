import Foundation

/// What `kept list` (and later search and export) selects and in which order.
package struct ListQuery: Sendable {
    package var kinds: [String]? = nil
    package var category: String? = nil
    package var tags: [String] = []
    package var conditions: [FieldFilter] = []
    package var from: Day? = nil
    package var to: Day? = nil
    /// Only entries with a location near a point; nearest first within each kind unless
    /// `sort` says otherwise.
    package var near: NearFilter? = nil
    /// Explicit sort keys; nil means each kind's default order.
    package var sort: [SortKey]? = nil
    package var reverse = false
    package var limit: Int? = nil

    package init() {}

    package func apply(to entries: [Entry], kinds allKinds: [Kind], now: Date = Date()) -> [Entry] {
        positions(in: entries, kinds: allKinds, now: now).map { entries[$0] }
    }

    /// What `apply` selects, as positions in `entries`, in its order.
    func positions(in entries: [Entry], kinds allKinds: [Kind], now: Date = Date()) -> [Int] {
        let kindByName = Dictionary(allKinds.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let order = Dictionary(allKinds.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let wantedTags = tags.map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }
        // Positions, not entries, until the end: copying an entry costs a dozen reference counts.
        let filtered = category != nil || !wantedTags.isEmpty || !conditions.isEmpty || near != nil || from != nil || to != nil
        let conditions = self.conditions.map { $0.resolvingDate(now: now) }
        let chosen = entries.indices.filter { i in
            if let kinds, !kinds.contains(entries[i].kind) { return false }
            guard filtered else { return true }
            let entry = entries[i]
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
        // Parse every sort value once, not at each of the n·log n comparisons, and sort
        // positions rather than entries (moving an entry costs a dozen reference counts).
        let sortByKind = kindByName.mapValues(\.sort)
        let dateFieldByKind = kindByName.mapValues(\.dateField)
        // Each entry's keys as an index into the few distinct lists, and its values in one flat
        // array, `width` a row: nested arrays cost reference counting at every comparison.
        var keyLists: [[SortKey]] = []
        var listOfKind: [String: Int] = [:]
        // The kind of the entry before, and what it looked up: most lists are of one kind, and
        // hashing each entry's kind twice cost more than comparing it with the last one.
        var lastKind: String?, lastList = 0, lastDateField: String?
        var dateFields: [String?] = []
        let keyOf = chosen.map { i -> Int in
            let kind = entries[i].kind
            if kind == lastKind { dateFields.append(lastDateField); return lastList }
            lastKind = kind
            lastDateField = dateFieldByKind[kind] ?? nil
            dateFields.append(lastDateField)
            if let known = listOfKind[kind] { lastList = known; return known }
            keyLists.append(sort ?? sortByKind[kind] ?? [SortKey(field: "title")])
            listOfKind[kind] = keyLists.count - 1
            lastList = keyLists.count - 1
            return lastList
        }
        let width = keyLists.map(\.count).max() ?? 0
        var texts = [String?](repeating: nil, count: chosen.count * width)
        for (i, entry) in chosen.enumerated() {
            for (k, key) in keyLists[keyOf[i]].enumerated() {
                texts[i * width + k] = Self.sortValue(entries[entry], key.field, dateField: dateFields[i])
            }
        }
        let paths = chosen.map { entries[$0].path }
        // One list of keys (one kind, or `--sort`) whose columns are all dates or all numbers:
        // sorted as integers (`IntegerSortKeys`), in the order the values below give.
        if keyLists.count == 1, sort != nil || near == nil,
           let integers = IntegerSortKeys(texts: texts, width: width, descending: keyLists[0].map(\.descending)) {
            return sortedPositions(integers, paths: paths).map { chosen[$0] }
        }
        let values = texts.map { $0.map(SortValue.init) }
        let distances = near.map { near in chosen.map { near.distance(to: entries[$0]) ?? 0 } }
        let kindOrder = chosen.map { order[entries[$0].kind] ?? .max }
        // Compared through buffers: subscripting the arrays in the comparison retained and
        // released each value's text at every step of sorting 100,000 entries.
        let positions = values.withUnsafeBufferPointer { values in keyLists.withUnsafeBufferPointer { keyLists in
        let precedes = { (a: Int, b: Int) -> Bool in
            if self.sort == nil, kindOrder[a] != kindOrder[b] { return kindOrder[a] < kindOrder[b] }
            if self.sort == nil, let distances, distances[a] != distances[b] { return distances[a] < distances[b] }
            let keysOfA = keyLists[keyOf[a]], countOfB = keyLists[keyOf[b]].count
            for (i, key) in keysOfA.enumerated() where i < countOfB {
                switch (values[a * width + i], values[b * width + i]) {
                case (nil, nil): continue
                case (nil, _): return false  // missing values sort last, whatever the direction
                case (_, nil): return true
                case let (x?, y?):
                    let result = x.compare(y)
                    if result == .orderedSame { continue }
                    return (result == .orderedAscending) != key.descending
                }
            }
            return paths[a] < paths[b]
        }
        return ordered(chosen.count, by: precedes)
        } }
        return positions.map { chosen[$0] }
    }

    /// Positions `0..<count` in the order `precedes` gives, reversed and cut to the limit as
    /// the query asks.
    private func ordered(_ count: Int, by precedes: (Int, Int) -> Bool) -> [Int] {
        if let limit, limit < count / 8 {
            // The first few of many (`--limit 10`): one pass keeping the best, no full sort.
            return Self.first(max(0, limit), of: 0..<count, by: reverse ? { precedes($1, $0) } : precedes)
        }
        var all = Array(0..<count)
        all.sort(by: precedes)
        if reverse { all.reverse() }
        return limit.map { Array(all.prefix(max(0, $0))) } ?? all
    }

    /// `ordered` for integer keys: the keys in turn, then the paths (ties). The walk gives most
    /// lists already in path order: then the position itself breaks a tie.
    private func sortedPositions(_ integers: IntegerSortKeys, paths: [String]) -> [Int] {
        let width = integers.width
        let inPathOrder = paths.indices.dropFirst().allSatisfy { paths[$0 - 1] < paths[$0] }
        return integers.keys.withUnsafeBufferPointer { keys in paths.withUnsafeBufferPointer { paths in
            let breaksTie = { (a: Int, b: Int) -> Bool in inPathOrder ? a < b : paths[a] < paths[b] }
            if width == 1 {
                return ordered(paths.count) { a, b in keys[a] != keys[b] ? keys[a] < keys[b] : breaksTie(a, b) }
            }
            return ordered(paths.count) { a, b in
                for k in 0..<width where keys[a * width + k] != keys[b * width + k] {
                    return keys[a * width + k] < keys[b * width + k]
                }
                return breaksTie(a, b)
            }
        } }
    }

    /// The first `k` of `items` in the order `precedes` gives, in that order: what sorting
    /// them all and taking a prefix gives, in one pass (each item is compared with the
    /// worst kept so far; few get further). Ties go to the earlier item, as a stable sort.
    static func first(_ k: Int, of items: Range<Int>, by precedes: (Int, Int) -> Bool) -> [Int] {
        guard k > 0 else { return [] }
        var kept: [Int] = []
        kept.reserveCapacity(k + 1)
        for item in items {
            if kept.count == k, !precedes(item, kept[k - 1]) { continue }
            // After the last kept one that does not come after it (stability).
            var low = 0, high = kept.count
            while low < high {
                let middle = (low + high) / 2
                if precedes(item, kept[middle]) { high = middle } else { low = middle + 1 }
            }
            kept.insert(item, at: low)
            if kept.count > k { kept.removeLast() }
        }
        return kept
    }

    /// `date` means the kind's dating field when the entry has no `date` of its own.
    private static func sortValue(_ entry: Entry, _ field: String, dateField: String?) -> String? {
        if field == "category" { return entry.category }
        if let value = entry.value(of: field) { return value }
        if field == "date", let dateField { return entry.value(of: dateField) }
        return nil
    }
}

extension Entry {
    /// The `category` field, or for kinds filed by category the folder it is in.
    package var category: String? {
        if let value = value(of: "category") { return value }
        let parts = path.split(separator: "/")
        return parts.count > 2 && (kind == "card" || kind == "fridge") ? String(parts[1]) : nil
    }
}
