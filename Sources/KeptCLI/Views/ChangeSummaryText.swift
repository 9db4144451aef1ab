import Foundation
import Kept

/// A change as the terminal says it, in the user's language. The commit message keeps
/// `ChangeSummary.text` in English: a store's history reads alike on every machine.
enum ChangeSummaryText {
    static func text(_ summary: ChangeSummary) -> String {
        // "(none)" is how a change names a field that had, or has, no value.
        let none = say(.changeNoValue)
        let details = summary.details.map { $0.replacingOccurrences(of: "(none)", with: none) }
        switch summary.verb {
        case "set":
            return say(.changeSet, ["entry": summary.entry, "details": details.joined(separator: ", ")])
        case "restore" where details.count == 1 && details[0].hasPrefix("from "):
            return say(.changeRestore, ["entry": summary.entry, "commit": String(details[0].dropFirst(5))])
        default:
            return summary.text
        }
    }
}
