import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Kept
@testable import KeptWeb
import ReferenceTools

/// Notifications through the routes a phone uses and a push service on loopback that decrypts
/// what it is sent with the reference `http_ece` and verifies the VAPID header: subscribing,
/// what is refused, what is sent, and what the push service's answers do.
@Suite(.serialized) struct PushTests {
    static let form = HTTPField.Name("X-Kept-Form")!

    /// A lab whose hub may contact `service` only, and the headers of a script's JSON post.
    static func lab(_ service: LoopbackPushService, files: [String: String] = [:], language: Language = .english) throws -> WebLab {
        try WebLab(files: files, language: language, pushServices: [service.origin])
    }

    static func json(_ lab: WebLab, _ token: String, origin: String? = WebLab.origin, formToken: String? = nil) throws -> HTTPFields {
        var headers = WebLab.headers(token, origin: origin)
        headers[.contentType] = "application/json"
        let device = try #require(try lab.devices.device(token: token))
        headers[form] = formToken ?? FormGuard.token(for: device)
        return headers
    }

    @Test(.enabled(if: ReferencePython.available))
    func onlyAPairedDeviceGetsTheKey() async throws {
        let service = try LoopbackPushService()
        let lab = try Self.lab(service)
        try await lab.app.test(.router) { client in
            try await client.execute(uri: "/push/key", method: .get, headers: WebLab.headers(nil)) { response in
                #expect(response.status == .unauthorized)
                #expect(!response.text.contains(lab.delivery!.key.publicKeyBase64URL))
            }
            try await client.execute(uri: "/push/key", method: .get, headers: WebLab.headers(lab.everything)) { response in
                #expect(response.status == .ok)
                #expect(response.text == #"{"key":"\#(lab.delivery!.key.publicKeyBase64URL)"}"#)
            }
        }
    }

    @Test(.enabled(if: ReferencePython.available))
    func subscribingNeedsThisOriginAndTheDevicesFormToken() async throws {
        let service = try LoopbackPushService()
        let lab = try Self.lab(service)
        let subscription = try service.subscribe()
        let other = try #require(try lab.devices.device(token: lab.fridgeOnly))
        try await lab.app.test(.router) { client in
            for (headers, why) in [(try Self.json(lab, lab.everything, origin: nil), "no Origin"),
                                   (try Self.json(lab, lab.everything, origin: "https://evil.example"), "another Origin"),
                                   (try Self.json(lab, lab.everything, formToken: FormGuard.token(for: other)), "another device's token"),
                                   (try Self.json(lab, lab.everything, formToken: ""), "no token")] {
                try await client.execute(uri: "/push/subscribe", method: .post, headers: headers, body: ByteBuffer(data: subscription)) { response in
                    #expect(response.status == .forbidden, "\(why)")
                }
            }
            #expect(try lab.delivery!.subscriptions.all().isEmpty)
            try await client.execute(uri: "/push/subscribe", method: .post, headers: try Self.json(lab, lab.everything),
                                     body: ByteBuffer(data: subscription)) { response in
                #expect(response.status == .ok)
            }
            let device = try #require(try lab.devices.device(token: lab.everything))
            #expect(try lab.delivery!.subscriptions.all()[device.id]?.endpoint.hasPrefix(service.origin + "/push/") == true)
            try await client.execute(uri: "/push/unsubscribe", method: .post, headers: try Self.json(lab, lab.everything),
                                     body: ByteBuffer(string: "{}")) { response in
                #expect(response.status == .ok)
            }
            #expect(try lab.delivery!.subscriptions.all().isEmpty)
        }
    }

