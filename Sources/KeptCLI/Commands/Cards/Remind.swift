import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Remind: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "remind",
            abstract: say(.helpRemindAbstract),
            discussion: say(.helpRemindDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Option(help: ArgumentHelp(say(.optionRemindCount)))
        var count = 1

        @Option(help: ArgumentHelp(say(.optionRemindCategory)), completion: CompletionCandidates.categories)
        var category: String?

        @Flag(help: ArgumentHelp(say(.optionRemindNotify)))
        var notify = false

        @Flag(help: ArgumentHelp(say(.optionRemindPush)))
        var push = false

        @Option(help: ArgumentHelp(say(.optionRemindSeed)))
        var seed: UInt64?

        @Flag(help: ArgumentHelp(say(.optionRemindInstall)))
        var install = false

        @Option(help: ArgumentHelp(say(.optionRemindEvery), valueName: "interval"))
        var every: String?

        @Option(help: ArgumentHelp(say(.optionRemindBetween), valueName: "HH:MM-HH:MM"))
        var between: String?

        @Flag(help: ArgumentHelp(say(.optionRemindUninstall)))
        var uninstall = false

        func validate() throws {
            if count < 1 { throw ValidationError(say(.cliRemindCountAtLeastOne)) }
            if install && uninstall { throw ValidationError(say(.cliRemindInstallOrUninstall)) }
            if push && notify { throw ValidationError(say(.cliPushPushOrNotify)) }
            if !install && (every != nil || between != nil) { throw ValidationError(say(.cliRemindEveryNeedsInstall)) }
        }

        func run() throws {
            // `kept` carries no HTTP client: the server's program sends notifications.
            if push, KeptProgram.server == nil { throw ServerProgram.web.replaceThisProcess() }
            let store = try global.openStore()
            if install { return try installTimer(store) }
            if uninstall { return try ReminderInstaller(store: store).uninstall().forEach { Terminal.out($0) } }

            let now = Date()
            // Reminders come only within the hours asked for, also when a timer catches up late.
            let settings = ReminderSettings(config: try store.config())
            if notify, let between = settings.between, !(try settings.allows(now)) {
                Terminal.notice(say(.remindOutsideBetween, ["between": between]))
                return
            }
            // The fridge joins a general reminder, not one asked for a category of cards.
            let fridge = category == nil ? try FridgeReminder.due(in: store, today: Day(now)) : []
            var random = SeededRandom(seed: seed ?? UInt64.random(in: .min ... .max))
            if push { return try pushNow(store, fridge: fridge, now: now, random: &random) }
            let notifier = notify ? try Notifier(store: store) : nil
            let cards = try CardReminder.next(in: store, count: count, category: category, now: now, random: &random)
            guard !cards.isEmpty || !fridge.isEmpty else {
                throw NothingFoundError.noCardsToRemind
            }
            if let notifier {
                var problems = try notifier.notify(cards)
                if !fridge.isEmpty, let problem = try notifier.notifyPlain(
                    title: say(.remindFridgeTitle, ["items": CardsText.count(fridge.count, "item")]),
                    body: fridge.map(\.message.text).joined(separator: "\n")) {
                    problems.append(problem)
                }
                problems.forEach { Terminal.error($0) }
                if !problems.isEmpty { throw ReportedFailuresError.someFailed(count: problems.count) }
            } else {
                var blocks = cards.map(render)
                if !fridge.isEmpty {
                    blocks.append(([global.style.bold(say(.remindFridge))] + fridge.map { "  " + $0.message.text }).joined(separator: "\n"))
                }
                Terminal.out(blocks.joined(separator: "\n\n"))
            }
        }
    }
}

private extension KeptCommand.Remind {
    func render(_ card: Card) -> String {
        let style = global.style
        let body = card.entry.body.trimmingCharacters(in: .whitespacesAndNewlines)
        let lines = body.isEmpty ? [] : body.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        return ([style.bold(card.title) + style.dim(" · ") + style.colored(card.category, by: card.category)] + lines)
            .joined(separator: "\n")
    }

    /// `--push`: the cards picked, each its own notification, to devices that read cards;
    /// the fridge's warning to those that read the fridge.
    func pushNow(_ store: Store, fridge: [FridgeReminder], now: Date, random: inout SeededRandom) throws {
        guard let server = KeptProgram.server else { throw ServerProgram.web.replaceThisProcess() }
        let cards = try CardReminder.next(in: store, count: count, category: category, now: now, random: &random)
        guard !cards.isEmpty || !fridge.isEmpty else { throw NothingFoundError.noCardsToRemind }
        let sender = PushNow(store: store, server: server)
        var events: [HubPush.Event] = []
        for card in cards {
            events.append(.cards(title: card.title, try sender.send(reading: "card") { PushNotice.card(card, in: $0) }))
        }
        if !fridge.isEmpty {
            events.append(.fridge(try sender.send(reading: "fridge") { PushNotice.fridge(fridge, in: $0) }))
        }
        // Nobody to send to is an error only when nothing at all was sent.
        try PushNow.show(events, kind: cards.isEmpty ? "fridge" : "card", store: store)
    }

    func installTimer(_ store: Store) throws {
        let (timer, save) = try ReminderSettings(config: try store.config()).install(every: every, between: between)
        if let save { CommitNotice.identity(try store.changeSettings(save.settings, message: save.message).commit) }
        try ReminderInstaller(store: store).install(timer).forEach { Terminal.out($0) }
    }
}
