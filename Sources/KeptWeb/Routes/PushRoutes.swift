import Foundation
import Hummingbird
import Kept

/// Notifications: the settings page that turns them on (the browser asks for permission only
/// when its button is tapped, never on load), the VAPID key a paired device subscribes with
/// (`GET /push/key`, 401 otherwise, as every page), the subscription the browser then posts
/// (`POST /push/subscribe`: the device's cookie, this server's `Origin` and the device's form
/// token in `X-Kept-Form`, the body `PushSubscription.toJSON()`), taking it back, a test
/// notification, and the cards' schedule.
struct PushRoutes {
    let desk: StoreDesk
    let pages: Pages
    /// nil when the hub sends no notifications.
    let delivery: PushDelivery?

    func add(to router: Router<WebContext>) {
        router.get("/settings") { _, context in try page(context) }
        router.get("/push/key") { _, context in
            guard let delivery else { throw HTTPError(.notFound, message: context.say(.webNoSuchEntry)) }
            return Self.json(["key": delivery.key.publicKeyBase64URL])
        }
        router.post("/push/subscribe") { request, context in
            let device = try FormGuard.scriptedDevice(request, context)
            guard let delivery else { throw HTTPError(.notFound, message: context.say(.webNoSuchEntry)) }
            let body: ByteBuffer
            do {
                body = try await request.body.collect(upTo: 4096)
            } catch {
                throw HTTPError(.contentTooLarge, message: PushSubscriptionError.tooLarge.message.text(in: context.language))
            }
            do {
                let subscription = try PushSubscription.fromBrowser(Data(buffer: body), policy: delivery.policy, language: context.language)
                try delivery.subscriptions.subscribe(device.id, subscription)
            } catch let error as PushSubscriptionError {
                throw HTTPError(.unprocessableContent, message: error.message.text(in: context.language))
            }
            return Self.json(["subscribed": "true"])
        }
        router.post("/push/unsubscribe") { request, context in
            let device = try FormGuard.scriptedDevice(request, context)
            try delivery?.subscriptions.drop(device.id)
            return Self.json(["subscribed": "false"])
        }
        router.post("/push/test") { request, context in
            _ = try await FormGuard.fields(request, context)
            guard let delivery, let device = context.device else { throw HTTPError(.notFound, message: context.say(.webNoSuchEntry)) }
            let outcomes = try await delivery.send(reading: nil, only: device.id) { PushNotice.test(in: $0) }
            guard !outcomes.isEmpty else {
                return pages.flash.redirect(to: "/settings", .init(problem: context.say(.pushPageNotificationsNotSubscribed)), context)
            }
            let said = outcomes.map { $0.message.text(in: context.language) }.joined(separator: "; ")
            return pages.flash.redirect(to: "/settings", outcomes.allSatisfy(\.isDelivered)
                                        ? .init(notice: context.say(.pushPageNotificationsSent, ["outcomes": said]))
                                        : .init(problem: said), context)
        }
        router.post("/settings/reminders") { request, context in
            let fields = try await FormGuard.fields(request, context)
            guard context.scope.writes("card") else { throw HTTPError(.forbidden, message: context.say(.webRefusedReadOnly)) }
            let every = (fields["every"] ?? "").trimmingCharacters(in: .whitespaces)
            let between = fields["between"].map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
            do {
                let notice = try desk.write { store -> Notice? in
                    let (_, save) = try ReminderSettings(config: try store.config()).install(every: every, between: between)
                    guard let save else { return nil }
                    let change = try store.changeSettings(save.settings, message: save.message)
                    return Notice(text: context.say(.webSaved), commit: change.message)
                }
                return pages.flash.redirect(to: "/settings", notice.map { .init($0) } ?? .init(), context)
            } catch let error as UserMessageError {
                return pages.flash.redirect(to: "/settings", .init(problem: error.message.text(in: context.language)), context)
            }
        }
    }

    private func page(_ context: WebContext) throws -> Response {
        let store = desk.store
        let config = try store.config()
        let reminders = ReminderSettings(config: config)
        let schedule = try? PushSchedule(config: config)
        var values: [String: Any] = ["title": context.say(.webPageSettings), "enabled": delivery != nil,
                                     "canSchedule": context.scope.writes("card"),
                                     "every": reminders.every ?? ReminderTimer.defaultEvery,
                                     "between": reminders.between ?? "09:00-22:00"]
        if let cards = schedule?.cards {
            values["cardsSchedule"] = context.say(.pushPageNotificationsCardsEvery, [
                "every": cards.every % 60 == 0
                    ? context.say(.pushPageNotificationsHours, ["n": String(cards.every / 60)])
                    : context.say(.pushPageNotificationsMinutes, ["n": String(cards.every)]),
                "between": reminders.between ?? context.say(.pushPageNotificationsAllDay)])
        } else {
            values["cardsSchedule"] = context.say(.pushPageNotificationsCardsOff)
        }
        let at = schedule?.fridgeAt ?? 8 * 60
        values["fridgeSchedule"] = context.say(.pushPageNotificationsFridgeAt, [
            "at": String(format: "%02d:%02d", at / 60, at % 60), "soon": String((try? Fridge.load(store).soon) ?? Fridge.defaultSoon)])
        if let delivery {
            let subscribed = (try? delivery.subscriptions.forDevices(delivery.devices.list())) ?? []
            values["devices"] = subscribed.map { pair -> [String: Any] in
                ["name": pair.device.name, "id": pair.device.id, "this": pair.device.id == context.device?.id]
            }
            values["thisOn"] = subscribed.contains { $0.device.id == context.device?.id }
        }
        return try pages.render(.settings, values, context: context)
    }

    static func json(_ values: [String: String]) -> Response {
        let data = (try? JSONSerialization.data(withJSONObject: values, options: [.sortedKeys])) ?? Data("{}".utf8)
        return Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
