import Foundation

extension Store {
    /// The diary entries dated `day`, earliest first; never a conflict copy a sync set aside.
    package func diaryEntries(on day: Day, index: StoreIndex? = nil) throws -> [Entry] {
        let diary = try kind(named: "diary")
        let entries = (index ?? StoreIndex.load(self, kinds: [diary])).entries.withoutConflictCopies
        var dated: [(entry: Entry, date: FieldDate)] = []
        for entry in entries where entry.kind == diary.name {
            if let date = entry.date(in: diary), date.day == day { dated.append((entry, date)) }
        }
        dated.sort { a, b in
            return a.date == b.date ? a.entry.path < b.entry.path : a.date < b.date
        }
        return dated.map(\.entry)
    }
}
