/// How much an archive kept opens (an Anki package, a Day One zip) may unpack to, checked
/// against the sizes its listing declares before anything is written and against the bytes
/// actually written while unpacking (a declared size can lie). Real exports hold text, SQLite
/// and photos, which compress a few times at most; a zip bomb unpacks to a thousand times its
/// size. So each limit grows with the package (`ratio` times its size, at least `floor`) up to
/// an absolute `ceiling`; `--large` lifts them all, as it lets `attach` take a large file.
package struct UnpackLimits: Sendable, Equatable {
    /// The most one member may unpack to; nil: no limit (`--large`).
    package let member: Int64?
    /// The most all members together may unpack to; nil: no limit.
    package let total: Int64?

    /// A package may unpack to this many times its own size…
    package static let ratio: Int64 = 50
    /// …and at least to this (a small package of a few well-compressed texts)…
    package static let floor: Int64 = 64 << 20
    /// …but never more than these, whatever its size.
    package static let memberCeiling: Int64 = 1 << 30
    package static let totalCeiling: Int64 = 4 << 30

    package init(member: Int64?, total: Int64?) {
        self.member = member
        self.total = total
    }

    /// The limits for a package of `size` bytes; `large` (`--large`) lifts them.
    package static func forPackage(size: Int64, large: Bool) -> UnpackLimits {
        guard !large else { return UnpackLimits(member: nil, total: nil) }
        let relative = max(floor, size.multipliedReportingOverflow(by: ratio).overflow ? .max : size * ratio)
        return UnpackLimits(member: min(relative, memberCeiling), total: min(relative, totalCeiling))
    }

    /// The first refusal for the sizes `declared` (member name and size, in the archive's
    /// order) of the archive `file`: one member over its limit, or all of them together.
    package func check(file: String, declared: [(name: String, size: Int64)]) -> ArchiveError? {
        var sum: Int64 = 0
        for (name, size) in declared {
            if let member, size > member { return .tooLarge(file: file, member: name, size: size, limit: member) }
            sum = sum.addingReportingOverflow(size).overflow ? .max : sum + size
        }
        if let total, sum > total { return .tooLargeInAll(file: file, size: sum, limit: total) }
        return nil
    }
}
