import Foundation

/// What a change did to one entry, as its commit message says it after the kind's folder:
/// `set 김치 quantity 2 → 1` of `fridge: set 김치 quantity 2 → 1`. Commands print it from
/// these parts, never by taking the commit message apart.
package struct ChangeSummary: Sendable, Equatable {
    /// What was done: `set`, `restore`, `consume`.
    package let verb: String
    /// The entry as messages name it: its title, after its day for kinds filed by date.
    package let entry: String
    /// What changed, one item a field (`quantity 2 → 1`), or what the verb adds (`from 3f9a2c1`).
    package let details: [String]

    package init(verb: String, entry: String, details: [String] = []) {
        self.verb = verb
        self.entry = entry
        self.details = details.filter { !$0.isEmpty }
    }

    /// `set 김치 quantity 2 → 1, unit  → 포기`.
    package var text: String {
        "\(verb) \(entry)" + (details.isEmpty ? "" : " " + details.joined(separator: ", "))
    }
}
