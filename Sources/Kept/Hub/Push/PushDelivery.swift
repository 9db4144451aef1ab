import Foundation

/// Sends one notification to the phones subscribed for it — the one operation behind the
/// hub's schedule, `kept remind --push`, `kept fridge expiring --push` and the settings page's
/// test — and settles each push service's answer: 201 delivered; 404 or 410 the subscription
/// is dropped (the browser let it go); 429 and 5xx, or no answer, tried again after a delay
/// that doubles from `firstRetry`, or after `Retry-After` when the service says so, while the
/// wait stays within `longestWait`. A device whose scope does not read the kind is sent nothing,
/// nor is a revoked one (its subscription went with it), nor an endpoint the policy refuses.
package struct PushDelivery: Sendable {
    package let devices: PairedDevices
    package let subscriptions: PushSubscriptions
    package let policy: PushEndpointPolicy
    package let key: VAPIDKey
    /// The `sub` claim push services may write to about this sender (RFC 8292 §2.1).
    package let contact: String
    package let sender: any PushSender
    /// Language of a device that subscribed before languages were kept.
    package var language: Language = .english
    package var attempts = 4
    package var firstRetry: TimeInterval = 2
    package var longestWait: TimeInterval = 600
    /// How a delay is waited out (a test may shorten it).
    package var sleep: @Sendable (TimeInterval) async -> Void = { seconds in
        try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
    }

    package init(devices: PairedDevices, policy: PushEndpointPolicy, key: VAPIDKey, contact: String, sender: any PushSender) {
        self.devices = devices
        self.subscriptions = PushSubscriptions(devices: devices)
        self.policy = policy
        self.key = key
        self.contact = contact
        self.sender = sender
    }

    /// Whether any device still paired has a subscription (a schedule with none sends nothing).
    package var anySubscribed: Bool {
        ((try? subscriptions.forDevices(devices.list())) ?? []).isEmpty == false
    }

    /// Sends what `payload` says in each device's language to every subscribed device whose
    /// scope reads `kind` (every subscribed device when nil), or only to device `only`.
    package func send(reading kind: String?, only: String? = nil,
                      _ payload: (Language) -> WebPushRequest.Payload?) async throws -> [PushOutcome] {
        let paired = try devices.list().filter { only == nil || $0.id == only }
        let targets = try kind.map { try subscriptions.forDevices(paired, reading: $0) } ?? subscriptions.forDevices(paired)
        var outcomes: [PushOutcome] = []
        for (device, subscription) in targets {
            guard let message = payload(subscription.language(or: language)) else { continue }
            outcomes.append(PushOutcome(device: device, result: await deliver(message, to: subscription, of: device)))
        }
        return outcomes
    }

    private func deliver(_ payload: WebPushRequest.Payload, to subscription: PushSubscription, of device: PairedDevice) async -> PushOutcome.Result {
        var failures = 0
        var reason = Message(.pushNoAnswer)
        while true {
            let request: WebPushRequest
            do {
                // Built anew for each try: a fresh salt and key, and a token that has not aged.
                request = try WebPushRequest(payload: payload, to: subscription, policy: policy, key: key, subject: contact)
            } catch WebPushRequest.RefusalError.endpointNotAllowed {
                return .refused
            } catch {
                return .failed(Message(.pushSubscriptionBadKeys))
            }
            var retryAfter: TimeInterval?
            do {
                let answer = try await sender.send(request)
                switch answer.status {
                case 200..<300:
                    return .delivered
                case 404, 410:
                    try? subscriptions.drop(device.id)
                    return .dropped(status: answer.status)
                case 429, 500..<600:
                    reason = Message(.pushServiceBusy, ["status": String(answer.status)])
                    retryAfter = answer.retryAfter
                default:
                    // 400, 401, 403, 413: trying the same again would be answered the same.
                    return .failed(Message(.pushServiceRefused, ["status": String(answer.status)]))
                }
            } catch {
                reason = Message(.pushUnreachable).localizing("reason", Message.of(error))
            }
            failures += 1
            guard failures < attempts else { return .failed(reason) }
            let backoff = firstRetry * pow(2, Double(failures - 1))
            let delay = max(backoff, retryAfter ?? 0)
            guard delay <= longestWait else {
                return .failed(Message(.pushServiceAsksToWait, ["seconds": String(Int(delay))]).localizing("reason", reason))
            }
            await sleep(delay)
        }
    }
}
