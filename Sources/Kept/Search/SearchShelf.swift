import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Every entry of a list read and folded for search (`FoldedEntry`), each with the stamp its
/// file had: made again from the last shelf, only the files whose stamps changed are read and
/// folded again. After a write, search as you type reads one file rather than 10,000.
package struct SearchShelf: Sendable {
    package let entries: [FoldedEntry]
    private let stamps: [String: FileStamp]
    /// Per entry, laid end to end: its title's `TextMask`, its fields' together, and its
    /// body's `CharacterBits` (every bit set for a body that needs composing). A search reads
    /// these for all 10,000 entries and touches an entry only where a term may match.
    let titleMasks: [UInt64]
    let fieldsMasks: [UInt64]
    let bodyBits: [UInt64]

    /// `listed`'s entries (an index's, with the excerpts it keeps), in their order; those
    /// whose file cannot be read are left out.
    package init(_ store: Store, listed: [Entry], after previous: SearchShelf? = nil, now: Date = Date()) {
        let started = now.timeIntervalSince1970
        let known = previous.map { previous in
            Dictionary(previous.entries.map { ($0.entry.path, $0) }, uniquingKeysWith: { a, _ in a })
        } ?? [:]
        let stamps = previous?.stamps ?? [:]
        let made = listed.concurrentMap { entry -> (entry: FoldedEntry, stamp: FileStamp?)? in
            // Stat'ed before it is read: a change in between makes the next stamp differ.
            var info = stat()
            let stamp = stat(store.absolutePath(entry.path), &info) == 0 ? FileStamp(info) : nil
            if let stamp, stamps[entry.path] == stamp, let kept = known[entry.path], kept.entry.kind == entry.kind {
                return (kept, stamp)
            }
            guard let text = try? store.text(at: entry.path) else { return nil }
            let folded = FoldedEntry(Entry(path: entry.path, kind: entry.kind, document: EntryDocument(text: text)), excerpt: entry.excerpt)
            // Only a stamp that had settled can vouch for the text later (`FileStamp.isSettled`).
            return (folded, stamp.flatMap { $0.isSettled(before: started) ? $0 : nil })
        }.compactMap { $0 }
        entries = made.map(\.entry)
        titleMasks = entries.map(\.titleMask)
        fieldsMasks = entries.map { $0.fieldMasks.reduce(0, |) }
        var bits: [UInt64] = []
        bits.reserveCapacity(entries.count * CharacterBits.wordCount)
        for entry in entries {
            bits += entry.bodyCharacters?.words ?? [UInt64](repeating: .max, count: CharacterBits.wordCount)
        }
        bodyBits = bits
        var kept: [String: FileStamp] = [:]
        kept.reserveCapacity(made.count)
        for item in made { if let stamp = item.stamp { kept[item.entry.entry.path] = stamp } }
        self.stamps = kept
    }
}
