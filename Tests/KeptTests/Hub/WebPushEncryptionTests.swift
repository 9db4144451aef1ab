import Crypto
import Foundation
import Testing
@testable import Kept
import ReferenceTools

/// A push body that only the subscribed browser can read, as the reference decrypter reads it.
@Suite struct WebPushEncryptionTests {
    struct Sealed: Codable { let body: String; let privateKey: String; let auth: String }
    struct Signed: Codable { let token: String; let key: String; let audience: String }

    static let decrypt = """
    import sys, json, base64, http_ece
    from cryptography.hazmat.primitives.asymmetric import ec
    d = json.load(sys.stdin)
    b = lambda s: base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))
    key = ec.derive_private_key(int.from_bytes(b(d["privateKey"]), "big"), ec.SECP256R1())
    text = http_ece.decrypt(b(d["body"]), private_key=key, auth_secret=b(d["auth"]), version="aes128gcm")
    print(json.dumps(text.decode("utf-8")))
    """

    static let verify = """
    import sys, json, base64, time
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import ec, utils
    d = json.load(sys.stdin)
    b = lambda s: base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))
    head, body, sig = d["token"].split(".")
    key = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), b(d["key"]))
    raw = b(sig)
    der = utils.encode_dss_signature(int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big"))
    key.verify(der, (head + "." + body).encode(), ec.ECDSA(hashes.SHA256()))
    h, c = json.loads(b(head)), json.loads(b(body))
    ok = h["alg"] == "ES256" and c["aud"] == d["audience"] and 0 < c["exp"] - time.time() <= 86400 and c["sub"].startswith("mailto:")
    print(json.dumps(ok))
    """

    @Test(.enabled(if: ReferencePython.available))
    func theBrowserReadsWhatTheHubSealedForIt() throws {
        let browser = P256.KeyAgreement.PrivateKey()
        let auth = Data((0..<16).map { _ in UInt8.random(in: .min ... .max) })
        let message = #"{"title":"카드","body":"우유 D-1, 두부 D-2","url":"/fridge"}"#
        let body = try WebPushEncryption(browserKey: browser.publicKey, authSecret: auth).seal(Data(message.utf8))
        let read = try ReferencePython.json(Self.decrypt, Sealed(
            body: body.base64URL, privateKey: browser.rawRepresentation.base64URL, auth: auth.base64URL), as: String.self)
        #expect(read == message)
    }

    @Test func theRFC8291ExampleComesOutByteForByte() throws {
        func b(_ s: String) -> Data { Data(base64URL: s)! }
        let sender = try P256.KeyAgreement.PrivateKey(rawRepresentation: b("yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw"))
        let browser = try P256.KeyAgreement.PublicKey(x963Representation: b(
            "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"))
        let body = try WebPushEncryption(browserKey: browser, authSecret: b("BTBZMqHH6r4Tts7J_aSIgg"))
            .seal(Data("When I grow up, I want to be a watermelon".utf8), senderKey: sender, salt: b("DGv6ra1nlYgDCS1FRnbzlw"))
        #expect(body.base64URL == "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN")
    }

    @Test(.enabled(if: ReferencePython.available))
    func thePushServiceAcceptsTheHubsSignedToken() throws {
        let folder = NSTemporaryDirectory() + "vapid-\(UUID().uuidString)"
        let key = try VAPIDKey.load(path: folder + "/vapid.pem")
        #expect(try VAPIDKey.load(path: folder + "/vapid.pem").publicKeyBase64URL == key.publicKeyBase64URL)
        let mode = try FileManager.default.attributesOfItem(atPath: folder + "/vapid.pem")[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let token = try key.token(audience: "https://fcm.googleapis.com", subject: "mailto:kept@localhost")
        #expect(try ReferencePython.json(Self.verify, Signed(
            token: token, key: key.publicKeyBase64URL, audience: "https://fcm.googleapis.com"), as: Bool.self))
    }

    @Test func onlyKnownPushServicesOrTheMachinesOwnAreEverContacted() {
        let policy = PushEndpointPolicy(extraOrigins: ["https://127.0.0.1:8443"])
        #expect(policy.allows("https://fcm.googleapis.com/fcm/send/abc"))
        #expect(policy.allows("https://updates.push.services.mozilla.com/wpush/v2/x"))
        #expect(policy.allows("https://web.push.apple.com/QG"))
        #expect(policy.allows("https://wns2-par02p.notify.windows.com/w/?token=x"))
        #expect(policy.allows("https://127.0.0.1:8443/push/1"))
        #expect(!policy.allows("https://127.0.0.1:8444/push/1"))
        #expect(!policy.allows("http://fcm.googleapis.com/fcm/send/abc"))
        #expect(!policy.allows("http://x.invalid/"))
        #expect(!policy.allows("file:///etc/passwd"))
        #expect(!policy.allows("https://push.apple.com.evil.example/"))
        #expect(!policy.allows("https://evilpush.apple.com/"))
        #expect(!policy.allows("https://user@fcm.googleapis.com/x"))
        #expect(!policy.allows("https://fcm.googleapis.com:8443/x"))
    }

    @Test(.enabled(if: ReferencePython.available))
    func aRefusedEndpointIsNeverSealedForAndAnAllowedOneCarriesTheRFCHeaders() throws {
        let browser = P256.KeyAgreement.PrivateKey()
        let auth = Data((0..<16).map { _ in UInt8.random(in: .min ... .max) })
        let keys = PushSubscription.Keys(p256dh: browser.publicKey.x963Representation.base64URL, auth: auth.base64URL)
        let key = VAPIDKey(privateKey: .init())
        let payload = WebPushRequest.Payload(title: "kept", body: "우유 D-1", url: "/fridge")
        let policy = PushEndpointPolicy(extraOrigins: ["https://127.0.0.1:9443"])
        for endpoint in ["https://127.0.0.1:9444/x", "http://x.invalid/", "file:///etc/passwd"] {
            #expect(throws: WebPushRequest.RefusalError.endpointNotAllowed) {
                try WebPushRequest(payload: payload, to: PushSubscription(endpoint: endpoint, keys: keys),
                                   policy: policy, key: key, subject: "mailto:kept@localhost")
            }
        }
        let request = try WebPushRequest(payload: payload, to: PushSubscription(endpoint: "https://127.0.0.1:9443/x", keys: keys),
                                         policy: policy, key: key, subject: "mailto:kept@localhost")
        let headers = Dictionary(uniqueKeysWithValues: request.headers)
        #expect(headers["Content-Encoding"] == "aes128gcm" && headers["Urgency"] == "normal" && headers["TTL"] == "86400")
        let token = try #require(headers["Authorization"]?.split(separator: " ")[1].dropFirst(2).dropLast())
        #expect(try ReferencePython.json(Self.verify, Signed(
            token: String(token), key: key.publicKeyBase64URL, audience: "https://127.0.0.1:9443"), as: Bool.self))
        let read = try ReferencePython.json(Self.decrypt, Sealed(
            body: request.body.base64URL, privateKey: browser.rawRepresentation.base64URL, auth: auth.base64URL), as: String.self)
        #expect(read == #"{"body":"우유 D-1","title":"kept","url":"/fridge"}"#)
    }
}
