import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Kept
@testable import KeptWeb

/// Pairing with the printed code: once, within ten minutes, from a page of this server, and
/// not by guessing. The cookie it gives is for this server's pages alone.
@Suite("kept serve: pairing")
struct PairingTests {
    static func pairing(_ code: String, name: String = "내 휴대폰") -> ByteBuffer {
        WebLab.encode([("code", code), ("name", name)])
    }

    @Test func theCodePairsOnceAndTheCookieIsTheServersAlone() async throws {
        let lab = try WebLab()
        let (code, _) = await lab.pairing.issue(lifetime: 600)
        try await lab.app.test(.router) { client in
            let token = try await client.execute(uri: "/pair", method: .post, headers: WebLab.headers(nil), body: Self.pairing(code)) { response in
                #expect(response.status == .seeOther)
                let cookie = try #require(response.headers[.setCookie])
                for attribute in ["HttpOnly", "SameSite=Strict", "Secure", "Path=/"] { #expect(cookie.contains(attribute), "\(attribute)") }
                let token = String(cookie.split(separator: ";")[0].split(separator: "=", maxSplits: 1)[1])
                #expect(token.count == 43)  // 256 bits in unpadded base64
                return token
            }
            try await client.execute(uri: "/", method: .get, headers: WebLab.headers(token)) { #expect($0.status == .ok) }
            // The code is spent.
            try await client.execute(uri: "/pair", method: .post, headers: WebLab.headers(nil), body: Self.pairing(code)) { response in
                #expect(response.status == .unauthorized)
                #expect(response.headers[.setCookie] == nil)
            }
            // Paired with the server's scope (the fridge), named as the phone said.
            let device = try #require(try lab.devices.device(token: token))
            #expect(device.name == "내 휴대폰")
            #expect(device.scope == AccessScope(kinds: ["fridge"], readOnly: false))
            // Only a digest is written: the token is nowhere in the file.
            #expect(try !String(contentsOfFile: lab.devices.path, encoding: .utf8).contains(token))
            #expect(try FileManager.default.attributesOfItem(atPath: lab.devices.path)[.posixPermissions] as? Int == 0o600)
        }
        #expect(lab.events.withLock { $0 }.contains { $0.contains("paired") })
    }

    @Test func anExpiredCodeIsRefused() async throws {
        let lab = try WebLab()
        let (code, _) = await lab.pairing.issue(lifetime: -1)
        try await lab.app.test(.router) { client in
            try await client.execute(uri: "/pair", method: .post, headers: WebLab.headers(nil, language: "ko"), body: Self.pairing(code)) { response in
                #expect(response.status == .unauthorized)
                #expect(response.text.contains("코드가 만료되었습니다"))
            }
        }
    }

    @Test func guessingIsStoppedAfterTenWrongCodes() async throws {
        let lab = try WebLab()
        let (code, _) = await lab.pairing.issue(lifetime: 600)
        try await lab.app.test(.router) { client in
            var statuses: [HTTPResponse.Status] = []
            for guess in 0..<1000 {
                let wrong = String(format: "%08d", guess) == code ? "99999999x" : String(format: "%08d", guess)
                statuses.append(try await client.execute(uri: "/pair", method: .post, headers: WebLab.headers(nil), body: Self.pairing(wrong)) { $0.status })
            }
            #expect(statuses.prefix(10).allSatisfy { $0 == .unauthorized })
            #expect(statuses.dropFirst(10).allSatisfy { $0 == .tooManyRequests })
            // Even the right code waits out the minute.
            try await client.execute(uri: "/pair", method: .post, headers: WebLab.headers(nil), body: Self.pairing(code)) { response in
                #expect(response.status == .tooManyRequests)
            }
        }
    }

    /// The names a request may be addressed to: loopback's and the server's own, no other.
    @Test func onlyThisServersNamesAreAnswered() {
        var settings = ServeSettings(host: "127.0.0.1", port: 8770, devices: PairedDevices(path: "/nonexistent/devices.json"),
                                     pairingScope: .everything, language: .english)
        settings.extraHosts = ["Desk.tail1234.TS.net"]
        #expect(settings.allowedHosts == ["localhost", "127.0.0.1", "::1", "desk.tail1234.ts.net"])
        #expect(HostGate<WebContext>.host(of: "LOCALHOST:8770") == "localhost")
        #expect(HostGate<WebContext>.host(of: "[::1]:8770") == "::1")
        #expect(HostGate<WebContext>.host(of: "attacker.example") == "attacker.example")
    }

    @Test func aPairingPostedFromElsewhereIsRefused() async throws {
        let lab = try WebLab()
        let (code, _) = await lab.pairing.issue(lifetime: 600)
        try await lab.app.test(.router) { client in
            try await client.execute(uri: "/pair", method: .post, headers: WebLab.headers(nil, origin: "http://evil.example"),
                                     body: Self.pairing(code)) { #expect($0.status == .forbidden) }
        }
        #expect(try lab.devices.list().count == 3)
    }
}
