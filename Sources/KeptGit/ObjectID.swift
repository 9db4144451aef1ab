internal import CLibGit2

/// A git object id (SHA-1), printable in full or short form.
package struct ObjectID: Hashable, Sendable, CustomStringConvertible {
    let raw: git_oid

    init(_ raw: git_oid) { self.raw = raw }

    package var hex: String {
        var oid = raw
        var buffer = [CChar](repeating: 0, count: 41)
        git_oid_tostr(&buffer, buffer.count, &oid)
        return String(cString: buffer)
    }

    package var short: String { String(hex.prefix(7)) }
    package var description: String { hex }

    package static func == (lhs: ObjectID, rhs: ObjectID) -> Bool {
        var a = lhs.raw, b = rhs.raw
        return git_oid_equal(&a, &b) != 0
    }

    package func hash(into hasher: inout Hasher) {
        withUnsafeBytes(of: raw.id) { hasher.combine(bytes: $0) }
    }
}

extension ObjectID {
    /// Reads a full 40-digit hex id; nil for anything else.
    package init?(hex: String) {
        guard hex.count == 40, hex.allSatisfy(\.isHexDigit) else { return nil }
        var oid = git_oid()
        guard git_oid_fromstr(&oid, hex) == 0 else { return nil }
        self.init(oid)
    }
}
