import ArgumentParser
import Foundation
import Kept

/// argument-parser's parse errors in the user's language. The library makes its error cases
/// public only as text (`message(for:)`, `fullMessage(for:)`), so its sentences (1.8's
/// `ErrorMessageGenerator`) are matched here and said again from the catalogue; a sentence
/// not matched — a newer library's — is shown as argument-parser wrote it, in English.
///
/// A mistyped command (`kept lsit`, `kept fridge ad 김치`), which argument-parser calls an
/// unexpected argument, is named as a command, with the nearest one when there is one.
enum ParseErrorText {
    /// The text after `kept: ` for a parse error: `message` is argument-parser's message,
    /// `full` its whole text (`Error: ` message, then `Help:`, `Usage:` and `See …` lines);
    /// `arguments` are the words typed after `kept`.
    static func render(message: String, full: String, arguments: [String]) -> String {
        var rest = full
        if rest.hasPrefix("Error: ") { rest.removeFirst("Error: ".count) }
        guard rest.hasPrefix(message) else { return rest }
        rest.removeFirst(message.count)
        let lines = rest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let path = lines.lazy.compactMap(seeHelpPath).first
        var out = [said(message, path: path, arguments: arguments)]
        for line in lines.dropFirst(rest.hasPrefix("\n") ? 1 : 0) {
            if let help = line.wholeMatch(of: /Help:  (.*)/) {
                out.append(say(.parsingHelpLine, ["help": String(help.output.1)]))
            } else if let usage = line.wholeMatch(of: /Usage: (.*)/) {
                out.append(usageLine(String(usage.output.1)))
            } else if let command = seeHelpPath(line) {
                out.append(say(.parsingSeeHelp, ["command": command]))
            } else {
                out.append(line)
            }
        }
        return out.joined(separator: "\n")
    }

    /// `Usage: …` with argument-parser's own words (`<options>`, `<subcommand>`) in the
    /// user's language; the options' value names are kept's and stay as declared.
    static func usageLine(_ usage: String) -> String {
        say(.parsingUsageLine, ["usage": HelpText.usageWords(usage)])
    }

    /// `P` of `  See 'P --help' for more information.`
    static func seeHelpPath(_ line: String) -> String? {
        line.wholeMatch(of: /\ \ See '(.+) --help' for more information\./).map { String($0.output.1) }
    }

    static func quoted(_ text: some StringProtocol) -> String { say(.parsingQuoted, ["text": String(text)]) }

    /// `'a', 'b'` (argument-parser's list of quoted words) as the words.
    static func quotedList(_ text: some StringProtocol) -> [String] {
        text.dropFirst().dropLast().components(separatedBy: "', '")
    }

