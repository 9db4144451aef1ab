import Foundation

/// A field value ready to be sorted, parsed once: values compare as dates when both are
/// dates, as numbers when both are numbers, else as text (case-insensitive, digits by
/// value: `item 2` before `item 10`).
struct SortValue {
    let text: String
    private let date: FieldDate?
    private let number: Double?

    init(_ text: String) {
        self.text = text
        date = FieldDate(text)
        number = date == nil ? Double(text.trimmingCharacters(in: .whitespaces)) : nil
    }

    func compare(_ other: SortValue) -> ComparisonResult {
        if let x = date, let y = other.date {
            // Local times of one day compare by the time of day: no calendar needed (the
            // instants `FieldDate` compares would be in the same order).
            if x.day == y.day, x.utcOffset == nil, y.utcOffset == nil, x != y {
                return (x.secondsOfDay ?? 0) < (y.secondsOfDay ?? 0) ? .orderedAscending : .orderedDescending
            }
            return x.compared(to: y)
        }
        if let x = number, let y = other.number { return x.compared(to: y) }
        return text.compare(other.text, options: [.caseInsensitive, .numeric])
    }
}
