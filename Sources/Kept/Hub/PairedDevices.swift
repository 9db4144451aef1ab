import Crypto
import Foundation

/// The devices paired with this machine's `kept serve` for one store, kept in this machine's
/// state (outside the store: a device is never in its history, and a sync never brings one),
/// in a file only its owner reads.
///
/// A token is 256 random bits, given to the device once; only its SHA-256 is written. The file
/// is read again when it changes, so `kept devices revoke` in another process takes effect on
/// the server's next request.
package final class PairedDevices: Sendable {
    /// The file: `devices.json` in the folder the front end chose for this store.
    package let path: String
    private let known = Locked<(stamp: FileStamp?, devices: [PairedDevice])>((nil, []))

    package init(path: String) {
        self.path = path
    }

    /// The codes `kept devices --pair` left for the running server, beside the devices.
    package var pending: PendingPairings {
        PendingPairings(path: (path as NSString).deletingLastPathComponent + "/pairings.json")
    }

    /// Where a running server writes its address, for `kept devices --pair` to print.
    package var addressPath: String {
        (path as NSString).deletingLastPathComponent + "/address"
    }

    /// Every paired device, oldest first.
    package func list() throws -> [PairedDevice] {
        try reloaded()
    }

    /// Pairs a new device with `scope`; its token, which the caller hands over and forgets.
    package func pair(name: String, scope: AccessScope, now: Date = Date()) throws -> (device: PairedDevice, token: String) {
        var generator = SystemRandomNumberGenerator()
        let token = Data((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }).base64URL
        let id = HexDigits.string((0..<4).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
        let device = PairedDevice(id: id, name: String(name.prefix(80)), tokenDigest: Self.digest(token), scope: scope, paired: now)
        try write(try reloaded() + [device])
        return (device, token)
    }

    /// The device whose token is `token`, nil for an unknown or revoked one.
    package func device(token: String) throws -> PairedDevice? {
        let digest = Self.digest(token)
        // Every digest compared whole: how long a refusal takes says nothing of the token.
        var found: PairedDevice?
        for device in try reloaded() where Secrets.equal(device.tokenDigest, digest) {
            found = device
        }
        return found
    }

    /// Forgets the device `id`; whether there was one.
    package func revoke(_ id: String) throws -> Bool {
        let devices = try reloaded()
        guard devices.contains(where: { $0.id == id }) else { return false }
        try write(devices.filter { $0.id != id })
        // A revoked device is sent no more notifications.
        try PushSubscriptions(devices: self).drop(id)
        return true
    }

    package static func digest(_ token: String) -> String {
        HexDigits.string(SHA256.hash(data: Data(token.utf8)))
    }

    private func reloaded() throws -> [PairedDevice] {
        let stamp = Self.stamp(path)
        if let cached = known.withLock({ $0.stamp == stamp && stamp != nil ? $0.devices : nil }) { return cached }
        guard FileManager.default.fileExists(atPath: path) else {
            known.withLock { $0 = (nil, []) }
            return []
        }
        let devices: [PairedDevice]
        do {
            devices = try Self.decoder.decode(DeviceFile.self, from: Data(contentsOf: URL(fileURLWithPath: path))).devices
        } catch {
            throw KeptError.io(path, Message(.webDevicesUnreadable, ["reason": "\(error)"]))
        }
        known.withLock { $0 = (stamp, devices) }
        return devices
    }

    private static func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        return stat(path, &info) == 0 ? FileStamp(info) : nil
    }

    private func write(_ devices: [PairedDevice]) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let data = try Self.encoder.encode(DeviceFile(devices: devices))
        try AtomicFile.write(data, to: path)
        chmod(path, 0o600)
        known.withLock { $0 = (Self.stamp(path), devices) }
    }

    private struct DeviceFile: Codable {
        let devices: [PairedDevice]
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
