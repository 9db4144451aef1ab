import Foundation

/// How two field values compare: as dates when both are dates, as numbers when both are
/// numbers, else as text (case-insensitive, digits by value: `item 2` before `item 10`).
public enum FieldOrder {
    public static func compare(_ a: String, _ b: String) -> ComparisonResult {
        if let x = FieldDate(a), let y = FieldDate(b) {
            return x == y ? .orderedSame : (x < y ? .orderedAscending : .orderedDescending)
        }
        if let x = Double(a.trimmingCharacters(in: .whitespaces)), let y = Double(b.trimmingCharacters(in: .whitespaces)) {
            return x == y ? .orderedSame : (x < y ? .orderedAscending : .orderedDescending)
        }
        return a.compare(b, options: [.caseInsensitive, .numeric])
    }
}
