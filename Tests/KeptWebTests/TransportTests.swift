import Foundation
import Testing
@testable import Kept
@testable import KeptWeb

/// The server itself keeps the rule the command line applies: beyond loopback, TLS or nothing.
struct TransportTests {
    static func settings(_ host: String) throws -> ServeSettings {
        ServeSettings(host: host, port: 0, devices: PairedDevices(path: NSTemporaryDirectory() + "unused/devices.json"),
                      pairingScope: .everything, language: .english)
    }

    @Test(arguments: ["0.0.0.0", "::", "192.168.1.5", "127.example.org"])
    func plainBeyondLoopbackIsRefused(_ host: String) throws {
        #expect(throws: ServeCertificateError.needed(host)) { try WebServer.server(try Self.settings(host)) }
    }

    @Test func plainOnLoopbackAndTLSWithACertificate() throws {
        _ = try WebServer.server(try Self.settings("127.0.0.1"))
        var settings = try Self.settings("0.0.0.0")
        settings.certificate = try SelfSignedCertificate.make(names: ["localhost"], now: Date())
        _ = try WebServer.server(settings)
        #expect(settings.baseURL(port: 8770) == "https://0.0.0.0:8770")
        settings.addressHost = "fd00::2"
        #expect(settings.baseURL(port: 8770) == "https://[fd00::2]:8770")
    }
}
