/// What a person typed into `kept search`: words, each of which must match somewhere in an
/// entry, and `"quoted phrases"`, matched as written (any run of white space matching any
/// other). The text is taken in NFC and never NFKC (see `String.nfc`).
package struct SearchQuery: Sendable, Equatable {
    package let text: String
    package let terms: [SearchTerm]

    /// With `exact`, every word matches only as written: a dictionary form (`먹다`) does not
    /// also find its stem's forms (see `SearchTerm.stem`).
    package init(_ text: String, exact: Bool = false) throws {
        let normalized = text.nfc
        var terms: [SearchTerm] = []
        var current = ""
        var inQuote = false
        func flush(phrase: Bool) {
            let trimmed = current.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            // A word in quotes is matched as written.
            if !trimmed.isEmpty { terms.append(SearchTerm(trimmed, isPhrase: phrase && trimmed.contains(" "), stems: !exact && !phrase)) }
            current = ""
        }
        for character in normalized {
            // Straight and typographic quotes both open and close a phrase.
            if character == "\"" || character == "\u{201C}" || character == "\u{201D}" {
                flush(phrase: inQuote)
                inQuote.toggle()
            } else if character.isWhitespace && !inQuote {
                flush(phrase: false)
            } else {
                current.append(character)
            }
        }
        flush(phrase: inQuote)
        guard !terms.isEmpty else { throw SearchError.emptyQuery }
        self.text = normalized.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        self.terms = terms
    }
}

/// One word or phrase of a query, as units to match scalar by scalar.
package struct SearchTerm: Sendable, Equatable {
    package enum Unit: Sendable, Equatable {
        /// This scalar, lower-cased.
        case scalar(UInt32)
        /// A consonant typed alone (`ㅊ`): itself, or any syllable with that initial
        /// (where initials are searched). The index is the initial's (0…18).
        case initial(Int, jamo: UInt32)
        /// Any run of white space (inside a phrase).
        case space
    }

    package let text: String
    package let isPhrase: Bool
    package let units: [Unit]
    /// The stem of a verb or adjective typed in its dictionary form (`먹다` → `먹`), whose
    /// forms the term finds too (`KoreanStem`); nil for other words and exact terms.
    package let stem: [UInt32]?

    package init(_ text: String, isPhrase: Bool = false, stems: Bool = false) {
        self.text = text
        self.isPhrase = isPhrase
        var units: [Unit] = []
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if scalar.properties.isWhitespace {
                if units.last != .space { units.append(.space) }
            } else if let (first, second) = Hangul.clusters[v] {
                // An IME's ㄻ is the ㄹ and ㅁ the person typed.
                for jamo in [first, second] { units.append(.initial(Hangul.initialIndex(ofJamo: jamo)!, jamo: jamo)) }
            } else if let index = Hangul.initialIndex(ofJamo: v) {
                units.append(.initial(index, jamo: v))
            } else {
                units.append(.scalar(FoldedText.fold(scalar)))
            }
        }
        self.units = units
        stem = stems && !isPhrase ? KoreanStem.stem(of: units) : nil
    }

    /// Whether the term has consonants typed alone.
    package var hasInitials: Bool {
        units.contains { if case .initial = $0 { return true } else { return false } }
    }

    /// The first match at or after `start`, in scalar offsets of `text`. With `initials`
    /// off, a consonant typed alone matches only itself.
    package func firstMatch(in text: FoldedText, from start: Int = 0, initials: Bool) -> Range<Int>? {
        let folded = text.folded
        guard !units.isEmpty, start < folded.count else { return nil }
        return folded.withUnsafeBufferPointer { buffer -> Range<Int>? in
            var i = start
            let n = buffer.count
            while i < n {
                if let end = matchEnd(buffer, at: i, initials: initials) { return i..<end }
                i += 1
            }
            return nil
        }
    }

    /// Every match, left to right, not overlapping.
    package func matches(in text: FoldedText, initials: Bool) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var start = 0
        while let range = firstMatch(in: text, from: start, initials: initials) {
            found.append(range)
            start = range.upperBound
        }
        return found
    }

    /// Whether the term matches in `utf8`, NFC text (as the index cache holds front matter):
    /// the same as `firstMatch` on a `FoldedText` of it, with each scalar folded as it is
    /// decoded into a buffer on the stack rather than arrays of scalars made for a String.
    func occurs(inNFC utf8: UnsafeRawBufferPointer, initials: Bool) -> Bool {
        guard !units.isEmpty, !utf8.isEmpty else { return false }
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: utf8.count) { folded in
            let n = FoldedText.fold(utf8: utf8, into: folded)
            let text = UnsafeBufferPointer(rebasing: folded[..<n])
            for i in 0..<n where matchEnd(text, at: i, initials: initials) != nil { return true }
            return false
        }
    }

    /// The term's UTF-8 bytes, lower-cased, when a byte search over NFC text finds exactly
    /// what `firstMatch` would (ASCII letters compared case-insensitively): nil when a unit
    /// matches more than one scalar (initials searched, white space, non-ASCII case).
    func literalBytes(initials: Bool) -> [UInt8]? {
        // A stem's forms are not the term's bytes.
        if stem != nil { return nil }
        var view = String.UnicodeScalarView()
        for unit in units {
            switch unit {
            case .space: return nil
            case let .initial(_, jamo):
                if initials { return nil }
                view.append(Unicode.Scalar(jamo)!)
            case let .scalar(v):
                guard let scalar = Unicode.Scalar(v) else { return nil }
                if v >= 0x80 && (scalar.properties.changesWhenUppercased || scalar.properties.changesWhenLowercased) { return nil }
                view.append(scalar)
            }
        }
        return Array(String(view).utf8)
    }
}

private extension SearchTerm {
    func matchEnd(_ text: UnsafeBufferPointer<UInt32>, at start: Int, initials: Bool) -> Int? {
        if let end = literalEnd(text, at: start, initials: initials) { return end }
        if let stem { return KoreanStem.formEnd(stem, in: text, at: start) }
        return nil
    }

    func literalEnd(_ text: UnsafeBufferPointer<UInt32>, at start: Int, initials: Bool) -> Int? {
        var j = start
        let n = text.count
        for unit in units {
            guard j < n else { return nil }
            let v = text[j]
            switch unit {
            case let .scalar(wanted):
                guard v == wanted else { return nil }
                j += 1
            case let .initial(index, jamo):
                guard v == jamo || (initials && Hangul.initialIndex(of: v) == index) else { return nil }
                j += 1
            case .space:
                guard SearchTerm.isSpace(v) else { return nil }
                while j < n && SearchTerm.isSpace(text[j]) { j += 1 }
            }
        }
        return j
    }

    static func isSpace(_ v: UInt32) -> Bool {
        v == 0x20 || (0x09...0x0D).contains(v) || v == 0xA0 || v == 0x3000 || (0x2000...0x200A).contains(v)
    }
}
