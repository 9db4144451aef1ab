import Foundation

/// How many new items and reviews a day may bring, per category: Anki's "new cards/day" and
/// "maximum reviews/day". Kept in `.kept/config.yaml` beside the cards' other review settings:
/// `cards.review.new-per-day` and `cards.review.reviews-per-day` for every category,
/// `cards.review.categories.<category>.new-per-day` (or `.reviews-per-day`) for one. The
/// defaults are Anki's, 20 and 200. With them, `cards.review.bury-siblings: true` (off by
/// default, as Anki's "bury siblings" options) leaves a card's other items for the next day
/// once one of them is reviewed.
package struct DailyLimits: Sendable, Equatable {
    package static let defaultNew = 20
    package static let defaultReviews = 200
    static let newKey = "new-per-day", reviewsKey = "reviews-per-day"

    package struct Limit: Sendable, Equatable {
        package var new: Int
        package var reviews: Int

        package init(new: Int, reviews: Int) {
            self.new = new
            self.reviews = reviews
        }
    }

    package var all: Limit
    /// Lowercased category → its own new limit, and its own review limit.
    package var new: [String: Int]
    package var reviews: [String: Int]
    /// Whether reviewing one item of a card buries its others for the day.
    package var burySiblings: Bool
    static let burySiblingsKey = "cards.review.bury-siblings"

    package init(all: Limit = Limit(new: defaultNew, reviews: defaultReviews), new: [String: Int] = [:], reviews: [String: Int] = [:],
                 burySiblings: Bool = false) {
        self.all = all
        self.burySiblings = burySiblings
        self.new = new.reduce(into: [:]) { $0[Self.name($1.key)] = $1.value }
        self.reviews = reviews.reduce(into: [:]) { $0[Self.name($1.key)] = $1.value }
    }

    /// The limits of one category: its own settings, else the store's.
    package func limit(for category: String) -> Limit {
        let name = Self.name(category)
        return Limit(new: new[name] ?? all.new, reviews: reviews[name] ?? all.reviews)
    }

    static func name(_ category: String) -> String { CardCategory.key(category) }

    /// The store's limits; a value that is not a whole number from 0 up is an error naming its line.
    package init(config: StoreConfig) throws {
        self.init()
        if let text = config.string(Self.burySiblingsKey) {
            guard let value = YesOrNo.read(text) else {
                let line = config.settings(withPrefix: Self.burySiblingsKey).first?.line ?? 0
                throw StoreConfig.problem(line: line, Message(.errorDailyLimitNotTrueOrFalse, ["key": Self.burySiblingsKey, "value": text]))
            }
            burySiblings = value
        }
        let prefix = "cards.review.", categoryPrefix = "cards.review.categories."
        for (key, text, line) in config.settings(withPrefix: prefix) {
            let setting = key.hasSuffix("." + Self.newKey) ? Self.newKey : key.hasSuffix("." + Self.reviewsKey) ? Self.reviewsKey : nil
            guard let setting else { continue }
            let category: String?
            if key == prefix + setting {
                category = nil
            } else if key.hasPrefix(categoryPrefix), key.count > categoryPrefix.count + setting.count + 1 {
                category = Self.name(String(key.dropFirst(categoryPrefix.count).dropLast(setting.count + 1)))
            } else {
                continue
            }
            guard let number = Int(text.trimmingCharacters(in: .whitespaces)), number >= 0 else {
                throw StoreConfig.problem(line: line, Message(.errorDailyLimitNotACount, ["key": key, "value": text]))
            }
            switch (setting == Self.newKey, category) {
            case (true, nil): all.new = number
            case (false, nil): all.reviews = number
            case (true, let category?): new[category] = number
            case (false, let category?): reviews[category] = number
            }
        }
    }
}
