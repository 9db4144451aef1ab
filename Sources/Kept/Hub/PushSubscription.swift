import Crypto
import Foundation

/// One browser's push subscription, as `PushSubscription.toJSON()` gives it: where to POST
/// and the keys its messages are sealed with. Kept in machine state beside the paired device
/// it belongs to, never in the store.
package struct PushSubscription: Codable, Sendable, Equatable {
    package struct Keys: Codable, Sendable, Equatable {
        package let p256dh: String
        package let auth: String

        package init(p256dh: String, auth: String) {
            self.p256dh = p256dh
            self.auth = auth
        }
    }

    package let endpoint: String
    package let keys: Keys

    package init(endpoint: String, keys: Keys) {
        self.endpoint = endpoint
        self.keys = keys
    }

    /// The sealer for this browser; nil when its keys are not a P-256 point and a 16-byte secret.
    package var encryption: WebPushEncryption? {
        guard let point = Data(base64URL: keys.p256dh), let auth = Data(base64URL: keys.auth), auth.count == 16,
              let key = try? P256.KeyAgreement.PublicKey(x963Representation: point) else { return nil }
        return WebPushEncryption(browserKey: key, authSecret: auth)
    }
}
