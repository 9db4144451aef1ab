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
        if let x = date, let y = other.date { return x.compared(to: y) }
        if let x = number, let y = other.number { return x.compared(to: y) }
        return text.compare(other.text, options: [.caseInsensitive, .numeric])
    }
}
