import OrderedCollections
import Yams

/// A merge key (`<<: *defaults`) whose value is neither a mapping nor a list of mappings:
/// PyYAML refuses such a file, and so does kept.
struct MergeKeyError: Error {
    /// The value that cannot be merged.
    let node: Node
}

extension FieldValue {
    /// The value `node` holds, read as PyYAML reads it: plain scalars resolved by YAML 1.1's
    /// rules (`PlainScalarTag`), explicit core tags honoured (`!!str 1` is text, `!!int "3"` a
    /// number, `!!null ''` null), merge keys applied. A merge that cannot be applied is kept
    /// as a `<<` field here; `read(_:)` reports it instead.
    init(node: Node) {
        self = (try? FieldValue.read(node, strict: false)) ?? .null
    }

    /// `bom` puts back the U+FEFF Yams drops at a scalar's start.
    static func read(_ node: Node, strict: Bool = true, bom: LeadingBOM? = nil) throws -> FieldValue {
        switch node {
        case let .scalar(scalar):
            return FieldValue(scalar: scalar, string: bom?.string(scalar) ?? scalar.string)
        case let .sequence(sequence):
            return .list(try sequence.map { try read($0, strict: strict, bom: bom) })
        case let .mapping(mapping):
            var fields: OrderedDictionary<String, FieldValue> = [:]
            for pair in try pairs(of: mapping, strict: strict, bom: bom) { fields[pair.key] = try read(pair.value, strict: strict, bom: bom) }
            return .map(fields)
        case let .alias(alias):
            return .scalar("*\(alias.anchor.rawValue)", .string)
        }
    }

    private init(scalar: Node.Scalar, string: String) {
        // The tag as written, or resolved here for a plain scalar (quoted ones are `str`);
        // `!` alone asks for no particular tag, and PyYAML then resolves the text as if plain
        // (`! "12"` is 12 there), so kept does too.
        let written = scalar.tag.description
        let tag = written.isEmpty && scalar.style == .plain || written == "!" ? PlainScalarTag.of(string).rawValue
            : written.isEmpty ? Tag.Name.str.rawValue : written
        switch tag {
        case Tag.Name.null.rawValue: self = .null  // `!!null ''` too: PyYAML gives None whatever the text
        case Tag.Name.int.rawValue: self = .scalar(string, .integer)
        case Tag.Name.float.rawValue: self = .scalar(string, .number)
        case Tag.Name.bool.rawValue: self = .scalar(string, .bool)
        case Tag.Name.timestamp.rawValue: self = .scalar(string, .timestamp)
        default: self = .scalar(string, .string)
        }
    }

    /// Whether a key is YAML's merge key: a plain `<<` (or one tagged `!!merge`). Yams'
    /// check for duplicate keys resolves the keys' tags (with the basic resolver: all `str`),
    /// so a plain `<<` key reads as `str` here and only a quoted `"<<"` is text.
    static func isMergeKey(_ node: Node) -> Bool {
        guard case let .scalar(scalar) = node, scalar.string == "<<" else { return false }
        let tag = scalar.tag.description
        return tag == Tag.Name.merge.rawValue || (scalar.style == .plain && (tag.isEmpty || tag == Tag.Name.str.rawValue))
    }

    /// A mapping's keys and values with its merge keys applied, as the merge key type says
    /// (yaml.org/type/merge): a key written in the mapping wins over a merged one, and of the
    /// mappings merged, the earlier in a `<<: [*a, *b]` list wins. Merged keys take the place
    /// of the `<<`. Keys are the text written (`yes`, `010`), not what YAML would make of it.
    static func pairs(of mapping: Node.Mapping, strict: Bool = true, bom: LeadingBOM? = nil) throws -> [(key: String, value: Node, merged: Bool)] {
        var out: OrderedDictionary<String, (value: Node, merged: Bool)> = [:]
        for (key, value) in mapping {
            guard isMergeKey(key) else {
                out[text(of: key, bom: bom)] = (value, false)
                continue
            }
            let sources: [Node.Mapping]
            switch value {
            case let .mapping(source): sources = [source]
            case let .sequence(list) where list.allSatisfy({ $0.mapping != nil }): sources = list.compactMap(\.mapping)
            default:
                if strict { throw MergeKeyError(node: value) }
                out["<<"] = (value, false)
                continue
            }
            for source in sources {
                for pair in try pairs(of: source, strict: strict, bom: bom) where out[pair.key] == nil {
                    out[pair.key] = (pair.value, true)
                }
            }
        }
        return out.map { ($0.key, $0.value.value, $0.value.merged) }
    }

    /// A key as text: a scalar's string as written (`yes`, `010`), anything else described.
    static func text(of key: Node, bom: LeadingBOM?) -> String {
        if case let .scalar(scalar) = key { return bom?.string(scalar) ?? scalar.string }
        return key.string ?? "\(key)"
    }
}
