import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct OnThisDay: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "on-this-day",
            abstract: say(.helpOnThisDayAbstract),
            discussion: say(.helpOnThisDayDiscussion)) }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: FormatOption

        @Argument(help: ArgumentHelp(say(.optionOnThisDayDate)))
        var date: String?

        func run() throws {
            let store = try global.openStore()
            global.pageOutput(store)
            let diary = try store.kind(named: "diary")
            let day = try UsageProblem.argument { try date.map { try PersonDate.parse($0).day } } ?? Day(Date())
            let found = Anniversaries.find(day, in: StoreIndex.load(store, kinds: [diary]).entries.withoutConflictCopies, kind: diary)
            // The interface follows the user's language, not the entries': Korean entries on an
            // English machine are "1 year ago".
            let language = UserLanguage.current
            guard !found.memories.isEmpty else {
                throw NothingFoundError.noMemories(day: HumanDate.day(day, language))
            }
            guard output.format == "table" else {
                return try EntryOutput(format: output.format, includeBody: output.body, kinds: store.kinds, style: global.style)
                    .print(found.memories.map(\.entry))
            }
            Terminal.out(render(found, language: language, style: global.style))
        }

        private func render(_ found: Anniversaries, language: TextLanguage, style: Style) -> String {
            let rows = found.memories.map { memory -> [String] in
                let time = memory.date.secondsOfDay.map { String(format: " %02d:%02d", $0 / 3600, ($0 % 3600) / 60) } ?? ""
                return [HumanDate.yearsAgo(memory.yearsAgo, language), memory.date.day.iso + time, memory.entry.title, memory.entry.excerpt]
            }
            let layout = ColumnLayout(rows, [.init(), .init(), .init()])
            let paints = [style.yellow, style.cyan, style.bold, { $0 }]
            let lines = rows.map { row -> String in
                var excerpt = row[3]
                if let width = Terminal.width {
                    let room = width - layout.widths.reduce(0, +) - 8
                    excerpt = room > 10 ? DisplayWidth.fit(excerpt, room) : ""
                }
                return "  " + layout.line(Array(row.prefix(3)) + [excerpt]) { i, text in paints[i](text) }.trimmingTrailingSpaces
            }
            return style.bold(HumanDate.day(found.day, language)) + "\n" + lines.joined(separator: "\n")
        }
    }
}
