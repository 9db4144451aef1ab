/// Why an archive kept was given to open (an Anki package, a Day One zip) was not unpacked, in
/// kept's own words and naming the file: never the unpacking program's.
package enum ArchiveError: Error, Equatable, UserMessageError {
    /// Not a zip at all (no zip signature at its start).
    case notAZip(file: String)
    /// A zip whose listing or members cannot be read (cut short, a wrong checksum).
    case damaged(file: String, member: String?)
    /// One member declared (or found, while unpacking) larger than `limit`.
    case tooLarge(file: String, member: String, size: Int64, limit: Int64)
    /// The members together declared larger than `limit`.
    case tooLargeInAll(file: String, size: Int64, limit: Int64)
    /// A member that unpacked to more than its listing said: stopped there.
    case moreThanListed(file: String, member: String, listed: Int64)

    package var message: Message {
        switch self {
        case let .notAZip(file):
            return Message(.archiveNotAZip, ["file": file])
        case let .damaged(file, member?):
            return Message(.archiveDamagedMember, ["file": file, "member": member])
        case let .damaged(file, nil):
            return Message(.archiveDamaged, ["file": file])
        case let .tooLarge(file, member, size, limit):
            return Message(.archiveMemberTooLarge, ["file": file, "member": member, "size": Self.size(size), "limit": Self.size(limit)])
        case let .tooLargeInAll(file, size, limit):
            return Message(.archiveTotalTooLarge, ["file": file, "size": Self.size(size), "limit": Self.size(limit)])
        case let .moreThanListed(file, member, listed):
            return Message(.archiveMoreThanListed, ["file": file, "member": member, "listed": Self.size(listed)])
        }
    }

    /// Bytes as a person reads them: `512 B`, `3.2 MB`, `4.0 GB` (powers of 1,024, as `du -h`).
    static func size(_ bytes: Int64) -> String {
        let units = ["B", "KB", "MB", "GB", "TB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return unit == 0 ? "\(bytes) B" : String(format: "%.1f %@", value, units[unit])
    }
}
