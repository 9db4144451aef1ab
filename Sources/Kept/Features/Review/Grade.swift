/// How well a card was remembered, as FSRS and Anki number it.
package enum Grade: Int, Sendable, CaseIterable, Codable {
    case again = 1, hard, good, easy

    /// `again`, `hard`, `good`, `easy`.
    package var name: String { String(describing: self) }

    /// A grade typed by a person: `1`…`4` or its name (or the name's first letter).
    package init?(typed text: String) {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let n = Int(t), let grade = Grade(rawValue: n) { self = grade; return }
        guard let grade = Grade.allCases.first(where: { $0.name == t || (t.count == 1 && $0.name.hasPrefix(t)) }) else { return nil }
        self = grade
    }
}
