internal import KeptGit

/// A commit of the store, by its id: what the command line shows (`short`) and tests compare,
/// without the git wrapper's own type.
public struct CommitID: Hashable, Sendable, CustomStringConvertible {
    /// The 40 hexadecimal digits.
    public let hex: String

    init(_ id: ObjectID) { hex = id.hex }

    public var short: String { String(hex.prefix(7)) }
    public var description: String { hex }
}
