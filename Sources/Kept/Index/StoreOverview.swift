import Foundation

/// What `kept` with no command shows: entries per kind, today's diary, the newest entries.
public struct StoreOverview: Sendable {
    public struct KindCount: Sendable {
        public let kind: Kind
        public let count: Int
        public let unreadable: Int
    }

    public let root: String
    public let counts: [KindCount]
    /// Today's diary entry, if one exists.
    public let todaysDiary: Entry?
    /// The most recently dated entries of every kind, newest first.
    public let newest: [Entry]
    /// Files changed outside kept and not yet committed.
    public let pendingChanges: Int
    /// How this machine stands with its remote; nil without one.
    public let sync: SyncStatus?
    /// Conflict copies a sync left to join (`kept conflicts`), never counted as entries.
    public let conflicts: Int
    /// Markdown files in folders no kind owns, which no other command shows.
    public let outside: OutsideKinds
    /// Drafts older than a day (`Store.staleDrafts`).
    public let staleDrafts: Int

    public static func make(_ store: Store, now: Date = Date(), newestCount: Int = 5) throws -> StoreOverview {
        let index = StoreIndex.load(store)
        let outside = store.outsideKinds()
        let conflicts = index.entries.count(where: \.isConflictCopy) + outside.conflictCopies.count
        let entries = index.entries.withoutConflictCopies
        let byKind = Dictionary(grouping: entries, by: \.kind)
        let counts = store.kinds.map { kind in
            KindCount(kind: kind, count: byKind[kind.name]?.count ?? 0,
                      unreadable: byKind[kind.name]?.filter { $0.problem != nil }.count ?? 0)
        }
        let today = Day(now)
        let kindByName = Dictionary(store.kinds.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        func date(_ entry: Entry) -> FieldDate? { entry.date(in: kindByName[entry.kind]) }
        let todaysDiary = byKind["diary"]?.filter { date($0)?.day == today }.min { $0.path < $1.path }
        let dated = entries.compactMap { entry in date(entry).map { (entry, $0) } }
        let newest = dated.sorted { $0.1 == $1.1 ? $0.0.path < $1.0.path : $1.1 < $0.1 }.prefix(newestCount).map(\.0)
        return StoreOverview(root: store.root, counts: counts, todaysDiary: todaysDiary, newest: Array(newest),
                             pendingChanges: (try? store.pendingChanges().count) ?? 0,
                             sync: try? store.syncStatus(), conflicts: conflicts, outside: outside,
                             staleDrafts: store.staleDrafts(at: now).count)
    }
}
