import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Cards: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            abstract: say("help.cards.abstract"),
            discussion: say("help.cards.discussion")) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say("option.cards.cards.category")), completion: CompletionCandidates.categories)
        var category: String?

        @Flag(help: ArgumentHelp(say("option.cards.cards.categories")))
        var categories = false

        func run() throws {
            let store = try global.openStore()
            global.pageOutput(store)
            let deck = try CardDeck.load(store, category: category)
            let today = Day(Date())
            let sections = deck.categories(today: today)
            guard !sections.isEmpty else {
                Terminal.error(say("cli.cards.thereAreNoCards"))
                throw ExitCode(1)
            }
            let style = global.style
            if categories {
                let width = sections.map { DisplayWidth.of($0.name) }.max() ?? 0
                Terminal.out(sections.map { section in
                    style.colored(DisplayWidth.fit(section.name, width), by: section.name)
                        + "  " + say("cards.countDue", ["cards": CardsText.count(section.cards.count, "card"), "due": String(section.due)])
                }.joined(separator: "\n"))
                return
            }
            let titleWidth = min(deck.cards.map { DisplayWidth.of($0.title) }.max() ?? 0, 30)
            let lineWidth = Terminal.width.map { max(10, $0 - titleWidth - 6) }
            Terminal.out(sections.map { section in
                let header = style.bold(style.colored(section.name, by: section.name))
                    + style.dim(" · " + say("cards.countDue", ["cards": CardsText.count(section.cards.count, "card"), "due": String(section.due)]))
                let copies = deck.conflictCopies.filter { ($0.category ?? "") == section.name }
                let lines = section.cards.map { card in
                    let mark = card.isDue(today: today) ? style.colored("•", by: section.name) + " " : "  "
                    var first = card.firstLine
                    if let lineWidth, DisplayWidth.of(first) > lineWidth { first = DisplayWidth.fit(first, lineWidth) }
                    let line = mark + DisplayWidth.fit(card.title, titleWidth) + "  " + style.dim(first)
                    return String(line.reversed().drop { $0 == " " }.reversed())
                }
                return ([header] + lines + copies.map { ConflictCopyLine.render($0, style: style) }).joined(separator: "\n")
            }.joined(separator: "\n\n"))
            // Copies of cards whose category has no card left are shown too, never dropped.
            let shown = Set(sections.map(\.name))
            let others = deck.conflictCopies.filter { !shown.contains($0.category ?? "") }
            if !others.isEmpty { Terminal.out(others.map { ConflictCopyLine.render($0, style: style) }.joined(separator: "\n")) }
        }
    }
}

/// Small wording shared by the card commands.
enum CardsText {
    /// `1 card`, `3 cards`, `카드 3장`: `noun` is `card`, `day` or `item`.
    static func count(_ n: Int, _ noun: String) -> String { say("count.\(noun)", count: n) }

    /// `today`, `tomorrow`, `in 5 days (2026-11-27)`, `3 days ago (2026-11-19)`.
    static func when(_ day: Day, today: Day) -> String {
        let days = today.days(until: day)
        switch days {
        case 0: return say("when.today")
        case 1: return say("when.tomorrow", ["day": day.iso])
        case -1: return say("when.yesterday", ["day": day.iso])
        case let n where n > 1: return say("when.inDays", ["count": String(n), "day": day.iso])
        default: return say("when.daysAgo", ["count": String(-days), "day": day.iso])
        }
    }
}
