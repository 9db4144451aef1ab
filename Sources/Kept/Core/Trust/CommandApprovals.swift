import Crypto
import Foundation

/// The commands from stores' `.kept/config.yaml` this machine approved (`kept trust`, like
/// direnv's `allow`): a file outside every store (`${XDG_CONFIG_HOME:-~/.config}/kept/trusted`,
/// the command line finds the path), one approval a line, keyed by the store's folder, the
/// setting and the SHA-256 of the exact command text:
///
///     <sha256 hex of the command> <setting> <store folder>
///
/// One approval per store and setting: a command that changes by one byte is no longer the
/// one approved (`changed`), and approving it replaces the old line.
package struct CommandApprovals: Sendable, Equatable {
    package let path: String

    package init(path: String) { self.path = path }

    /// No approvals file at all (tests, tools built on Kept): every store command is unapproved.
    package static let none = CommandApprovals(path: "")

    package enum State: Sendable, Equatable {
        case approved
        /// Another text was approved for this store and setting.
        case changed
        case never
    }

    static let heading = "# kept: commands from stores' .kept/config.yaml this machine approved (`kept trust`)"

    package func state(of command: String, setting: ProgramSetting, store: String) -> State {
        let folder = Self.folder(store)
        let hash = Self.hash(command)
        var state = State.never
        for line in lines() where line.store == folder && line.setting == setting.key {
            if line.hash == hash { return .approved }
            state = .changed
        }
        return state
    }

    /// Records `command` as approved for `setting` in `store`, replacing an earlier approval.
    package func approve(_ command: String, setting: ProgramSetting, store: String) throws {
        let folder = Self.folder(store)
        guard !folder.contains("\n") else {
            throw KeptError.io(store, Message(.machineTrustFolderNameNewline))
        }
        var kept = lines().filter { !($0.store == folder && $0.setting == setting.key) }
        kept.append(Line(hash: Self.hash(command), setting: setting.key, store: folder))
        try write(kept)
    }

    /// Forgets every approval for `store`; how many there were.
    @discardableResult
    package func revoke(store: String) throws -> Int {
        let folder = Self.folder(store)
        let all = lines()
        let kept = all.filter { $0.store != folder }
        if kept.count != all.count { try write(kept) }
        return all.count - kept.count
    }

    /// The store's folder as approvals name it: absolute, links resolved, so that one store
    /// reached by two paths is one store.
    static func folder(_ store: String) -> String {
        URL(fileURLWithPath: store).resolvingSymlinksInPath().path
    }

    static func hash(_ command: String) -> String {
        HexDigits.string(SHA256.hash(data: Data(command.utf8)))
    }

    struct Line: Equatable {
        let hash: String
        let setting: String
        let store: String
    }

    private func lines() -> [Line] {
        guard !path.isEmpty, let data = FileManager.default.contents(atPath: path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0].count == 64, !parts[2].isEmpty else { return nil }
            return Line(hash: String(parts[0]), setting: String(parts[1]), store: String(parts[2]))
        }
    }

    /// Writes the file readable by its owner only, in a folder only its owner can open.
    private func write(_ lines: [Line]) throws {
        guard !path.isEmpty else { return }
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        let text = ([Self.heading] + lines.map { "\($0.hash) \($0.setting) \($0.store)" }).joined(separator: "\n") + "\n"
        try AtomicFile.write(text, to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    }
}
