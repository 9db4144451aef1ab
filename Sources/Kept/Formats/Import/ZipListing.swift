import Foundation

/// The members of a zip (a Day One export) as `zipinfo` lists them, sorted before anything is
/// unpacked into those that may be and those refused: a symbolic link (`photos/a.jpeg ->
/// /etc/passwd`), a device or anything not a plain file or folder, a name the path gate
/// refuses (`../x`, `/etc/x`, `.git/config`, a backslash), a name given twice. Only the
/// members kept are unpacked, each named exactly, into a private folder; the rest are named in
/// the import's report and the import goes on.
package struct ZipListing: Sendable, Equatable {
    /// Files to unpack, as the zip names them.
    package let files: [String]
    /// The members left in the zip, each as a problem of the import (origin: the zip and member).
    package let refused: [ImportProblem]

    /// Sorts the members of `archive` (its name, for messages) from `zipinfo -1` (`names`: one
    /// name a line) and `zipinfo -s` (`long`: a header, then a line a member, in the same order,
    /// starting with its mode, `-rw-r--r--`, `lrwxrwxrwx`, `drwxr-xr-x`). Nil when the two do not
    /// agree line by line (a name holding a line break): the zip is then not unpacked at all.
    package static func sort(archive: String, names: String, long: String) -> ZipListing? {
        var nameLines = names.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if nameLines.last == "" { nameLines.removeLast() }
        // The long listing's member lines are those that end with a member's name, in order;
        // zipinfo prints two header lines and a closing total around them.
        let longLines = long.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let starts = nameLines.isEmpty ? [0] : Array(longLines.indices)
        guard let first = starts.first(where: { start in
            longLines.count >= start + nameLines.count
                && nameLines.indices.allSatisfy { longLines[start + $0].hasSuffix(" " + nameLines[$0]) }
        }) else { return nil }
        var files: [String] = []
        var refused: [ImportProblem] = []
        // A name given twice is refused whole: unzip's pattern would unpack both members, the
        // plain file and, say, the link of the same name.
        var counts: [String: Int] = [:]
        for name in nameLines { counts[name, default: 0] += 1 }
        var saidTwice: Set<String> = []
        for (i, name) in nameLines.enumerated() {
            let line = longLines[first + i]
            guard let mode = line.first else { return nil }
            let origin = "\(archive): \(name)"
            func refuse(_ message: Message) {
                refused.append(ImportProblem(origin: origin, message: Message(.importTrustZipMember).localizing("reason", message), skipped: true))
            }
            let isFolder = mode == "d" || name.hasSuffix("/")
            let path = isFolder && name.hasSuffix("/") ? String(name.dropLast()) : name
            if let refusal = PathGate.refusal(path) {
                refuse(refusal.message)
            } else if name.contains("\u{FFFD}") {
                refuse(PathGate.Problem.notUTF8.message)
            } else if name.contains(/\^[@-_?]/) {
                // zipinfo shows a control character as `^J`: that text names no member to unzip.
                refuse(Message(.importTrustZipControl))
            } else if isFolder {
                continue  // made as its files need it
            } else if mode == "l" {
                refuse(Message(.importTrustZipLink))
            } else if mode != "-" && mode != "?" {
                // `?`: no type recorded (a zip made on Windows or by a library): a plain file.
                refuse(Message(.importTrustZipSpecial, ["mode": String(line.prefix(10))]))
            } else if counts[name, default: 0] > 1 {
                if saidTwice.insert(name).inserted { refuse(Message(.importTrustZipTwice)) }
            } else {
                files.append(name)
            }
        }
        return ZipListing(files: files, refused: refused)
    }

    /// `name` as a pattern `unzip` matches to that one member only (its wildcards `*`, `?`,
    /// `[` and `]`, and the backslash that escapes them, escaped; a leading `-` not an option).
    package static func pattern(_ name: String) -> String {
        var out = ""
        for character in name {
            if "\\*?[]".contains(character) || (out.isEmpty && character == "-") { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
