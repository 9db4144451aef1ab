import Foundation
import Kept

/// An entry's address on the server, `/e/` and its store path, and the way back: an address
/// from a browser is outside input, so it passes the path gate and must name an entry of a
/// kind the device may read, or the answer is 404, the same as for an entry that is not there.
enum EntryLink {
    static let prefix = "/e/"

    static func to(_ path: String) -> String {
        prefix + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
    }

    /// The store path an address names, if it may be shown to `scope`.
    static func path(from uriPath: String, store: Store, scope: AccessScope) -> String? {
        guard uriPath.hasPrefix(prefix), let path = String(uriPath.dropFirst(prefix.count)).removingPercentEncoding,
              PathGate.refusal(path) == nil, path.hasSuffix(".md"),
              let kind = store.kind(ofPath: path), scope.reads(kind.name) else { return nil }
        return path
    }

    /// The store path of an attached file an address names (`/e/diary/…/2026-11-22-첫눈/a.jpg`),
    /// if its entry may be shown to `scope`.
    static func attachment(from uriPath: String, store: Store, scope: AccessScope) -> String? {
        guard uriPath.hasPrefix(prefix), let path = String(uriPath.dropFirst(prefix.count)).removingPercentEncoding,
              PathGate.refusal(path) == nil, !path.hasSuffix(".md"),
              let kind = store.kind(ofPath: (path as NSString).deletingLastPathComponent + ".md"), scope.reads(kind.name) else { return nil }
        return path
    }

    private static let allowed: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: "?#%;")
        return set
    }()
}
