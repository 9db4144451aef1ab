import Foundation
import Mustache

/// `--format '<mustache>'`: one rendering of the template per entry, with the entry's
/// fields, `path`, `kind`, `title`, `excerpt` and `body`; lists can be iterated as sections.
public struct EntryMustache: Sendable {
    private let template: MustacheTemplate

    public init(_ text: String) throws {
        do {
            template = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}" + text)
        } catch {
            throw KeptError.template("--format", line: 1, Message("error.mustache.invalid", ["error": "\(error)"]))
        }
    }

    public func render(_ entry: Entry) -> String {
        var values: [String: Any] = [:]
        for (key, value) in entry.fields { values[key] = Self.any(value) }
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
