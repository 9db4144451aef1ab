/// Why a file's front matter cannot be read, and where (1-based, in the whole file).
package struct FrontMatterProblem: Equatable, Sendable {
    package let line: Int
    package let column: Int
    /// What is wrong, in the user's language when rendered.
    package let localized: Message

    package init(line: Int, column: Int, message: Message) {
        self.line = line
        self.column = column
        self.localized = message
    }

    /// What is wrong, in English (JSON output, logs, tests).
    package var message: String { localized.english }
}

/// A front-matter problem placed in its file: reads as `path:line:col: message`, then the
/// offending line with a caret under the column, as compilers and Yams print them.
package struct EntryProblem: Equatable, Sendable, CustomStringConvertible {
    package let path: String
    package let problem: FrontMatterProblem
    /// The text of the offending line, if the file has one there.
    package let lineText: String?

    package init(path: String, problem: FrontMatterProblem, text: String) {
        self.path = path
        self.problem = problem
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if problem.line >= 1 && problem.line <= lines.count {
            var line = String(lines[problem.line - 1])
            if line.hasSuffix("\r") { line.removeLast() }
            // Control characters (a NUL, an escape sequence) are shown as symbols, never sent
            // to the terminal as they are; one symbol for one character keeps the caret right.
            self.lineText = String(String.UnicodeScalarView(line.unicodeScalars.map { scalar in
                switch scalar.value {
                case 0x09: return scalar
                case 0x00..<0x20: return Unicode.Scalar(0x2400 + scalar.value)!
                case 0x7F: return "\u{2421}"
                default: return scalar
                }
            }))
        } else {
            self.lineText = nil
        }
    }

    package var message: Message {
        Message(.errorEntryProblem, ["path": path, "line": String(problem.line), "column": String(problem.column),
                                       "excerpt": excerpt]).localizing("problem", problem.localized)
    }

    package var description: String { message.english }

    /// The offending line with a caret under the column, on lines of its own.
    private var excerpt: String {
        var out = ""
        if let lineText {
            // A line of thousands of characters (a hostile file) is shown cut, not in full.
            let limit = 120
            let scalars = Array(lineText.unicodeScalars)
            if scalars.count <= limit {
                out += "\n    \(lineText)\n    " + caretPadding(lineText) + "^"
            } else {
                var shown = String(String.UnicodeScalarView(scalars.prefix(limit)))
                shown += "… (\(scalars.count) characters)"
                out += "\n    \(shown)"
                if problem.column <= limit { out += "\n    " + caretPadding(shown) + "^" }
            }
        }
        return out
    }

    /// Spaces up to the column, counting wide (Hangul, CJK) characters as two.
    private func caretPadding(_ line: String) -> String {
        var width = 0
        for (i, scalar) in line.unicodeScalars.enumerated() where i < problem.column - 1 {
            width += scalar == "\t" ? 1 : (DisplayWidth.of(scalar))
        }
        return String(repeating: " ", count: width)
    }
}
