import Foundation

extension Store {
    /// The entries `search` matches among those `list` selects, grouped by kind. With the
    /// default order, kinds with better matches come first and within a kind title matches
    /// rank above field matches above body matches, then the kind's own order; an explicit
    /// `sort` or `near` orders each kind's hits by that instead. `list.limit` caps the total.
    public func search(_ search: EntrySearch, list: ListQuery = ListQuery(), now: Date = Date()) -> [SearchHit] {
        let wanted = list.kinds.map { names in kinds.filter { names.contains($0.name) } }
        // Read every file but parse only those that can match: most hold none of the words.
        // What may match is parsed, or taken from the index cache with the body just read.
        let found = StoreIndex.cachedFiles(self, kinds: wanted)
        let hits = Array(found.files.indices).concurrentMap { i -> SearchHit? in
            let file = found.files[i]
            // One open, fstat and read a file; its stamp decides whether the cache's fields hold.
            let read = EntryFile.bytesAndStamp(absolutePath(file.path))
            if let read, search.cannotMatch(file: read.bytes, path: file.path) { return nil }
            if let read, let text = String(validating: read.bytes, as: UTF8.self),
               let entry = found.entry(i, text: text, stamp: read.stamp) {
                return search.hit(entry)
            }
            return search.hit(listedEntry(at: file.path, kind: file.kind, bytes: read?.bytes))
        }.compactMap { $0 }
        var selection = list
        selection.limit = nil
        // Each hit's place in the selection's order, by position: a dictionary keyed by path
        // hashed every path (Korean ones through their NFC form), a fifth of a common word.
        var position = [Int?](repeating: nil, count: hits.count)
        for (rank, i) in selection.positions(in: hits.map(\.entry), kinds: kinds, now: now).enumerated() where position[i] == nil {
            position[i] = rank
        }
        let kept = hits.indices.filter { position[$0] != nil }

        let ranked = list.sort == nil && list.near == nil
        let kindOrder = Dictionary(kinds.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
        // A kind's place among the groups: its best match, then the kinds' order (ranked), or
        // where its first entry comes in the selection's order.
        var groupRank: [String: Int] = [:]
        for i in kept {
            let hit = hits[i]
            let rank = ranked ? hit.place.rawValue * 10_000 + min(kindOrder[hit.entry.kind] ?? 9_999, 9_999) : position[i]!
            groupRank[hit.entry.kind] = min(groupRank[hit.entry.kind] ?? rank, rank)
        }
        let sorted = kept.sorted { i, j in
            let a = hits[i], b = hits[j]
            let ga = groupRank[a.entry.kind]!, gb = groupRank[b.entry.kind]!
            if ga != gb { return ga < gb }
            if a.entry.kind != b.entry.kind { return a.entry.kind < b.entry.kind }
            if ranked && a.place != b.place { return a.place < b.place }
            return position[i]! < position[j]!
        }.map { hits[$0] }
        return list.limit.map { Array(sorted.prefix(max(0, $0))) } ?? sorted
    }
}
