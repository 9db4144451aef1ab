import Foundation
import Kept
import ReferenceTools
import Testing

/// Notifications as a phone gets them (issue 47): `kept serve --tls` on 127.0.0.2 with the
/// machine's authority trusted by Chromium, a push service on loopback that this machine's own
/// config allows, and `Tests/Web/phone_push.py` as the phone: it subscribes from Settings,
/// then `kept remind --push` and `kept fridge expiring --push` are sent through the push
/// service (decrypted there with the reference http_ece, VAPID verified), shown by the
/// phone's service worker, and clicked open: the card's own page, graded; the fridge.
extension ServeInBrowserTests {
    /// Tests/Web/notification_desk.py's programs: a screen, a session bus, a notification
    /// daemon (dunst, which also takes the tap).
    static let notificationDesk = ["Xvfb", "dbus-daemon", "dunst", "dunstctl"]
        .allSatisfy { FileManager.default.isExecutableFile(atPath: "/usr/bin/" + $0) }

    @Test(.enabled(if: ready && certutil && notificationDesk && ReferencePython.available,
                   "needs chromium, chromium-driver, selenium, http_ece, certutil, Xvfb, dbus and dunst (make deps, make references)"),
          .tags(.browser), .fullSuiteOnly)
    func aNotificationOpensItsCardOnThePhone() throws {
        let sandbox = try Self.sandbox()
        let service = try LoopbackPushService()
        let machineConfig = sandbox.root.appendingPathComponent("config/kept/config.yaml")
        try FileManager.default.createDirectory(at: machineConfig.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "serve:\n  push_services: [\(service.origin)]\n".write(to: machineConfig, atomically: true, encoding: .utf8)
        try sandbox.ok(["new", "card", "사과는 영어로?", "--category", "영어", "--body", "apple", "--no-edit"])
        try sandbox.ok(["fridge", "add", "우유", "--expires", "+1d"])
        try sandbox.ok(["fridge", "add", "두부", "--expires", "+2d"])
        try sandbox.ok(["fridge", "add", "김치", "--expires", "+30d"])
        let list = try parseJSONList(try sandbox.ok(["list", "card", "--format", "json"]).stdout)
        let card = try #require(list.first?["path"] as? String, "\(list)")
        let before = try Self.gitLog(sandbox)

        let server = try ServedKept(sandbox, ["serve", "--listen", "127.0.0.2:0", "--tls"])
        defer { server.kill() }
        let url = try server.line(after: "open on the phone: ", within: 30)
        let fingerprint = try server.line(after: "certificate authority SHA-256 fingerprint: ", within: 5)
        try Self.trustTheMachinesAuthority(sandbox, fingerprint: fingerprint)

        let summary = try Self.journey("push", url, sandbox, ["--push-service", service.origin, "--kept", try KeptBinary.url().path,
                                                              "--card", card])
        Self.stop(server)
        Self.expectShots(["push-settings", "push-subscribed", "push-card-notification", "push-card-opened", "push-card-revealed",
                          "push-fridge-notification", "push-fridge-opened"])

        // What the push service decrypted: the card's question (never its answer) opening it,
        // and the fridge's two items opening the fridge, in the phone's language.
        let pushed = summary["card"] as? [String: Any] ?? [:]
        let payload = pushed["payload"] as? [String: String] ?? [:]
        #expect(payload["title"] == "사과는 영어로?", "\(pushed)")
        #expect(payload["url"] == PushNotice.cardPath(card), "\(pushed)")
        #expect(!(payload["body"] ?? "apple").contains("apple"), "\(pushed)")
        let claims = pushed["claims"] as? [String: Any] ?? [:]
        #expect(claims["aud"] as? String == service.origin, "\(claims)")
        #expect((claims["sub"] as? String)?.hasPrefix("mailto:") == true, "\(claims)")
        #expect(pushed["opened"] as? String == payload["url"], "\(pushed)")
        #expect(pushed["said"] as? String == "pushed a card (사과는 영어로?): sent to 지수의 폰 (\(Self.deviceID(summary)))", "\(pushed)")
        #expect((pushed["bubble"] as? [String: String])?["summary"] == "사과는 영어로?", "\(pushed)")
        let fridge = summary["fridge"] as? [String: Any] ?? [:]
        #expect((fridge["payload"] as? [String: String])?["body"] == "우유 D-1, 두부 D-2", "\(fridge)")
        #expect((fridge["payload"] as? [String: String])?["url"] == "/fridge", "\(fridge)")
        #expect(fridge["opened"] as? String == "/fridge", "\(fridge)")
        #expect(fridge["said"] as? String == "pushed the fridge's warning: sent to 지수의 폰 (\(Self.deviceID(summary)))", "\(fridge)")

        // Messages whose url leads off the hub ("/\\evil.example", "//…", "https://…", "javascript:")
        // open Today when tapped.
        #expect((summary["elsewhere"] as? [[String: Any]])?.count == 4, "\(summary["elsewhere"] ?? "none")")

        // The one change the phone made: the card it opened, graded.
        #expect(try Self.added(sandbox, since: before) == ["cards: review 사과는 영어로? (good)"])
    }

    /// The paired phone's id, as the settings page listed it ("지수의 폰 6e054806 · 이 휴대폰").
    static func deviceID(_ summary: [String: Any]) -> String {
        let devices = (summary["subscribed"] as? [String: Any])?["devices"] as? [String] ?? []
        return devices.first?.split(separator: " ").dropFirst(2).first.map(String.init) ?? "?"
    }
}
