import Foundation

/// The HTTP request that hands one notification to a browser's push service (RFC 8030):
/// the domain builds it whole — checked endpoint, sealed body, VAPID header — and a front
/// end only sends it.
package struct WebPushRequest: Sendable {
    package let endpoint: String
    package let headers: [(String, String)]
    package let body: Data

    /// What a notification says and where tapping it leads.
    package struct Payload: Codable, Sendable, Equatable {
        package let title: String
        package let body: String
        package let url: String
        package init(title: String, body: String, url: String) {
            self.title = title
            self.body = body
            self.url = url
        }
    }

    package enum RefusalError: Error, Equatable {
        /// The endpoint is not a push service this machine allows: never contacted.
        case endpointNotAllowed
        /// The subscription's keys cannot seal a message.
        case unusableKeys
    }

    /// The request for `payload` to `subscription`, refused unless `policy` allows its endpoint.
    package init(payload: Payload, to subscription: PushSubscription, policy: PushEndpointPolicy,
                 key: VAPIDKey, subject: String, ttl: Int = 24 * 3600, now: Date = Date()) throws {
        guard policy.allows(subscription.endpoint), let audience = PushEndpointPolicy.origin(of: subscription.endpoint)
        else { throw RefusalError.endpointNotAllowed }
        guard let encryption = subscription.encryption else { throw RefusalError.unusableKeys }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        endpoint = subscription.endpoint
        body = try encryption.seal(try encoder.encode(payload))
        headers = [
            ("Content-Type", "application/octet-stream"),
            ("Content-Encoding", "aes128gcm"),
            ("TTL", String(ttl)),
            ("Urgency", "normal"),
            ("Authorization", try key.authorization(audience: audience, subject: subject, now: now)),
        ]
    }
}
