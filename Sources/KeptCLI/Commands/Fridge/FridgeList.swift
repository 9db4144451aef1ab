import ArgumentParser
import Foundation
import Kept

extension KeptCommand.FridgeCommand {
    struct List: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "list",
            abstract: say(.helpFridgeListAbstract),
            discussion: say(.helpFridgeListDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Flag(help: ArgumentHelp(say(.optionFridgeListAll)))
        var all = false

        @OptionGroup var output: FormatOption

        func run() throws {
            let store = try global.openStore()
            let fridge = try Fridge.load(store)
            let style = global.style
            let items = all ? fridge.all() : fridge.stock()
            if output.format != "table" {
                return try EntryOutput(format: output.format, includeBody: output.body, kinds: store.kinds, style: style)
                    .print(items.map(\.entry) + fridge.unreadable)
            }
            if items.isEmpty && fridge.unreadable.isEmpty && fridge.conflictCopies.isEmpty {
                Terminal.notice(say(all ? .fridgeNoItems : .fridgeNothingInStock))
            }
            let table = FridgeTable(today: KeptCommand.FridgeCommand.today, soon: fridge.soon, style: global.style, showStatus: all, width: Terminal.width)
            var lines = items.isEmpty ? [] : [table.render(items)]
            // Never dropped silently: a file kept cannot read is listed with what is wrong.
            lines += fridge.unreadable.map { entry in
                style.red("! ") + say(.fridgeUnreadable, ["path": entry.path, "line": String(entry.problem!.line), "problem": entry.problem!.localized.text])
            }
            // A sync's conflict copy is no stock: shown marked, with the way to join it.
            lines += fridge.conflictCopies.map { ConflictCopyLine.render($0, style: style) }
            if !lines.isEmpty { Terminal.out(lines.joined(separator: "\n")) }
            let unknown = fridge.unknownStatus
            if !all && !unknown.isEmpty {
                let words = Set(unknown.map(\.statusText)).sorted().joined(separator: ", ")
                Terminal.notice(say(.cliFridgeUnknownStatus, count: unknown.count, ["words": words]))
            }
        }
    }
}
