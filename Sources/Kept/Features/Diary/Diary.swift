import Foundation

/// The diary as the front ends use it: the entries of a day, and a line for today (the
/// phone's *Today* box, `kept today --append`, an assistant's `append_today`) — one operation,
/// so that every front end writes the same file and commit.
package struct Diary: Sendable {
    package let store: Store

    package init(_ store: Store) { self.store = store }

    /// The diary entries dated `day`, earliest first; never a conflict copy a sync set aside.
    package func entries(on day: Day, index: StoreIndex? = nil) throws -> [Entry] {
        let diary = try store.kind(named: "diary")
        let entries = (index ?? StoreIndex.load(store, kinds: [diary])).entries.withoutConflictCopies
        var dated: [(entry: Entry, date: FieldDate)] = []
        for entry in entries where entry.kind == diary.name {
            if let date = entry.date(in: diary), date.day == day { dated.append((entry, date)) }
        }
        dated.sort { a, b in
            return a.date == b.date ? a.entry.path < b.entry.path : a.date < b.date
        }
        return dated.map(\.entry)
    }

    /// `text` as a new paragraph at the end of today's diary entry, or a new entry holding it
    /// when there is none. `base` is the entry as the writer last saw it: an edit made since
    /// (the command line, another phone) is joined with this one as a sync joins them, never
    /// written over. `now` says which day is today.
    package func appendToToday(_ text: String, base: String? = nil, now: Date = Date()) throws -> Change {
        try DiaryLine.check(text)
        let diary = try store.kind(named: "diary")
        if let existing = try entries(on: Day(now)).first {
            let current = try store.text(at: existing.path)
            let original = base.flatMap { $0.isEmpty ? nil : $0 } ?? current
            do {
                return try store.replace(existing.path, with: DiaryLine.appending(text, to: original), original: original)
            } catch KeptError.editCollided {
                // The entry's end changed meanwhile (a line from the terminal): a line for
                // today goes after whatever is there now.
                return try store.replace(existing.path, with: DiaryLine.appending(text, to: current), original: current)
            }
        }
        return try store.add(diary, text: DiaryLine.appending(text, to: try store.draft(diary, NewEntry())))
    }
}
