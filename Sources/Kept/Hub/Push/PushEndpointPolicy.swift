import Foundation

/// Which push endpoints `kept serve` will ever contact: a subscription names a URL the hub
/// will POST to, so an unchecked one would let a paired phone make the hub reach any
/// address (SSRF). Only https on the known push services' hosts, or an origin the machine's
/// own config lists (`serve: push_services:`), is accepted; anything else is refused when
/// subscribing and never contacted.
package struct PushEndpointPolicy: Sendable {
    /// The browsers' push services: exact hosts, and domains whose subdomains are allowed.
    package static let knownHosts: Set<String> = ["fcm.googleapis.com", "updates.push.services.mozilla.com"]
    package static let knownDomains: [String] = [".push.apple.com", ".notify.windows.com"]

    /// Extra origins (`scheme://host[:port]`) from the machine config, e.g. a test's own service.
    package let extraOrigins: Set<String>

    package init(extraOrigins: [String] = []) {
        self.extraOrigins = Set(extraOrigins.compactMap { Self.origin(of: $0) })
    }

    /// The setting in this machine's own config that adds push services.
    package static let machineSetting = "serve.push_services"

    /// The policy this machine's config sets: the known services, and the origins listed under
    /// `serve: push_services:` there. Only the machine's file is read — a store's config travels
    /// with a sync, and a pushed setting must not make the hub POST elsewhere. An item that is
    /// not an origin (`https://host[:port]`, nothing after it) is an error naming its line.
    package init(machine: MachineConfig) throws {
        guard let (items, line) = machine.config.list(Self.machineSetting) else {
            self.init()
            return
        }
        for item in items {
            guard Self.origin(of: item) != nil, let url = URL(string: item), url.path.isEmpty || url.path == "/",
                  url.query == nil, url.fragment == nil, url.user == nil else {
                throw KeptError.invalidField(path: machine.path, line: line,
                                             Message(.pushServiceNotAnOrigin, ["value": item, "setting": Self.machineSetting]))
            }
        }
        self.init(extraOrigins: items)
    }

    /// Whether `endpoint` may be contacted.
    package func allows(_ endpoint: String) -> Bool {
        guard let url = URL(string: endpoint), let origin = Self.origin(of: endpoint),
              url.user == nil, url.password == nil else { return false }
        if extraOrigins.contains(origin) { return true }
        guard url.scheme?.lowercased() == "https", url.port == nil || url.port == 443,
              let host = url.host?.lowercased() else { return false }
        return Self.knownHosts.contains(host) || Self.knownDomains.contains { host.hasSuffix($0) && host.count > $0.count }
    }

    /// `scheme://host[:port]` of `text`, lower-cased, the default port left out; nil for
    /// anything that is not an http(s) URL with a host.
    package static func origin(of text: String) -> String? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
              let host = url.host?.lowercased(), !host.isEmpty else { return nil }
        let defaultPort = scheme == "https" ? 443 : 80
        if let port = url.port, port != defaultPort { return "\(scheme)://\(host):\(port)" }
        return "\(scheme)://\(host)"
    }
}
