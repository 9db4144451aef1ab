import Foundation

/// The hub's scheduled notifications: `kept serve` looks every half minute whether a card or
/// the fridge's warning has fallen due (`PushSchedule`) since the last one handled
/// (`PushLedger`), and sends it to the phones subscribed (`PushDelivery`): one card, picked as
/// `kept remind` picks, to devices that may read cards; the items expiring soon to devices that
/// may read the fridge. A time missed while the hub was stopped is sent once when it starts
/// again, unless the reminder hours have ended meanwhile; a time is never sent twice.
package final class HubPush: Sendable {
    package enum Event: Sendable {
        case cards(title: String, [PushOutcome])
        case fridge([PushOutcome])
        /// The schedule could not be read (a broken setting) or the push failed before sending.
        case failed(Message)

        /// What became of the event's notification on each device.
        package var outcomes: [PushOutcome] {
            switch self {
            case let .cards(_, outcomes), let .fridge(outcomes): outcomes
            case .failed: []
            }
        }
    }

    private let store: Store
    package let delivery: PushDelivery
    private let ledger: PushLedger
    private let now: @Sendable () -> Date
    private let calendar: Calendar

    package init(store: Store, delivery: PushDelivery, now: @escaping @Sendable () -> Date = { Date() },
                 calendar: Calendar = .current) {
        self.store = store
        self.delivery = delivery
        self.ledger = PushLedger(subscriptions: delivery.subscriptions)
        self.now = now
        self.calendar = calendar
    }

    /// Sends what has fallen due since the last time handled; what was sent.
    @discardableResult
    package func sendDue() async -> [Event] {
        let now = now()
        let schedule: PushSchedule
        do {
            schedule = try PushSchedule(config: store.config())
        } catch {
            return [.failed(Message.of(error))]
        }
        var marks = ledger.marks()
        let started = marks
        let subscribed = delivery.anySubscribed
        var cardsDue = false, fridgeDue = false

        if let time = schedule.lastCardTime(atOrBefore: now, calendar: calendar) {
            if let last = marks.cards, time > last {
                // Sent only within the reminder hours: a time missed overnight is let go.
                cardsDue = subscribed && (schedule.cards?.allows(now, calendar: calendar) ?? false)
                marks.cards = time
            } else if marks.cards == nil {
                marks.cards = now
            }
        }
        let fridgeTime = schedule.lastFridgeTime(atOrBefore: now, calendar: calendar)
        if let last = marks.fridge, fridgeTime > last {
            fridgeDue = subscribed
            marks.fridge = fridgeTime
        } else if marks.fridge == nil {
            marks.fridge = now
        }
        if marks != started {
            do { try ledger.save(marks) } catch { return [.failed(Message.of(error))] }
        }

        var events: [Event] = []
        if cardsDue {
            do {
                var random = SeededRandom(seed: UInt64.random(in: .min ... .max))
                if let card = try CardReminder.next(in: store, now: now, random: &random).first {
                    events.append(.cards(title: card.title, try await delivery.send(reading: "card") { PushNotice.card(card, in: $0) }))
                }
            } catch {
                events.append(.failed(Message.of(error)))
            }
        }
        if fridgeDue {
            do {
                let due = try FridgeReminder.due(in: store, today: Day(now, calendar: calendar))
                if !due.isEmpty {
                    events.append(.fridge(try await delivery.send(reading: "fridge") { PushNotice.fridge(due, in: $0) }))
                }
            } catch {
                events.append(.failed(Message.of(error)))
            }
        }
        return events
    }

    /// What an event says in a log line; nil for a round that reached no device.
    package static func message(_ event: Event) -> Message? {
        switch event {
        case let .cards(title, outcomes):
            return outcomes.isEmpty ? nil : Message(.pushSentCards, ["title": title]).localizing("outcomes", PushOutcome.list(outcomes))
        case let .fridge(outcomes):
            return outcomes.isEmpty ? nil : Message(.pushSentFridge).localizing("outcomes", PushOutcome.list(outcomes))
        case let .failed(reason):
            return reason
        }
    }

    /// Looks every `every` until the task is cancelled; `report` hears what each round sent.
    /// One round at a time: the next starts only after the last one's pushes are settled.
    package func run(every: Duration = .seconds(30), report: @escaping @Sendable (Event) -> Void) async {
        while !Task.isCancelled {
            for event in await sendDue() { report(event) }
            try? await Task.sleep(for: every)
        }
    }
}
