import Foundation

/// How many single-character edits (insert, delete, replace, swap two neighbours) turn one
/// word into another: the optimal-string-alignment distance, so that `titel` is one edit from
/// `title` as a person sees it. For "did you mean" hints over short names, not for long text.
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        var before = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[y.count]
    }

    /// The candidate nearest to `word`, when it is near enough to be what was meant: at most
    /// two edits, and fewer than half the word's letters (`ab` is not a typo of `xy`).
    public static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = between(word, candidate)
            if distance <= min(2, max(1, word.count / 2)), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }
}
