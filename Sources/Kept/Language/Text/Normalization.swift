import Foundation

extension String {
    /// The text in Unicode NFC, as kept holds all text inside (arguments, file names, front
    /// matter): NFD text, as macOS writes file names, then equals its NFC twin byte for byte.
    /// Never NFKC: that would turn a typed `ㄱ` into a conjoining jamo.
    package var nfc: String {
        needsComposition ? precomposedStringWithCanonicalMapping : self
    }

    /// Whether NFC could change the text: it holds combining marks or conjoining jamo. Most
    /// text is ASCII or precomposed Hangul, and checking is far cheaper than normalizing.
    var needsComposition: Bool {
        var text = self
        return text.withUTF8 { Self.needsComposition($0) }
    }

    /// The same for UTF-8 bytes (valid).
    static func needsComposition(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Below U+0300 (UTF-8 lead bytes up to 0xCB) nothing composes; Hangul syllables
        // and CJK ideographs are skipped by their lead bytes, the rest looked up. One pass
        // over the bytes: by Unicode scalars it was a seventh of a search.
        let n = bytes.count
        var i = 0
        while i < n {
            let b = bytes[i]
            if b < 0xCC { i += 1; continue }
            if b < 0xE0 {
                if Self.mayCompose(UInt32(b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)) { return true }
                i += 2
                continue
            }
            if b < 0xF0 {
                let c = bytes[i + 1]
                // U+AC00–D77F (Hangul syllables) and U+4E00–9FFF (CJK): nothing to compose.
                if b == 0xEB || b == 0xEC || (b == 0xEA && c >= 0xB0) || (b == 0xED && c < 0x9E)
                    || (b >= 0xE5 && b <= 0xE9) || (b == 0xE4 && c >= 0xB8) {
                    i += 3
                    continue
                }
                if Self.mayCompose(UInt32(b & 0x0F) << 12 | UInt32(c & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)) { return true }
                i += 3
                continue
            }
            let v = UInt32(b & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
            if Self.mayCompose(v) { return true }
            i += 4
        }
        return false
    }

    /// Whether NFC may change a scalar at or above U+0300, or what comes before it.
    private static func mayCompose(_ v: UInt32) -> Bool {
        if (0xAC00...0xD7A3).contains(v) || (0x4E00...0x9FFF).contains(v) { return false }  // Hangul syllables, CJK
        if (0x1100...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return true }
        guard let scalar = Unicode.Scalar(v) else { return false }
        if scalar.properties.canonicalCombiningClass != .notReordered { return true }
        // Singletons such as Å (U+212B) and other characters NFC never leaves as they are.
        return scalar.properties.isFullCompositionExclusion
    }
}
