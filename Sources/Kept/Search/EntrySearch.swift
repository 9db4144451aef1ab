import Foundation

/// Matches one query against entries: titles and front-matter values (where a consonant
/// typed alone also matches syllables with that initial), and bodies (where it does for a
/// term of two consonants or more, `ㅂㅇㅃ`, and for one consonant only with `initialsInBody`:
/// `ㅇ` alone would match most Korean prose).
package struct EntrySearch: Sendable {
    package let query: SearchQuery
    package let initialsInBody: Bool
    /// Whether hits carry snippets of the body (`kept search` shows them, `--format paths`
    /// does not: without, a body match is found in its bytes and never folded). Without
    /// snippets a hit decided on the index cache's bytes (`verdict`) carries no marks either:
    /// its title unmarked and no fields, which only the table and JSON show.
    package let snippets: Bool

    package init(_ query: SearchQuery, initialsInBody: Bool = false, snippets: Bool = true) {
        self.query = query
        self.initialsInBody = initialsInBody
        self.snippets = snippets
        // Consonants typed alone match bodies only when asked: in every body they would make each
        // search read every body through (`kept search ㄱㅊ` 77% slower on 10,000 entries).
        let bodyInitials = query.terms.map { _ in initialsInBody }
        self.bodyInitials = bodyInitials
        let literals = zip(query.terms, bodyInitials).map { $0.literalBytes(initials: $1).map(ByteNeedle.init) }
        self.literals = literals
        let stems = query.terms.map { term in term.stem.map { ByteNeedle(Array(String(String.UnicodeScalarView($0.compactMap(Unicode.Scalar.init))).utf8)) } }
        stemLiterals = stems
        literalScalars = zip(literals, stems).map { literal, stem in
            (literal ?? stem).map { String(decoding: $0.bytes, as: UTF8.self).unicodeScalars.map { FoldedText.fold($0) } }
        }
        termMasks = query.terms.map(TextMask.of)
        // A `'` may be written `''` inside a single-quoted YAML value.
        fileLiterals = query.terms.enumerated().map { i, term in
            term.literalBytes(initials: true).flatMap { $0.contains(0x27) ? nil : ByteNeedle($0) } ?? stems[i]
        }
    }

    /// Per term, what a title or field must hold for it to match there (`TextMask`).
    let termMasks: [UInt64?]
    /// Per term, whether its consonants match syllables in bodies.
    package let bodyInitials: [Bool]
    /// Per term with a stem (`먹다`), the stem's bytes, which every body it matches holds.
    let stemLiterals: [ByteNeedle?]
    /// The folded characters of each term's bytes (`literals`, else `stemLiterals`), for
    /// `CharacterBits`.
    let literalScalars: [[UInt32]?]

    /// Each term's bytes when one search of a whole file (front matter and body) finds
    /// exactly what the term matches anywhere in it: nil for terms with initials.
    private let fileLiterals: [ByteNeedle?]

    /// Whether a file cannot match, judged from its bytes before it is parsed: some term's
    /// bytes are neither in the file nor in its path. Files that might hold the text in
    /// another form are parsed: YAML escapes (`\uAE40`) and decomposed text (NFD), whose
    /// NFC could hold the term though the bytes do not.
    /// Terms with initials are not looked for here: folding a whole file to find them cost
    /// more than the entry's own check (its cached title and fields, its body's bytes), and
    /// a query such as `ㄱㅊ` passed most files anyway.
    package func cannotMatch(file bytes: Data, path: String) -> Bool {
        guard fileLiterals.contains(where: { $0 != nil }) else { return false }
        return bytes.withUnsafeBytes { raw -> Bool in
            let file = raw.bindMemory(to: UInt8.self)
            if Self.mayHoldOtherForms(file) { return false }
            return fileLiterals.contains { literal in
                guard let literal else { return false }
                return !literal.isIn(file) && !Self.contains(path, literal)
            }
        }
    }

    /// Each term's bytes for a quick search of bodies, where one can find exactly what
    /// the term matches.
    let literals: [ByteNeedle?]

    /// Where every term matches in `entry`, or nil when one of them matches nowhere.
    package func hit(_ entry: Entry) -> SearchHit? {
        let terms = query.terms
        var place = [SearchHit.Place?](repeating: nil, count: terms.count)

        let title = FoldedText(entry.title)
        var titleMarks: [Range<Int>] = []
        for (i, term) in terms.enumerated() {
            let found = term.matches(in: title, initials: true)
            if !found.isEmpty { place[i] = .title; titleMarks += found }
        }

        var fields: [(name: String, value: MarkedText)] = []
        let afterTitle = place.indices.filter { place[$0] == nil }
        if !afterTitle.isEmpty {
            for (name, value) in entry.fields where name != "title" && !value.isEmpty {
                let text = FoldedText(value.text)
                var marks: [Range<Int>] = []
                for i in afterTitle {
                    let found = terms[i].matches(in: text, initials: true)
                    if !found.isEmpty { place[i] = .field; marks += found }
                }
                if !marks.isEmpty { fields.append((name, MarkedText(text, range: 0..<text.count, marks: Self.merged(marks)))) }
            }
        }

        var snippet: MarkedText?
        let inBody = place.indices.filter { place[$0] == nil }
        if !inBody.isEmpty {
            // Most bodies hold none of the words: a byte search says so without folding them.
            let text = entry.body  // read once: a cached entry's body comes from its file
            if !text.needsComposition {
                for i in inBody {
                    if let bytes = literals[i] ?? stemLiterals[i], !Self.contains(text, bytes) { return nil }
                }
                // Found as bytes in NFC text is found (`literalBytes`): without a snippet to
                // show, nothing needs folding.
                if !snippets, inBody.allSatisfy({ literals[$0] != nil }) {
                    return SearchHit(entry: entry, place: .body,
                                     title: MarkedText(title, range: 0..<title.count, marks: Self.merged(titleMarks)),
                                     fields: fields, snippet: nil)
                }
            }
            let body = FoldedText(text)
            var first: Range<Int>?
            for i in inBody {
                guard let found = terms[i].firstMatch(in: body, initials: bodyInitials[i]) else { return nil }
                place[i] = .body
                if first == nil || found.lowerBound < first!.lowerBound { first = found }
            }
            if let first { snippet = self.snippet(body, around: first, terms: inBody) }
        } else if snippets, !entry.body.isEmpty {
            // Matched in the title or fields: still show where the body mentions it, if it does.
            let body = FoldedText(entry.body)
            let first = terms.indices.compactMap { terms[$0].firstMatch(in: body, initials: bodyInitials[$0]) }.min { $0.lowerBound < $1.lowerBound }
            if let first { snippet = self.snippet(body, around: first, terms: Array(terms.indices)) }
        }
        return SearchHit(entry: entry, place: place.compactMap { $0 }.max() ?? .title,
                         title: MarkedText(title, range: 0..<title.count, marks: Self.merged(titleMarks)),
                         fields: fields, snippet: snippet)
    }

    /// The hits among `entries`, in their order, matched in parallel.
    package func hits(_ entries: [Entry]) -> [SearchHit] {
        entries.concurrentMap { hit($0) }.compactMap { $0 }
    }
}

