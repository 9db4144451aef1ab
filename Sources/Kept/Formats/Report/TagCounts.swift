import Foundation

/// Every tag of a set of entries with how many entries carry it: `kept tags` and the
/// report's tag list. Tags that differ only in case or a leading `#` are one tag, shown as
/// most of its entries write it (of equally common spellings, the first in code point order).
package struct TagCount: Sendable, Equatable, Codable {
    package let tag: String
    package let count: Int

    package init(tag: String, count: Int) {
        self.tag = tag
        self.count = count
    }
}

package enum TagOrder: String, Sendable, CaseIterable {
    /// Most used first, then by name.
    case count
    /// By name.
    case name
}

package enum TagCounts {
    package static func make(_ entries: [Entry], order: TagOrder = .count) -> [TagCount] {
        var counts: [String: Int] = [:]
        var spellings: [String: [String: Int]] = [:]
        for entry in entries {
            var seen: Set<String> = []
            for written in entry.tags {
                let tag = written.hasPrefix("#") ? String(written.dropFirst()) : written
                let key = tag.lowercased()
                guard !tag.isEmpty, seen.insert(key).inserted else { continue }
                counts[key, default: 0] += 1
                spellings[key, default: [:]][tag, default: 0] += 1
            }
        }
        let tags = counts.map { key, count in
            let spelling = spellings[key]!.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key
            return TagCount(tag: spelling, count: count)
        }
        let byName = { (a: TagCount, b: TagCount) -> Bool in
            let order = a.tag.localizedStandardCompare(b.tag)
            return order == .orderedSame ? a.tag < b.tag : order == .orderedAscending
        }
        switch order {
        case .count: return tags.sorted { $0.count != $1.count ? $0.count > $1.count : byName($0, $1) }
        case .name: return tags.sorted(by: byName)
        }
    }
}
