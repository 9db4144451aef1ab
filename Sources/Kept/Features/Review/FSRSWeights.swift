import Foundation

/// The 21 FSRS-6 weights a store schedules with: the defaults, or weights fitted to its reviews
/// (`kept review --optimize`) kept in `.kept/config.yaml` as `cards.review.weights` (every card)
/// or `cards.review.categories.<category>.weights` (one category's cards), each one line of 21
/// numbers separated by commas.
package enum FSRSWeights {
    package static let key = "cards.review.weights"

    package static func key(category: String?) -> String {
        guard let category else { return key }
        return "cards.review.categories.\(CardCategory.key(category)).weights"
    }

    /// fsrs-rs's bounds for each weight (parameter_clipper.rs, one relearning step, short-term
    /// weights trained): what the optimizer keeps its weights within, and what a weight
    /// setting must respect to be used.
    package static let bounds: [ClosedRange<Double>] = [
        0.001...100, 0.001...100, 0.001...100, 0.001...100, 1...10, 0.001...4, 0.001...4,
        0.001...0.75, 0...4.5, 0...0.8, 0.001...3.5, 0.001...5, 0.001...0.25, 0.001...0.9, 0...4,
        0...1, 1...6, 0...2, 0...2, 0.01...0.8, 0.1...0.8,
    ]

    /// Each weight moved into its bounds.
    static func clipped(_ weights: [Double]) -> [Double] {
        zip(weights, bounds).map { min(max($0, $1.lowerBound), $1.upperBound) }
    }

    /// The setting's text: 21 numbers, each to 4 decimals as fsrs-rs and Anki show them.
    package static func text(_ weights: [Double]) -> String {
        weights.map { String(format: "%.4f", locale: Locale(identifier: "en_US_POSIX"), $0) }.joined(separator: ", ")
    }

    /// The weights in `text`, or nil unless it holds 21 finite numbers within the bounds
    /// (a w19 of 0 is accepted too: fsrs-rs writes it so when short-term weights are not trained).
    package static func parse(_ text: String) -> [Double]? {
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
        let numbers = trimmed.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 21, numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
        let weights = numbers.map { $0! }
        for (index, (weight, range)) in zip(weights, bounds).enumerated() {
            let low = index == 19 ? 0 : range.lowerBound
            guard weight >= low, weight <= range.upperBound else { return nil }
        }
        return weights
    }

    /// What the store's settings say: the weights for every card and per category, and a warning
    /// for each setting that cannot be used (a sync may bring one from a machine of another
    /// version, or a hand edit): that setting is left out, its cards schedule with the defaults.
    package struct Configured: Sendable {
        package var all: [Double] = FSRS.defaultWeights
        /// Lowercased category → weights.
        package var categories: [String: [Double]] = [:]
        package var warnings: [KeptError] = []
    }

    package static func configured(_ config: StoreConfig) -> Configured {
        var result = Configured()
        for (setting, value, line) in config.settings(withPrefix: "cards.review.") {
            let category: String?
            if setting == key {
                category = nil
            } else if setting.hasPrefix("cards.review.categories."), setting.hasSuffix(".weights") {
                category = String(setting.dropFirst("cards.review.categories.".count).dropLast(".weights".count))
            } else {
                continue
            }
            guard let weights = parse(value) else {
                result.warnings.append(.invalidField(path: StoreConfig.relativePath, line: line,
                    Message(.errorFsrsWeightsInvalid, ["key": setting])))
                continue
            }
            if let category { result.categories[category] = weights } else { result.all = weights }
        }
        return result
    }
}
