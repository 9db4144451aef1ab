import Foundation
internal import KeptGit

/// The check a remote's commit passes before a sync, a clone or the finishing of an
/// interrupted sync writes a byte of it: every tree entry that differs from what this machine
/// has goes through `PathGate`, and beyond it kept refuses
/// - a symbolic link or a gitlink: kept never writes a link into the store (one that arrives
///   could lead anywhere outside it; git itself writes links, kept chose not to);
/// - anything under `.kept/state/` or `.kept/cache/` (this machine's own, git-ignored state)
///   and a `.kept` that is no folder;
/// - a name holding `/`, a tree out of git's order or with a name twice, a file whose object
///   is no blob, folders nested absurdly deep (trees only a hand-made commit has).
///
/// The commit is refused whole: nothing of it is written, the branch does not move, no
/// journal is left, and every other command goes on working.
struct ArrivingTree {
    /// The first refused entry of a commit: its path as shown, why, and the commit that
    /// brought it in.
    struct Problem: Equatable {
        let path: String
        let reason: Message
        let commit: ObjectID
    }

    /// The first entry of `incoming` (against `have`, nil: the whole tree) kept will not write.
    static func refusal(_ incoming: ObjectID, have: ObjectID?, repo: Repository) throws -> Problem? {
        var found: (names: [[UInt8]], reason: Message)?
        try repo.arrivingEntries(from: have, to: incoming) { entry in
            guard let reason = reason(entry) else { return true }
            found = (entry.names, reason)
            return false
        }
        guard let found else { return nil }
        // A history too odd to walk still has its tip named.
        let commit = found.names.isEmpty ? nil : (try? repo.commitBringing(found.names, tip: incoming, hiding: have)) ?? nil
        return Problem(path: shown(found.names), reason: found.reason, commit: commit ?? incoming)
    }

    /// Why kept will not write `entry`, nil when it may.
    static func reason(_ entry: ArrivingEntry) -> Message? {
        switch entry.kind {
        case .misorderedFolder: return Message(.syncTreeMisordered)
        case .tooDeep: return Message(.syncTreeTooDeep, ["limit": String(ArrivingEntry.maxDepth)])
        case .wrongObject: return Message(.syncTreeWrongObject)
        case .gitlink: return Message(.syncTreeGitlink)
        case .file, .executable, .folder, .symlink: break
        }
        // The walk visits each folder before what it holds and stops at the first refusal, so
        // the folders on the way passed already: the entry's own name is what is left to check.
        guard let name = entry.names.last else { return nil }
        if name.contains(UInt8(ascii: "/")) { return Message(.syncTreeSlashInName) }
        if let refusal = PathGate.refusal(bytes: name) { return refusal.message }
        if isKeptOwn(entry) { return Message(.syncTreeKeptState) }
        if entry.kind == .symlink { return Message(.syncTreeSymlink) }
        return nil
    }

    /// A file or link under `.kept/state/` or `.kept/cache/` (in any case: a case-blind file
    /// system reads `.KEPT/State` as the same folder), or `.kept` as anything but a folder.
    /// Folders pass: each file in them is checked, and named in the message.
    static func isKeptOwn(_ entry: ArrivingEntry) -> Bool {
        // As macOS reads the name: ASCII case folded, the code points HFS+ ignores dropped.
        func lower(_ name: [UInt8]) -> [UInt8] {
            let kept = String(decoding: name, as: UTF8.self).unicodeScalars.filter { !PathGate.hfsIgnorable($0) }
            return Array(String(String.UnicodeScalarView(kept)).utf8).map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        }
        // (A first byte that is neither `.` nor the start of an ignorable: no `.kept`.)
        guard entry.kind != .folder, let first = entry.names.first, let lead = first.first, lead == 0x2E || lead >= 0xE2,
              lower(first) == Array(".kept".utf8) else { return false }
        guard entry.names.count > 1 else { return true }
        let second = lower(entry.names[1])
        return second == Array("state".utf8) || second == Array("cache".utf8)
    }

    /// The path for a message: names joined by `/`, a byte that is no printable UTF-8 as `\xNN`
    /// (a name may hold a newline, an escape or bytes that are no text); the top folder as `/`.
    static func shown(_ names: [[UInt8]]) -> String {
        guard !names.isEmpty else { return "/" }
        return names.map { name in
            guard let text = String(validating: name, as: UTF8.self) else {
                return name.map { $0 < 0x80 && $0 >= 0x20 && $0 != 0x7F ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }.joined()
            }
            return text.unicodeScalars.map { scalar in
                scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                    ? String(format: "\\u{%X}", scalar.value) : String(scalar)
            }.joined()
        }.joined(separator: "/")
    }

    /// The refusal as a sync's (or a clone's) error: the commit, the path, why, what to do.
    static func error(_ refusal: Problem, remote: String, branch: String, cloning: Bool) -> SyncError {
        let words = ["commit": refusal.commit.short, "path": refusal.path, "remote": remote, "branch": branch]
        return SyncError(remote: remote, step: "check \(remote)/\(branch)",
                         reason: Message(cloning ? .syncTreeRefusedClone : .syncTreeRefused, words)
                             .localizing("reason", refusal.reason),
                         advice: Message(cloning ? .syncTreeRefusedCloneAdvice : .syncTreeRefusedAdvice, words))
    }

    /// Refuses `incoming` with `error` when any entry it brings is refused.
    static func check(_ incoming: ObjectID, have: ObjectID?, repo: Repository, remote: String, branch: String,
                      cloning: Bool = false) throws {
        if let refusal = try refusal(incoming, have: have, repo: repo) {
            throw error(refusal, remote: remote, branch: branch, cloning: cloning)
        }
    }
}
