import Foundation

extension Store {
    /// The diary entries dated `day`, earliest first and conflict copies last: `kept today`
    /// opens the first, which is never a copy a sync set aside while the original is there.
    public func diaryEntries(on day: Day, index: StoreIndex? = nil) throws -> [Entry] {
        let diary = try kind(named: "diary")
        let entries = (index ?? StoreIndex.load(self, kinds: [diary])).entries
        var dated: [(entry: Entry, date: FieldDate)] = []
        for entry in entries where entry.kind == diary.name {
            if let date = entry.date(in: diary), date.day == day { dated.append((entry, date)) }
        }
        dated.sort { a, b in
            if a.entry.isConflictCopy != b.entry.isConflictCopy { return !a.entry.isConflictCopy }
            return a.date == b.date ? a.entry.path < b.entry.path : a.date < b.date
        }
        return dated.map(\.entry)
    }
}
