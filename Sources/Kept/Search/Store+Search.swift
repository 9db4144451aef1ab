import Foundation

extension Store {
    /// The entries `search` matches among those `list` selects, grouped by kind. With the
    /// default order, kinds with better matches come first and within a kind title matches
    /// rank above field matches above body matches, then the kind's own order; an explicit
    /// `sort` or `near` orders each kind's hits by that instead. `list.limit` caps the total.
    package func search(_ search: EntrySearch, list: ListQuery = ListQuery(), now: Date = Date()) -> [SearchHit] {
        let wanted = list.kinds.map { names in kinds.filter { names.contains($0.name) } }
        // Read every file but parse only those that can match: most hold none of the words.
        // What may match is parsed, or taken from the index cache with the body just read.
        let found = StoreIndex.cachedFiles(self, kinds: wanted)
        let hits = Array(found.files.indices).concurrentMap { i -> SearchHit? in
            let file = found.files[i]
            // One open and read a file, and a stamp (`fstat`) only for one whose bytes may
            // match: the stamp decides whether the cache's record holds.
            var mayMatch = true
            let read = EntryFile.bytes(absolutePath(file.path)) { bytes in
                mayMatch = !search.cannotMatch(file: bytes, path: file.path)
                return mayMatch
            }
            if read != nil && !mayMatch { return nil }
            // Decided on the cached record's bytes and the file's, where it can be: the entry
            // is made only for a hit.
            if let read, let stamp = read.stamp, let cache = found.cache, let r = found.records[i], cache.hasStamp(r, stamp) {
                let verdict = read.bytes.withUnsafeBytes { search.verdict(r, in: cache, file: $0.bindMemory(to: UInt8.self)) }
                switch verdict {
                case .miss: return nil
                case let .hit(place) where !search.snippets:
                    // Nothing of it shown but its fields: the body stays in the file until asked for.
                    guard let entry = cache.entry(r, path: file.path, body: bodySource(of: file.path)) else { break }
                    return SearchHit(entry: entry, place: place, title: MarkedText(pieces: [.init(text: entry.title, isMatch: false)]),
                                     fields: [], snippet: nil)
                case .hit, .undecided: break
                }
            }
            if let read, let stamp = read.stamp, let text = String(validating: read.bytes, as: UTF8.self),
               let entry = found.entry(i, text: text, stamp: stamp) {
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
        // Each hit's keys as integers, compared without touching the hits: a comparison of
        // two hits copied both (a dozen reference counts), a tenth of a common word's search.
        let kindNames = Set(kept.map { hits[$0].entry.kind }).sorted()
        let kindRank = Dictionary(uniqueKeysWithValues: kindNames.enumerated().map { ($0.element, $0.offset) })
        var keys = [(group: Int, kind: Int, place: Int, position: Int)](repeating: (0, 0, 0, 0), count: hits.count)
        for i in kept {
            let kind = hits[i].entry.kind
            keys[i] = (groupRank[kind]!, kindRank[kind]!, ranked ? hits[i].place.rawValue : 0, position[i]!)
        }
        let sorted = keys.withUnsafeBufferPointer { keys in
            kept.sorted { i, j in
                let a = keys[i], b = keys[j]
                if a.group != b.group { return a.group < b.group }
                if a.kind != b.kind { return a.kind < b.kind }
                if a.place != b.place { return a.place < b.place }
                return a.position < b.position
            }
        }.map { hits[$0] }
        return list.limit.map { Array(sorted.prefix(max(0, $0))) } ?? sorted
    }
}