    /// The endpoint is outside input: anything but a push service this machine allows is
    /// refused when subscribing, and a subscription that got into the file another way is
    /// never contacted.
    @Test(.enabled(if: ReferencePython.available))
    func onlyRealPushServicesAreEverContacted() async throws {
        let allowed = try LoopbackPushService(), elsewhere = try LoopbackPushService()
        let lab = try Self.lab(allowed)
        let stray = try elsewhere.subscribe()
        let keys = try JSONDecoder().decode(PushSubscription.self, from: stray).keys
        @Sendable func sent(_ endpoint: String) throws -> ByteBuffer {
            ByteBuffer(data: try JSONEncoder().encode(PushSubscription(endpoint: endpoint, keys: keys)))
        }
        let refused = [
            String(decoding: stray, as: UTF8.self).components(separatedBy: "\"")[3],  // another loopback port
            "http://push.invalid/x", "file:///etc/passwd", "https://10.0.0.1/push", "https://[::1]/push",
            "https://fcm.googleapis.com.evil.example/fcm/send/x", "https://user@fcm.googleapis.com/fcm/send/x",
            "https://fcm.googleapis.com:8443/fcm/send/x", "http://fcm.googleapis.com/fcm/send/x", "gopher://127.0.0.1/",
        ]
        try await lab.app.test(.router) { client in
            for endpoint in refused {
                try await client.execute(uri: "/push/subscribe", method: .post, headers: try Self.json(lab, lab.everything),
                                         body: try sent(endpoint)) { response in
                    #expect(response.status == .unprocessableContent, "\(endpoint)")
                    #expect(response.text.contains("is not a push service kept contacts"), "\(endpoint)")
                }
            }
            for (body, status) in [(ByteBuffer(string: "not json"), HTTPResponse.Status.unprocessableContent),
                                   (ByteBuffer(string: String(repeating: "x", count: 5000)), .contentTooLarge)] {
                try await client.execute(uri: "/push/subscribe", method: .post, headers: try Self.json(lab, lab.everything), body: body) { response in
                    #expect(response.status == status)
                }
            }
            // A real push service's address is taken (it is not contacted here).
            try await client.execute(uri: "/push/subscribe", method: .post, headers: try Self.json(lab, lab.everything),
                                     body: try sent("https://fcm.googleapis.com/fcm/send/abc:def")) { response in
                #expect(response.status == .ok)
            }
        }
        // Written past the route (an older file, a config changed since): refused when sending.
        let device = try #require(try lab.devices.device(token: lab.everything))
        try lab.delivery!.subscriptions.subscribe(device.id, try JSONDecoder().decode(PushSubscription.self, from: stray))
        let outcomes = try await lab.delivery!.send(reading: nil) { PushNotice.test(in: $0) }
        #expect(outcomes.map(\.result) == [.refused])
        #expect(try elsewhere.received(LoopbackPushService.id(of: stray)).isEmpty)
    }

    @Test(.enabled(if: ReferencePython.available))
    func theTestNotificationArrivesSealedAndSigned() async throws {
        let service = try LoopbackPushService()
        let lab = try Self.lab(service, language: .korean)
        let subscription = try service.subscribe()
        try await lab.app.test(.router) { client in
            var headers = try Self.json(lab, lab.everything)
            headers[.acceptLanguage] = "ko-KR,ko;q=0.9"
            try await client.execute(uri: "/push/subscribe", method: .post, headers: headers, body: ByteBuffer(data: subscription)) { response in
                #expect(response.status == .ok)
            }
            try await submit(client, "/push/test", WebLab.headers(lab.everything, language: "ko"), try lab.form(lab.everything, [])) { page in
                #expect(page.text.contains("테스트 알림: phone("))
                #expect(page.text.contains("이 휴대폰은 알림을 받고 있습니다."))
            }
        }
        let received = try service.received(LoopbackPushService.id(of: subscription))
        let push = try #require(received.first)
        #expect(received.count == 1)
        #expect(push.fields == ["title": "kept 테스트 알림", "body": "이 휴대폰으로 알림이 옵니다. 누르면 설정이 열립니다.", "url": "/settings"])
        #expect(push.encoding == "aes128gcm" && push.ttl == "86400" && push.urgency == "normal")
        #expect(push.vapid_ok, "\(push.vapid_problem ?? "")")
        #expect(push.claims?["aud"]?.text == service.origin)
        #expect(push.claims?["sub"]?.text == "mailto:tests@kept.invalid")
        let exp = try #require(push.claims?["exp"]?.number)
        #expect(exp - Date().timeIntervalSince1970 > 11 * 3600 && exp - Date().timeIntervalSince1970 <= 24 * 3600)
    }

