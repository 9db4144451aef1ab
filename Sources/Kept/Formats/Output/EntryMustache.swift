import Foundation
import Mustache

/// `--format '<mustache>'`: one rendering of the template per entry, with the entry's
/// fields, `path`, `kind`, `title`, `excerpt` and `body`; lists can be iterated as sections.
package struct EntryMustache: Sendable {
    private let template: MustacheTemplate

    package init(_ text: String) throws {
        let plain = "{{% CONTENT_TYPE: TEXT}}"
        do {
            template = try MustacheTemplate(string: plain + text)
        } catch let error as MustacheTemplate.ParserError {
            // The column in the user's text (the library counts the prefix too), and the tag there.
            let end = min(max(1, error.context.columnNumber - plain.count), text.count + 1)
            let (column, problem) = Self.problem(error.error, in: text, at: end)
            throw KeptError.invalidFormat(.at(column: column, problem))
        } catch {
            throw KeptError.invalidFormat(.unreadable(error.localizedDescription))
        }
    }

    /// What is wrong, in the user's words: the tag it concerns and how to fix it.
    /// The column is the start of the tag concerned, else where the parser stopped (`end`).
    static func problem(_ error: Error, in text: String, at end: Int) -> (column: Int, Message) {
        let before = String(text.prefix(end - 1))
        let start = before.range(of: "{{", options: .backwards).map { text.distance(from: text.startIndex, to: $0.lowerBound) }
        let tag = String(text.dropFirst(start ?? 0).prefix(30))
        let column = (start ?? end - 1) + 1
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?:
            return (column, Message(.mustacheClosesOtherSection, ["tag": tag]))
        case .unfinishedName?,
             .none where "\(error)" == "overflow":
            return (column, Message(.mustacheTagNotClosed, ["tag": tag]))
        case .expectedSectionEnd?:
            return (end, Message(.mustacheSectionNeverClosed))
        case .invalidSetDelimiter?:
            return (column, Message(.mustacheBadDelimiter, ["tag": tag]))
        default:
            return (column, Message(.mustacheUnknownTag, ["tag": tag]))
        }
    }

    package func render(_ entry: Entry) -> String {
        var values: [String: Any] = [:]
        for (key, value) in entry.fields { values[key] = Self.any(value) }
        if case .scalar? = entry.fields["tags"] {
            values["tags"] = ListValue(items: entry.tags, text: entry.tags.joined(separator: ", "))
        }
        values["path"] = entry.path
        values["kind"] = entry.kind
        values["title"] = entry.title
        values["excerpt"] = entry.excerpt
        values["body"] = entry.body
        return template.render(values)
    }

    private static func any(_ value: FieldValue) -> Any {
        switch value {
        case .null: return ""
        case let .scalar(text, _): return text
        case let .list(items): return ListValue(items: items.map(any), text: value.text)
        case let .map(fields):
            var out: [String: Any] = [:]
            for (key, value) in fields { out[key] = any(value) }
            return out
        }
    }
}

/// A list field: `{{tags}}` prints `winter, walk`; `{{#tags}}#{{.}} {{/tags}}` iterates.
private struct ListValue: Sequence, MustacheSequence, MustacheCustomRenderable {
    let items: [Any]
    let text: String
    var renderText: String { text }
    var isNull: Bool { items.isEmpty }
    func makeIterator() -> IndexingIterator<[Any]> { items.makeIterator() }
}
