import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    /// `kept serve`: the store for a phone's browser. The server itself is KeptWeb's, given to
    /// `KeptProgram.main` by the executable; this command parses, opens the store and prints.
    struct Serve: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "serve",
            abstract: say(.helpServeAbstract),
            discussion: say(.helpServeDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Option(help: ArgumentHelp(say(.optionServeListen), valueName: "host:port"))
        var listen = "127.0.0.1:8770"

        @Flag(help: ArgumentHelp(say(.optionServePair)))
        var pair = false

        @Option(help: ArgumentHelp(say(.optionServeKinds), valueName: "kinds"), completion: CompletionCandidates.kinds)
        var kinds: String?

        @Flag(help: ArgumentHelp(say(.optionServeReadOnly)))
        var readOnly = false

        @Flag(help: ArgumentHelp(say(.optionServeInstall)))
        var install = false

        @Flag(help: ArgumentHelp(say(.optionServeUninstall)))
        var uninstall = false

        func validate() throws {
            if install && uninstall { throw ValidationError(say(.cliRemindInstallOrUninstall)) }
        }

        func run() throws {
            if install || uninstall {
                let store = try global.openStore()
                _ = try ListenAddress.parse(listen)
                let installer = ServeInstaller(unit: ServeUnit(store: store.root, listen: listen))
                return try (install ? installer.install() : installer.uninstall()).forEach { Terminal.out($0) }
            }
            let (host, port) = try ListenAddress.parse(listen)
            guard ServeSettings.isLoopback(host) else { throw ServeError.notLoopback(host) }
            guard let server = KeptProgram.server else { throw ServeError.noServer }
            let store = try global.openStore()
            let scope = AccessScope(kinds: try UsageProblem.argument { try AccessScope.kinds(kinds, known: store.kinds) },
                                    readOnly: readOnly)
            var settings = ServeSettings(host: host, port: port, devices: MachineFiles.devices(for: store),
                                         pairingScope: scope, language: UserLanguage.current)
            settings.pairOnStart = pair
            let finished = DispatchSemaphore(value: 0)
            let failure = Locked<(any Error)?>(nil)
            Task {
                do {
                    try await server.serve(store, settings) { Self.print($0, scope: scope) }
                } catch {
                    failure.withLock { $0 = error }
                }
                finished.signal()
            }
            finished.wait()
            if let error = failure.withLock({ $0 }) { throw error }
            // On stdout beside `kept serve: listening on …`: as a notice it read `kept: kept serve: stopped`.
            Terminal.out(say(.cliServeStopped))
        }

        private static func print(_ event: ServeEvent, scope: AccessScope) {
            switch event {
            case let .listening(url):
                Terminal.out(say(.cliServeListening, ["url": url]))
            case let .pairingCode(code, url, expires):
                let minutes = max(1, Int(expires.timeIntervalSinceNow / 60 + 0.5))
                Terminal.out(say(.cliServePairingCode, ["code": code, "url": url, "minutes": String(minutes)]))
                if scope != .everything {
                    Terminal.out(say(.cliServePairingScope, ["kinds": scope.kindList ?? say(.cliServeEveryKind),
                                                             "access": say(scope.readOnly ? .cliServeReadOnly : .cliServeReadWrite)]))
                }
            case let .paired(device):
                Terminal.out(say(.cliServePaired, ["name": device.name, "id": device.id]))
            }
        }
    }
}

/// `HOST:PORT`, `[::1]:PORT`, or a port alone (on 127.0.0.1).
enum ListenAddress {
    static func parse(_ text: String) throws -> (host: String, port: Int) {
        var host = "127.0.0.1", portText = text
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            host = String(text[text.index(after: text.startIndex)..<close])
            portText = String(text[close...].dropFirst().drop { $0 == ":" })
        } else if let colon = text.lastIndex(of: ":") {
            host = String(text[..<colon])
            portText = String(text[text.index(after: colon)...])
        }
        guard let port = Int(portText), (0...65535).contains(port), !host.isEmpty else {
            throw ValidationError(say(.cliServeBadListen, ["text": text]))
        }
        return (host, port)
    }
}
