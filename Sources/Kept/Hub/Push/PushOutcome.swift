import Foundation

/// What became of one notification for one device.
package struct PushOutcome: Sendable {
    package enum Result: Sendable, Equatable {
        /// The push service took it (it reaches the phone when the phone is online).
        case delivered
        /// The push service said the subscription is gone (404, 410): it was dropped.
        case dropped(status: Int)
        /// The endpoint is no push service this machine allows: not contacted.
        case refused
        /// Not delivered: why, after the retries there were.
        case failed(Message)
    }

    package let device: PairedDevice
    package let result: Result

    package init(device: PairedDevice, result: Result) {
        self.device = device
        self.result = result
    }

    /// A sentence naming the device, for a terminal or a page.
    package var message: Message {
        let arguments = ["device": device.name, "id": device.id]
        switch result {
        case .delivered: return Message(.pushDelivered, arguments)
        case let .dropped(status): return Message(.pushDropped, arguments.merging(["status": String(status)]) { a, _ in a })
        case .refused: return Message(.pushRefusedEndpoint, arguments)
        case let .failed(reason): return Message(.pushFailed, arguments).localizing("reason", reason)
        }
    }

    package var isDelivered: Bool { result == .delivered }

    /// The outcomes as one message, `; ` between them.
    package static func list(_ outcomes: [PushOutcome]) -> Message {
        guard let first = outcomes.first else { return .verbatim("") }
        guard outcomes.count > 1 else { return first.message }
        return Message(.pushOutcomesJoined).localizing("first", first.message).localizing("rest", list(Array(outcomes.dropFirst())))
    }
}
