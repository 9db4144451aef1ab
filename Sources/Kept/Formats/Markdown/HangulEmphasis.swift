/// Emphasis next to Hangul, where CommonMark's flanking rules leave the stars: `**"인용"**은`
/// (a closing `**` after a quote mark and before a particle) and `__밑줄__이다` (`_` between
/// letters) are emphasis to a Korean writer, and kept drew them so before cmark.
///
/// A pass over cmark's tree: cmark leaves an unmatched delimiter run in a text node. Two runs
/// alike (`*`, `**`, `***`, `_`, `__`, `___`) in the same paragraph, something between them
/// that neither starts nor ends with white space, and Hangul right before the first or right
/// after the second, become emphasis around what is between. As kept's reader did before, `_`
/// opens only after a non-letter and closes only before no ASCII letter or digit (`사진_2024_01`
/// stays). Only a text node that spans as many source bytes as it holds is read (no escape or
/// entity in it: `\*` is a star, not a run). Text without Hangul reads as CommonMark says.
enum HangulEmphasis {
    static func apply(to tree: MarkdownTree, source: String) {
        // Most entries have no run left over: look only where a star or underscore is.
        guard source.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") }),
              source.unicodeScalars.contains(where: { isHangul(Character($0)) }) else { return }
        var runs = Set<OpaquePointer>()
        var parents: [MarkdownNode] = []
        for node in tree.nodes() where node.kind == .text {
            guard let literal = node.literal, literal.contains(where: { $0 == "*" || $0 == "_" }),
                  node.columnSpan == literal.utf8.count, let parent = node.parent else { continue }
            split(node, literal, runs: &runs, in: tree)
            if !parents.contains(where: { $0.pointer == parent.pointer }) { parents.append(parent) }
        }
        for parent in parents { pair(in: parent, runs: runs, tree: tree) }
    }

    /// The text as text nodes, each run of `*` or `_` a node of its own.
    private static func split(_ node: MarkdownNode, _ literal: String, runs: inout Set<OpaquePointer>, in tree: MarkdownTree) {
        var pieces: [(String, Bool)] = []
        for character in literal {
            let isMark = character == "*" || character == "_"
            if let last = pieces.last, last.1 == isMark, !isMark || last.0.last == character {
                pieces[pieces.count - 1].0.append(character)
            } else {
                pieces.append((String(character), isMark))
            }
        }
        guard pieces.count > 1 else {
            runs.insert(node.pointer)
            return
        }
        for (text, isMark) in pieces {
            let piece = MarkdownNode.text(text)
            node.insertBefore(piece)
            if isMark { runs.insert(piece.pointer) }
        }
        tree.remove(node)
    }

    private static func pair(in parent: MarkdownNode, runs: Set<OpaquePointer>, tree: MarkdownTree) {
        let isRun = { (node: MarkdownNode) in node.kind == .text && runs.contains(node.pointer) && (node.literal?.count ?? 0) <= 3 }
        var children = parent.children
        var i = 0
        while i < children.count {
            guard isRun(children[i]), let run = children[i].literal,
                  let j = children[(i + 1)...].firstIndex(where: { isRun($0) && $0.literal == run }),
                  j > i + 1 else { i += 1; continue }
            let opener = children[i], closer = children[j]
            let before = opener.previous.flatMap(lastCharacter), after = closer.next.flatMap(firstCharacter)
            if run.first == "_", before?.isLetter == true || before?.isNumber == true
                || (after?.isASCII == true && (after?.isLetter == true || after?.isNumber == true)) {
                i += 1
                continue
            }
            let inside = Array(children[(i + 1)..<j])
            guard let firstInside = firstCharacter(of: inside.first!), !firstInside.isWhitespace,
                  let lastInside = lastCharacter(of: inside.last!), !lastInside.isWhitespace,
                  isHangul(before) || isHangul(after) else {
                i += 1
                continue
            }
            let outer = MarkdownNode(run.count == 1 ? .emphasis : .strong)
            opener.insertBefore(outer)
            var holder = outer
            if run.count == 3 {
                holder = MarkdownNode(.emphasis)
                outer.append(holder)
            }
            for node in inside { holder.append(node) }
            tree.remove(opener)
            tree.remove(closer)
            children = parent.children
            i = (children.firstIndex { $0.pointer == outer.pointer } ?? i) + 1
        }
    }

    /// The first character a node shows (a run's mark counts: it is no white space).
    private static func firstCharacter(of node: MarkdownNode) -> Character? {
        switch node.kind {
        case .text, .code: return node.literal?.first
        case .softBreak, .lineBreak: return "\n"
        default: return node.firstChild.flatMap(firstCharacter) ?? "x"
        }
    }

    private static func lastCharacter(of node: MarkdownNode) -> Character? {
        switch node.kind {
        case .text, .code: return node.literal?.last
        case .softBreak, .lineBreak: return "\n"
        default: return node.children.last.flatMap(lastCharacter) ?? "x"
        }
    }

    static func isHangul(_ character: Character?) -> Bool {
        guard let scalar = character?.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: return true
        default: return false
        }
    }
}
