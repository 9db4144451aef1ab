import Foundation

/// A file a merge could not join keeps the other machine's version beside it as
/// `<stem>.conflict-<machine>-<YYYYMMDD><ext>`: both are committed, nothing is lost, and the
/// user joins them by hand (then removes the copy).
package enum ConflictCopy {
    /// The copy's path for `path`; `taken` says which paths already exist (then `-2`, `-3`…).
    static func path(for path: String, machine: String, day: Day, taken: (String) -> Bool) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
        let stamp = String(format: "%04d%02d%02d", day.year, day.month, day.day)
        let suffix = ext.isEmpty ? "" : "." + ext
        var n = 1
        while true {
            let counter = n == 1 ? "" : "-\(n)"
            let file = "\(stem).conflict-\(machine)-\(stamp)\(counter)\(suffix)"
            let candidate = folder.isEmpty ? file : folder + "/" + file
            if !taken(candidate) { return candidate }
            n += 1
        }
    }

    /// The machine whose version a conflict copy holds (the name in `.conflict-<machine>-`).
    package static func machine(of path: String) -> String? {
        guard original(of: path) != nil else { return nil }
        let name = (path as NSString).lastPathComponent
        guard let range = name.range(of: ".conflict-", options: .backwards) else { return nil }
        var parts = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        // <machine>-<YYYYMMDD>[-N][.ext]: drop the extension, the counter and the date.
        if let dot = parts[parts.count - 1].firstIndex(of: ".") { parts[parts.count - 1] = parts[parts.count - 1][..<dot] }
        if let last = parts.last, last.count < 8, Int(last) != nil, parts.count > 2 { parts.removeLast() }
        return parts.dropLast().joined(separator: "-")
    }

    /// Whether `path` names a conflict copy, and of which file.
    package static func original(of path: String) -> String? {
        // Most paths are no copy: a byte search settles them before any parsing.
        guard mayBeCopy(path) else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let range = name.range(of: ".conflict-", options: .backwards) else { return nil }
        let stem = name[..<range.lowerBound]
        var rest = name[range.upperBound...]
        var ext = ""
        if let dot = rest.lastIndex(of: ".") {
            ext = String(rest[dot...])
            rest = rest[..<dot]
        }
        // <machine>-<YYYYMMDD>[-N]
        var parts = rest.split(separator: "-", omittingEmptySubsequences: false)
        if let last = parts.last, last.count < 8, Int(last) != nil, parts.count > 2 { parts.removeLast() }
        guard parts.count >= 2, let date = parts.last, date.count == 8, date.allSatisfy(\.isASCII),
              Int(date) != nil, !stem.isEmpty else { return nil }
        let file = String(stem) + ext
        return folder.isEmpty ? file : folder + "/" + file
    }
}

extension ConflictCopy {
    private static let marker = Array(".conflict-".utf8)

    /// Whether the path holds `.conflict-` at all (bytes only: called for every listed entry).
    static func mayBeCopy(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.count > marker.count else { return false }
            var i = 0
            let last = bytes.count - marker.count
            while i <= last {
                if bytes[i] == 0x2E {  // "."
                    var j = 1
                    while j < marker.count && bytes[i + j] == marker[j] { j += 1 }
                    if j == marker.count { return true }
                }
                i += 1
            }
            return false
        }
    }
}

/// One conflict copy in the store: the copy and the entry it sits beside.
package struct ConflictCopyInfo: Sendable, Equatable {
    package let path: String
    package let original: String
    /// Whether the original still exists.
    package let originalExists: Bool
}

extension Entry {
    /// Whether this file is the other machine's version of an entry a sync could not join.
    package var isConflictCopy: Bool { ConflictCopy.original(of: path) != nil }
}

extension Array where Element == Entry {
    /// The entries without the conflict copies a sync set aside: what REFs, the fridge,
    /// reviews, reminders, counts and exports see.
    package var withoutConflictCopies: [Entry] {
        // Most stores have none: the array is then returned as it is, not copied.
        contains(where: \.isConflictCopy) ? filter { !$0.isConflictCopy } : self
    }
}

extension ConflictCopy {
    /// Where the copy `copy` of `original` goes when its entry moves to `target`: beside it,
    /// named after it, with the same machine, date and counter (`a.conflict-q-20261126.md` of
    /// `a.md` becomes `b.conflict-q-20261126.md` of `b.md`).
    static func path(of copy: String, movedFrom original: String, to target: String) -> String {
        let originalName = (original as NSString).lastPathComponent
        let ext = (originalName as NSString).pathExtension
        let stem = ext.isEmpty ? originalName : String(originalName.dropLast(ext.count + 1))
        let tail = (copy as NSString).lastPathComponent.dropFirst(stem.count)
        let targetName = (target as NSString).lastPathComponent
        let targetExt = (targetName as NSString).pathExtension
        let targetStem = targetExt.isEmpty ? targetName : String(targetName.dropLast(targetExt.count + 1))
        let folder = (target as NSString).deletingLastPathComponent
        return (folder.isEmpty ? "" : folder + "/") + targetStem + tail
    }
}
