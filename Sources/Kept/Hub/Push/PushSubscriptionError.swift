/// Why `POST /push/subscribe` refused what a browser sent; nothing is kept and nothing contacted.
package enum PushSubscriptionError: Error, Equatable, UserMessageError {
    case tooLarge
    case notASubscription
    /// Not a push service this machine allows (another host, `http`, `file:`, an address).
    case endpointNotAllowed(String)
    case unusableKeys

    package var message: Message {
        switch self {
        case .tooLarge: Message(.pushSubscriptionTooLarge)
        case .notASubscription: Message(.pushSubscriptionNotJSON)
        case let .endpointNotAllowed(endpoint): Message(.pushSubscriptionEndpointRefused,
                                                        ["endpoint": String(endpoint.prefix(200)), "setting": PushEndpointPolicy.machineSetting])
        case .unusableKeys: Message(.pushSubscriptionBadKeys)
        }
    }
}
