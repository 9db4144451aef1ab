import OrderedCollections

extension EntryDocument {
    /// What a list needs of an entry's text: its fields, body and problem.
    struct Listing: Sendable {
        let fields: OrderedDictionary<String, FieldValue>
        let body: String
        let problem: FrontMatterProblem?
    }

    /// The fields, body and problem `parse` gives, found without what only an edit needs:
    /// only the front matter's lines are made into strings, and the body is the rest of the
    /// text as it is rather than its lines joined again. Splitting every file of a store
    /// into lines was a fifth of reading it without a cache. Front matter the simple reader
    /// declines (and one with no closing `---`) goes through `parse`, so that the result is
    /// always the one `parse` gives.
    static func listing(_ text: String) -> Listing {
        var text = text
        let quick: Quick = text.withUTF8 { bytes in
            let count = bytes.count
            // A delimiter line is `---` (or `...` to close), then only spaces and line ends:
            // only a line starting so can be one (`isDelimiter` then decides as `parse` does).
            func starts(_ at: Int, with mark: UInt8) -> Bool {
                at + 3 <= count && bytes[at] == mark && bytes[at + 1] == mark && bytes[at + 2] == mark
            }
            func lineEnd(_ from: Int) -> Int {
                var i = from
                while i < count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                return i < count ? i + 1 : count
            }
            func line(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            let hasBOM = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
            let dash = UInt8(ascii: "-"), dot = UInt8(ascii: ".")
            guard count > 0, starts(hasBOM ? 3 : 0, with: dash) else {
                return .noFrontMatter
            }
            var lines = [line(0..<lineEnd(0))]
            guard isDelimiter(lines[0], first: true, marks: ["---"]) else { return .noFrontMatter }
            var start = lineEnd(0)
            while start < count {
                let end = lineEnd(start)
                lines.append(line(start..<end))
                if starts(start, with: dash) || starts(start, with: dot),
                   isDelimiter(lines[lines.count - 1], first: false, marks: ["---", "..."]) {
                    guard let simple = SimpleFrontMatter.read(lines, 1..<(lines.count - 1)) else { return .declined }
                    return .read(Listing(fields: simple.fields, body: line(end..<count), problem: nil))
                }
                start = end
            }
            return .declined  // no closing line: `parse` says so
        }
        switch quick {
        case let .read(listing): return listing
        case .noFrontMatter: return Listing(fields: [:], body: text, problem: nil)
        case .declined:
            let document = parse(text)
            return Listing(fields: document.fields, body: document.body, problem: document.problem)
        }
    }

    private enum Quick {
        case noFrontMatter
        case read(Listing)
        /// Left to `parse`.
        case declined
    }

    /// Whether a line is a front-matter delimiter: one of `marks` once a BOM (on the first
    /// line), trailing spaces, tabs and line ends are taken off.
    static func isDelimiter(_ line: String, first: Bool, marks: [String]) -> Bool {
        var line = Substring(line)
        if first, line.hasPrefix("\u{FEFF}") { line.removeFirst() }
        while let last = line.last, last.isNewline || last == " " || last == "\t" { line.removeLast() }
        return marks.contains(String(line))
    }
}
