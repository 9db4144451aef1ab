import Foundation
import Kept

/// A kind's new-entry form as the phone sent it (title, text, day, category): read into
/// `kept new`'s request by the domain's rules (`PersonDate` for the day), and drawn again as
/// typed when something is refused, the problem beside its field.
struct NewEntryForm {
    let title: String
    let body: String
    let date: String
    let category: String

    init(_ fields: FormFields) {
        let trimmed = { (name: String) in (fields[name] ?? "").trimmingCharacters(in: .whitespacesAndNewlines) }
        title = trimmed("title")
        body = fields["body"] ?? ""
        date = trimmed("date")
        category = trimmed("category")
    }

    /// What `kept new --date --category` would be asked.
    func request() throws -> NewEntry {
        let day = try FormFieldError.reading("date") { date.isEmpty ? nil : try PersonDate.parse(date) }
        var entry = NewEntry(title: title, date: day, body: body.isEmpty ? nil : body)
        if !category.isEmpty { entry.assignments.insert(FieldAssignment(key: "category", value: category), at: 0) }
        return entry
    }

    /// The field a refusal of the whole entry is about.
    static func field(of error: Error) -> String {
        if case KeptError.needsTitle = error { return "title" }
        return "form"
    }

    func values(problem: [String: String]) -> [String: Any] {
        ["title": title, "body": body, "date": date, "category": category, "problem": problem]
    }
}
