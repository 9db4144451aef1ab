/// A search term's UTF-8 bytes (lower-case) and how to find them in a file's bytes fast,
/// ASCII letters in either case: sixteen bytes at a time are compared with the needle's
/// rarest byte (as ripgrep picks a rare byte), and only where it is found is the whole
/// needle compared. Korean text is a third lead bytes (`0xEA`–`0xED`): looking for a
/// needle's first byte stopped at nearly every syllable.
struct ByteNeedle: Sendable, Equatable {
    let bytes: [UInt8]
    /// The position in `bytes` of the byte looked for first.
    let anchor: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        anchor = bytes.indices.min { Self.commonness(bytes[$0]) < Self.commonness(bytes[$1]) } ?? 0
    }

    /// Whether the bytes hold the needle, ASCII letters in either case.
    func isIn(_ haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        let m = bytes.count, n = haystack.count
        guard m > 0 else { return true }
        guard m <= n, let base = haystack.baseAddress else { return false }
        return bytes.withUnsafeBufferPointer { needle in
            let wanted = needle[anchor]
            // A letter is compared with 0x20 set: `F` (0x46) and `f` (0x66) alike.
            let fold: UInt8 = Self.isLetter(wanted) ? 0x20 : 0
            // Candidate starts run from 0 to n - m; the anchor byte is `anchor` further on.
            let last = n - m
            var start = 0
            if last >= 16 {
                let wantedLanes = SIMD16<UInt8>(repeating: wanted), foldLanes = SIMD16<UInt8>(repeating: fold)
                while start + 16 <= last + 1 {
                    let lanes = UnsafeRawPointer(base + start + anchor).loadUnaligned(as: SIMD16<UInt8>.self)
                    let found = (lanes | foldLanes) .== wantedLanes
                    // Any lane set, tested as two words (`any` was a call per sixteen bytes).
                    let words = unsafeBitCast(found, to: SIMD2<UInt64>.self)
                    if words[0] | words[1] != 0 {
                        for lane in 0..<16 where found[lane] && matches(needle, base + start + lane) { return true }
                    }
                    start += 16
                }
            }
            while start <= last {
                if base[start + anchor] | fold == wanted, matches(needle, base + start) { return true }
                start += 1
            }
            return false
        }
    }

    /// Whether the needle is at `at`, ASCII letters in either case.
    private func matches(_ needle: UnsafeBufferPointer<UInt8>, _ at: UnsafePointer<UInt8>) -> Bool {
        for j in 0..<needle.count {
            let wanted = needle[j]
            let byte = Self.isLetter(wanted) ? at[j] | 0x20 : at[j]
            if byte != wanted { return false }
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }

    /// How often a byte comes in diary text, roughly (lower is rarer): continuation bytes of
    /// UTF-8 spread over 64 values; lead bytes of Hangul, white space and frequent letters
    /// are everywhere.
    private static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case 0x80...0xBF: return 10
        case 0x61...0x7A:
            // English letters by frequency, `e` first.
            let order: [UInt8] = Array("etaoinshrdlcumwfgypbvkjxqz".utf8)
            return 20 + 3 * (order.firstIndex(of: byte) ?? 25)
        case 0x30...0x39: return 30
        case 0x20, 0x0A, 0x0D, 0x09: return 200
        case 0xC0...0xFF: return 150
        default: return 60
        }
    }
}
