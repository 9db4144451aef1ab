import Foundation

/// One key of a sort: a field name, ascending unless written `-field`.
public struct SortKey: Sendable, Equatable {
    public let field: String
    public let descending: Bool

    public init(field: String, descending: Bool = false) {
        self.field = field
        self.descending = descending
    }

    /// `date`, `-date` (newest first), `+title`.
    public init(parsing text: String) {
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
    public static func list(_ text: String) -> [SortKey] {
        text.split(separator: ",").map { SortKey(parsing: String($0)) }.filter { !$0.field.isEmpty }
    }
}