    @Test(.enabled(if: ReferencePython.available))
    func aGoneSubscriptionIsDroppedAndABusyServiceWaitedFor() async throws {
        let service = try LoopbackPushService()
        let lab = try Self.lab(service)
        let device = try #require(try lab.devices.device(token: lab.everything))
        let subscription = try service.subscribe(), id = LoopbackPushService.id(of: subscription)
        try lab.delivery!.subscriptions.subscribe(device.id, try JSONDecoder().decode(PushSubscription.self, from: subscription))
        let waited = Locked<[TimeInterval]>([])
        var delivery = lab.delivery!
        delivery.sleep = { seconds in waited.withLock { $0.append(seconds) } }

        // 429 with Retry-After 7, then 503 without: waited 7 s (over the 2 s backoff), then 4 s.
        try service.answer(id, with: [(429, 7), (503, nil)])
        let busy = try await delivery.send(reading: "card") { PushNotice.test(in: $0) }
        #expect(busy.map(\.result) == [.delivered])
        #expect(waited.withLock { $0 } == [7, 4])
        #expect(try service.received(id).map(\.status) == [429, 503, 201])

        // A wait longer than kept waits is not waited out.
        try service.answer(id, with: [(429, 86400)])
        let later = try await delivery.send(reading: "card") { PushNotice.test(in: $0) }
        #expect(later.first?.message.english.contains("asks to wait 86400 s") == true)

        // 410: the browser let the subscription go; it is dropped, and sent nothing again.
        try service.answer(id, with: [(410, nil)])
        let gone = try await delivery.send(reading: "card") { PushNotice.test(in: $0) }
        #expect(gone.map(\.result) == [.dropped(status: 410)])
        #expect(try delivery.subscriptions.all().isEmpty)
        let count = try service.received(id).count
        #expect(try await delivery.send(reading: "card") { PushNotice.test(in: $0) }.isEmpty)
        #expect(try service.received(id).count == count)
    }

    @Test(.enabled(if: ReferencePython.available))
    func scopesHoldAndARevokedDeviceIsSentNothing() async throws {
        let service = try LoopbackPushService()
        let lab = try Self.lab(service)
        var ids: [String: String] = [:]
        for (name, token) in [("phone", lab.everything), ("family", lab.fridgeOnly), ("tablet", lab.readOnly)] {
            let device = try #require(try lab.devices.device(token: token))
            let subscription = try service.subscribe()
            ids[name] = LoopbackPushService.id(of: subscription)
            try lab.delivery!.subscriptions.subscribe(device.id, try JSONDecoder().decode(PushSubscription.self, from: subscription))
        }
        let card = WebPushRequest.Payload(title: "q", body: "b", url: "/cards")
        let cards = try await lab.delivery!.send(reading: "card") { _ in card }
        #expect(Set(cards.map(\.device.name)) == ["phone", "tablet"])
        let fridge = try await lab.delivery!.send(reading: "fridge") { _ in card }
        #expect(Set(fridge.map(\.device.name)) == ["phone", "family", "tablet"])
        #expect(try service.received(ids["family"]!).count == 1)

        let phone = try #require(try lab.devices.device(token: lab.everything))
        #expect(try lab.devices.revoke(phone.id))
        let before = try service.received(ids["phone"]!).count
        let after = try await lab.delivery!.send(reading: nil) { _ in card }
        #expect(!after.map(\.device.name).contains("phone"))
        #expect(try service.received(ids["phone"]!).count == before)
    }

