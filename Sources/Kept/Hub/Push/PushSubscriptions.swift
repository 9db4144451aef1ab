import Foundation

/// The push subscriptions of one store's paired devices, one per device, in this machine's
/// state beside `devices.json` (never in the store), in a file only its owner reads. A
/// revoked device's subscription goes with it: `forDevices` keeps only devices still paired.
package struct PushSubscriptions: Sendable {
    /// The file: `push.json` in the devices' folder.
    package let path: String

    package init(devices: PairedDevices) {
        path = (devices.path as NSString).deletingLastPathComponent + "/push.json"
    }

    /// Every device's subscription, by device id.
    package func all() throws -> [String: PushSubscription] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        return try JSONDecoder().decode([String: PushSubscription].self, from: data)
    }

    /// The subscriptions of devices still in `devices`: a revoked one is sent nothing.
    package func forDevices(_ devices: [PairedDevice]) throws -> [(device: PairedDevice, subscription: PushSubscription)] {
        let all = try all()
        return devices.compactMap { device in all[device.id].map { (device, $0) } }
    }

    /// The subscriptions of still-paired devices whose scope reads `kind`: a fridge-only phone
    /// is never sent a card.
    package func forDevices(_ devices: [PairedDevice], reading kind: String) throws -> [(device: PairedDevice, subscription: PushSubscription)] {
        try forDevices(devices.filter { $0.scope.reads(kind) })
    }

    /// Records `subscription` for device `id`, replacing its earlier one.
    package func subscribe(_ id: String, _ subscription: PushSubscription) throws {
        var all = try all()
        all[id] = subscription
        try write(all)
    }

    /// Forgets device `id`'s subscription (unsubscribed, revoked, or gone at the push service).
    package func drop(_ id: String) throws {
        var all = try all()
        guard all.removeValue(forKey: id) != nil else { return }
        try write(all)
    }

    private func write(_ all: [String: PushSubscription]) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(all), to: path)
        chmod(path, 0o600)
    }
}
