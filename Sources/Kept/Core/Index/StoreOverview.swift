import Foundation
internal import KeptGit

/// What `kept` with no command shows: entries per kind, today's diary, the newest entries.
package struct StoreOverview: Sendable {
    package struct KindCount: Sendable {
        package let kind: Kind
        package let count: Int
        package let unreadable: Int
    }

    package let root: String
    package let counts: [KindCount]
    /// Today's diary entry, if one exists.
    package let todaysDiary: Entry?
    /// The entries added or changed most recently, of every kind, newest first: by the last
    /// commit that touched each, or the file's modification time when it has changes not
    /// committed yet (never by a date field: a campaign ending next year is not "new").
    package let newest: [Entry]
    /// Files changed outside kept and not yet committed.
    package let outsideEdits: Int
    /// How this machine stands with its remote; nil without one.
    package let sync: SyncStatus?
    /// Conflict copies a sync left to join (`kept conflicts`), never counted as entries.
    package let conflicts: Int
    /// Markdown files in folders no kind owns, which no other command shows.
    package let outside: OutsideKinds
    /// Drafts older than a day (`Store.staleDrafts`).
    package let staleDrafts: Int

    package static func make(_ store: Store, now: Date = Date(), newestCount: Int = 5) throws -> StoreOverview {
        let index = StoreIndex.load(store)
        let outside = OutsideKinds.find(in: store)
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
        let edits = (try? store.outsideEdits()) ?? []
        return StoreOverview(root: store.root, counts: counts, todaysDiary: todaysDiary,
                             newest: recentlyChanged(entries, outsideEdits: edits, in: store, count: newestCount, now: now),
                             outsideEdits: edits.count,
                             sync: try? store.syncStatus(), conflicts: conflicts, outside: outside,
                             staleDrafts: store.staleDrafts(at: now).count)
    }

    /// The `count` entries changed last: those with outside edits by their file's
    /// modification time, the others by one history walk that stops once it has found enough.
    static func recentlyChanged(_ entries: [Entry], outsideEdits: [ChangedFile], in store: Store, count: Int,
                                now: Date) -> [Entry] {
        let byPath = Dictionary(entries.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var changed: [(entry: Entry, date: Date)] = []
        var uncommitted = Set<String>()
        for change in outsideEdits where change.kind != .deleted {
            let path = change.path.nfc
            guard let entry = byPath[path], uncommitted.insert(path).inserted else { continue }
            let attributes = try? FileManager.default.attributesOfItem(atPath: store.absolutePath(path))
            changed.append((entry, attributes?[.modificationDate] as? Date ?? now))
        }
        // No more than there are entries left to find: a store of three entries stops at three,
        // not at the first commit.
        let wanted = min(count, byPath.count - uncommitted.count)
        let committed = (try? store.repository().recentChanges(limit: wanted) { path in
            let path = path.nfc
            return byPath[path] != nil && !uncommitted.contains(path)
        }) ?? []
        changed += committed.compactMap { change in byPath[change.path.nfc].map { ($0, change.date) } }
        // Stable: within one second, the history walk's order (newest commit first) stands.
        return changed.enumerated().sorted { a, b in
            a.element.date == b.element.date ? a.offset < b.offset : a.element.date > b.element.date
        }.prefix(count).map(\.element.entry)
    }
}
