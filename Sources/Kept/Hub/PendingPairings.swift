import Crypto
import Foundation

/// Pairing codes made by `kept devices --pair` while `kept serve` runs in another process (a
/// systemd unit): kept beside the devices, each as a digest with its expiry and the scope the
/// device will get, and spent by the server when a phone gives one.
package final class PendingPairings: Sendable {
    package let path: String

    package init(path: String) {
        self.path = path
    }

    private struct Pending: Codable {
        let digest: String
        let expires: Date
        let scope: AccessScope
    }

    /// A new eight-digit code for a device with `scope`, good until `lifetime` from `now`.
    package func issue(scope: AccessScope, lifetime: TimeInterval, now: Date = Date()) throws -> (code: String, expires: Date) {
        let code = Secrets.digits(8)
        let expires = now.addingTimeInterval(lifetime)
        let kept = read().filter { $0.expires > now }
        try write(kept + [Pending(digest: PairedDevices.digest(code), expires: expires, scope: scope)])
        return (code, expires)
    }

    /// The scope of the code `attempt` when it is pending and not expired, spending it; nil
    /// when no such code waits.
    package func redeem(_ attempt: String, now: Date = Date()) throws -> AccessScope? {
        let digest = PairedDevices.digest(attempt)
        let pending = read()
        var found: Pending?
        for each in pending where Secrets.equal(each.digest, digest) { found = each }
        guard let found else { return nil }
        try write(pending.filter { $0.digest != found.digest && $0.expires > now })
        return found.expires > now ? found.scope : nil
    }

    private func read() -> [Pending] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return (try? decoder.decode([Pending].self, from: data)) ?? []
    }

    private func write(_ pending: [Pending]) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        try AtomicFile.write(try encoder.encode(pending), to: path)
        chmod(path, 0o600)
    }
}
