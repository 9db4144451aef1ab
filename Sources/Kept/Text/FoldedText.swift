/// Text prepared for matching: its Unicode scalars in NFC, and beside them the same scalars
/// lower-cased one for one, so that a match found in `folded` is at the same offsets in
/// `scalars` (for snippets and highlighting). Matching compares integers, not Strings.
public struct FoldedText: Sendable {
    public let scalars: [Unicode.Scalar]
    public let folded: [UInt32]

    public init(_ text: String) {
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
    public static func fold(_ scalar: Unicode.Scalar) -> UInt32 {
        let v = scalar.value
        if v < 0x80 { return (0x41...0x5A).contains(v) ? v + 0x20 : v }
        // Hangul, kana and CJK have no case: skip the property lookup.
        if (0x1100...0x11FF).contains(v) || (0x3000...0x9FFF).contains(v) || (0xAC00...0xD7FF).contains(v) { return v }
        guard scalar.properties.changesWhenLowercased,
              let lower = scalar.properties.lowercaseMapping.unicodeScalars.first else { return v }
        return lower.value
    }

    public var count: Int { folded.count }

    /// The scalars in `range` as a String.
    public func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }
}
