import Foundation
import Kept

/// The fridge's add form as the phone sent it: read into `kept fridge add`'s item by the
/// domain's own rules (`FridgeQuantity`, `PersonDate`), and drawn again as it was typed when
/// one of them refuses it, the problem beside the field it is about.
struct FridgeAddForm {
    let title: String
    let quantity: String
    let unit: String
    let category: String
    /// A quick expiry in days (`3`, `7`, `30`), or empty.
    let expiresIn: String
    /// An exact day (`2026-12-25`), which wins over the chips.
    let expiresOn: String

    init(_ fields: FormFields) {
        let trimmed = { (name: String) in (fields[name] ?? "").trimmingCharacters(in: .whitespacesAndNewlines) }
        title = trimmed("title")
        quantity = trimmed("quantity")
        unit = trimmed("unit")
        category = trimmed("category")
        expiresIn = trimmed("expires")
        expiresOn = trimmed("expiresOn")
    }

    /// The item to add, each field read by the domain's rule for it.
    func item(today: Day = Day(Date())) throws -> NewFridgeItem {
        let amount = try FormFieldError.reading("quantity") { try FridgeQuantity.parseIfGiven(quantity) }
        let expires: Day? = try FormFieldError.reading("expiresOn") {
            if !expiresOn.isEmpty { return try PersonDate.parse(expiresOn).day }
            // A chip is a count of days, read by the domain's rule for `+3d` (at most five digits).
            return expiresIn.isEmpty ? nil : try PersonDate.parse("+" + expiresIn + "d", now: today.start(in: .current)).day
        }
        return NewFridgeItem(title: title, category: category.isEmpty ? nil : category, expires: expires,
                             quantity: amount, unit: unit.isEmpty ? nil : unit)
    }

    /// The form's values for the template; `problems` maps a field to the sentence beside it.
    func values(problem: [String: String]) -> [String: Any] {
        var values: [String: Any] = ["title": title, "quantity": quantity, "unit": unit, "category": category,
                                     "expiresOn": expiresOn, "problem": problem]
        let chosen = expiresOn.isEmpty ? expiresIn : ""
        for days in ["3", "7", "30"] { values["chip" + days] = chosen == days }
        values["noExpiry"] = !["3", "7", "30"].contains(chosen)
        return values
    }

    /// The field a refusal of the whole item is about: its name when it is taken or missing.
    static func field(of error: Error) -> String {
        if error is AlreadyStockedError { return "title" }
        if case KeptError.needsTitle = error { return "title" }
        return "form"
    }
}
