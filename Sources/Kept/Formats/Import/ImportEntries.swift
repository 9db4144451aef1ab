import Foundation

extension ImportSession {
    /// Files every entry of `reading` not imported before as an entry of `kind`, with its
    /// attachments, in one commit. An entry that cannot be filed is a problem, the others go
    /// on; nothing in the source is changed. `progress` is told (done, total) as files are written.
    package static func importEntries(_ reading: ImportReading, into kind: Kind, in store: Store, dryRun: Bool = false, allowLarge: Bool = false,
                              now: Date = Date(), progress: (Int, Int) -> Void = { _, _ in }) throws -> ImportReport {
        // What is already imported and which paths are free are read under the lock that the
        // writing holds: two imports at once would otherwise both find a path free and the
        // second would write over the first's entries.
        let session = ImportSession(store: store, reading: reading, kind: kind, dryRun: dryRun, allowLarge: allowLarge, now: now)
        guard !dryRun else { return try session.run(progress: progress) }
        return try store.locked {
            try session.run(progress: progress)
        }
    }
}
