import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Remind: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remind of random cards (GAMAGU), in the terminal or as desktop notifications.",
            discussion: """
                Picks cards at random, favouring those due for review and those not reminded of \
                for longest, never the card shown last. What was shown is remembered per machine \
                in .kept/state/reminders.json. Without --category, fridge items expiring within \
                fridge.soon are listed too. --notify sends each card with notify-send; its \
                "Open" action opens the card in $EDITOR in a terminal ($TERMINAL, else the first \
                terminal emulator found). --install puts `kept remind --notify` on a systemd user \
                timer (or prints a crontab line where there is no systemd) and keeps the interval \
                in .kept/config.yaml as cards.remind.every.
                """)

        @OptionGroup var global: GlobalOptions

        @Option(help: "How many cards.")
        var count = 1

        @Option(help: "Only cards of this category.", completion: CompletionCandidates.categories)
        var category: String?

        @Flag(help: "Send desktop notifications (notify-send) instead of printing.")
        var notify = false

        @Option(help: "A number that makes the choice repeatable.")
        var seed: UInt64?

        @Flag(help: "Remind by itself: install a systemd user timer running `kept remind --notify`.")
        var install = false

        @Option(help: ArgumentHelp("With --install: how often (90m, 2h, 1d). Default: cards.remind.every, else 2h.", valueName: "interval"))
        var every: String?

        @Option(help: ArgumentHelp("With --install: only between these hours of the day (22:00-02:00 runs over midnight).", valueName: "HH:MM-HH:MM"))
        var between: String?

        @Flag(help: "Remove the reminder timer.")
        var uninstall = false

        func validate() throws {
            if count < 1 { throw ValidationError("--count must be 1 or more") }
            if install && uninstall { throw ValidationError("--install and --uninstall cannot go together") }
            if !install && (every != nil || between != nil) { throw ValidationError("--every and --between go with --install") }
        }

        func run() throws {
            let store = try global.openStore()
            if install { return try installTimer(store) }
            if uninstall { return try ReminderInstaller(store: store).uninstall().forEach { Terminal.out($0) } }

            let now = Date()
            // Reminders come only within the hours asked for, also when a timer catches up late.
            if notify, let between = try store.config().string("cards.remind.between"),
               !(try ReminderTimer(every: ReminderTimer.defaultEvery, between: between).allows(now)) {
                Terminal.error("not reminding now: outside cards.remind.between (\(between)) in .kept/config.yaml")
                return
            }
            let deck = try CardDeck.load(store, category: category)
            // The fridge joins a general reminder, not one asked for a category of cards.
            let fridge = category == nil ? try FridgeReminder.due(in: store, today: Day(now)) : []
            guard !deck.cards.isEmpty || !fridge.isEmpty else {
                Terminal.error("there are no cards to remind of: add one with `kept new card TITLE --category CATEGORY`")
                throw ExitCode(1)
            }
            let notifier = notify ? try Notifier(store: store) : nil
            var history = ReminderHistory.load(store)
            var random = SeededRandom(seed: seed ?? UInt64.random(in: .min ... .max))
            let picked = ReminderPicker.pick(deck.cards, count: count, history: history, today: Day(now), now: now, random: &random)
            let cards = try picked.map { try store.identified($0) }
            if !cards.isEmpty {
                history.add(cards.map(\.id), at: now)
                try history.save(store)
            }
            if let notifier {
                var problems = try notifier.notify(cards)
                if !fridge.isEmpty, let problem = try notifier.notifyPlain(
                    title: "Fridge: \(CardsText.count(fridge.count, "item")) to use soon",
                    body: fridge.map(\.text).joined(separator: "\n")) {
                    problems.append(problem)
                }
                problems.forEach { Terminal.error($0) }
                if !problems.isEmpty { throw ExitCode(1) }
            } else {
                var blocks = cards.map(render)
                if !fridge.isEmpty {
                    blocks.append(([global.style.bold("Fridge")] + fridge.map { "  " + $0.text }).joined(separator: "\n"))
                }
                Terminal.out(blocks.joined(separator: "\n\n"))
            }
        }
    }
}

private extension Kept.Remind {
    func render(_ card: Card) -> String {
        let style = global.style
        let body = card.entry.body.trimmingCharacters(in: .whitespacesAndNewlines)
        let lines = body.isEmpty ? [] : body.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        return ([style.bold(card.title) + style.dim(" · ") + style.colored(card.category, by: card.category)] + lines)
            .joined(separator: "\n")
    }

    func installTimer(_ store: Store) throws {
        let config = try store.config()
        let every = self.every ?? config.string("cards.remind.every") ?? ReminderTimer.defaultEvery
        let between = self.between ?? config.string("cards.remind.between")
        let timer = try ReminderTimer(every: every, between: between)
        // Only what was given on the command line is written: a setting is kept as it was typed.
        var settings: [(key: String, value: String)] = []
        if let every = self.every { settings.append((key: "cards.remind.every", value: every.trimmingCharacters(in: .whitespaces))) }
        if let between = self.between { settings.append((key: "cards.remind.between", value: between.replacingOccurrences(of: " ", with: ""))) }
        if !settings.isEmpty {
            let message = "cards: remind every \(ReminderTimer.text(timer.every))" + (between.map { " between \($0)" } ?? "")
            CommitNotice.identity(try store.changeSettings(settings, message: message).commit)
        }
        try ReminderInstaller(store: store).install(timer).forEach { Terminal.out($0) }
    }
}
