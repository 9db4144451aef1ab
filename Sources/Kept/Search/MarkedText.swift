/// Text with the parts a search matched marked, as pieces in order: the terminal shows the
/// marked ones highlighted, everything else prints `text`.
package struct MarkedText: Sendable, Equatable {
    package struct Piece: Sendable, Equatable {
        package let text: String
        package let isMatch: Bool
    }

    package let pieces: [Piece]

    package var text: String { pieces.map(\.text).joined() }
    /// The matched parts, in order.
    package var matches: [String] { pieces.filter(\.isMatch).map(\.text) }

    /// `scalars[range]` with `marks` (scalar offsets, sorted, not overlapping) marked.
    init(_ source: FoldedText, range: Range<Int>, marks: [Range<Int>]) {
        var pieces: [Piece] = []
        var position = range.lowerBound
        for mark in marks {
            let lower = max(mark.lowerBound, position), upper = min(mark.upperBound, range.upperBound)
            guard lower < upper else { continue }
            if position < lower { pieces.append(Piece(text: source.text(position..<lower), isMatch: false)) }
            pieces.append(Piece(text: source.text(lower..<upper), isMatch: true))
            position = upper
        }
        if position < range.upperBound { pieces.append(Piece(text: source.text(position..<range.upperBound), isMatch: false)) }
        self.pieces = pieces
    }

    package init(pieces: [Piece]) { self.pieces = pieces }

    /// Adds `…` before and after, for a snippet cut out of a longer line.
    func elided(before: Bool, after: Bool) -> MarkedText {
        var pieces = self.pieces
        if before { pieces.insert(Piece(text: "…", isMatch: false), at: 0) }
        if after { pieces.append(Piece(text: "…", isMatch: false)) }
        return MarkedText(pieces: pieces)
    }
}
