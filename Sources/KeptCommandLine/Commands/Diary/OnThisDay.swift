import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct OnThisDay: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            abstract: say("help.onThisDay.abstract"),
            discussion: say("help.onThisDay.discussion")) }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: FormatOption

        @Argument(help: ArgumentHelp(say("option.onThisDay.onThisDay.date")))
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
                Terminal.error(say("onThisDay.nothing", ["day": HumanDate.day(day, language)]))
                throw ExitCode(1)
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
            let widths = (0..<3).map { i in rows.map { DisplayWidth.of($0[i]) }.max() ?? 0 }
            let lines = rows.map { row -> String in
                var line = style.yellow(DisplayWidth.fit(row[0], widths[0])) + "  " + style.cyan(DisplayWidth.fit(row[1], widths[1]))
                line += "  " + style.bold(DisplayWidth.fit(row[2], widths[2]))
                var excerpt = row[3]
                if let width = Terminal.width {
                    let room = width - widths.reduce(0, +) - 8
                    excerpt = room > 10 ? DisplayWidth.fit(excerpt, room) : ""
                }
                line += "  " + excerpt
                while line.hasSuffix(" ") { line.removeLast() }
                return "  " + line
            }
            return style.bold(HumanDate.day(found.day, language)) + "\n" + lines.joined(separator: "\n")
        }
    }
}
