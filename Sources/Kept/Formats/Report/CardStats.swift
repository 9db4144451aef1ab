import Foundation

/// The numbers of spaced repetition (obsidian-spaced-repetition #735, #888): reviews per
/// day over the last 30 days, true retention per month, the cards by state and the reviews
/// due in the next 30 days, all from the review logs and the FSRS schedule they replay to.
package struct CardStats: Sendable, Codable, Equatable {
    package struct DayCount: Sendable, Codable, Equatable { package let day: String; package let reviews: Int }
    package struct MonthRetention: Sendable, Codable, Equatable {
        package let month: String
        /// Reviews of cards seen before (a card's first review recalls nothing).
        package let reviews: Int
        /// Those not graded again.
        package let recalled: Int
        /// recalled ÷ reviews, to three decimals.
        package let retention: Double
    }
    /// A card is new until its first review; lapsed when last graded again after having been
    /// recalled before; otherwise learning while its next review is less than a week away,
    /// and in review after that.
    package struct States: Sendable, Codable, Equatable {
        package var new = 0, learning = 0, review = 0, lapsed = 0
        package var total: Int { new + learning + review + lapsed }
    }
    package struct DueDay: Sendable, Codable, Equatable { package let day: String; package let due: Int }

    /// Days of the last 30 (today last) and the reviews graded on each, every machine's.
    package let reviewsPerDay: [DayCount]
    /// Months with reviews of cards seen before, oldest first.
    package let retention: [MonthRetention]
    package let states: States
    /// The next 30 days (today first): reviewed cards falling due, today's with the overdue.
    package let dueForecast: [DueDay]
    /// Every review in the logs.
    package let reviews: Int

    /// Days the two charts cover.
    package static let days = 30
    /// A card whose next review is this many days away or more is in review, not learning.
    package static let learnedInterval = 7

    package init(cards: [Card], records: [ReviewRecord], today: Day, calendar: Calendar = .current) {
        let records = records.sorted(by: ReviewRecord.replayOrder)
        reviews = records.count
        let first = today.plus(days: -(Self.days - 1))
        var perDay: [Day: Int] = [:]
        var seen: Set<String> = []
        var recalledBefore: [String: Bool] = [:]
        var recalledAtLastReview: [String: Bool] = [:]
        var months: [String: (reviews: Int, recalled: Int)] = [:]
        for record in records {
            let day = Day(record.time, calendar: calendar)
            if first <= day && day <= today { perDay[day, default: 0] += 1 }
            if seen.contains(record.card) {
                let key = MonthKey.of(day)
                months[key, default: (0, 0)].reviews += 1
                if record.grade != .again { months[key, default: (0, 0)].recalled += 1 }
            }
            seen.insert(record.card)
            recalledAtLastReview[record.card] = recalledBefore[record.card] ?? false
            if record.grade != .again { recalledBefore[record.card] = true }
        }
        reviewsPerDay = (0..<Self.days).map { offset in
            let day = first.plus(days: offset)
            return DayCount(day: day.iso, reviews: perDay[day] ?? 0)
        }
        retention = months.keys.sorted().map { key in
            let month = months[key]!
            return MonthRetention(month: key, reviews: month.reviews, recalled: month.recalled,
                                  retention: (Double(month.recalled) / Double(month.reviews) * 1000).rounded() / 1000)
        }
        var states = States()
        var due: [Day: Int] = [:]
        for card in cards {
            guard let state = card.state else { states.new += 1; continue }
            if state.lastGrade == .again && recalledAtLastReview[card.id] == true { states.lapsed += 1 }
            else if state.interval < Self.learnedInterval { states.learning += 1 }
            else { states.review += 1 }
            let day = max(today, Day(state.due, calendar: calendar))
            if today.days(until: day) < Self.days { due[day, default: 0] += 1 }
        }
        self.states = states
        dueForecast = (0..<Self.days).map { offset in
            let day = today.plus(days: offset)
            return DueDay(day: day.iso, due: due[day] ?? 0)
        }
    }
}
