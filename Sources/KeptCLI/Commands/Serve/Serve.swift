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

        @Option(name: .customLong("allow-host"), help: ArgumentHelp(say(.optionServeAllowHost), valueName: "name"))
        var allowHosts: [String] = []

        @Flag(help: ArgumentHelp(say(.optionServeInstall)))
        var install = false

        @Flag(help: ArgumentHelp(say(.optionServeUninstall)))
        var uninstall = false

        @Flag(help: ArgumentHelp(say(.optionServeSystem)))
        var system = false

        @Option(help: ArgumentHelp(say(.optionServeUser), valueName: "name"))
        var user: String?

        @Option(help: ArgumentHelp(say(.optionServeCert), valueName: "file"), completion: .file())
        var cert: String?

        @Option(help: ArgumentHelp(say(.optionServeKey), valueName: "file"), completion: .file())
        var key: String?

        @Flag(help: ArgumentHelp(say(.optionServeTls)))
        var tls = false

        @Option(name: .customLong("sync-every"), help: ArgumentHelp(say(.optionServeSyncEvery), valueName: "duration"))
        var syncEvery: String?

        @Flag(name: .customLong("no-sync"), help: ArgumentHelp(say(.optionServeNoSync)))
        var noSync = false

        /// nil: on a terminal, beyond loopback only.
        @Flag(inversion: .prefixedNo, help: ArgumentHelp(say(.optionServeQr)))
        var qr: Bool?

        func validate() throws {
            guard (cert == nil) == (key == nil) else { throw ValidationError(say(.cliServeCertWithKey)) }
            if install && uninstall { throw ValidationError(say(.cliRemindInstallOrUninstall)) }
            if let syncEvery { _ = try SyncInterval.parse(syncEvery) }
        }

        func run() throws {
            // `kept` carries no server: the server's program runs this same command instead
            // (installing checks the certificate with the server's library).
            guard let server = KeptProgram.server else { throw ServerProgram.web.replaceThisProcess() }
            if install || uninstall {
                let store = try global.openStore()
                let installer = ServeInstaller(unit: try unit(for: store, checked: install, server: server))
                return try (install ? installer.install() : installer.uninstall()).forEach { Terminal.out($0) }
            }
            let (host, port) = try ListenAddress.parse(listen)
            // Before a certificate is made for it: a host that names nothing here must not
            // replace the one a phone was told to trust.
            if let problem = ListenAddress.unresolvable(host) { throw ServeError.cannotListen(listen, problem) }
            let store = try global.openStore()
            let scope = AccessScope(kinds: try UsageProblem.argument { try AccessScope.kinds(kinds, known: store.kinds) },
                                    readOnly: readOnly)
            var settings = ServeSettings(host: host, port: port, devices: MachineFiles.devices(for: store),
                                         pairingScope: scope, language: UserLanguage.current)
            settings.pairOnStart = pair
            // Beyond loopback only over TLS, never plain.
            if tls || cert != nil || !ServeSettings.isLoopback(host) {
                settings.certificate = try certificate(for: host, store: store, server: server)
            }
            if ServeSettings.isWildcard(host) {
                settings.addressHost = MachineAddresses.network().first
                settings.extraHosts += MachineAddresses.network()
            }
            settings.extraHosts += allowHosts
            settings.hub = try hub(for: store)
            settings.push = try MachineFiles.pushSetup()
            if let extra = settings.push?.policy.extraOrigins, !extra.isEmpty {
                Terminal.out(say(.cliServePushServices, ["origins": extra.sorted().joined(separator: ", "),
                                                         "setting": PushEndpointPolicy.machineSetting, "path": MachineFiles.configPath]))
            }
            // A phone cannot open a loopback address, and a QR code in a log file is noise.
            let drawQR = qr ?? (Terminal.stdoutIsTerminal && !ServeSettings.isLoopback(host)), color = global.useColor
            let finished = DispatchSemaphore(value: 0)
            let failure = Locked<(any Error)?>(nil)
            Task {
                do {
                    try await server.serve(store, settings) { Self.print($0, scope: scope, kinds: store.kinds, qrMaker: drawQR ? server : nil, color: color) }
                } catch {
                    failure.withLock { $0 = error }
                }
                finished.signal()
            }
            finished.wait()
            if let error = failure.withLock({ $0 }) {
                // The server's own errors are the user's to read; the socket's (a port in use) are named here.
                throw error is UserMessageError ? error : ServeError.cannotListen(listen, "\(error)")
            }
            // On stdout beside `kept serve: listening on …`: as a notice it read `kept: kept serve: stopped`.
            Terminal.out(say(.cliServeStopped))
        }

        /// The unit that runs this very command, checked first when it is to be installed (a
        /// server that fails at every restart helps no one): the address, the kinds, the
        /// certificate and its key. Paths made absolute: the unit starts in the home folder.
        private func unit(for store: Store, checked: Bool, server: any StoreServer) throws -> ServeUnit {
            var unit = ServeUnit(store: store.root, listen: listen)
            if system { unit.systemUser = try SystemUser.forSystemUnit(named: user) }
            guard checked else { return unit }
            _ = try ListenAddress.parse(listen)
            _ = try UsageProblem.argument { try AccessScope.kinds(kinds, known: store.kinds) }
            let here = FileManager.default.currentDirectoryPath
            let absolute = { (path: String) in URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: here, isDirectory: true)).standardizedFileURL.path }
            if let cert, let key {
                let (_, warnings) = try server.loadCertificate(certificate: absolute(cert), key: absolute(key), now: Date())
                for warning in warnings { Terminal.notice(warning.text) }
                (unit.certificate, unit.key) = (absolute(cert), absolute(key))
            }
            unit.tls = tls
            unit.allowHosts = allowHosts
            unit.kinds = kinds
            unit.readOnly = readOnly
            unit.syncEvery = syncEvery
            unit.noSync = noSync
            return unit
        }

        /// The hub's syncs with the store's remotes, as `kept sync` makes them (this user's
        /// credentials and store key); nil with `--no-sync`. Said at start when there are remotes.
        private func hub(for store: Store) throws -> HubSync? {
            guard !noSync else { return nil }
            var schedule = HubSyncSchedule()
            if let syncEvery { schedule.every = try SyncInterval.parse(syncEvery) }
            let remotes = (try? store.remotes()) ?? []
            if !remotes.isEmpty {
                Terminal.out(say(.cliServeSyncing, ["remotes": remotes.map(\.name).joined(separator: ", "),
                                                    "after": SyncInterval.text(schedule.afterChange),
                                                    "every": SyncInterval.text(schedule.every)]))
            }
            return HubSync(store: store, schedule: schedule,
                           transfer: TransferSettings(environment: ProcessInfo.processInfo.environment), keys: .ofThisUser)
        }

        /// The user's certificate (`--cert`, `--key`), or kept's own for this store, made once
        /// and kept in this machine's state; its fingerprint printed for the phone's user to check.
        private func certificate(for host: String, store: Store, server: any StoreServer) throws -> ServeCertificate {
            let now = Date()
            let certificate: ServeCertificate
            if let cert, let key {
                let (loaded, warnings) = try server.loadCertificate(certificate: cert, key: key, now: now)
                for warning in warnings { Terminal.notice(warning.text) }
                if case let .endsSoon(date) = CertificateTerm(notAfter: loaded.notAfter, now: now) {
                    Terminal.notice(say(.cliServeCertificateEndsSoon, ["date": Day(date).iso]))
                }
                certificate = loaded
            } else {
                let folder = MachineFiles.serveFolder(for: store)
                let names = MachineAddresses.certificateNames(for: host, wildcard: ServeSettings.isWildcard(host))
                let authorityFolder = MachineFiles.authorityFolder
                let (own, made, previous) = try server.ownCertificate(inFolder: folder, authorityFolder: authorityFolder, names: names, now: now)
                if own.authority?.made == true {
                    Terminal.notice(say(.cliServeAuthorityMade, ["names": own.names.joined(separator: ", "), "path": authorityFolder + "/ca.pem"]))
                }
                if made, let previous, CertificateTerm(notAfter: previous.notAfter, now: now) != .good {
                    Terminal.notice(say(.cliServeCertificateRenewed, ["old": Day(previous.notAfter).iso,
                                                                      "path": folder + "/cert.pem", "date": Day(own.notAfter).iso]))
                } else if made {
                    Terminal.notice(say(.cliServeCertificateMade, ["names": own.names.joined(separator: ", "),
                                                                   "path": folder + "/cert.pem", "date": Day(own.notAfter).iso]))
                }
                // A new certificate is a new fingerprint: a phone that trusted the old one refuses
                // it, unless it trusts the authority that issued both.
                if made, let previous, own.authority?.made != false { Terminal.notice(say(.cliServeTrustAgain, ["old": previous.fingerprint])) }
                certificate = own
            }
            Terminal.out(say(.cliServeFingerprint, ["fingerprint": certificate.fingerprint]))
            if let authority = certificate.authority {
                Terminal.out(say(.cliServeAuthorityFingerprint, ["fingerprint": authority.fingerprint, "path": "/ca.crt"]))
            }
            return certificate
        }

        private static func print(_ event: ServeEvent, scope: AccessScope, kinds: [Kind], qrMaker: (any StoreServer)?, color: Bool) {
            switch event {
            case let .listening(url):
                Terminal.out(say(.cliServeListening, ["url": url]))
            case let .pairingCode(code, url, expires):
                let minutes = max(1, Int(expires.timeIntervalSinceNow / 60 + 0.5))
                Terminal.out(say(.cliServePairingCode, ["code": code, "url": url, "minutes": String(minutes)]))
                if let code = qrMaker?.qrCode(url) {
                    // Written as it is: Terminal.out shows escape sequences instead of obeying them.
                    let drawn = QRCodeView.lines(code, color: color).joined(separator: "\n") + "\n"
                    FileHandle.standardOutput.write(Data(drawn.utf8))
                }
                if scope != .everything {
                    Terminal.out(say(.cliServePairingScope, ["kinds": scope.kindList(in: UserLanguage.current, known: kinds) ?? say(.cliServeEveryKind),
                                                             "access": say(scope.readOnly ? .cliServeReadOnly : .cliServeReadWrite)]))
                }
            case let .paired(device):
                Terminal.out(say(.cliServePaired, ["name": device.name, "id": device.id]))
            case let .certificate(.endsSoon(date)):
                Terminal.notice(say(.cliServeCertificateEndsSoon, ["date": Day(date).iso]))
            case let .certificate(.ended(date)):
                Terminal.notice(say(.cliServeCertificateEnded, ["date": Day(date).iso]))
            case .certificate(.good):
                break
            case let .sync(.synced(summary, recovered)):
                // A quiet sync every five minutes is no news; one that moved something, or
                // the first after failures, is.
                if recovered || summary.pulled > 0 || summary.pushed > 0 || !summary.conflictCopies.isEmpty {
                    Terminal.out(say(.cliServeSynced, ["remote": summary.remote, "summary": KeptCommand.Sync.line(summary)]))
                }
            case let .push(event):
                guard let message = HubPush.message(event) else { break }
                if case .failed = event { Terminal.notice(message.text) } else { Terminal.out(say(.cliServePushed, ["what": message.text])) }
            case let .sync(.failed(_, reason, retryIn)):
                Terminal.notice(say(.cliServeSyncFailed, ["delay": SyncInterval.text(retryIn), "reason": reason.text]))
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

    /// Why `host` cannot be listened on (it resolves to no address), nil when it can.
    static func unresolvable(_ host: String) -> String? {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &found)
        if let found { freeaddrinfo(found) }
        return status == 0 ? nil : String(cString: gai_strerror(status))
    }
}
