import Foundation

/// A front end that listens (`kept serve`), as the command line starts it: the command line
/// parses the arguments, opens the store and prints what the server reports; the server
/// answers requests, and makes the certificate and the QR code (their libraries are the
/// server's). The server's program joins the two (`kept-serve` → KeptCLI and KeptWeb), so
/// neither front end imports the other, and both call the same domain operations; `kept`
/// itself carries no server and hands `kept serve` to that program (`ServerProgram`).
package protocol StoreServer: Sendable {
    /// Serves `store` until the process is told to stop (SIGINT or SIGTERM), then finishes
    /// the requests in flight, each write whole, and returns.
    func serve(_ store: Store, _ settings: ServeSettings, report: @escaping @Sendable (ServeEvent) -> Void) async throws

    /// The user's certificate and key (`--cert`, `--key`), checked, and what the user should
    /// hear about them (a key others can read).
    func loadCertificate(certificate: String, key: String, now: Date) throws(ServeCertificateError) -> (ServeCertificate, warnings: [Message])

    /// kept's own certificate for this store in `folder`, made (or renewed) when it does not
    /// cover `names` or nears its end; `made` says so, and `previous` is the one it replaced.
    /// It is issued by this machine's certificate authority, kept in `authorityFolder` and made
    /// there once (`certificate.authority` says whether this time).
    func ownCertificate(inFolder folder: String, authorityFolder: String, names: [String], now: Date) throws(ServeCertificateError) -> (certificate: ServeCertificate, made: Bool, previous: ServeCertificate?)

    /// `text` as a QR code, nil when it does not fit in one.
    func qrCode(_ text: String) -> QRCode?

    /// The HTTP client that carries notifications to push services (`kept remind --push`).
    func pushSender() -> any PushSender
}

/// How `kept serve` was asked to run.
package struct ServeSettings: Sendable {
    /// Where to listen: loopback unless told otherwise.
    package var host: String
    /// 0 for any free port (the address is reported once listening).
    package var port: Int
    /// The devices paired with this machine for this store.
    package var devices: PairedDevices
    /// What a device paired by this run may do (`--kinds`, `--read-only`).
    package var pairingScope: AccessScope
    /// Pages in this language when the browser asks for none kept speaks.
    package var language: Language
    /// Where the keys of changes already applied are kept (`Idempotency-Key`); nil keeps them
    /// in memory only. Beside the devices: this machine's state.
    package var appliedChangesPath: String? {
        (devices.path as NSString).deletingLastPathComponent + "/applied-changes"
    }
    /// How long a pairing code lasts.
    package var pairingLifetime: TimeInterval = 600
    /// Whether to give a pairing code at start even when devices are paired (`--pair`); with
    /// none paired one is always given.
    package var pairOnStart = false
    /// Other names this server is reached by (`--allow-host`: a reverse proxy's, this machine's
    /// addresses when listening on all of them).
    package var extraHosts: [String] = []
    /// The certificate to speak TLS with; nil for plain HTTP, which only loopback may have.
    package var certificate: ServeCertificate?
    /// The host the printed addresses name when `host` is not one a phone can open (0.0.0.0,
    /// `::`): an address of this machine on its network.
    package var addressHost: String?
    /// The hub's own syncs with the store's remotes; nil when it does not sync (`--no-sync`).
    package var hub: HubSync?
    /// Notifications to subscribed phones (Web Push); nil sends none.
    package var push: PushSetup?

    package init(host: String, port: Int, devices: PairedDevices, pairingScope: AccessScope, language: Language) {
        self.host = host
        self.port = port
        self.devices = devices
        self.pairingScope = pairingScope
        self.language = language
    }

    /// The names a request may be addressed to (its `Host`): loopback's, the listen host, the
    /// address shown, the certificate's names and `extraHosts`, lowercased. A request for any
    /// other name is a page elsewhere that made its name point here (DNS rebinding).
    package var allowedHosts: Set<String> {
        var names: Set<String> = ["localhost", "127.0.0.1", "::1", host]
        if let addressHost { names.insert(addressHost) }
        names.formUnion(certificate?.names ?? [])
        names.formUnion(extraHosts)
        return Set(names.map { $0.lowercased() })
    }

    /// Whether `host` is this machine only: the one place a server may answer without TLS.
    /// An address, never a name that merely starts like one: `127.example.org` may resolve to
    /// an address on the network, and would then be served in plain HTTP.
    package static func isLoopback(_ host: String) -> Bool {
        guard host != "localhost" else { return true }
        switch IPAddressText.bytes(host) {
        case let .some(bytes) where bytes.count == 4: return bytes[0] == 127
        case let .some(bytes) where bytes.count == 16:
            // ::1, or 127.x.x.x mapped into IPv6 (::ffff:127.0.0.1).
            return bytes == [UInt8](repeating: 0, count: 15) + [1]
                || (bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127)
        default: return false
        }
    }

    /// Whether `host` means every address of this machine.
    package static func isWildcard(_ host: String) -> Bool {
        host == "0.0.0.0" || host == "::" || host == "*"
    }

    /// The address a browser opens: `https` with a certificate, the host a phone can reach.
    package func baseURL(port: Int) -> String {
        let shown = addressHost ?? host
        let bracketed = shown.contains(":") ? "[\(shown)]" : shown
        return "\(scheme)://\(bracketed):\(port)"
    }

    /// "https" with a certificate, else "http": what the pages' own Origin starts with.
    package var scheme: String { certificate == nil ? "http" : "https" }
}

/// What a running server tells whoever started it.
package enum ServeEvent: Sendable {
    /// Listening at `url` (the port chosen when 0 was asked for).
    case listening(url: String)
    /// A one-time pairing code, valid until `expires`, and the address a phone opens with it.
    case pairingCode(code: String, url: String, expires: Date)
    /// A device paired with the code.
    case paired(PairedDevice)
    /// The certificate, good at start, has entered its last month or ended while running.
    case certificate(CertificateTerm)
    /// One of the hub's syncs with the store's remotes.
    case sync(HubSyncEvent)
    /// A scheduled notification the hub sent (or could not).
    case push(HubPush.Event)
}
