import Foundation

extension String {
    /// The text in Unicode NFC, as kept holds all text inside (arguments, file names, front
    /// matter): NFD text, as macOS writes file names, then equals its NFC twin byte for byte.
    /// Never NFKC: that would turn a typed `ㄱ` into a conjoining jamo.
    public var nfc: String {
        needsComposition ? precomposedStringWithCanonicalMapping : self
    }

    /// Whether NFC could change the text: it holds combining marks or conjoining jamo. Most
    /// text is ASCII or precomposed Hangul, and checking is far cheaper than normalizing.
    var needsComposition: Bool {
        // Below U+0300 (UTF-8 lead bytes up to 0xCB) nothing composes.
        var text = self
        guard text.withUTF8({ bytes in bytes.contains { $0 >= 0xCC } }) else { return false }
        for scalar in unicodeScalars where scalar.value >= 0x300 {
            let v = scalar.value
            if (0xAC00...0xD7A3).contains(v) || (0x4E00...0x9FFF).contains(v) { continue }  // Hangul syllables, CJK
            if (0x1100...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return true }
            if scalar.properties.canonicalCombiningClass != .notReordered { return true }
            // Singletons such as Å (U+212B) and other characters NFC never leaves as they are.
            if scalar.properties.isFullCompositionExclusion { return true }
        }
        return false
    }
}
