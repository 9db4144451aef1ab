import Foundation

/// What `kept serve` and `--push` need of this machine to send notifications: which push
/// services it may contact, where its VAPID key is kept, and the contact it gives them. The
/// command line reads these from the machine (its config and state folders); the server
/// brings the HTTP client.
package struct PushSetup: Sendable {
    package let policy: PushEndpointPolicy
    /// The VAPID key's file in this machine's state (made there the first time).
    package let keyPath: String
    /// The `sub` claim: `mailto:` or `https:` (`serve: push_contact:` in the machine config).
    package let contact: String

    package static let contactSetting = "serve.push_contact"

    package init(policy: PushEndpointPolicy, keyPath: String, contact: String) {
        self.policy = policy
        self.keyPath = keyPath
        self.contact = contact
    }

    /// The delivery to `devices`' subscriptions through `sender`, the key loaded (or made).
    package func delivery(devices: PairedDevices, sender: any PushSender, language: Language) throws -> PushDelivery {
        var delivery = PushDelivery(devices: devices, policy: policy, key: try VAPIDKey.load(path: keyPath),
                                    contact: contact, sender: sender)
        delivery.language = language
        return delivery
    }
}
