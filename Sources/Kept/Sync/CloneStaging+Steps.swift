import Foundation
internal import KeptGit

extension CloneStaging {
    /// The first steps of every clone, plain or encrypted: the destination checked, a staging
    /// folder made beside it, the URL as libgit2 reaches it and the transfer's options.
    static func start(url: String, folder: String, settings: TransferSettings,
                      allowingHTTP: Bool) throws -> (staging: CloneStaging, location: String, transfer: TransferOptions) {
        let transfer = settings.options(allowingTokenOverHTTP: allowingHTTP)
        let staging = try CloneStaging(destination: try destination(url: url, folder: folder))
        return (staging, RemoteURL.location(url), transfer)
    }

    /// Where a clone of `url` goes, refused before anything is written: a URL holding a
    /// password, a folder inside a store, a folder that is not empty.
    static func destination(url: String, folder: String) throws -> String {
        if RemoteURL.hasPassword(url) {
            throw SyncError(remote: RemoteURL.redacted(url), step: "clone", reason: Message(.syncUrlHoldsPassword),
                            advice: Message(.syncCloneWithoutPassword))
        }
        let root = Store.absolute(folder)
        try Store.refuseInsideStore(root, making: Message(.initAClone))
        if let items = try? FileManager.default.contentsOfDirectory(atPath: root), !items.isEmpty {
            throw KeptError.io(root, Message(.errorRemotesFolderNotEmpty))
        }
        return root
    }

    /// The last steps of a clone whose files are all in `staging`: the sync noted, the index
    /// cache written (the first `kept list` in the clone finds every entry cached, as a warm
    /// one does), then the whole clone moved to its destination.
    func complete(_ store: Store, initialized: Bool, now: Date) throws -> CloneReport {
        try LastSync.record(LastSync(date: now, remote: "origin"), root: store.root)
        let entries = store.writeIndexCache()
        try finish()
        return CloneReport(root: destination, initialized: initialized, entries: entries)
    }
}
