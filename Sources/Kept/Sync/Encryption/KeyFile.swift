import Foundation

/// Where this machine keeps store keys: one file per store, named by the store's id (see
/// `Store.storeID`), in a folder the command line chooses
/// (`${XDG_CONFIG_HOME:-~/.config}/kept/keys`): never inside the store.
package struct KeyRing: Sendable, Equatable {
    package let folder: String

    package init(folder: String) { self.folder = folder }

    package func path(for storeID: String) -> String { (folder as NSString).appendingPathComponent(storeID) }
}

/// A store's key on this machine, with the same key wrapped for the passphrase (what a sync
/// puts on the remote as its `key` file). The file, mode 0600:
///
///     kept store key 1
///     key: <base64 of the 32 key bytes>
///     wrapped: <base64 of the wrapped key, see WrappedKey>
///     generation: <how many times the passphrase was changed; absent means 0>
package struct KeyFile: Sendable, Equatable {
    package let key: StoreKey
    package let wrapped: WrappedKey
    package let path: String
    /// Raised by each `kept key passphrase`; a sync puts this wrapping on a remote only over
    /// a lower generation, and takes the remote's when it is higher (see `EncryptedManifest`).
    package var generation = 0

    static let heading = "kept store key 1"

    /// The key file at `path`; nil when there is none.
    static func read(_ path: String) throws -> KeyFile? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var fields: [String: String] = [:]
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        guard lines.first.map(String.init) == heading,
              let keyBytes = fields["key"].flatMap({ Data(base64Encoded: $0) }), keyBytes.count == 32,
              let wrapped = fields["wrapped"].flatMap({ Data(base64Encoded: $0) }), WrappedKey.isWrappedKey(wrapped) else {
            throw EncryptionError(Message(.cryptKeyFileDamaged, ["path": path]), advice: Message(.cryptKeyFileDamagedAdvice))
        }
        let generation = fields["generation"].map { Int($0) ?? -1 } ?? 0
        guard generation >= 0 else {
            throw EncryptionError(Message(.cryptKeyFileDamaged, ["path": path]), advice: Message(.cryptKeyFileDamagedAdvice))
        }
        return KeyFile(key: StoreKey(bytes: keyBytes), wrapped: WrappedKey(data: wrapped), path: path, generation: generation)
    }

    /// Writes the file readable by its owner only, in a folder only its owner can open.
    func write() throws {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        let text = "\(Self.heading)\nkey: \(key.bytes.base64EncodedString())\nwrapped: \(wrapped.data.base64EncodedString())\n"
            + "generation: \(generation)\n"
        try AtomicFile.write(text, to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    }
}
