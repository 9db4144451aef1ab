internal import KeptGit

/// A commit of the store, by its id: what the command line shows (`short`) and tests compare,
/// without the git wrapper's own type.
package struct CommitID: Hashable, Sendable, CustomStringConvertible {
    /// The 40 hexadecimal digits.
    package let hex: String

    init(_ id: ObjectID) { hex = id.hex }

    package var short: String { String(hex.prefix(7)) }
    package var description: String { hex }
}
