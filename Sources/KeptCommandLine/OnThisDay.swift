import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct OnThisDay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Diary entries written on this month and day in earlier years, newest first.",
            discussion: "February 29 entries come back on February 28 in years without a 29th.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: FormatOption

        @Argument(help: "The day (default today): 2026-11-22, yesterday, last monday…")
        var date: String?

        func run() throws {
            let store = try global.openStore()
            global.pageOutput(store)
            let diary = try store.kind(named: "diary")
            let day = try UsageProblem.argument { try date.map { try PersonDate.parse($0).day } } ?? Day(Date())
            let found = Anniversaries.find(day, in: StoreIndex.load(store, kinds: [diary]).entries.withoutConflictCopies, kind: diary)
            let language = TextLanguage.forText(found.memories.map(\.entry.title).joined(separator: " "),
                                                preferred: TextLanguage.preferred(in: ProcessInfo.processInfo.environment))
            guard !found.memories.isEmpty else {
                Terminal.error("nothing written on \(HumanDate.day(day, language)) in earlier years")
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
