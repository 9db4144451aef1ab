/// How many one-character edits turn one word into another — insertions, deletions,
/// substitutions and swaps of two neighbours (`lsit` → `list` is one), the optimal string
/// alignment distance — for "did you mean" suggestions on mistyped commands, kinds and names.
package enum EditDistance {
    /// The distance between `a` and `b`, by Characters (a Hangul syllable is one).
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows: the one before the previous is needed for a swap.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }

    /// The candidate nearest to `word` when it is near enough to be what was meant: at most
    /// two edits, and fewer edits than the word has characters (`ls` is not a typo of `rm`).
    /// Case is ignored; on a tie the earlier candidate wins. Nil when `word` is a candidate.
    package static func nearest(to word: String, among candidates: [String]) -> String? {
        let lower = word.lowercased()
        guard !candidates.contains(where: { $0.lowercased() == lower }) else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(lower, candidate.lowercased())
            if distance <= 2, distance < lower.count, distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}
