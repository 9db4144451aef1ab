import Foundation

extension Store {
    /// A sync commits the edits made outside kept and sends them to every machine. Many
    /// entries gone at once is rarely an edit: a half-made checkout (a killed clone, another
    /// tool's failed sync, a disk not fully mounted) looks the same. A sync does not send that
    /// on its own; `kept commit` records it when it was meant.
    static let massDeletionFloor = 50

    func refuseMassDeletion(_ edits: [ChangedFile], remote: String) throws {
        let deleted = edits.filter { $0.kind == .deleted && kind(ofPath: $0.path) != nil }.count
        guard deleted >= Self.massDeletionFloor else { return }
        let total = deleted + markdownFiles().count
        guard deleted * 10 >= total else { return }
        throw SyncError(remote: remote, step: "commit the edits made outside kept",
                        reason: Message(.syncMassDeletion, ["count": String(deleted), "total": String(total)]),
                        advice: Message(.syncMassDeletionAdvice))
    }
}
