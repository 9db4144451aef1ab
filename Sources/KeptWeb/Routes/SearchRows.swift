import Foundation
import Kept

/// The search list's rows, each drawn once (by Mustache, from the `hit` template) for the
/// shelf it belongs to and kept until the store changes. A keystroke's list then joins 50
/// rows it has drawn before: escaping each title and excerpt, and looking up each value in
/// Mustache's context, was half of a search request's time (p99 398 ms under 32 connections).
/// It keeps the shelf its rows were drawn for, so that a row's number is always its entry's.
final class SearchRows: Sendable {
    let shelf: SearchShelf
    /// Each entry's kind's place in the store's order (the list shows kinds in that order).
    let kindOrder: [Int]
    private let language: Language
    private let drawn = Locked<[Int: String]>([:])

    init(_ shelf: SearchShelf, store: Store, language: Language) {
        self.shelf = shelf
        self.language = language
        let order = Dictionary(store.kinds.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
        kindOrder = shelf.entries.map { order[$0.entry.kind, default: 0] }
    }

    /// Entry `index`'s row, drawn the first time it is asked for.
    func row(_ index: Int, store: Store, pages: Pages) -> String {
        if let row = drawn.withLock({ $0[index] }) { return row }
        let entry = shelf.entries[index].entry
        let row = pages.part("hit", [
            "title": entry.title, "link": EntryLink.to(entry.path), "excerpt": shelf.entries[index].excerpt,
            "kind": FieldWords.kind(store.kind(ofPath: entry.path)?.folder ?? entry.kind, language),
        ])
        drawn.withLock { $0[index] = row }
        return row
    }
}
