import Foundation
import Hummingbird
import Kept
import Logging
import NIOCore

/// `kept serve`: the store over HTTP for a phone's browser, on Hummingbird. Only paired
/// devices get past `DeviceGate`; pages come from `Pages`; every change is the domain's own
/// operation under the store lock, so it is the same commit as from the terminal.
package struct WebServer: StoreServer {
    package init() {}

    package func serve(_ store: Store, _ settings: ServeSettings, report: @escaping @Sendable (ServeEvent) -> Void) async throws {
        let pairing = PairingDesk(pending: settings.devices.pending)
        let router = Self.router(store: store, settings: settings, pairing: pairing, report: report)
        var logger = Logger(label: "kept serve")
        logger.logLevel = .error
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? settings.port
                let host = settings.host.contains(":") ? "[\(settings.host)]" : settings.host
                let base = "http://\(host):\(port)"
                report(.listening(url: base))
                // For `kept devices --pair` in another process: where the phone should go.
                try? AtomicFile.write(base + "\n", to: settings.devices.addressPath)
                let devices = (try? settings.devices.list()) ?? []
                if settings.pairOnStart || devices.isEmpty {
                    let (code, expires) = await pairing.issue(lifetime: settings.pairingLifetime)
                    report(.pairingCode(code: code, url: "\(base)/pair?code=\(code)", expires: expires))
                }
            },
            logger: logger
        )
        try await app.runService()
    }

    /// Every route and the middleware in front of them, for the server and for tests.
    static func router(store: Store, settings: ServeSettings, pairing: PairingDesk,
                       report: @escaping @Sendable (ServeEvent) -> Void) -> Router<WebContext> {
        let pages = Pages()
        let desk = StoreDesk(store)
        let router = Router(context: WebContext.self)
        router.add(middleware: SecurityHeaders())
        router.add(middleware: PageLanguage(fallback: settings.language))
        router.add(middleware: ProblemPages(pages: pages))
        router.add(middleware: DeviceGate(devices: settings.devices, pages: pages))
        // After the device is known, before the change: a replayed key is answered here.
        router.add(middleware: IdempotentChanges(applied: AppliedChanges(path: settings.appliedChangesPath)))
        AppShell.add(to: router)
        PairingRoutes(devices: settings.devices, desk: pairing, scope: settings.pairingScope, pages: pages, report: report).add(to: router)
        TodayRoutes(desk: desk, pages: pages).add(to: router)
        DiaryRoutes(desk: desk, pages: pages).add(to: router)
        EntryRoutes(desk: desk, pages: pages).add(to: router)
        FridgeRoutes(desk: desk, pages: pages).add(to: router)
        SearchRoutes(desk: desk, pages: pages).add(to: router)
        CardsRoutes(desk: desk, pages: pages).add(to: router)
        PhotoRoutes(desk: desk, pages: pages).add(to: router)
        ReportRoutes(desk: desk).add(to: router)
        KindRoutes(desk: desk, pages: pages).add(to: router)
        return router
    }
}
