import Foundation

/// A cloze card's text read as Anki (2.1.56 and later, rslib/src/cloze.rs) reads a cloze field:
/// `{{c1::서울}}` hides 서울 on the card for c1, `{{c1::서울::capital}}` shows `[capital]`
/// instead of `[...]`, several clozes may share a number (hidden together), clozes nest
/// (`{{c1::a {{c2::b}} c}}`), and a `}}` or `{{c` that opens or closes nothing is text, as is
/// `{{c1,2::…}}` (in Anki 25.9 too). `{{c0::…}}` is a cloze no item asks (Anki makes a card of it
/// that shows only an error), shown as its text. Unlike
/// Anki, which drops a cloze never closed, kept keeps it as the text it is, so nothing written
/// is lost from view. The text is not HTML: Markdown inside a cloze is kept as written.
package struct ClozeText: Sendable, Equatable {
    package indirect enum Node: Sendable, Equatable {
        case text(String)
        case cloze(Cloze)
    }

    package struct Cloze: Sendable, Equatable {
        package let number: Int
        package var nodes: [Node]
        package var hint: String?
        /// What opened it (`{{c1::`), to give back as text when it is never closed.
        var opening: String
    }

    package let nodes: [Node]

    /// Anki stops nesting at ten levels: deeper openings are dropped, as it drops them.
    static let maximumDepth = 10

    package init(_ text: String) {
        var output: [Node] = []
        var open: [Cloze] = []
        for token in ClozeText.tokens(text) {
            switch token {
            case .open(let number, let opening):
                if open.count < ClozeText.maximumDepth { open.append(Cloze(number: number, nodes: [], hint: nil, opening: opening)) }
            case .text(var piece):
                if open.isEmpty { output.append(.text(piece)); continue }
                // The first `::` in a piece inside a cloze starts its hint (Anki's split_once).
                if let separator = piece.range(of: "::") {
                    open[open.count - 1].hint = String(piece[separator.upperBound...])
                    piece = String(piece[..<separator.lowerBound])
                }
                open[open.count - 1].nodes.append(.text(piece))
            case .close:
                guard let cloze = open.popLast() else { output.append(.text("}}")); continue }
                if open.isEmpty { output.append(.cloze(cloze)) } else { open[open.count - 1].nodes.append(.cloze(cloze)) }
            }
        }
        // Clozes never closed go back as the text they were written as, innermost last.
        var unclosed: [Node] = []
        for cloze in open {
            unclosed.append(.text(cloze.opening))
            unclosed += cloze.nodes
            if let hint = cloze.hint { unclosed.append(.text("::" + hint)) }
        }
        self.nodes = output + unclosed
    }

    /// The cloze numbers in the text, each once, smallest first: one review item each (0 none).
    package var numbers: [Int] {
        var found = Set<Int>()
        func walk(_ nodes: [Node]) {
            for case .cloze(let cloze) in nodes {
                found.insert(cloze.number)
                walk(cloze.nodes)
            }
        }
        walk(nodes)
        return found.filter { $0 > 0 }.sorted()
    }

    /// The text as item `number` asks it: that number's clozes as `[...]` (or `[hint]`), passed
    /// through `mark`, every other cloze as its text.
    package func question(for number: Int, mark: (String) -> String = { $0 }) -> String {
        render(nodes, number: number, question: true, mark: mark)
    }

    /// The text as item `number` answers it: every cloze as its text, that number's through `mark`.
    package func answer(for number: Int, mark: (String) -> String = { $0 }) -> String {
        render(nodes, number: number, question: false, mark: mark)
    }

    private func render(_ nodes: [Node], number: Int, question: Bool, mark: (String) -> String) -> String {
        nodes.map { node -> String in
            switch node {
            case .text(let text): return text
            case .cloze(let cloze) where cloze.number == number:
                // An active cloze hides what it holds, nested clozes too; its answer shows them as text.
                return mark(question ? "[" + (cloze.hint ?? "...") + "]" : render(cloze.nodes, number: number, question: false, mark: { $0 }))
            case .cloze(let cloze):
                return render(cloze.nodes, number: number, question: question, mark: mark)
            }
        }.joined()
    }
}

private extension ClozeText {
    enum Token {
        case open(Int, String)
        case text(String)
        case close
    }

    /// `{{c<digits>::` opens, `}}` closes, anything else is text.
    static func tokens(_ text: String) -> [Token] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var textStart = 0, i = 0
        func flushText(to end: Int) {
            if end > textStart { tokens.append(.text(String(String.UnicodeScalarView(scalars[textStart..<end])))) }
        }
        while i < scalars.count {
            if scalars[i] == "}", i + 1 < scalars.count, scalars[i + 1] == "}" {
                flushText(to: i)
                tokens.append(.close)
                i += 2
                textStart = i
                continue
            }
            if scalars[i] == "{", i + 2 < scalars.count, scalars[i + 1] == "{", scalars[i + 2] == "c" {
                var j = i + 3
                var digits = ""
                while j < scalars.count, ("0"..."9").contains(scalars[j]) { digits.unicodeScalars.append(scalars[j]); j += 1 }
                if !digits.isEmpty, j + 1 < scalars.count, scalars[j] == ":", scalars[j + 1] == ":",
                   let number = Int(digits), number <= Int(UInt16.max) {
                    flushText(to: i)
                    tokens.append(.open(number, String(String.UnicodeScalarView(scalars[i..<(j + 2)]))))
                    i = j + 2
                    textStart = i
                    continue
                }
            }
            i += 1
        }
        flushText(to: scalars.count)
        return tokens
    }
}
