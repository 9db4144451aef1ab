import Foundation

/// A line for today's diary entry, as the phone's *Today* box and an assistant's
/// `append_today` write it: one operation, so that both write the same file and commit.
extension Store {
    /// `text` as a new paragraph at the end of today's diary entry, or a new entry holding it
    /// when there is none. `base` is the entry as the writer last saw it: an edit made since
    /// (the command line, another phone) is joined with this one as a sync joins them, never
    /// written over. `now` says which day is today.
    package func appendToToday(_ text: String, base: String? = nil, now: Date = Date()) throws -> Change {
        let diary = try kind(named: "diary")
        if let existing = try diaryEntries(on: Day(now)).first {
            let current = try self.text(at: existing.path)
            let original = base.flatMap { $0.isEmpty ? nil : $0 } ?? current
            do {
                return try replace(existing.path, with: DiaryLine.appending(text, to: original), original: original)
            } catch KeptError.editCollided {
                // The entry's end changed meanwhile (a line from the terminal): a line for
                // today goes after whatever is there now.
                return try replace(existing.path, with: DiaryLine.appending(text, to: current), original: current)
            }
        }
        return try add(diary, text: DiaryLine.appending(text, to: try draft(diary, NewEntry())))
    }
}
