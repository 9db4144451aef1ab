import Foundation

/// An entry's short stable id (`id:` in its front matter): what a card's reviews and every
/// calendar event's UID refer to, so that an entry keeps them when it is renamed, refiled to
/// another category or moved to another day. Every entry gets one when it is made (`kept new`,
/// `kept fridge add`/`buy`, imports: `EntryDocument.identified`).
///
/// Entries made before kept gave every entry one (or written without one by hand, or whose
/// `id:` a user emptied) are known by `derived(kind:path:)`, an id worked out from their path:
/// the UID their events always had. kept writes that id into such an entry the first time it
/// moves it (`EntryDocument.keepingIdentity`), so the UID stays; old entries are not rewritten
/// otherwise.
package enum EntryID {
    /// Lower-case letters and digits without look-alikes (no 0/o, 1/l/i): easy to read aloud.
    static let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")

    /// Eight characters, starting with a letter (so YAML never reads it as a number):
    /// 31^8 ≈ 8.5 × 10^11 ids, a collision among 10,000 entries is about one in 17,000.
    package static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        var id = String(alphabet[Int.random(in: 0..<23, using: &generator)])
        for _ in 1..<8 { id.append(alphabet.randomElement(using: &generator)!) }
        return id
    }

    /// The id of an entry without one: `<kind>-<16 hex digits>`, FNV-1a of its path (stable
    /// across runs and machines, unlike Swift's seeded Hasher). Two machines that move the
    /// same old entry before syncing write the same id, so their versions join cleanly.
    package static func derived(kind: String, path: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return "\(kind)-\(String(repeating: "0", count: 16 - hex.count))\(hex)"
    }

    /// The entry's own id when it has one, else the one derived from its path.
    package static func of(_ entry: Entry) -> String {
        if let id = entry.value(of: "id"), !id.isEmpty { return id }
        return derived(kind: entry.kind, path: entry.path)
    }
}
