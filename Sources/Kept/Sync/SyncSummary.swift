import Foundation

/// What one `kept sync` did.
package struct SyncSummary: Sendable, Equatable {
    package var remote: String
    /// Files changed outside kept, committed before syncing.
    package var outsideEditsCommitted = 0
    /// Commits received from the remote.
    package var pulled = 0
    /// Commits sent to the remote.
    package var pushed = 0
    /// Files both sides had changed, joined.
    package var merged: [String] = []
    /// Copies of the other side's version where a file could not be joined.
    package var conflictCopies: [String] = []
    /// Pushes the remote refused because another machine pushed meanwhile (each then merged again).
    package var retries = 0
    /// Changes the sync left uncommitted (`RefusedChange`), from the status it began with
    /// (read once, not again after the merge).
    package var refused: [RefusedChange] = []
    /// What else the sync did that the user should hear of (a store key wrapping taken from
    /// the remote after another machine changed the passphrase).
    package var notices: [Message] = []

    package init(remote: String) { self.remote = remote }

    /// One line: `pulled 3, pushed 2, merged 1, kept 1 conflict copy`.
    package var line: String {
        var parts: [String] = []
        if outsideEditsCommitted > 0 {
            parts.append("committed \(outsideEditsCommitted) outside \(outsideEditsCommitted == 1 ? "edit" : "edits")")
        }
        parts.append("pulled \(pulled)")
        parts.append("pushed \(pushed)")
        if !merged.isEmpty { parts.append("merged \(merged.count)") }
        if !conflictCopies.isEmpty {
            parts.append("kept \(conflictCopies.count) conflict \(conflictCopies.count == 1 ? "copy" : "copies")")
        }
        return parts.joined(separator: ", ")
    }
}
