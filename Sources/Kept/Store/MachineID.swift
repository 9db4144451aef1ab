import Foundation

/// This machine's name within a store: what names its review log (`.kept/reviews/<id>.jsonl`)
/// and anything else that must not collide between machines syncing one store.
///
/// Made once from the host name and a random suffix (`laptop-3f9a`), so two machines with the
/// same host name still differ, and kept in `.kept/state/machine-id` (not committed: a clone
/// on another machine makes its own).
public enum MachineID {
    public static let relativePath = ".kept/state/machine-id"

    /// The store's machine id on this machine, made and saved on first use.
    public static func of(_ store: Store) throws -> String {
        let path = store.absolutePath(relativePath)
        if let data = FileManager.default.contents(atPath: path),
           let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
           isValid(text) {
            return text
        }
        let id = make(hostName: ProcessInfo.processInfo.hostName)
        try AtomicFile.write(id + "\n", to: path)
        return id
    }

    /// `<host-slug>-<4 hex>`; only `a-z 0-9 -` and Hangul-free ASCII, safe in any file name.
    static func make(hostName: String) -> String {
        let host = hostName.split(separator: ".").first.map(String.init) ?? ""
        var slug = String(host.lowercased().unicodeScalars.map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "-" })
        while slug.contains("--") { slug = slug.replacingOccurrences(of: "--", with: "-") }
        slug = String(slug.trimmingCharacters(in: CharacterSet(charactersIn: "-")).prefix(24))
        let suffix = String(format: "%04x", UInt16.random(in: .min ... .max))
        return (slug.isEmpty ? "machine" : slug) + "-" + suffix
    }

    static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 64 && !id.hasPrefix(".")
            && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }
}
