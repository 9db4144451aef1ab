import ArgumentParser
import Foundation
import Kept

extension KeptCommand.FridgeCommand {
    struct Expiring: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "expiring",
            abstract: say(.helpFridgeExpiringAbstract),
            discussion: say(.helpFridgeExpiringDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Option(help: ArgumentHelp(say(.optionFridgeExpiringWithin), valueName: "window"))
        var within: String?

        @Flag(help: ArgumentHelp(say(.optionFridgeExpiringPush)))
        var push = false

        @OptionGroup var output: FormatOption

        func run() throws {
            // `kept` carries no HTTP client: the server's program sends notifications.
            if push, KeptProgram.server == nil { throw ServerProgram.web.replaceThisProcess() }
            let days = try within.map { text -> Int in
                guard let days = DayWindow.parse(text) else {
                    throw ValidationError(say(.cliFridgeExpiringNotAWindow, ["text": "\(text)"]))
                }
                return days
            }
            let store = try global.openStore()
            let fridge = try Fridge.load(store)
            let window = days ?? fridge.soon
            let items = fridge.expiring(within: window, today: KeptCommand.FridgeCommand.today)
            guard !items.isEmpty else {
                throw NothingFoundError.nothingExpires(withinDays: window)
            }
            if push, let server = KeptProgram.server {
                let reminders = FridgeReminder.expiring(in: fridge, within: window, today: KeptCommand.FridgeCommand.today)
                let outcomes = try PushNow(store: store, server: server).send(reading: "fridge") { PushNotice.fridge(reminders, in: $0) }
                return try PushNow.show([.fridge(outcomes)], kind: "fridge", store: store)
            }
            if output.format == "table" {
                Terminal.out(FridgeTable(today: KeptCommand.FridgeCommand.today, soon: fridge.soon, style: global.style, width: Terminal.width).render(items))
            } else {
                try EntryOutput(format: output.format, includeBody: output.body, kinds: store.kinds, style: global.style)
                    .print(items.map(\.entry))
            }
        }
    }
}
