import Foundation

/// Store paths whose file name on disk is not NFC (synced from macOS, which writes NFD),
/// by their NFC form. Inside kept every path is NFC, so `첫눈.md` written either way is one
/// entry; reading, writing and committing it go to the name the disk has.
final class DiskNames: Sendable {
    private let names = Locked<[String: String]>([:])

    func record(nfc: String, disk: String) {
        names.withLock { $0[nfc] = disk }
    }

    /// The name on disk of an NFC store path (itself when it was never seen otherwise).
    func disk(_ path: String) -> String {
        names.withLock { $0.isEmpty ? path : $0[path] ?? path }
    }
}
