/// Where entries folded before match, without the marks and snippets of a hit: a list that
/// shows titles and excerpts (search as you type) needs only each entry's place to rank it.
/// Building a hit for each of a common word's thousands of matches was most of a keystroke.
extension EntrySearch {
    /// The place `hit` would give `folded`, or nil when it is no hit.
    package func place(_ folded: FoldedEntry) -> SearchHit.Place? {
        let terms = query.terms
        var place = SearchHit.Place.title
        var inBody: [Int] = []
        for i in terms.indices {
            let mask = termMasks[i]
            if TextMask.mayHold(folded.titleMask, mask), terms[i].firstMatch(in: folded.title, initials: true) != nil { continue }
            let masks = folded.fieldMasks
            if masks.indices.contains(where: { TextMask.mayHold(masks[$0], mask) && terms[i].firstMatch(in: folded.fields[$0].text, initials: true) != nil }) {
                place = max(place, .field)
                continue
            }
            inBody.append(i)
        }
        guard !inBody.isEmpty else { return place }
        if !folded.bodyNeedsComposition {
            for i in inBody {
                if let characters = folded.bodyCharacters, let scalars = literalScalars[i], !characters.mayHold(scalars) { return nil }
                if let bytes = literals[i] ?? stemLiterals[i], !Self.contains(folded.body, bytes) { return nil }
            }
            // Found as bytes in NFC text is found (`hit` says so too).
            if inBody.allSatisfy({ literals[$0] != nil }) { return .body }
        }
        let body = FoldedText(folded.body)
        for i in inBody where terms[i].firstMatch(in: body, initials: bodyInitials[i]) == nil { return nil }
        return .body
    }

    /// The places of the hits among `entries`, each with its entry's index, in their order.
    package func places(_ entries: [FoldedEntry]) -> [(place: SearchHit.Place, index: Int)] {
        Array(entries.indices).concurrentMap { i in place(entries[i]).map { (place: $0, index: i) } }.compactMap { $0 }
    }

    /// The places of the hits among `shelf`'s entries whose index `included` (all when nil),
    /// each with that index, in their order. The shelf's masks and body bits pass over every
    /// entry where some term cannot match, without touching the entry itself.
    package func places(in shelf: SearchShelf, included: ((Int) -> Bool)? = nil) -> [(place: SearchHit.Place, index: Int)] {
        let masks = termMasks
        // The body's check `place` makes, for terms matched by their bytes in bodies: per term
        // (`checks[term]`, nil for none) a run of `words` of a body and the bits each needs,
        // laid end to end so that the pass over 10,000 entries touches no array of arrays.
        var words: [(word: Int, bits: UInt64)] = []
        let checks: [Range<Int>?] = literalScalars.map { scalars in
            guard let scalars else { return nil }
            let start = words.count
            for bit in scalars.map(CharacterBits.bit) {
                if let same = words[start...].firstIndex(where: { $0.word == bit >> 6 }) { words[same].bits |= 1 << UInt64(bit & 63) }
                else { words.append((bit >> 6, 1 << UInt64(bit & 63))) }
            }
            return start..<words.count
        }
        var candidates: [Int] = []
        shelf.titleMasks.withUnsafeBufferPointer { titles in
            shelf.fieldsMasks.withUnsafeBufferPointer { fields in
                shelf.bodyBits.withUnsafeBufferPointer { bodies in
                    words.withUnsafeBufferPointer { words in
                        for entry in titles.indices {
                            let base = entry * CharacterBits.wordCount
                            var possible = true
                            for term in masks.indices {
                                if TextMask.mayHold(titles[entry], masks[term]) || TextMask.mayHold(fields[entry], masks[term]) { continue }
                                if let check = checks[term], !check.allSatisfy({ bodies[base + words[$0].word] & words[$0].bits == words[$0].bits }) {
                                    possible = false
                                    break
                                }
                            }
                            if possible, included?(entry) ?? true { candidates.append(entry) }
                        }
                    }
                }
            }
        }
        let entries = shelf.entries
        return candidates.concurrentMap { i in place(entries[i]).map { (place: $0, index: i) } }.compactMap { $0 }
    }
}
