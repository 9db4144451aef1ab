import Foundation

/// The words given to `kept search`: a last word that names a kind (`김치 fridge`, `walk
/// diary`) narrows the search to that kind instead of being searched for, as long as other
/// words are left to search; a single word is always searched for.
package struct SearchWords: Sendable {
    /// The words to search for, joined by spaces (what `SearchQuery` reads).
    package let text: String
    /// The kind the last word named, if it named one.
    package let kind: Kind?

    package init(_ words: [String], in store: Store) {
        if words.count > 1, let last = words.last, let kind = try? store.kind(named: last) {
            self.kind = kind
            self.text = words.dropLast().joined(separator: " ")
        } else {
            self.kind = nil
            self.text = words.joined(separator: " ")
        }
    }
}
