/// Text prepared for matching: its Unicode scalars in NFC, and beside them the same scalars
/// lower-cased one for one, so that a match found in `folded` is at the same offsets in
/// `scalars` (for snippets and highlighting). Matching compares integers, not Strings.
package struct FoldedText: Sendable {
    package let scalars: [Unicode.Scalar]
    package let folded: [UInt32]

    package init(_ text: String) {
        let normalized = text.nfc
        var scalars: [Unicode.Scalar] = []
        var folded: [UInt32] = []
        scalars.reserveCapacity(normalized.utf8.count)
        folded.reserveCapacity(normalized.utf8.count)
        for scalar in normalized.unicodeScalars {
            scalars.append(scalar)
            folded.append(FoldedText.fold(scalar))
        }
        self.scalars = scalars
        self.folded = folded
    }

    /// The scalar lower-cased where its script has case; one scalar for one (`İ` → `i`).
    package static func fold(_ scalar: Unicode.Scalar) -> UInt32 {
        let v = scalar.value
        if v < 0x80 { return (0x41...0x5A).contains(v) ? v + 0x20 : v }
        // Hangul, kana and CJK have no case: skip the property lookup.
        if (0x1100...0x11FF).contains(v) || (0x3000...0x9FFF).contains(v) || (0xAC00...0xD7FF).contains(v) { return v }
        guard scalar.properties.changesWhenLowercased,
              let lower = scalar.properties.lowercaseMapping.unicodeScalars.first else { return v }
        return lower.value
    }

    /// `fold` of each scalar of `utf8` (valid UTF-8), into `buffer` (room for one a byte);
    /// how many were written.
    static func fold(utf8: UnsafeRawBufferPointer, into buffer: UnsafeMutableBufferPointer<UInt32>) -> Int {
        var i = 0, n = 0
        let count = utf8.count
        while i < count {
            let b = UInt32(utf8[i])
            var v: UInt32
            if b < 0x80 {
                buffer[n] = b &- 0x41 < 26 ? b + 0x20 : b
                n += 1
                i += 1
                continue
            } else if b < 0xE0, i + 1 < count {
                v = (b & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F)
                i += 2
            } else if b < 0xF0, i + 2 < count {
                v = (b & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6 | UInt32(utf8[i + 2] & 0x3F)
                i += 3
            } else if i + 3 < count {
                v = (b & 0x07) << 18 | UInt32(utf8[i + 1] & 0x3F) << 12 | UInt32(utf8[i + 2] & 0x3F) << 6 | UInt32(utf8[i + 3] & 0x3F)
                i += 4
            } else {
                v = 0xFFFD
                i = count
            }
            buffer[n] = Unicode.Scalar(v).map(fold) ?? 0xFFFD
            n += 1
        }
        return n
    }

    package var count: Int { folded.count }

    /// The scalars in `range` as a String.
    package func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }
}
