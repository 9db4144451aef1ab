import Foundation

/// One key of a sort: a field name, ascending unless written `-field`.
package struct SortKey: Sendable, Equatable {
    package let field: String
    package let descending: Bool

    package init(field: String, descending: Bool = false) {
        self.field = field
        self.descending = descending
    }

    /// `date`, `-date` (newest first), `+title`.
    package init(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("-") {
            self.init(field: String(trimmed.dropFirst()), descending: true)
        } else if trimmed.hasPrefix("+") {
            self.init(field: String(trimmed.dropFirst()))
        } else {
            self.init(field: trimmed)
        }
    }

    /// `category,-date` → two keys.
    package static func list(_ text: String) -> [SortKey] {
        text.split(separator: ",").map { SortKey(parsing: String($0)) }.filter { !$0.field.isEmpty }
    }
}
