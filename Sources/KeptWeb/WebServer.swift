import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import Kept
import Logging
import NIOCore
import NIOSSL

/// `kept serve`: the store over HTTP for a phone's browser, on Hummingbird. Only paired
/// devices get past `DeviceGate`; pages come from `Pages`; every change is the domain's own
/// operation under the store lock, so it is the same commit as from the terminal.
package struct WebServer: StoreServer {
    package init() {}

    package func loadCertificate(certificate: String, key: String, now: Date) throws(ServeCertificateError) -> (ServeCertificate, warnings: [Message]) {
        try ServeCertificate.load(certificate: certificate, key: key, now: now)
    }

    package func ownCertificate(inFolder folder: String, authorityFolder: String, names: [String], now: Date) throws(ServeCertificateError) -> (certificate: ServeCertificate, made: Bool, previous: ServeCertificate?) {
        let (authority, authorityMade) = try MachineAuthority.inFolder(authorityFolder, names: names, now: now)
        let previous = SelfSignedCertificate.existing(in: folder)
        var (certificate, made) = try SelfSignedCertificate.inFolder(folder, names: names, now: now, authority: authority)
        certificate.authority?.made = authorityMade
        return (certificate, made, previous)
    }

    package func qrCode(_ text: String) -> QRCode? {
        QRCode(encoding: text)
    }

    package func pushSender() -> any PushSender {
        URLSessionPushSender()
    }

    package func serve(_ store: Store, _ settings: ServeSettings, report: @escaping @Sendable (ServeEvent) -> Void) async throws {
        let pairing = PairingDesk(pending: settings.devices.pending)
        let desk = StoreDesk(store, afterWrite: { settings.hub?.changed() })
        let delivery = try settings.push?.delivery(devices: settings.devices, sender: URLSessionPushSender(), language: settings.language)
        let router = Self.router(store: store, settings: settings, pairing: pairing, desk: desk, delivery: delivery, report: report)
        var logger = Logger(label: "kept serve")
        logger.logLevel = .error
        let app = Application(
            router: router,
            server: try Self.server(settings),
            configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: nil),
            onServerRunning: { channel in
                let base = settings.baseURL(port: channel.localAddress?.port ?? settings.port)
                report(.listening(url: base))
                // For `kept devices --pair` in another process: where the phone should go.
                let folder = (settings.devices.addressPath as NSString).deletingLastPathComponent
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                         attributes: [.posixPermissions: 0o700])
                try? AtomicFile.write(base + "\n", to: settings.devices.addressPath)
                let devices = (try? settings.devices.list()) ?? []
                if settings.pairOnStart || devices.isEmpty {
                    let (code, expires) = await pairing.issue(lifetime: settings.pairingLifetime)
                    report(.pairingCode(code: code, url: "\(base)/pair?code=\(code)", expires: expires))
                }
            },
            logger: logger
        )
        let watch = Task { await Self.watch(settings.certificate?.notAfter, report: report) }
        defer { watch.cancel() }
        // The hub's syncs: the first at once (what a killed hub had committed is pushed now).
        let syncs = Task { await settings.hub?.run(report: { report(.sync($0)) }, after: { desk.forget() }) }
        defer { syncs.cancel() }
        // The scheduled notifications: a card at the reminder times, the fridge each morning.
        let pushes = Task { await delivery.map { HubPush(store: store, delivery: $0) }?.run(report: { report(.push($0)) }) }
        defer { pushes.cancel() }
        try await app.runService()
    }

    /// Tells whoever started the server when its certificate enters its last month and when it
    /// ends: only a restart renews it. The clock is read every `every` rather than slept on
    /// until the day, which a suspended laptop's monotonic clock would pass late.
    static func watch(_ notAfter: Date?, every: Duration = .seconds(3600), now: @Sendable () -> Date = { Date() },
                      report: @Sendable (ServeEvent) -> Void) async {
        guard let notAfter else { return }
        var said = CertificateTerm(notAfter: notAfter, now: now())
        while !Task.isCancelled, said != .ended(notAfter) {
            try? await Task.sleep(for: every)
            let term = CertificateTerm(notAfter: notAfter, now: now())
            if term != said, !Task.isCancelled {
                said = term
                report(.certificate(term))
            }
        }
    }

    /// A connection that sends nothing for 15 s is closed: a thousand half-sent requests would
    /// otherwise hold every descriptor the process may open, and nobody else would get in.
    static let http1 = HTTP1Channel.Configuration(idleTimeout: .seconds(15))

    /// HTTP/1.1, inside TLS when the settings carry a certificate: beyond loopback always
    /// (the command line sees to it), never plain.
    static func server(_ settings: ServeSettings) throws -> HTTPServerBuilder {
        guard let certificate = settings.certificate else {
            guard ServeSettings.isLoopback(settings.host) else { throw ServeCertificateError.needed(settings.host) }
            return .http1(configuration: http1)
        }
        do {
            let chain = try NIOSSLCertificate.fromPEMBytes(Array(certificate.chainPEM.utf8)).map { NIOSSLCertificateSource.certificate($0) }
            let key = try NIOSSLPrivateKey(bytes: Array(certificate.keyPEM.utf8), format: .pem)
            var configuration = TLSConfiguration.makeServerConfiguration(certificateChain: chain, privateKey: .privateKey(key))
            configuration.minimumTLSVersion = .tlsv12
            return try .tls(.http1(configuration: http1), tlsConfiguration: configuration)
        } catch {
            throw ServeCertificateError.unusable(.verbatim("\(error)"))
        }
    }

    /// Every route and the middleware in front of them, for the server and for tests.
    static func router(store: Store, settings: ServeSettings, pairing: PairingDesk, desk: StoreDesk? = nil,
                       delivery: PushDelivery? = nil,
                       report: @escaping @Sendable (ServeEvent) -> Void) -> Router<WebContext> {
        // Photos' resized copies: this machine's, beside the devices, never in git.
        let pages = Pages(hub: settings.hub,
                          copies: DisplayCopies(folder: (settings.devices.path as NSString).deletingLastPathComponent + "/display-copies"))
        let desk = desk ?? StoreDesk(store, afterWrite: { settings.hub?.changed() })
        let router = Router(context: WebContext.self)
        router.add(middleware: SecurityHeaders())
        router.add(middleware: HostGate(allowed: settings.allowedHosts))
        router.add(middleware: ServerScheme(scheme: settings.scheme))
        router.add(middleware: PageLanguage(fallback: settings.language))
        router.add(middleware: ProblemPages(pages: pages))
        router.add(middleware: DeviceGate(devices: settings.devices, pages: pages))
        // After the device is known, before the change: a replayed key is answered here.
        router.add(middleware: IdempotentChanges(applied: AppliedChanges(path: settings.appliedChangesPath)))
        // A queued change is authored when the phone made it.
        router.add(middleware: ChangeMadeAt())
        AppShell.add(to: router)
        PairingRoutes(devices: settings.devices, desk: pairing, scope: settings.pairingScope, pages: pages, report: report,
                      authority: settings.certificate?.authority).add(to: router)
        AuthorityRoute(authority: settings.certificate?.authority).add(to: router)
        OfflineRoute(pages: pages).add(to: router)
        TodayRoutes(desk: desk, pages: pages).add(to: router)
        DiaryRoutes(desk: desk, pages: pages).add(to: router)
        EntryRoutes(desk: desk, pages: pages).add(to: router)
        FridgeRoutes(desk: desk, pages: pages).add(to: router)
        SearchRoutes(desk: desk, pages: pages).add(to: router)
        CardsRoutes(desk: desk, pages: pages).add(to: router)
        PhotoRoutes(desk: desk, pages: pages).add(to: router)
        ReportRoutes(desk: desk).add(to: router)
        KindRoutes(desk: desk, pages: pages).add(to: router)
        PushRoutes(desk: desk, pages: pages, delivery: delivery).add(to: router)
        return router
    }
}
