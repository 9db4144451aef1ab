import Foundation

/// One thing a card asks, with its own schedule: a basic card has one (`front`), a reversed
/// card two (`front`, then `reverse`: the body asked, the title answered), a cloze card one per
/// cloze number (`c1`, `c2`, …), as Anki makes cards of a note.
package enum ReviewItem: Sendable, Hashable {
    case front, reverse
    case cloze(Int)

    /// Its name in a review log line (`"item":"reverse"`) and in messages.
    package var name: String {
        switch self {
        case .front: "front"
        case .reverse: "reverse"
        case .cloze(let number): "c\(number)"
        }
    }

    /// The items of a card of `type` whose body is `body`, its first one first. A cloze card
    /// without a cloze in its body is asked as a basic card, so it is still reviewed.
    package static func items(type: CardType, body: String) -> [ReviewItem] {
        switch type {
        case .basic: return [.front]
        case .reversed: return [.front, .reverse]
        case .cloze:
            let numbers = ClozeText(body).numbers
            return numbers.isEmpty ? [.front] : numbers.map(ReviewItem.cloze)
        }
    }
}

/// What a card's `type` field says: `basic` (also when absent), `reversed` or `cloze`.
package enum CardType: String, Sendable, CaseIterable {
    case basic, reversed, cloze

    /// The type of `entry`; a type kept does not know is read as basic (`kept check` names it).
    package static func of(_ entry: Entry) -> CardType {
        named(entry.value(of: "type")) ?? .basic
    }

    /// nil for a name that is not a type (an absent or empty one is basic).
    package static func named(_ text: String?) -> CardType? {
        let name = (text ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        return name.isEmpty ? .basic : CardType(rawValue: name)
    }
}
