/// An entry with its title and front-matter values folded once, and a summary of its body's
/// characters: `kept serve` keeps the whole store so, and a keystroke's search folds none of
/// them again (folding every title and field was most of a keystroke's 150 ms). A class: a
/// search hands 10,000 of them around, one reference each rather than a dozen.
package final class FoldedEntry: Sendable {
    package let entry: Entry
    /// What a list shows under the title: the index cache's, not worked out again for a hit.
    package let excerpt: String
    let title: FoldedText
    let fields: [(name: String, text: FoldedText)]
    /// `TextMask`s of the title and of each field, in `fields`' order.
    let titleMask: UInt64
    let fieldMasks: [UInt64]
    let body: String
    let bodyNeedsComposition: Bool
    /// Which characters the body holds, roughly: nil for a body that needs composing.
    let bodyCharacters: CharacterBits?

    package init(_ entry: Entry, excerpt: String) {
        self.entry = entry
        self.excerpt = excerpt
        title = FoldedText(entry.title)
        fields = entry.fields.compactMap { name, value in name != "title" && !value.isEmpty ? (name, FoldedText(value.text)) : nil }
        titleMask = TextMask.of(title.folded)
        fieldMasks = fields.map { TextMask.of($0.text.folded) }
        body = entry.body
        bodyNeedsComposition = body.needsComposition
        bodyCharacters = bodyNeedsComposition ? nil : CharacterBits(body)
    }
}

/// The characters of a text (folded as `FoldedText` folds them), each as one bit of 2,048:
/// a text whose bits lack one of a word's cannot hold the word, and most bodies are passed
/// over without reading their bytes. A text of 400 different characters sets about a sixth
/// of the bits, so a word of two characters reads about one body in thirty it does not match.
struct CharacterBits: Sendable {
    static let wordCount = 32
    private(set) var words = [UInt64](repeating: 0, count: wordCount)

    init(_ text: String) {
        for scalar in text.unicodeScalars {
            let bit = Self.bit(FoldedText.fold(scalar))
            words[bit >> 6] |= 1 << UInt64(bit & 63)
        }
    }

    /// Whether the text may hold every one of `folded` (folded scalars).
    func mayHold(_ folded: [UInt32]) -> Bool {
        folded.allSatisfy { let bit = Self.bit($0); return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0 }
    }

    static func bit(_ folded: UInt32) -> Int { Int((folded &* 0x9E37_79B1) >> 21) }
}