extension EntrySearch {
    /// Whether `text`'s UTF-8 holds `needle` (lower-case), ASCII letters in either case.
    static func contains(_ text: String, _ needle: ByteNeedle) -> Bool {
        var text = text
        return text.withUTF8 { needle.isIn($0) }
    }
}

private extension EntrySearch {
    /// The line around `match`, at most about 80 characters of it, every match marked.
    func snippet(_ body: FoldedText, around match: Range<Int>, terms: [Int]) -> MarkedText {
        let text = body.folded
        var lineStart = match.lowerBound
        while lineStart > 0 && text[lineStart - 1] != 0x0A { lineStart -= 1 }
        var lineEnd = match.upperBound
        while lineEnd < text.count && text[lineEnd] != 0x0A && text[lineEnd] != 0x0D { lineEnd += 1 }

        // The whole line when it is short, else from a little before the match.
        var start = max(lineStart, min(match.lowerBound - 24, lineEnd - 80))
        if start == lineStart {
            // Markdown marks at the start of a line are not part of what was written.
            while start < match.lowerBound, let scalar = Unicode.Scalar(text[start]), "#>*- \t".unicodeScalars.contains(scalar) { start += 1 }
        } else {
            // Start at a word, not inside one.
            var word = start
            while word < match.lowerBound && !SearchTerm.Unit.isBlank(text[word]) { word += 1 }
            if word < match.lowerBound && start > 0 && !SearchTerm.Unit.isBlank(text[start - 1]) { start = word }
            while start < match.lowerBound && SearchTerm.Unit.isBlank(text[start]) { start += 1 }
        }
        let end = min(lineEnd, start + max(80, match.count + 24))
        var trimmedEnd = end
        while trimmedEnd > match.upperBound && SearchTerm.Unit.isBlank(text[trimmedEnd - 1]) { trimmedEnd -= 1 }

        let window = FoldedText(body.text(start..<trimmedEnd))
        let marks = terms.flatMap { query.terms[$0].matches(in: window, initials: bodyInitials[$0]) }
        return MarkedText(window, range: 0..<window.count, marks: Self.merged(marks))
            .elided(before: start > lineStart, after: end < lineEnd)
    }

    /// Ranges sorted and joined where they overlap.
    static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = out.last, range.lowerBound <= last.upperBound {
                out[out.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                out.append(range)
            }
        }
        return out
    }

    /// Whether the bytes hold a backslash (a YAML escape) or UTF-8 of characters that
    /// compose under NFC: combining marks (U+0300–036F, U+1AB0–1AFF, U+1DC0–1DFF,
    /// U+20D0–20FF), conjoining Hangul jamo (U+1100–11FF) and kana voicing marks.
    static func mayHoldOtherForms(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let n = bytes.count
        // memchr for each lead byte (vectorised) rather than a loop over every byte.
        for lead: UInt8 in [0x5C, 0xCC, 0xCD] where memchr(base, Int32(lead), n) != nil { return true }
        for lead: UInt8 in [0xE1, 0xE2, 0xE3] {
            var i = 0
            while i < n, let found = memchr(base + i, Int32(lead), n - i) {
                i = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let c = i + 1 < n ? bytes[i + 1] : 0, d = i + 2 < n ? bytes[i + 2] : 0
                switch lead {
                case 0xE1: if (0x84...0x87).contains(c) || c == 0xAA || c == 0xAB || c == 0xB7 { return true }
                case 0xE2: if c == 0x83 { return true }
                default: if c == 0x82 && (d == 0x99 || d == 0x9A) { return true }
                }
                i += 1
            }
        }
        return false
    }
}

extension SearchTerm.Unit {
    static func isBlank(_ v: UInt32) -> Bool { v == 0x20 || v == 0x09 || v == 0x0D || v == 0x0A }
}
