import Foundation

extension Store {
    /// The entries of a dated kind (the diary when `kind` is nil) that `query` selects,
    /// conflict copies left out. A kind without a date field has nothing to put on a calendar.
    public func datedEntries(kind name: String?, query: ListQuery = ListQuery()) throws -> DatedEntries {
        let kind = try self.kind(named: name ?? "diary")
        guard kind.dateField != nil else {
            throw KeptError.unsupported(Message("report.kindHasNoDate", ["kind": kind.name]))
        }
        var query = query
        query.kinds = [kind.name]
        query.limit = nil
        let entries = query.apply(to: StoreIndex.load(self, kinds: [kind]).entries.withoutConflictCopies, kinds: kinds)
        return DatedEntries(kind: kind, entries: entries.filter { $0.problem == nil })
    }

    /// The tags of every entry (of `kind` when given), conflict copies left out.
    public func tagCounts(kind name: String?, query: ListQuery = ListQuery(), order: TagOrder = .count) throws -> [TagCount] {
        let kinds = try name.map { [try kind(named: $0)] }
        var query = query
        query.kinds = kinds?.map(\.name)
        query.limit = nil
        let entries = query.apply(to: StoreIndex.load(self, kinds: kinds).entries.withoutConflictCopies, kinds: self.kinds)
        return TagCounts.make(entries, order: order)
    }
}
