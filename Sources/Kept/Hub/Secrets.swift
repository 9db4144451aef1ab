import Foundation

/// How kept serve makes and compares its secrets (pairing codes, device tokens, form tokens):
/// one place, so that every comparison takes the same time whatever the bytes.
package enum Secrets {
    /// `count` random decimal digits: a pairing code.
    package static func digits(_ count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
    }

    /// Whether `a` and `b` are the same text, comparing every byte whatever the first
    /// difference: how long a refusal takes says nothing of the secret.
    package static func equal(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

extension Data {
    /// Base64 with `-` and `_`, unpadded: safe in a cookie and a URL.
    package var base64URL: String {
        base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Bytes from base64url text, padded or not; nil for anything else.
    package init?(base64URL text: String) {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        self.init(base64Encoded: base64)
    }
}
