import Foundation

/// Why a field could not be changed in place.
package enum FieldEditError: UserMessageError, Equatable, Sendable, CustomStringConvertible {
    case unreadable(FrontMatterProblem)
    case notLineEditable
    case invalidKey(String)
    /// Front matter with YAML anchors and aliases, which an edit by line would break.
    case usesAnchors
    /// The edit would leave front matter kept cannot read (more values than it reads, …).
    case wouldBreak(FrontMatterProblem)

    package var message: Message {
        switch self {
        case let .unreadable(problem):
            return Message(.errorFieldEditUnreadable, ["line": String(problem.line)]).localizing("problem", problem.localized)
        case .notLineEditable:
            return Message(.errorFieldEditFlowStyle)
        case .usesAnchors:
            return Message(.errorFieldEditUsesAnchors)
        case let .wouldBreak(problem):
            return Message(.errorFieldEditWouldBreak).localizing("problem", problem.localized)
        case let .invalidKey(key):
            return Message(.errorFieldEditInvalidKey, ["key": key])
        }
    }

    package var description: String { message.english }
}

extension EntryDocument {
    /// Whether `key` can name a front-matter field: a plain word, never YAML syntax.
    package static func isValidKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !key.isEmpty, key.utf8.count <= 64 else { return false }
        guard first.properties.isAlphabetic || first == "_" || ("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "."
        }
    }

    /// The document with `key` set to `yaml` (an already rendered YAML value), changing only
    /// that field's lines: one line for a one-line field; a new field goes after the last one.
    package func setting(_ key: String, yaml: String) throws -> EntryDocument {
        guard Self.isValidKey(key) else { throw FieldEditError.invalidKey(key) }
        if let problem { throw FieldEditError.unreadable(problem) }
        // An emptied field is `key:`, without a space left dangling at the end of the line.
        // The key quoted when a reader would take it for anything but text (`"yes":`).
        let written = YAMLScalar.renderKey(key)
        let newLine = (yaml.isEmpty ? "\(written):" : "\(written): \(yaml)") + lineEnding
        guard let delimiters else {
            let block = "---" + lineEnding + newLine + "---" + lineEnding
            return EntryDocument(text: block + text)
        }
        guard isLineEditable else { throw usesAnchors ? FieldEditError.usesAnchors : FieldEditError.notLineEditable }
        var edited = lines
        if let span = spans[key] {
            edited.replaceSubrange(span, with: [newLine])
        } else {
            let after = spans.values.map(\.upperBound).max() ?? (delimiters.open + 1)
            edited.insert(newLine, at: after)
        }
        return try checked(EntryDocument(text: edited.joined()), keeping: key)
    }

    /// An edit never turns readable front matter into unreadable (or loses the field it
    /// set): YAML the line spans misjudge (` {}` read as a block, found by fuzzing) is refused.
    private func checked(_ edited: EntryDocument, keeping key: String?) throws -> EntryDocument {
        if let problem = edited.problem {
            if usesAnchors { throw FieldEditError.usesAnchors }
            // Past the values kept reads: the edit itself is the trouble. Anything else is YAML
            // the line spans misjudged.
            if problem.localized.isNamed(.problemTooManyValues) { throw FieldEditError.wouldBreak(problem) }
            throw FieldEditError.notLineEditable
        }
        guard key.map({ edited.fields[$0] != nil }) ?? true else { throw usesAnchors ? FieldEditError.usesAnchors : FieldEditError.notLineEditable }
        return edited
    }

    /// Whether the front matter has YAML anchors (`&x`) or aliases (`*x`).
    var usesAnchors: Bool {
        guard let delimiters else { return false }
        return lines[(delimiters.open + 1)..<delimiters.close].contains { line in
            line.range(of: #"(^|[\s,\[{])[&*][^\s,\[\]{}]+"#, options: .regularExpression) != nil
        }
    }

    /// The document without `key`; unchanged when the key is absent.
    package func removing(_ key: String) throws -> EntryDocument {
        if let problem { throw FieldEditError.unreadable(problem) }
        guard let span = spans[key] else { return self }
        guard isLineEditable else { throw usesAnchors ? FieldEditError.usesAnchors : FieldEditError.notLineEditable }
        var edited = lines
        edited.removeSubrange(span)
        return try checked(EntryDocument(text: edited.joined()), keeping: nil)
    }

    /// The document with its body replaced, front matter untouched.
    package func withBody(_ newBody: String) -> EntryDocument {
        guard let delimiters else { return EntryDocument(text: newBody) }
        var body = newBody
        if !body.isEmpty && !body.hasSuffix("\n") { body += lineEnding }
        return EntryDocument(text: lines[...delimiters.close].joined() + body)
    }

    /// The 1-based line a field starts on, for messages.
    package func line(of key: String) -> Int? {
        spans[key].map { $0.lowerBound + 1 }
    }
}
