import Foundation
internal import KeptGit

/// An entry deleted in the store's history and not back: `kept log --deleted` lists these
/// and `kept restore` brings one back.
package struct DeletedEntry: Sendable, Equatable {
    package let path: String
    /// Its title as it last was (the file name when it had none).
    package let title: String
    /// The commit that deleted it.
    package let deletion: CommitRecord
    /// The commit that holds its last version.
    let lastVersion: ObjectID
}

extension DeletedEntry {
    var fileStem: String {
        let name = (path as NSString).lastPathComponent
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }
}
