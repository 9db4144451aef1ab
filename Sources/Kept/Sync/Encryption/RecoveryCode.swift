import Crypto
import Foundation

/// The store key as a code to print on paper (`kept key export`) and type back
/// (`kept key import`): base32 (RFC 4648, no padding) of the 32 key bytes followed by two
/// check bytes (the first two of SHA-256 of the key), in groups of five letters or digits.
/// A mistyped letter fails the check instead of giving a wrong key.
package enum RecoveryCode {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")

    package static func code(for key: StoreKey) -> String {
        let data = key.bytes + Data(SHA256.hash(data: key.bytes)).prefix(2)
        var letters: [Character] = []
        var buffer = 0, bits = 0
        for byte in data {
            buffer = (buffer << 8) | Int(byte)
            bits += 8
            while bits >= 5 {
                letters.append(alphabet[(buffer >> (bits - 5)) & 31])
                bits -= 5
            }
        }
        if bits > 0 { letters.append(alphabet[(buffer << (5 - bits)) & 31]) }
        return stride(from: 0, to: letters.count, by: 5)
            .map { String(letters[$0..<min($0 + 5, letters.count)]) }.joined(separator: "-")
    }

    /// The key a code stands for; nil when it is not one (wrong length, letter or check).
    /// Spaces, dashes and case are ignored; 0, 1 and 8 are read as O, I and B.
    package static func key(from code: String) -> StoreKey? {
        var buffer = 0, bits = 0
        var data = Data()
        for character in code.uppercased() where character != "-" && !character.isWhitespace {
            let letter: Character = ["0": "O", "1": "I", "8": "B"][character] ?? character
            guard let value = alphabet.firstIndex(of: letter) else { return nil }
            buffer = ((buffer << 5) | value) & 0xFFFF
            bits += 5
            if bits >= 8 {
                data.append(UInt8((buffer >> (bits - 8)) & 0xFF))
                bits -= 8
            }
        }
        guard data.count == 34 else { return nil }
        let key = data.prefix(32)
        guard Data(SHA256.hash(data: key)).prefix(2) == data.suffix(2) else { return nil }
        return StoreKey(bytes: Data(key))
    }
}
