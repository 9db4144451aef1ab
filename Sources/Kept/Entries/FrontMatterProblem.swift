/// Why a file's front matter cannot be read, and where (1-based, in the whole file).
public struct FrontMatterProblem: Error, Equatable, Sendable {
    public let line: Int
    public let column: Int
    public let message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}

/// A front-matter problem placed in its file: reads as `path:line:col: message`, then the
/// offending line with a caret under the column, as compilers and Yams print them.
public struct EntryProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let problem: FrontMatterProblem
    /// The text of the offending line, if the file has one there.
    public let lineText: String?

    public init(path: String, problem: FrontMatterProblem, text: String) {
        self.path = path
        self.problem = problem
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if problem.line >= 1 && problem.line <= lines.count {
            var line = String(lines[problem.line - 1])
            if line.hasSuffix("\r") { line.removeLast() }
            self.lineText = line
        } else {
            self.lineText = nil
        }
    }

    public var description: String {
        var out = "\(path):\(problem.line):\(problem.column): \(problem.message)"
        if let lineText {
            out += "\n    \(lineText)\n    " + caretPadding(lineText) + "^"
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
