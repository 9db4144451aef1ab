/// 64 bits that sum up a short text (a title, a field's value): the initials of its
/// syllables and consonants (bits 0…18) and, hashed, the characters it holds (19…63). A term
/// whose mask has a bit the text's lacks cannot match there, so most titles and fields are
/// passed over without reading them: a search under 32 connections spent its time in them.
enum TextMask {
    static func of(_ folded: [UInt32]) -> UInt64 {
        var mask: UInt64 = 0
        for v in folded {
            mask |= character(v)
            if let initial = Hangul.initialIndex(of: v) { mask |= 1 << UInt64(initial) }
        }
        return mask
    }

    /// What a text must hold for `term` to match in it (initials searched or not), nil when
    /// nothing can be said: a term with a stem matches forms that are not its letters.
    static func of(_ term: SearchTerm) -> UInt64? {
        guard term.stem == nil else { return nil }
        var mask: UInt64 = 0
        for unit in term.units {
            switch unit {
            // The consonant itself or a syllable it begins: either sets the initial's bit.
            case let .initial(index, _): mask |= 1 << UInt64(index)
            case let .scalar(v): mask |= character(v)
            case .space: break
            }
        }
        return mask
    }

    /// Whether a text of mask `text` may hold a term of mask `term`.
    static func mayHold(_ text: UInt64, _ term: UInt64?) -> Bool {
        guard let term else { return true }
        return text & term == term
    }

    private static func character(_ v: UInt32) -> UInt64 {
        1 << (19 + UInt64((v &* 0x9E37_79B1) >> 16) % 45)
    }
}