    /// The hub's schedule, on a clock the test sets, across restarts (a new `HubPush` reading
    /// the same ledger): each reminder time sent once, one missed while stopped sent when it
    /// starts again, none outside the reminder hours; the fridge once a morning.
    @Test(.enabled(if: ReferencePython.available))
    func theScheduleNeitherRepeatsNorSkipsAcrossRestarts() async throws {
        let service = try LoopbackPushService()
        let lab = try Self.lab(service, files: [
            ".kept/config.yaml": "cards:\n  remind:\n    every: 2h\n    between: 09:00-21:00\nfridge:\n  soon: 3\n",
            "cards/words/사과.md": "---\ntitle: 사과는 영어로?\n---\napple\n",
        ])
        let device = try #require(try lab.devices.device(token: lab.everything))
        let subscription = try service.subscribe(), id = LoopbackPushService.id(of: subscription)
        try lab.delivery!.subscriptions.subscribe(device.id, try JSONDecoder().decode(PushSubscription.self, from: subscription))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Seoul")!
        func at(_ day: Int, _ hour: Int, _ minute: Int) -> Date {
            calendar.date(from: DateComponents(year: 2026, month: 12, day: day, hour: hour, minute: minute))!
        }
        _ = try lab.store.add(try lab.store.kind(named: "fridge"), text: "---\ntitle: 우유\nexpires: 2026-12-04\n---\n")
        func round(_ time: Date) async throws -> [String] {
            let hub = HubPush(store: lab.store, delivery: lab.delivery!, now: { time }, calendar: calendar)
            let before = try service.received(id).count
            _ = await hub.sendDue()
            return try service.received(id).dropFirst(before).map { $0.fields["url"] ?? "" }
        }
        let card = PushNotice.cardPath("cards/words/사과.md")
        #expect(try await round(at(2, 8, 30)) == [])        // first start: counts from now
        #expect(try await round(at(2, 9, 0)) == [card])      // 09:00
        #expect(try await round(at(2, 9, 5)) == [])          // restarted: not again
        #expect(try await round(at(2, 11, 1)) == [card])     // 11:00
        #expect(try await round(at(2, 15, 30)) == [card])    // 13:00 and 15:00 missed while stopped: one
        #expect(try await round(at(2, 15, 31)) == [])
        #expect(try await round(at(3, 8, 0)) == ["/fridge"]) // 21:00 missed overnight: let go; the fridge's morning
        #expect(try await round(at(3, 8, 30)) == [])
        #expect(try await round(at(3, 9, 0)) == [card])
        let fridge = try #require(try service.received(id).first { $0.fields["url"] == "/fridge" })
        #expect(fridge.fields["body"] == "우유 D-1")
        let first = try #require(try service.received(id).first)
        #expect(first.fields["title"] == "사과는 영어로?")
        #expect(first.payload?.contains("apple") == false)
    }

    /// Where a card's notification leads: that card's review, first, though another is due.
    @Test func aCardsNotificationOpensThatCard() async throws {
        let lab = try WebLab(files: [
            "cards/words/a.md": "---\ntitle: 첫째 질문\n---\n첫째 답\n",
            "cards/words/b.md": "---\ntitle: 둘째 질문\n---\n둘째 답\n",
        ])
        try await lab.app.test(.router) { client in
            for (path, question) in [("cards/words/a.md", "첫째 질문"), ("cards/words/b.md", "둘째 질문")] {
                try await client.execute(uri: PushNotice.cardPath(path), method: .get, headers: WebLab.headers(lab.everything)) { response in
                    #expect(response.status == .ok)
                    #expect(response.text.contains("<h2>\(question)</h2>"))
                    #expect(response.text.contains(#"name="path" value="\#(path)""#))
                }
            }
        }
    }

    @Test(.enabled(if: ReferencePython.available))
    func theSettingsPageAsksOnATapInKorean() async throws {
        let service = try LoopbackPushService()
        let lab = try Self.lab(service, language: .korean)
        try await lab.app.test(.router) { client in
            try await client.execute(uri: "/settings", method: .get, headers: WebLab.headers(lab.everything, language: "ko")) { response in
                #expect(response.status == .ok)
                let page = response.text
                #expect(page.contains(#"<button type="button" id="push-on" data-form=""#))
                #expect(page.contains("알림 켜기"))
                #expect(page.contains("이 휴대폰은 알림을 받지 않습니다."))
                #expect(page.contains("매일 08:00, 유통기한이 3일 안에 끝나거나 지난 물건"))
                #expect(page.contains("꺼짐: 아래에서 간격을 정하고 저장하세요"))
                #expect(!page.contains("<script>"))
            }
            try await submit(client, "/settings/reminders", WebLab.headers(lab.everything, language: "ko"),
                             try lab.form(lab.everything, [("every", "3h"), ("between", "09:00-21:00")])) { page in
                #expect(page.text.contains("09:00-21:00, 3시간마다"))
            }
            #expect(try lab.text(".kept/config.yaml").contains("every: 3h"))
        }
    }
}
