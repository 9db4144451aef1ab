import Foundation
import Mustache

/// Renders a kind's template into the text of a new entry.
///
/// Values in the front matter are written as YAML scalars that read back as the same string
/// (a title `yes` stays the string "yes", `{{title}}` typed as a title stays literal text);
/// the body gets them as plain text.
enum EntryTemplateRenderer {
    static func render(_ kind: Kind, values: [String: String]) throws -> String {
        registerContentTypes
        let lines = EntryDocument.splitLines(kind.template)
        let close = lines.indices.dropFirst().first { lines[$0].trimmingCharacters(in: .whitespacesAndNewlines) == "---" }
        guard let close else { throw KeptError.template(kind.source, line: 1, Message(.errorEntryTemplateRendererUnclosedFrontMatter)) }
        let frontMatter = lines[0...close].joined()
        let body = lines[(close + 1)...].joined()
        // `weather: {{weather}}` with no weather leaves `weather: `: drop that trailing space.
        let renderedFrontMatter = EntryDocument.splitLines(try render(frontMatter, contentType: "KEPT_YAML", values: values, kind: kind))
            .map { line in
                let ending = line.hasSuffix("\r\n") ? "\r\n" : (line.hasSuffix("\n") ? "\n" : "")
                var content = String(line.dropLast(ending == "\r\n" ? 2 : ending.count))
                while content.hasSuffix(" ") { content.removeLast() }
                return content + ending
            }.joined()
        return renderedFrontMatter + (try render(body, contentType: "TEXT", values: values, kind: kind))
    }

    /// Renders a path pattern: every value becomes a safe file-name part first.
    static func renderPath(_ pattern: String, values: [String: String], kind: Kind) throws -> String {
        registerContentTypes
        return try render(pattern, contentType: "KEPT_PATH", values: values, kind: kind)
    }

    private static func render(_ text: String, contentType: String, values: [String: String], kind: Kind) throws -> String {
        do {
            let template = try MustacheTemplate(string: "{{% CONTENT_TYPE: \(contentType)}}" + text)
            return template.render(values)
        } catch {
            throw KeptError.template(kind.source, line: 1, Message(.errorEntryTemplateRendererInvalidMustache, ["error": "\(error)"]))
        }
    }

    private static let registerContentTypes: Void = {
        MustacheContentTypes.register(YAMLValueContent(), named: "KEPT_YAML")
        MustacheContentTypes.register(PathPartContent(), named: "KEPT_PATH")
    }()
}

/// `{{value}}` in front matter: a YAML scalar; nothing (a null field) when empty.
private struct YAMLValueContent: MustacheContentType {
    func escapeText(_ text: String) -> String { text.isEmpty ? "" : YAMLScalar.render(text) }
}

/// `{{value}}` in a path pattern: a file-name part that cannot leave its folder, and fits in
/// one (a folder's name is at most 255 bytes: a 300-letter Anki deck name failed the import).
private struct PathPartContent: MustacheContentType {
    func escapeText(_ text: String) -> String { Slug.make(text, maxBytes: 200) }
}
