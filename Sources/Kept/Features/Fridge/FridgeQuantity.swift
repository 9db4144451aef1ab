import Foundation

/// How much of an item, as a person types it anywhere: the one rule every front end takes a
/// quantity by, so that the terminal, the phone and an assistant refuse the same text with the
/// same sentence. A quantity is a finite number, 0 or more (`2`, `0.5`); what it counts (`g`,
/// `팩`) is the item's `unit`, written apart. What an operation makes of 0 is its own rule
/// (`add` refuses an item in stock with none of it; `consume` takes something).
package enum FridgeQuantity {
    /// `text` as a quantity; a number with its unit stuck to it (`600g`) is refused, naming both.
    package static func parse(_ text: String) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), value.isFinite, !trimmed.contains(where: { $0.isLetter }) else {
            throw KeptError.invalidValue(.notAQuantity(text))
        }
        return try checked(value, as: trimmed)
    }

    /// The largest quantity: whole numbers up to it are written exactly, as plain digits.
    package static let largest: Double = 1_000_000_000

    /// A quantity given as a number (an assistant's JSON): the same rule as for text. What is
    /// taken is what the file will say: no more than three decimals (`Quantity.text` writes
    /// three; `0.0004` would become `0` and an item "in stock" with nothing), none past
    /// `largest`.
    package static func checked(_ value: Double, as typed: String? = nil) throws -> Double {
        let shown = typed ?? String(value)
        guard value.isFinite else { throw KeptError.invalidValue(.notAQuantity(shown)) }
        guard value >= 0 else { throw KeptError.invalidValue(.negativeQuantity(value)) }
        guard value <= largest else { throw KeptError.invalidValue(.quantityTooLarge(shown)) }
        guard value == 0 || value >= 0.001, abs(value * 1000 - (value * 1000).rounded()) < 1e-6 else {
            throw KeptError.invalidValue(.quantityTooFine(shown))
        }
        return value
    }

    /// Empty or missing text is no quantity at all: the operation's default applies.
    package static func parseIfGiven(_ text: String?) throws -> Double? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return try parse(text)
    }
}