    /// The message itself, line by line where argument-parser writes several.
    static func said(_ message: String, path: String?, arguments: [String]) -> String {
        // Messages that can span lines: a typed word holding a line break, a list of allowed values.
        if let match = message.wholeMatch(of: /Unexpected argument '((?s).*)'/), match.output.1.contains("\n") {
            return unexpected([String(match.output.1)], path: path, arguments: arguments)
        }
        if let invalid = message.wholeMatch(of: /The value '(.*)' is invalid for '([^']*)'((?s).*)/) {
            return say(.parsingInvalidValue, ["value": quoted(invalid.output.1), "option": quoted(invalid.output.2)])
                + reason(String(invalid.output.3))
        }
        if let invalid = message.wholeMatch(of: /The value '(.*)' is invalid\.((?s).*)/) {
            return say(.parsingInvalidValueAlone, ["value": quoted(invalid.output.1)])
                + reason(String(invalid.output.2)).drop { $0 == "." }
        }
        return message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { said(line: String($0), path: path, arguments: arguments) }
            .joined(separator: "\n")
    }

    static func said(line: String, path: String?, arguments: [String]) -> String {
        if let match = line.wholeMatch(of: /Unknown option '(.+)'\. Did you mean '(.+)'\?/) {
            return say(.parsingUnknownOption, ["option": quoted(match.output.1)]) + ". "
                + say(.parsingDidYouMean, ["suggestion": quoted(match.output.2)])
        }
        if let match = line.wholeMatch(of: /Unknown option '(.+)'/) {
            return say(.parsingUnknownOption, ["option": quoted(match.output.1)])
        }
        if let match = line.wholeMatch(of: /\ \ \ or: Missing value for '(.+)' in '(.+)'/) {
            return say(.parsingMissingValueInComposite, ["option": quoted(match.output.1), "composite": quoted(match.output.2)])
        }
        if let match = line.wholeMatch(of: /Missing value for '(.+)'/) {
            return say(.parsingMissingValue, ["option": quoted(match.output.1)])
        }
        if let match = line.wholeMatch(of: /Unexpected argument '(.*)'/) {
            return unexpected([String(match.output.1)], path: path, arguments: arguments)
        }
        if let match = line.wholeMatch(of: /(\d+) unexpected arguments: ('.*')/) {
            return unexpected(quotedList(match.output.2), path: path, arguments: arguments)
        }
        if let match = line.wholeMatch(of: /Missing expected argument '(.+)'/) {
            return say(.parsingMissingArgument, ["argument": quoted(match.output.1)])
        }
        if let match = line.wholeMatch(of: /Missing one of: ('.+')/) {
            return say(.parsingMissingOneOf, ["choices": quotedList(match.output.1).map(quoted).joined(separator: ", ")])
        }
        if let match = line.wholeMatch(of: /The option '(.+)' does not take any value, but '(.*)' was specified\./) {
            return say(.parsingTakesNoValue, ["option": quoted(match.output.1), "value": quoted(match.output.2)])
        }
        if line.wholeMatch(of: /Missing required subcommand\./) != nil { return say(.parsingMissingSubcommand) }
        if let match = line.wholeMatch(of: /Invalid option: (.+)/) {
            return say(.parsingInvalidOption, ["option": quoted(match.output.1)])
        }
        return line
    }

    /// What follows "is invalid for '…'": the allowed values, or the value type's own reason
    /// (`: …`), which is kept's or the library's and shown as it is.
    static func reason(_ text: String) -> String {
        // English joins the last two with "or" (or "and"): argument-parser's words stand.
        if UserLanguage.current == .english { return text }
        if let list = text.wholeMatch(of: /\. Please provide one of ('.*')\./) {
            // 'a' and 'b' / 'a', 'b' or 'c'
            let words = list.output.1.split(separator: "'").enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            return say(.parsingProvideOneOf, ["choices": words.map(quoted).joined(separator: ", ")])
        }
        if let list = text.wholeMatch(of: /\. Please provide one of the following:\n((?s).*)/) {
            let words = list.output.1.split(separator: "\n").map { $0.hasPrefix("  - ") ? $0.dropFirst(4) : $0 }
            return say(.parsingProvideOneOf, ["choices": words.map(quoted).joined(separator: ", ")])
        }
        return text
    }

    /// Unexpected arguments; a command when the first is where a command is typed.
    static func unexpected(_ values: [String], path: String?, arguments: [String]) -> String {
        if let first = values.first, let path, let level = CommandSuggestion.level(path: path, word: first, arguments: arguments) {
            let unknown = say(.parsingUnknownCommand, ["name": quoted(first)])
            guard let near = EditDistance.nearest(to: first, among: level.names) else { return unknown }
            return unknown + ". " + say(.parsingDidYouMean, ["suggestion": quoted(near)])
        }
        if values.count == 1 { return say(.parsingUnexpectedArgument, ["value": quoted(values[0])]) }
        return say(.parsingUnexpectedArguments, ["count": String(values.count), "values": values.map(quoted).joined(separator: ", ")])
    }
}
