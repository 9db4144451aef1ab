import Foundation

/// Store paths whose file name on disk is not NFC (synced from macOS, which writes NFD),
/// by their NFC form. Inside kept every path is NFC, so `첫눈.md` written either way is one
/// entry; reading, writing and committing it go to the name the disk has.
final class DiskNames: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String: String] = [:]

    func record(nfc: String, disk: String) {
        lock.lock()
        names[nfc] = disk
        lock.unlock()
    }

    /// The name on disk of an NFC store path (itself when it was never seen otherwise).
    func disk(_ path: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        return names.isEmpty ? path : names[path] ?? path
    }
}
