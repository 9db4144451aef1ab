internal import CLibGit2

/// A git object id (SHA-1), printable in full or short form.
public struct ObjectID: Hashable, Sendable, CustomStringConvertible {
    let raw: git_oid

    init(_ raw: git_oid) { self.raw = raw }

    public var hex: String {
        var oid = raw
        var buffer = [CChar](repeating: 0, count: 41)
        git_oid_tostr(&buffer, buffer.count, &oid)
        return String(cString: buffer)
    }

    public var short: String { String(hex.prefix(7)) }
    public var description: String { hex }

    public static func == (lhs: ObjectID, rhs: ObjectID) -> Bool {
        var a = lhs.raw, b = rhs.raw
        return git_oid_equal(&a, &b) != 0
    }

    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes(of: raw.id) { hasher.combine(bytes: $0) }
    }
}

extension ObjectID {
    /// Reads a full 40-digit hex id; nil for anything else.
    public init?(hex: String) {
        guard hex.count == 40, hex.allSatisfy(\.isHexDigit) else { return nil }
        var oid = git_oid()
        guard git_oid_fromstr(&oid, hex) == 0 else { return nil }
        self.init(oid)
    }
}
