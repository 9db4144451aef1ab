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
    /// The language the device's pages are in when it subscribed (`ko`, `en`): its
    /// notifications speak it. Not part of what the browser sends.
    package var language: String?

    package init(endpoint: String, keys: Keys, language: String? = nil) {
        self.endpoint = endpoint
        self.keys = keys
        self.language = language
    }

    /// A subscription as the browser posts it (`PushSubscription.toJSON()`), checked: the
    /// endpoint must be a push service `policy` allows (it is never contacted otherwise), the
    /// keys a P-256 point and a 16-byte secret, the whole at most 4 KiB.
    package static func fromBrowser(_ json: Data, policy: PushEndpointPolicy, language: Language) throws(PushSubscriptionError) -> PushSubscription {
        guard json.count <= 4096 else { throw .tooLarge }
        struct Sent: Decodable { let endpoint: String; let keys: Keys }
        guard let sent = try? JSONDecoder().decode(Sent.self, from: json) else { throw .notASubscription }
        guard policy.allows(sent.endpoint) else { throw .endpointNotAllowed(sent.endpoint) }
        let subscription = PushSubscription(endpoint: sent.endpoint, keys: sent.keys, language: language.rawValue)
        guard subscription.encryption != nil else { throw .unusableKeys }
        return subscription
    }

    /// The language its notifications are in: the device's, else `fallback`.
    package func language(or fallback: Language) -> Language {
        language.flatMap(Language.init(rawValue:)) ?? fallback
    }

    /// The sealer for this browser; nil when its keys are not a P-256 point and a 16-byte secret.
    package var encryption: WebPushEncryption? {
        guard let point = Data(base64URL: keys.p256dh), let auth = Data(base64URL: keys.auth), auth.count == 16,
              let key = try? P256.KeyAgreement.PublicKey(x963Representation: point) else { return nil }
        return WebPushEncryption(browserKey: key, authSecret: auth)
    }
}
