import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// This machine's names and network addresses, for `kept serve`'s certificate and the
/// address it prints when listening on all of them (0.0.0.0 is no address a phone can open).
enum MachineAddresses {
    /// The addresses of the interfaces that are up, loopback and link-local left out, IPv4
    /// first (what a phone on the same Wi-Fi is given), in the interfaces' order.
    static func network() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var v4: [String] = [], v6: [String] = []
        var next = first
        while let entry = next {
            next = entry.pointee.ifa_next
            let flags = Int32(entry.pointee.ifa_flags)
            guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0,
                  let address = entry.pointee.ifa_addr else { continue }
            var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            switch Int32(address.pointee.sa_family) {
            case AF_INET:
                var inet = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                if inet_ntop(AF_INET, &inet, &buffer, socklen_t(buffer.count)) != nil { v4.append(String(cString: buffer)) }
            case AF_INET6:
                var inet = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
                let text = inet_ntop(AF_INET6, &inet, &buffer, socklen_t(buffer.count)) != nil ? String(cString: buffer) : ""
                if !text.isEmpty, !text.lowercased().hasPrefix("fe80") { v6.append(text) }
            default: continue
            }
        }
        return v4.filter { !$0.hasPrefix("169.254.") } + v6
    }

    /// This machine's host name (`gethostname`), nil when it has none worth naming.
    static func hostName() -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return nil }
        let name = String(cString: buffer)
        return name.isEmpty || name == "localhost" ? nil : name
    }

    /// The names a certificate for `host` should carry: the host itself (every address when it
    /// is 0.0.0.0 or ::), the host name, and this machine's loopback names.
    static func certificateNames(for host: String, wildcard: Bool) -> [String] {
        var names = wildcard ? network() : [host]
        names += [hostName(), "localhost", "127.0.0.1", "::1"].compactMap { $0 }
        var seen = Set<String>()
        return names.filter { seen.insert($0.lowercased()).inserted }
    }
}
