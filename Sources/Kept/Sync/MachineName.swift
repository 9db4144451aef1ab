import Foundation

/// The name this machine goes by in conflict copies (`….conflict-<machine>-<date>.md`) and
/// sync commits: `$KEPT_MACHINE` when set, else the host name up to its first dot, slugged.
/// Both are read by the command line and passed in (`ThisMachine`).
package enum MachineName {
    package static func current(environment: [String: String], hostName: String) -> String {
        if let name = environment["KEPT_MACHINE"], !slugged(name).isEmpty { return slugged(name) }
        let short = String(hostName.prefix { $0 != "." })
        let name = slugged(short)
        return name.isEmpty ? "machine" : name
    }

    /// A name fit for a file name: the slug rules, and no dots (they would blur the suffix).
    static func slugged(_ name: String) -> String {
        Slug.make(name, maxBytes: 40).replacingOccurrences(of: ".", with: "-")
    }
}
