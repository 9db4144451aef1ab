import Foundation

extension Store {
    /// Refuses a field name that no template of `kinds` names and no entry of theirs holds
    /// (`UnknownFieldError`, with the nearest known name). `entries`, when the caller has read
    /// them already, spare a second read; entries are read only for a name no template names.
    /// A dotted name (`location.name`) is checked by its field.
    package func refuseUnknownFields(_ names: [String], kinds: [Kind], allowsNew: Bool = false,
                                    entries: [Entry]? = nil) throws {
        let known = KnownFields(kinds: kinds)
        var held: Set<String>?
        for name in names {
            let field = String(name.prefix { $0 != "." })
            let refusal = known.refusal(field, held: {
                if let held { return held }
                let read = heldFields(of: kinds, in: entries)
                held = read
                return read
            }, allowsNew: allowsNew)
            if let refusal { throw refusal }
        }
    }

    /// Every field an entry of `kinds` holds.
    private func heldFields(of kinds: [Kind], in entries: [Entry]?) -> Set<String> {
        let names = Set(kinds.map(\.name))
        var fields: Set<String> = []
        for entry in entries ?? StoreIndex.load(self, kinds: kinds).entries where names.contains(entry.kind) {
            fields.formUnion(entry.fields.keys)
        }
        return fields
    }
}
