import Foundation
import Kept

/// `--help` as the user reads it: argument-parser's own words (headings, `--version`,
/// `--help`, defaults) in the user's language, and lines wrapped to the terminal by display
/// columns. argument-parser wraps by Characters, so a Korean line (two columns a syllable)
/// overflowed and the terminal broke it inside a word ("받아들입니" / "다."); here it is
/// asked for its help unwrapped and each line is broken at spaces, never inside a word, with
/// the hanging indent argument-parser gives it.
enum HelpText {
    /// A width at which argument-parser wraps nothing: one line per paragraph or option.
    static let unwrapped = 100_000

    /// The column where option and command descriptions start (argument-parser's).
    static let descriptionColumn = 26

    /// Columns to fill: the terminal's (`Terminal.columns`: stdout's, else `$COLUMNS`), else
    /// the terminal stderr is on — `kept --help | head` is read on that terminal — else 80.
    static var width: Int {
        if Terminal.width == nil, ProcessInfo.processInfo.environment["COLUMNS"].flatMap({ Int($0) }) == nil,
           isatty(STDERR_FILENO) == 1 {
            var size = winsize()
            if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        }
        return Terminal.columns
    }

    /// `text` (argument-parser's help, unwrapped) localized and wrapped to `width` columns.
    static func render(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrap(localized(String($0)), width: width) }
            .joined(separator: "\n")
    }

    // MARK: Words

    /// One line with argument-parser's words said from the catalogue.
    static func localized(_ line: String) -> String {
        if let overview = line.wholeMatch(of: /OVERVIEW: (.*)/) {
            return say(.parsingHeadingOverview) + ": " + overview.output.1
        }
        if let usage = line.wholeMatch(of: /USAGE: (.*)/) {
            return say(.parsingHeadingUsage) + ": " + usageWords(String(usage.output.1))
        }
        if let heading = line.wholeMatch(of: /(ARGUMENTS|OPTIONS|SUBCOMMANDS):/) {
            return say(.parsingHeading(heading.output.1.lowercased())) + ":"
        }
        if let see = line.wholeMatch(of: /\ \ See '(.+) <subcommand>' for detailed help\./) {
            return say(.parsingHelpSeeSubcommand, ["command": String(see.output.1)])
        }
        if let entry = labelLine(line) {
            var label = entry.label
            if let command = label.wholeMatch(of: /(.+) \(default\)/) {
                label = command.output.1 + " " + say(.parsingHelpDefaultSubcommand)
            }
            let description = describing(label: label, entry.description)
            guard label != entry.label || description != entry.description else { return line }
            let head = "  " + label
            let gap = max(2, descriptionColumn - DisplayWidth.of(head))
            return head + String(repeating: " ", count: gap) + description
        }
        // A description put under a label too long to share its line.
        if line.hasPrefix(String(repeating: " ", count: descriptionColumn)), !line.dropFirst(descriptionColumn).hasPrefix(" ") {
            return String(line.prefix(descriptionColumn)) + describing(label: "", String(line.dropFirst(descriptionColumn)))
        }
        return line
    }

    /// A description with argument-parser's own words said again: the built-in flags', and
    /// the values and default it appends in parentheses.
    static func describing(label: String, _ description: String) -> String {
        if label == "--version", description.wholeMatch(of: /Show the version\./) != nil { return say(.parsingHelpVersion) }
        if label.hasSuffix("--help"), description.wholeMatch(of: /Show help information\./) != nil { return say(.parsingHelpHelp) }
        guard let parts = description.wholeMatch(of: /(.*?) ?\(((?:values|default)[^()]*)\)/) else { return description }
        let lead = parts.output.1.isEmpty ? "" : parts.output.1 + " "
        let inside = String(parts.output.2)
        if let both = inside.wholeMatch(of: /values: (.*); default( as flag)?: (.*)/) {
            let key: MessageKey = both.output.2 == nil ? .parsingHelpValuesAndDefault : .parsingHelpValuesAndDefaultAsFlag
            return lead + say(key, ["values": String(both.output.1), "value": String(both.output.3)])
        }
        if let values = inside.wholeMatch(of: /values: (.*)/) {
            return lead + say(.parsingHelpValues, ["values": String(values.output.1)])
        }
        if let value = inside.wholeMatch(of: /default( as flag)?: (.*)/) {
            let key: MessageKey = value.output.1 == nil ? .parsingHelpDefault : .parsingHelpDefaultAsFlag
            return lead + say(key, ["value": String(value.output.2)])
        }
        return description
    }

    /// The usage line's own words (`<options>`, `<subcommand>`) in the user's language; a
    /// command with many options has its usage cut to `kept serve <options>`.
    static func usageWords(_ usage: String) -> String {
        usage.replacingOccurrences(of: "<options>", with: say(.parsingWordOptions))
            .replacingOccurrences(of: "<subcommand>", with: say(.parsingWordSubcommand))
    }

    /// `  LABEL   description`: an option, argument or command (`-h, --help`,
    /// `--set <key=value>`, `list (default)`) and what it does, starting at column 26 as
    /// argument-parser lays it out; nil for other lines.
    static func labelLine(_ line: String) -> (label: String, gap: String, description: String)? {
        let characters = Array(line.prefix(descriptionColumn + 1))
        guard characters.count > descriptionColumn, line.hasPrefix("  "), characters[2] != " ",
              characters[descriptionColumn - 1] == " ", characters[descriptionColumn] != " " else { return nil }
        let padded = String(characters[2..<descriptionColumn])
        let label = String(padded.reversed().drop { $0 == " " }.reversed())
        guard !label.contains("  ") else { return nil }
        return (label, String(repeating: " ", count: padded.count - label.count), String(line.dropFirst(descriptionColumn)))
    }

    // MARK: Wrapping

    /// `line` broken at spaces into lines that fit `width` columns where they can (a word
    /// wider than the line stays whole), continuation lines indented as argument-parser does:
    /// under the description for an option or command, under the command for the usage line,
    /// by the line's own indent elsewhere. As argument-parser, a line that is broken leaves
    /// the last column free; an option's or command's description may fill it on its last line.
    static func wrap(_ line: String, width: Int) -> [String] {
        let (head, body, indent, keepsBrackets) = parts(of: line)
        let isDescription = labelLine(line) != nil
        guard DisplayWidth.of(line) > (isDescription ? width : width - 1) else { return [line] }
        let hanging = String(repeating: " ", count: min(indent, max(0, width - 20)))
        let words = words(body, keepingBrackets: keepsBrackets)
        let widths = words.map(DisplayWidth.of)
        // Columns of the words from each one to the end, one space between.
        var rest = [Int](repeating: 0, count: words.count + 1)
        for i in words.indices.reversed() { rest[i] = widths[i] + (i == words.count - 1 ? 0 : 1 + rest[i + 1]) }
        var lines: [String] = []
        var current = head, currentWidth = DisplayWidth.of(head), empty = true
        for (i, word) in words.enumerated() {
            let needed = currentWidth + (empty ? 0 : 1) + widths[i]
            let restFits = isDescription && currentWidth + (empty ? 0 : 1) + rest[i] <= width
            if !empty && needed > width - 1 && !restFits {
                lines.append(current)
                current = hanging + word
                currentWidth = hanging.count + widths[i]
            } else {
                current += (empty ? "" : " ") + word
                currentWidth = needed
            }
            empty = false
        }
        lines.append(current)
        return lines
    }

    /// What stays at the start of the first line, the words after it, the continuation
    /// indent, and whether bracketed groups (`[--store <dir>]`) are kept whole.
    static func parts(of line: String) -> (head: String, body: Substring, indent: Int, keepsBrackets: Bool) {
        let usage = say(.parsingHeadingUsage) + ": "
        if line.hasPrefix(usage) {
            return (usage, line.dropFirst(usage.count), DisplayWidth.of(usage), true)
        }
        let overview = say(.parsingHeadingOverview) + ": "
        if line.hasPrefix(overview) { return (overview, line.dropFirst(overview.count), 0, false) }
        if let entry = labelLine(line) {
            let head = "  " + entry.label + entry.gap
            return (head, Substring(entry.description), DisplayWidth.of(head), false)
        }
        let leading = line.prefix { $0 == " " }
        return (String(leading), line.dropFirst(leading.count), leading.count, false)
    }

    /// The words of `text` between single spaces; with `keepingBrackets`, a `[…]` or `<…>`
    /// group is one word.
    static func words(_ text: Substring, keepingBrackets: Bool) -> [String] {
        guard keepingBrackets else { return text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) }
        var words: [String] = [], current = "", depth = 0
        for character in text {
            if character == " " && depth == 0 {
                words.append(current)
                current = ""
                continue
            }
            if character == "[" || character == "<" { depth += 1 }
            if character == "]" || character == ">" { depth = max(0, depth - 1) }
            current.append(character)
        }
        words.append(current)
        return words
    }
}
