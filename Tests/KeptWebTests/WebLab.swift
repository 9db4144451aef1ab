import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
@testable import Kept
@testable import KeptWeb

/// A store, its paired devices and the server's routes in process (Hummingbird's router test
/// framework: requests go through every middleware, no socket). Devices are paired through
/// the domain, as the pairing route does, so each test starts with tokens in hand.
final class WebLab: Sendable {
    let root: String
    let store: Store
    let devices: PairedDevices
    let pairing: PairingDesk
    let events = Locked<[String]>([])
    /// Tokens of a device that may do everything, one that sees the fridge only, one that
    /// may only read.
    let everything: String, fridgeOnly: String, readOnly: String
    /// The origin the test client's requests are addressed to.
    static let origin = "http://localhost"

    /// The certificate the settings carry when the lab plays a server speaking TLS (`tls: true`):
    /// its pages' origin is then `https://localhost`.
    let certificate: ServeCertificate?

    /// Notifications, when the lab was given push services to allow (a loopback one).
    let delivery: PushDelivery?

    init(files: [String: String] = [:], language: Language = .english, tls: Bool = false, pushServices: [String]? = nil) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("kept-web-\(UUID().uuidString)").path
        for (path, text) in files {
            let full = base + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        root = try Store.initialize(at: base).root
        store = try Store(root: root)
        devices = PairedDevices(path: base + ".state/devices.json")
        // One instant for the whole test: a code's ten minutes and the minute guesses are
        // counted in are not the suite's to run out (a starved run took 640 s).
        let made = Date()
        pairing = PairingDesk(pending: devices.pending, clock: { made })
        everything = try devices.pair(name: "phone", scope: .everything).token
        fridgeOnly = try devices.pair(name: "family", scope: AccessScope(kinds: ["fridge"], readOnly: false)).token
        readOnly = try devices.pair(name: "tablet", scope: AccessScope(kinds: nil, readOnly: true)).token
        self.language = language
        certificate = tls ? try SelfSignedCertificate.make(names: ["localhost"], now: Date()) : nil
        let devices = self.devices
        delivery = try pushServices.map { services in
            PushDelivery(devices: devices, policy: PushEndpointPolicy(extraOrigins: services),
                         key: try VAPIDKey.load(path: base + ".state/vapid-key.pem"), contact: "mailto:tests@kept.invalid",
                         sender: URLSessionPushSender())
        }
    }

    let language: Language

    deinit {
        try? FileManager.default.removeItem(atPath: root)
        try? FileManager.default.removeItem(atPath: root + ".state")
    }

    var app: some ApplicationProtocol {
        var settings = ServeSettings(host: "127.0.0.1", port: 0, devices: devices,
                                     pairingScope: AccessScope(kinds: ["fridge"], readOnly: false), language: language)
        settings.certificate = certificate
        let events = self.events
        let router = WebServer.router(store: store, settings: settings, pairing: pairing, delivery: delivery) { event in
            events.withLock { $0.append("\(event)") }
        }
        return Application(router: router)
    }

    func text(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    /// The subjects of the store's commits, newest first.
    func commits() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", root, "log", "--format=%s"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    static func headers(_ token: String?, language: String? = nil, origin: String? = origin) -> HTTPFields {
        var fields = HTTPFields()
        if let token { fields[.cookie] = "\(DeviceGate.cookie)=\(token)" }
        if let language { fields[.acceptLanguage] = language }
        if let origin { fields[.origin] = origin }
        fields[.contentType] = "application/x-www-form-urlencoded"
        return fields
    }

    /// A form body with the device's form token in it.
    func form(_ token: String, _ fields: [(String, String)]) throws -> ByteBuffer {
        let device = try require(try devices.device(token: token))
        return Self.encode([("form", FormGuard.token(for: device))] + fields)
    }

    static func encode(_ fields: [(String, String)]) -> ByteBuffer {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let text = fields.map { "\($0.0.addingPercentEncoding(withAllowedCharacters: allowed)!)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed)!)" }
            .joined(separator: "&")
        return ByteBuffer(string: text)
    }
}

/// `#require` outside a test function's own body: the same as Testing's, for a helper.
private func require<T>(_ value: T?) throws -> T {
    guard let value else { throw WebLabError.missing }
    return value
}

enum WebLabError: Error { case missing }

/// A form posted as a browser does: the change answers 303 (Post/Redirect/Get) and the page
/// it sends to is asked for with the same cookie; `check` sees that page (or the answer itself
/// when it was not a redirect: a refusal).
func submit<R>(_ client: some TestClientProtocol, _ uri: String, _ headers: HTTPFields, _ body: ByteBuffer,
               _ check: (TestResponse) throws -> R) async throws -> R {
    let answer = try await client.execute(uri: uri, method: .post, headers: headers, body: body) { $0 }
    guard answer.status == .seeOther, let location = answer.headers[.location] else { return try check(answer) }
    var following = headers
    following[.contentType] = nil
    following[.origin] = nil
    let page = try await client.execute(uri: location, method: .get, headers: following) { $0 }
    return try check(page)
}

extension TestResponse {
    var text: String { String(buffer: body) }
}
