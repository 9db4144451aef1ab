import Foundation

extension Draft {
    /// Whether a draft's `text` holds something a fresh rendering of its kind's `template` does
    /// not: a title, a field, a line of body. The fields kept fills in by itself (`id`, the
    /// kind's date field) are not counted, since a template rendered later differs in them
    /// anyway. A recovered draft saved as it is becomes an entry when this is true (the text
    /// was already fine when the editor failed); a draft holding only the template stays a draft.
    package static func holdsMoreThan(template: String, text: String, kind: Kind) -> Bool {
        let draft = EntryDocument(text: text)
        let fresh = EntryDocument(text: template)
        // Front matter kept cannot read is the user's text all the same: saving names the problem.
        if draft.problem != nil { return true }
        let generated = Set(["id"] + (kind.dateField.map { [$0] } ?? []))
        let keys = Set(draft.fields.keys).union(fresh.fields.keys).subtracting(generated)
        for key in keys {
            let written = draft.fields[key]?.text.trimmingCharacters(in: .whitespaces) ?? ""
            let rendered = fresh.fields[key]?.text.trimmingCharacters(in: .whitespaces) ?? ""
            if written != rendered { return true }
        }
        return draft.body.trimmingCharacters(in: .whitespacesAndNewlines) != fresh.body.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
