/// Hangul as the search needs it: syllables split into their initial consonant, and the
/// compatibility jamo people type on their own (`ㄱ`, U+3131–U+314E) named by that initial.
///
/// Syllables U+AC00–U+D7A3 are 19 initials × 21 medials × 28 finals.
package enum Hangul {
    static let syllables: ClosedRange<UInt32> = 0xAC00...0xD7A3
    /// Conjoining initial consonants (U+1100–U+1112), as in NFD text.
    static let conjoiningInitials: ClosedRange<UInt32> = 0x1100...0x1112

    /// The compatibility jamo of the 19 initials, in initial-index order.
    static let initialJamo: [UInt32] = [
        0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
        0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ]

    /// Clusters that exist only as finals (ㄳ ㄵ ㄶ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅄ): an IME may turn two
    /// typed consonants into one of these, so a query reads them as the two again.
    static let clusters: [UInt32: (UInt32, UInt32)] = [
        0x3133: (0x3131, 0x3145), 0x3135: (0x3134, 0x3148), 0x3136: (0x3134, 0x314E),
        0x313A: (0x3139, 0x3131), 0x313B: (0x3139, 0x3141), 0x313C: (0x3139, 0x3142),
        0x313D: (0x3139, 0x3145), 0x313E: (0x3139, 0x314C), 0x313F: (0x3139, 0x314D),
        0x3140: (0x3139, 0x314E), 0x3144: (0x3142, 0x3145),
    ]

    /// The initial index (0…18) of a compatibility consonant typed alone, or nil.
    package static func initialIndex(ofJamo value: UInt32) -> Int? {
        guard (0x3131...0x314E).contains(value) else { return nil }
        return initialIndexByJamo[Int(value - 0x3131)]
    }

    /// The initial index of a precomposed syllable or a conjoining initial, or nil.
    package static func initialIndex(of value: UInt32) -> Int? {
        if syllables.contains(value) { return Int((value - 0xAC00) / 588) }
        if conjoiningInitials.contains(value) { return Int(value - 0x1100) }
        return initialIndex(ofJamo: value)
    }

    private static let initialIndexByJamo: [Int?] = (0x3131...0x314E).map { value in
        initialJamo.firstIndex(of: UInt32(value))
    }
}
