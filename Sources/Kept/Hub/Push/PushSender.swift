import Foundation

/// Who carries a push request to its push service: the web server's HTTP client. The domain
/// builds each request whole (`WebPushRequest`) and decides what an answer means
/// (`PushDelivery`); the sender only posts it, following no redirect.
package protocol PushSender: Sendable {
    /// Posts `request`; throws when the push service could not be reached at all.
    func send(_ request: WebPushRequest) async throws -> PushServiceAnswer
}

/// What a push service answered (RFC 8030 §5): 201 taken; 404 or 410 the subscription is gone;
/// 429 or 5xx try again later, `Retry-After` saying when.
package struct PushServiceAnswer: Sendable, Equatable {
    package let status: Int
    /// `Retry-After` in seconds (its date form converted), when given.
    package let retryAfter: TimeInterval?

    package init(status: Int, retryAfter: TimeInterval? = nil) {
        self.status = status
        self.retryAfter = retryAfter
    }

    /// `Retry-After`'s value: seconds, or an HTTP date; nil for anything else.
    package static func retryAfter(_ value: String?, now: Date = Date()) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value), seconds >= 0 { return TimeInterval(seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: value).map { max(0, $0.timeIntervalSince(now)) }
    }
}
