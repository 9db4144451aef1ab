import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Cards {
    struct List: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "list",
            abstract: say(.helpCardsListAbstract),
            discussion: say(.helpCardsDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say(.optionCardsCategory)), completion: CompletionCandidates.categories)
        var category: String?

        @Flag(help: ArgumentHelp(say(.optionCardsCategories)))
        var categories = false

        func run() throws {
            let store = try global.openStore()
            global.pageOutput(store)
            let deck = try CardDeck.load(store, category: category)
            // The day's limits and buries counted once, for the counts and the marks alike.
            let day = deck.today(Day(Date()))
            let sections = deck.categories(of: day)
            guard !sections.isEmpty else {
                throw NothingFoundError.noCards
            }
            let style = global.style
            if categories {
                let layout = ColumnLayout(sections.map { [$0.name] }, [.init()])
                Terminal.out(sections.map { section in
                    let count = CardsText.counts(section)
                    let line = layout.line([section.name, count]) { i, text in i == 0 ? style.colored(text, by: section.name) : text }
                    return ([line] + CardsText.heldBack(section.heldBack).map { style.dim("  " + $0) }).joined(separator: "\n")
                }.joined(separator: "\n"))
                return
            }
            let due = Set(day.items.map(\.itemKey))
            let layout = ColumnLayout(deck.cards.map { [$0.title] }, [.upTo(30)])
            let lineWidth = Terminal.width.map { max(10, $0 - layout.widths[0] - 6) }
            Terminal.out(sections.map { section in
                let header = style.bold(style.colored(section.name, by: section.name))
                    + style.dim(" · " + CardsText.counts(section))
                let copies = deck.conflictCopies.filter { ($0.category ?? "") == section.name }
                let lines = section.cards.map { card in
                    let mark = due.contains(card.itemKey) ? style.colored("•", by: section.name) + " " : "  "
                    // Set aside, said before the first line so that a narrow terminal still shows it.
                    let aside = card.isSuspended ? say(.cardsSuspendedMark)
                        : !card.id.isEmpty && day.buried.contains(card.id) ? say(.cardsBuriedMark) : nil
                    var first = (aside.map { "(\($0)) " } ?? "") + card.firstLine
                    if let lineWidth, DisplayWidth.of(first) > lineWidth { first = DisplayWidth.fit(first, lineWidth) }
                    return (mark + layout.line([card.title, style.dim(first)])).trimmingTrailingSpaces
                }
                let held = CardsText.heldBack(section.heldBack).map { style.dim($0) }
                return ([header] + lines + copies.map { ConflictCopyLine.render($0, style: style) } + held).joined(separator: "\n")
            }.joined(separator: "\n\n"))
            // Copies of cards whose category has no card left are shown too, never dropped.
            let shown = Set(sections.map(\.name))
            let others = deck.conflictCopies.filter { !shown.contains($0.category ?? "") }
            if !others.isEmpty { Terminal.out(others.map { ConflictCopyLine.render($0, style: style) }.joined(separator: "\n")) }
        }
    }
}
