import Foundation
import Kept

/// `kept remind --push` and `kept fridge expiring --push`: one notification now, to the phones
/// subscribed on this machine's kept serve, through the server program's HTTP client (`kept`
/// itself carries none: the command runs in kept-serve, as `kept serve` does).
struct PushNow {
    let store: Store
    let server: any StoreServer

    /// Sends `payload` to the devices that may read `kind`; what became of each.
    func send(reading kind: String, _ payload: @escaping @Sendable (Language) -> WebPushRequest.Payload?) throws -> [PushOutcome] {
        var delivery = try MachineFiles.pushSetup().delivery(devices: MachineFiles.devices(for: store),
                                                              sender: server.pushSender(), language: UserLanguage.current)
        // A command waits a minute at most for a busy push service; the hub waits longer.
        delivery.longestWait = 60
        let finished = DispatchSemaphore(value: 0)
        let result = Locked<Result<[PushOutcome], any Error>>(.success([]))
        Task {
            do {
                let outcomes = try await delivery.send(reading: kind, payload)
                result.withLock { $0 = .success(outcomes) }
            } catch {
                result.withLock { $0 = .failure(error) }
            }
            finished.signal()
        }
        finished.wait()
        return try result.withLock { $0 }.get()
    }

    /// Says what was sent to whom, in the sentence the hub's log uses ("pushed a card (…): sent
    /// to …"); an error when no device was subscribed or some were not reached.
    static func show(_ events: [HubPush.Event], kind: String, store: Store) throws {
        let outcomes = events.flatMap(\.outcomes)
        guard !outcomes.isEmpty else {
            throw PushNowError.nobodySubscribed(kind: FieldWords.kind((try? store.kind(named: kind))?.folder ?? kind, UserLanguage.current))
        }
        for event in events {
            guard let message = HubPush.message(event) else { continue }
            if event.outcomes.allSatisfy(\.isDelivered) { Terminal.out(message.text) } else { Terminal.error(message.text) }
        }
        let failed = outcomes.filter { !$0.isDelivered }.count
        if failed > 0 { throw ReportedFailuresError.someFailed(count: failed) }
    }
}
