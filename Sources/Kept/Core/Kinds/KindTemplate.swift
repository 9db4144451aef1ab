import Foundation
import OrderedCollections
import Yams

/// Reads a template file: Markdown whose front matter holds a `kept:` block (where files
/// go, how they sort) beside the entry's own fields, written as Mustache.
///
/// ```
/// ---
/// kept:
///   path: cards/{{category}}/{{slug}}.md
///   sort: [category, title]
/// title: {{title}}
/// category: {{category}}
/// ---
/// ```
enum KindTemplate {
    static func parse(name: String, text: String, source: String) throws -> Kind {
        let lines = EntryDocument.splitLines(text)
        func bare(_ line: String) -> String { line.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let first = lines.first, bare(first.replacingOccurrences(of: "\u{FEFF}", with: "")) == "---",
              let close = lines.indices.dropFirst().first(where: { bare(lines[$0]) == "---" }) else {
            throw KeptError.template(source, line: 1, Message(.errorKindTemplateNoFrontMatter))
        }
        guard let start = (1..<close).first(where: { lines[$0].hasPrefix("kept:") }) else {
            throw KeptError.template(source, line: 2, Message(.errorKindTemplateNoKeptBlock, ["name": "\(name)"]))
        }
        var end = start + 1
        while end < close, lines[end].first.map({ $0 == " " || $0 == "\t" || $0.isNewline }) ?? true { end += 1 }

        let block = lines[start..<end].joined()
        let settings: Node
        do {
            // Read by text (`string`, `FieldValue(node:)`), as entries are: the basic resolver,
            // no regular expressions at every start-up (the built-in kinds are parsed each run).
            guard let node = try Yams.compose(yaml: block, .basic, .default, .utf8)?["kept"], node.mapping != nil else {
                throw KeptError.template(source, line: start + 1, Message(.errorKindTemplateKeptBlockNotSettings))
            }
            settings = node
        } catch let error as KeptError {
            throw error
        } catch {
            let problem = EntryDocument.problem(from: error, firstLine: start + 1, yaml: block)
            throw KeptError.template(source, line: problem.line, problem.localized)
        }

        guard let path = settings["path"]?.string, !path.isEmpty else {
            throw KeptError.template(source, line: start + 1, Message(.errorKindTemplateNoPath, ["name": "\(name)"]))
        }
        let folder = String(path.prefix { $0 != "/" })
        guard path.contains("/"), !folder.isEmpty, !folder.contains("{"), folder != ".", folder != "..",
              !folder.hasPrefix("."), path.hasSuffix(".md") else {
            throw KeptError.template(source, line: start + 1,
                Message(.errorKindTemplateBadPath, ["path": "\(path)", "name": "\(name)"]))
        }
        // A template may come from another machine: its path passes the gate every outside
        // path passes (`notes/git~1/…`, a backslash, `.git` behind an ignorable code point).
        if let refusal = PathGate.refusal(path) {
            throw KeptError.template(source, line: start + 1,
                Message(.errorKindTemplatePathRefused, ["path": path]).localizing("reason", refusal.message))
        }
        let sort = (settings["sort"].map(strings) ?? ["title"]).map(SortKey.init(parsing:))
        var defaults: OrderedDictionary<String, String> = [:]
        // Not `?.mapping ?? [:]`: Yams's empty-mapping literal makes `Resolver.default`, whose
        // regular expressions cost 9 million instructions on every start-up (built-in kinds
        // have no `defaults:`, `types:` or `merge:`).
        func pairs(_ key: String) -> [(key: Node, value: Node)] { settings[key]?.mapping.map(Array.init) ?? [] }
        for (key, value) in pairs("defaults") {
            if let key = key.string { defaults[key] = FieldValue(node: value).text }
        }
        var types: [String: Kind.FieldType] = [:]
        for (key, value) in pairs("types") {
            guard let key = key.string, let raw = value.string else { continue }
            guard let type = Kind.FieldType(rawValue: raw) else {
                throw KeptError.template(source, line: start + 1,
                    Message(.errorKindTemplateUnknownType, ["raw": "\(raw)", "key": "\(key)"]))
            }
            types[key] = type
        }
        var mergeRules: [String: FieldMergeRule] = [:]
        for (key, value) in pairs("merge") {
            guard let key = key.string, let raw = value.string else { continue }
            guard let rule = FieldMergeRule(rawValue: raw) else {
                throw KeptError.template(source, line: start + 1,
                    Message(.errorKindTemplateUnknownMergeRule, ["raw": "\(raw)", "key": "\(key)", "FieldMergeRule": "\(FieldMergeRule.allCases.map(\.rawValue).joined(separator: ", "))"]))
            }
            mergeRules[key] = rule
        }
        let dateField = settings["date"]?.string
        let columns = settings["columns"].map(strings) ?? ["title"] + (dateField.map { [$0] } ?? [])

        var entryLines = lines
        entryLines.removeSubrange(start..<end)
        var kind = Kind(name: name, folder: folder, pathPattern: path, sort: sort, dateField: dateField,
                        columns: columns, defaults: defaults, types: types, template: entryLines.joined(),
                        source: source)
        kind.mergeRules = mergeRules
        kind.keepsLineBreaks = settings["breaks"]?.string.map { $0 == "lines" } ?? (name == "diary")
        return kind
    }

    private static func strings(_ node: Node) -> [String] {
        if let list = node.sequence { return list.compactMap(\.string) }
        return node.string.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
    }
}
