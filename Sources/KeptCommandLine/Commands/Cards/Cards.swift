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
                let layout = ColumnLayout(sections.map { [$0.name] }, [.init()])
                Terminal.out(sections.map { section in
                    let count = say("cards.countDue", ["cards": CardsText.count(section.cards.count, "card"), "due": String(section.due)])
                    return layout.line([section.name, count]) { i, text in i == 0 ? style.colored(text, by: section.name) : text }
                }.joined(separator: "\n"))
                return
            }
            let layout = ColumnLayout(deck.cards.map { [$0.title] }, [.upTo(30)])
            let lineWidth = Terminal.width.map { max(10, $0 - layout.widths[0] - 6) }
            Terminal.out(sections.map { section in
                let header = style.bold(style.colored(section.name, by: section.name))
                    + style.dim(" · " + say("cards.countDue", ["cards": CardsText.count(section.cards.count, "card"), "due": String(section.due)]))
                let copies = deck.conflictCopies.filter { ($0.category ?? "") == section.name }
                let lines = section.cards.map { card in
                    let mark = card.isDue(today: today) ? style.colored("•", by: section.name) + " " : "  "
                    var first = card.firstLine
                    if let lineWidth, DisplayWidth.of(first) > lineWidth { first = DisplayWidth.fit(first, lineWidth) }
                    return (mark + layout.line([card.title, style.dim(first)])).trimmingTrailingSpaces
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
