import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Cards: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "cards",
            abstract: say(.helpCardsAbstract),
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
            let today = Day(Date())
            let sections = deck.categories(today: today)
            guard !sections.isEmpty else {
                throw NothingFoundError.noCards
            }
            let style = global.style
            if categories {
                let layout = ColumnLayout(sections.map { [$0.name] }, [.init()])
                Terminal.out(sections.map { section in
                    let count = CardsText.counts(section)
                    return layout.line([section.name, count]) { i, text in i == 0 ? style.colored(text, by: section.name) : text }
                }.joined(separator: "\n"))
                return
            }
            let layout = ColumnLayout(deck.cards.map { [$0.title] }, [.upTo(30)])
            let lineWidth = Terminal.width.map { max(10, $0 - layout.widths[0] - 6) }
            Terminal.out(sections.map { section in
                let header = style.bold(style.colored(section.name, by: section.name))
                    + style.dim(" · " + CardsText.counts(section))
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
