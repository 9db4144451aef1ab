import Foundation
import Testing
@testable import Kept

/// Which phones the hub notifies: subscribed, still paired ones, each kept to its own file.
@Suite struct PushSubscriptionsTests {
    @Test func aRevokedPhoneIsSentNothingMore() throws {
        let folder = NSTemporaryDirectory() + "push-\(UUID().uuidString)"
        let devices = PairedDevices(path: folder + "/devices.json")
        let phone = try devices.pair(name: "phone", scope: .everything).device
        let tablet = try devices.pair(name: "tablet", scope: .everything).device
        let subscriptions = PushSubscriptions(devices: devices)
        let keys = PushSubscription.Keys(p256dh: "BAA", auth: "AAAAAAAAAAAAAAAAAAAAAA")
        try subscriptions.subscribe(phone.id, PushSubscription(endpoint: "https://fcm.googleapis.com/fcm/send/1", keys: keys))
        try subscriptions.subscribe(tablet.id, PushSubscription(endpoint: "https://fcm.googleapis.com/fcm/send/2", keys: keys))
        let mode = try FileManager.default.attributesOfItem(atPath: subscriptions.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try devices.revoke(phone.id))
        let left = try subscriptions.forDevices(try devices.list())
        #expect(left.map(\.device.id) == [tablet.id])
        #expect(try subscriptions.all().keys.sorted() == [tablet.id])
    }

    @Test func aFridgeOnlyPhoneIsSentNoCard() throws {
        let devices = PairedDevices(path: NSTemporaryDirectory() + "push-\(UUID().uuidString)/devices.json")
        let fridgePhone = try devices.pair(name: "fridge", scope: AccessScope(kinds: ["fridge"], readOnly: true)).device
        let phone = try devices.pair(name: "phone", scope: .everything).device
        let subscriptions = PushSubscriptions(devices: devices)
        let keys = PushSubscription.Keys(p256dh: "BAA", auth: "AAAAAAAAAAAAAAAAAAAAAA")
        for device in [fridgePhone, phone] {
            try subscriptions.subscribe(device.id, PushSubscription(endpoint: "https://fcm.googleapis.com/\(device.id)", keys: keys))
        }
        #expect(try subscriptions.forDevices(try devices.list(), reading: "cards").map(\.device.id) == [phone.id])
        #expect(try subscriptions.forDevices(try devices.list(), reading: "fridge").map(\.device.id) == [fridgePhone.id, phone.id])
    }
}
