import Foundation
import Yams

/// `.kept/config.yaml`: settings shared by every machine that syncs the store.
///
/// Settings are named by dotted keys (`fridge.soon`, `cards.remind.every`) and may be written
/// nested (`fridge:\n  soon: 3`) or flat (`fridge.soon: 3`). A missing file or key means the
/// default; a broken file is an error naming the line, never silently ignored.
package struct StoreConfig: Sendable {
    /// Where the file lives, relative to the store.
    package static let relativePath = ".kept/config.yaml"

    /// The file's text as read (empty when there is none).
    package let text: String
    private let values: [String: Setting]
    /// Settings written as a list of scalars (`push_services: [a, b]`), with the list's line.
    private let lists: [String: (items: [String], line: Int)]

    /// One scalar setting and where it is written (1-based line).
    struct Setting: Sendable {
        let value: String
        let line: Int
        let column: Int
    }

    package init(text: String) throws {
        self.text = text
        let node: Node?
        do {
            // Settings are read as text (`flatten`), never by their tags: the basic resolver
            // (Yams' default compiles eight regular expressions, 9 million instructions at
            // every start-up) and the encoding named (its default reads the environment).
            node = try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let YamlError.scanner(_, problem, mark, _),
                let YamlError.parser(_, problem, mark, _),
                let YamlError.composer(_, problem, mark, _) {
            throw StoreConfig.problem(line: mark.line, Message(.errorStoreConfigInvalidYAML, ["problem": "\(problem)"]))
        } catch {
            throw StoreConfig.problem(line: 1, Message(.errorStoreConfigInvalidYAMLError, ["error": "\(error)"]))
        }
        var values: [String: Setting] = [:]
        var lists: [String: (items: [String], line: Int)] = [:]
        if let node {
            guard case .mapping = node else {
                throw StoreConfig.problem(line: node.mark?.line ?? 1,
                                          Message(.errorStoreConfigNotKeyValueLines))
            }
            switch YAMLBudget.verdict(node) {
            case .fits: break
            case .aliasBomb: throw StoreConfig.problem(line: 1, Message(.errorStoreConfigTooManyValues, ["limit": String(YAMLBudget.limit)]))
            case .tooLong: throw StoreConfig.problem(line: 1, Message(.errorStoreConfigTooManyPlainValues, ["limit": String(YAMLBudget.plainLimit)]))
            }
            StoreConfig.flatten(node, prefix: "", into: &values, lists: &lists)
        }
        self.values = values
        self.lists = lists
    }

    /// Reads the store's config file; no file means every setting has its default.
    package static func load(root: String) throws -> StoreConfig {
        // No link followed (`StoreFolder`): a linked config.yaml would bring settings from outside.
        guard let data = try StoreFolder(root: root).contents(relativePath) else { return try StoreConfig(text: "") }
        guard let text = String(data: data, encoding: .utf8) else {
            throw KeptError.io(relativePath, Message(.errorStoreConfigCannotReadSettingsAs))
        }
        return try StoreConfig(text: text)
    }

    /// The setting's text, or nil when it is not set.
    package func string(_ key: String) -> String? { values[key]?.value }

    /// A list setting's items and the line it starts on; a single value reads as a list of
    /// one; nil when it is not set.
    package func list(_ key: String) -> (items: [String], line: Int)? {
        if let list = lists[key] { return list }
        return values[key].map { ([$0.value], $0.line) }
    }

    /// Every setting whose key starts with `prefix`: key, value and line, sorted by key.
    package func settings(withPrefix prefix: String) -> [(key: String, value: String, line: Int)] {
        values.filter { $0.key.hasPrefix(prefix) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value.value, $0.value.line) }
    }

    /// A whole number setting; a value that is not one is an error naming its line.
    package func integer(_ key: String) throws -> Int? {
        guard let setting = values[key] else { return nil }
        guard let number = Int(setting.value) else {
            throw StoreConfig.problem(line: setting.line, Message(.errorStoreConfigMustBeWholeNumber, ["key": "\(key)", "value": "\(setting.value)"]))
        }
        return number
    }

    /// A decimal number setting; a value that is not one is an error naming its line.
    package func number(_ key: String) throws -> Double? {
        guard let setting = values[key] else { return nil }
        guard let number = Double(setting.value), number.isFinite else {
            throw StoreConfig.problem(line: setting.line, Message(.errorStoreConfigMustBeNumberNot, ["key": "\(key)", "value": "\(setting.value)"]))
        }
        return number
    }

    /// An error about this file at `line`, in the `path:line: message` form users read.
    package static func problem(line: Int, _ message: Message) -> KeptError {
        .invalidField(path: relativePath, line: line, message)
    }

    /// The file's text with `key` set to `value`: the one line changed when the key is there,
    /// else the key added under its nearest existing section (or at the end), nested.
    package func setting(_ key: String, to value: String) -> String {
        let rendered = YAMLScalar.render(value)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let existing = values[key], existing.line >= 1, existing.line <= lines.count {
            let line = lines[existing.line - 1]
            if let colon = line.firstIndex(of: ":") {
                lines[existing.line - 1] = line[...colon] + " " + rendered
                return lines.joined(separator: "\n")
            }
        }
        let parts = key.split(separator: ".").map(String.init)
        // The longest prefix that is a section already written as `name:` on its own line.
        for depth in stride(from: parts.count - 1, to: 0, by: -1) {
            let section = parts[..<depth].joined(separator: ".")
            guard let header = sections[section] else { continue }
            let indent = header.childColumn ?? header.column + 2
            var added: [String] = []
            for (offset, part) in parts[depth...].enumerated() {
                let pad = String(repeating: " ", count: indent - 1 + offset * 2)
                added.append(offset == parts.count - depth - 1 ? "\(pad)\(part): \(rendered)" : "\(pad)\(part):")
            }
            lines.insert(contentsOf: added, at: header.line)
            return lines.joined(separator: "\n")
        }
        if lines.last == "" { lines.removeLast() }
        for (offset, part) in parts.enumerated() {
            let pad = String(repeating: " ", count: offset * 2)
            lines.append(offset == parts.count - 1 ? "\(pad)\(part): \(rendered)" : "\(pad)\(part):")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

private extension StoreConfig {
    /// A mapping key with a nested mapping: its 1-based line and column, and its first child's column.
    struct Section {
        let line: Int
        let column: Int
        let childColumn: Int?
    }

    var sections: [String: Section] {
        guard let node = try? Yams.compose(yaml: text, .basic, .default, .utf8), case .mapping = node else { return [:] }
        var found: [String: Section] = [:]
        func walk(_ node: Node, prefix: String) {
            guard case let .mapping(mapping) = node else { return }
            for (keyNode, valueNode) in mapping {
                guard case let .scalar(key) = keyNode, case let .mapping(children) = valueNode,
                      let mark = keyNode.mark,
                      // A block section's children start on a later line; `{…}` stays on the key's.
                      let childLine = children.first?.key.mark?.line, childLine > mark.line else { continue }
                let name = prefix.isEmpty ? key.string : prefix + "." + key.string
                found[name] = Section(line: mark.line, column: mark.column,
                                      childColumn: children.first?.key.mark?.column)
                walk(valueNode, prefix: name)
            }
        }
        walk(node, prefix: "")
        return found
    }

    static func flatten(_ node: Node, prefix: String, into values: inout [String: Setting],
                        lists: inout [String: (items: [String], line: Int)]) {
        guard case let .mapping(mapping) = node else { return }
        for (keyNode, valueNode) in mapping {
            guard case let .scalar(key) = keyNode else { continue }
            let name = prefix.isEmpty ? key.string : prefix + "." + key.string
            switch valueNode {
            case .mapping:
                flatten(valueNode, prefix: name, into: &values, lists: &lists)
            case let .scalar(scalar):
                let mark = valueNode.mark ?? keyNode.mark
                values[name] = Setting(value: scalar.string, line: mark?.line ?? 1, column: mark?.column ?? 1)
            case let .sequence(sequence):
                let items = sequence.compactMap { $0.scalar?.string }
                lists[name] = (items, (valueNode.mark ?? keyNode.mark)?.line ?? 1)
            case .alias:
                continue
            }
        }
    }
}
