import Foundation

/// The reminder timer's settings in `.kept/config.yaml`: `cards.remind.every` and
/// `cards.remind.between`. `kept remind --install` takes what is given on the command line
/// over them and saves what was given; `kept remind --notify` keeps to `between`.
package struct ReminderSettings: Sendable, Equatable {
    package static let everyKey = "cards.remind.every"
    package static let betweenKey = "cards.remind.between"

    /// As written in the settings; nil when not set.
    package let every: String?
    package let between: String?

    package init(config: StoreConfig) {
        every = config.string(Self.everyKey)
        between = config.string(Self.betweenKey)
    }

    /// Whether a reminder may come at `now`: always, unless `between` is set and says not.
    package func allows(_ now: Date, calendar: Calendar = .current) throws -> Bool {
        guard let between else { return true }
        return try ReminderTimer(every: ReminderTimer.defaultEvery, between: between).allows(now, calendar: calendar)
    }

    /// What `kept remind --install` changes: the timer (the command line's values over the
    /// settings, over the default interval), and the settings to save with their commit
    /// message: only the values given on the command line, as typed (spaces around `every`
    /// and inside `between` dropped), nil when none was given.
    package func install(every givenEvery: String?, between givenBetween: String?) throws
        -> (timer: ReminderTimer, save: (settings: [(key: String, value: String)], message: String)?) {
        let between = givenBetween ?? self.between
        let timer = try ReminderTimer(every: givenEvery ?? every ?? ReminderTimer.defaultEvery, between: between)
        var settings: [(key: String, value: String)] = []
        if let givenEvery { settings.append((key: Self.everyKey, value: givenEvery.trimmingCharacters(in: .whitespaces))) }
        if let givenBetween { settings.append((key: Self.betweenKey, value: givenBetween.replacingOccurrences(of: " ", with: ""))) }
        guard !settings.isEmpty else { return (timer, nil) }
        let message = "cards: remind every \(ReminderTimer.text(timer.every))" + (between.map { " between \($0)" } ?? "")
        return (timer, (settings, message))
    }
}
