import Foundation

enum SharedIDs {
    /// Entries sharing an id (a copied file): cards' reviews mix, and a calendar shows them
    /// as one event. An entry without an id counts with the one derived from its path, which
    /// an entry kept moved may carry. A sync's conflict copy shares its original's id by
    /// design until the user joins them: `kept check` notes conflict copies on their own, so
    /// they are not counted here.
    static func problems(in store: Store) -> [Message] {
        var pathsByID: [String: [Entry]] = [:]
        for entry in StoreIndex.load(store).entries where entry.problem == nil {
            if let original = ConflictCopy.original(of: entry.path),
               FileManager.default.fileExists(atPath: store.absolutePath(original)) { continue }
            pathsByID[EntryID.of(entry), default: []].append(entry)
        }
        var problems: [Message] = []
        for (id, entries) in pathsByID.sorted(by: { $0.key < $1.key }) where entries.count > 1 {
            let paths = entries.map(\.path).sorted().joined(separator: ", ")
            problems.append(entries.allSatisfy { $0.kind == "card" }
                ? Message(.checkSharedCardID, ["paths": paths, "id": id])
                : Message(.checkSharedEntryID, ["paths": paths, "id": id]))
        }
        return problems
    }
}
