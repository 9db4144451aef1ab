import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Review: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "review",
            abstract: say(.helpReviewAbstract),
            discussion: say(.helpReviewDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say(.optionReviewCategory)), completion: CompletionCandidates.categories)
        var category: String?

        @Option(help: ArgumentHelp(say(.optionReviewLimit)))
        var limit: Int?

        @Flag(help: ArgumentHelp(say(.optionReviewDue)))
        var due = false

        @Flag(help: ArgumentHelp(say(.optionReviewOptimize)))
        var optimize = false

        @Option(name: .customLong("category"), help: ArgumentHelp(say(.optionReviewCategoryOption)), completion: CompletionCandidates.categories)
        var optimizeCategory: String?

        func validate() throws {
            if let limit, limit < 1 { throw ValidationError(say(.cliReviewLimitAtLeastOne)) }
            if optimizeCategory != nil, !optimize { throw ValidationError(say(.errorReviewOptimizeNeedsFlag)) }
        }

        func run() throws {
            let store = try global.openStore()
            if optimize {
                try runOptimize(store, category: optimizeCategory ?? category)
                return
            }
            let deck = try CardDeck.load(store, category: category)
            for warning in deck.schedule.warnings { Terminal.notice(Message.userFacing(warning)?.text ?? warning.description) }
            let today = Day(Date())
            let dueCards = deck.due(today: today)
            if due {
                list(dueCards, deck: deck, today: today)
                return
            }
            guard !dueCards.isEmpty else {
                Terminal.out(([say(.reviewNothingDue)] + heldBack(deck, today: today)
                    + (nextDue(deck, states: [:], today: today).map { [say(.reviewNext, ["card": $0])] } ?? [])).joined(separator: " "))
                return
            }
            // Before the first card: a grade given then could not be recorded.
            try store.refuseDuringGitOperation()
            try session(store, deck: deck, cards: Array(dueCards.prefix(limit ?? .max)), total: dueCards.count, today: today)
        }
    }
}

/// A grade given in this session: what `u` takes back (the log's record at `time`) and the
/// state the card had in the session before it.
private struct GivenGrade {
    let number: Int
    let card: Card
    let time: Date
    let grade: Grade
    let before: ReviewSchedule.State?
}

private extension KeptCommand.Review {
    func session(_ store: Store, deck: CardDeck, cards: [Card], total: Int, today: Day) throws {
        let style = global.style
        let input = ReviewInput()
        defer { input.restore() }
        var graded: [String: ReviewSchedule.State] = [:]
        var counts: [Grade: Int] = [:]
        // The session's grades, last one last, for `u` to take back.
        var given: [GivenGrade] = []
        // Cards buried in this session (by path): their other items are not asked either; nor,
        // with `cards.review.bury-siblings`, those of a card with an item graded (grades by path).
        var buried: Set<String> = []
        var gradedCards: [String: Int] = [:]
        func setAside(_ card: Card) -> Bool {
            buried.contains(card.path) || (deck.limits.burySiblings && gradedCards[card.path, default: 0] > 0)
        }
        var number = 0
        let pictures = TerminalPictures(store: store, style: style, onTerminal: Terminal.stdoutIsTerminal, host: Terminal.hostName)
        func bury(_ card: Card) throws {
            let identified = try store.identified(card)
            let change = try store.bury(identified)
            CommitNotice.identity(change.commit)
            buried.insert(card.path)
            number += 1
            Terminal.out(style.dim("  ⤼ " + say(.reviewBuried, ["card": card.title])))
        }
        func undo() throws {
            guard let last = given.popLast() else {
                Terminal.out(style.dim("  " + say(.reviewNothingToUndo)))
                return
            }
            let change = try store.undoReview(of: last.card, reviewedAt: last.time)
            CommitNotice.identity(change.commit)
            counts[last.grade, default: 1] -= 1
            if counts[last.grade] == 0 { counts[last.grade] = nil }
            graded[last.card.itemKey] = last.before
            gradedCards[last.card.path, default: 1] -= 1
            number = last.number
            Terminal.out(style.dim("  ↶ " + say(.reviewUndone, ["card": CardsText.title(last.card), "grade": say(.grade(last.grade))])))
        }
        while number < cards.count {
            let card = cards[number]
            if setAside(card) {
                number += 1
                continue
            }
            let label = style.dim("[\(number + 1)/\(cards.count)] ") + style.colored(card.category, by: card.category)
                + (card.itemLabel.map { style.dim(" · " + $0) } ?? "")
                + (card.isNew ? style.dim(" · " + say(.reviewNew)) : "")
            Terminal.outVerbatim("\n" + TerminalSafeText.make(label) + "\n" + pictures.show(question(card), card: card.path))
            let shown = input.waitForKey(prompt: style.dim("  " + say(.reviewAnyKey) + " "))
            if shown == .undo {
                try undo()
                continue
            }
            if shown == .bury {
                try bury(card)
                continue
            }
            guard shown == .key else { break }
            // A cloze's answer marks what was hidden; a reverse answers with the title.
            let body = card.answer { style.bold(style.yellow($0)) }
            Terminal.outVerbatim(pictures.show((body.isEmpty ? style.dim(say(.reviewNoContent)) : body)
                .split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n"), card: card.path))
            let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
            let choices = Grade.allCases.map { grade in
                "\(grade.rawValue) \(say(.grade(grade))) (\(days(deck.schedule.after(card.state, grade: grade, at: now, card: card.id).interval)))"
            }
            let answer = input.grade(prompt: "  " + choices.joined(separator: "  ") + " › ")
            if answer == .undo {
                try undo()
                continue
            }
            if answer == .bury {
                try bury(card)
                continue
            }
            guard case let .grade(value) = answer, let grade = Grade(rawValue: value) else { break }
            let result = try CardGrade(card, grade).run(in: store, schedule: deck.schedule, at: now)
            let identified = result.card
            CommitNotice.identity(result.change.commit)
            let state = result.next
            given.append(GivenGrade(number: number, card: identified, time: now, grade: grade, before: graded[card.itemKey]))
            graded[card.itemKey] = state
            counts[grade, default: 0] += 1
            gradedCards[card.path, default: 0] += 1
            number += 1
            Terminal.out(style.dim("  → " + say(.reviewNextReview, ["when": CardsText.when(Day(state.due), today: today)])))
        }
        input.restore()
        var left = cards[number...].filter { !setAside($0) }.count + (total - cards.count)
        var after = deck
        if !buried.isEmpty || deck.limits.burySiblings {
            // A buried new card no longer counts against the day's limit: what is held back is
            // what the log now says, and what is still due with it.
            after = try CardDeck.load(store, category: category)
            left = after.due(today: today).count
        }
        Terminal.out("\n" + summary(after, graded: graded, counts: counts, left: left, today: today))
    }

    func summary(_ deck: CardDeck, graded: [String: ReviewSchedule.State], counts: [Grade: Int], left: Int, today: Day) -> String {
        let reviewed = graded.count
        let grades = reviewed == 0 ? "" : " (" + Grade.allCases.compactMap { grade in
            counts[grade].map { "\(say(.grade(grade))) \($0)" }
        }.joined(separator: ", ") + ")"
        var text = say(.reviewReviewed, ["cards": CardsText.count(reviewed, "card"), "grades": grades])
        if left > 0 { text += " " + say(.reviewStillDue, ["count": String(left)]) }
        for sentence in heldBack(deck, today: today) { text += " " + sentence }
        if let next = nextDue(deck, states: graded, today: today) { text += " " + say(.reviewNext, ["card": next]) }
        return text
    }

    /// What the daily limits keep for tomorrow, a sentence per category and limit reached (the
    /// category named when more than one is held back).
    func heldBack(_ deck: CardDeck, today: Day) -> [String] {
        let held = deck.today(today).heldBack.sorted { $0.key < $1.key }
        return held.flatMap { name, counts in
            CardsText.heldBack(counts).map { held.count > 1 ? name + ": " + $0 : $0 }
        }
    }

    /// The first card due after today, with the states of this session's grades applied.
    func nextDue(_ deck: CardDeck, states: [String: ReviewSchedule.State], today: Day) -> String? {
        deck.nextDue(after: today, graded: states).map { "\(CardsText.title($0.card)) \(CardsText.when($0.day, today: today))" }
    }

    func list(_ cards: [Card], deck: CardDeck, today: Day) {
        let style = global.style
        guard !cards.isEmpty else {
            Terminal.notice(say(.reviewNothingDueLower) + (nextDue(deck, states: [:], today: today).map { "; " + say(.reviewNextLower, ["card": $0]) } ?? ""))
            return
        }
        let rows = cards.map { card -> [String] in
            let overdue = card.daysOverdue(today: today)
            let when = card.isNew ? say(.reviewNew) : overdue == 0 ? say(.whenToday) : say(.reviewOverdue, ["days": CardsText.count(overdue, "day")])
            return [when, card.category, CardsText.title(card), firstLine(card)]
        }
        let layout = ColumnLayout(rows, [.init(), .init(), .init()])
        Terminal.out(zip(cards, rows).map { card, row in
            layout.line(row) { i, text in
                switch i {
                case 0: style.yellow(text)
                case 1: style.colored(text, by: card.category)
                case 3: style.dim(text)
                default: text
                }
            }.trimmingTrailingSpaces
        }.joined(separator: "\n"))
    }

    /// What the item asks, indented: a front's title in bold, a reverse's body, a cloze's text
    /// with its blanks marked.
    func question(_ card: Card) -> String {
        let style = global.style
        let text = card.question { style.bold(style.yellow($0)) }
        if card.item == .front { return "  " + style.bold(text) }
        return (text.isEmpty ? style.dim(say(.reviewNoContent)) : text)
            .split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    /// The line `--due` shows beside the title: the body's first line, or for a cloze the first
    /// line of its question (blanks in), so the list never gives the answer away.
    func firstLine(_ card: Card) -> String {
        guard case .cloze = card.item else { return card.firstLine }
        return card.question().split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty } ?? ""
    }

    func days(_ n: Int) -> String {
        n < 30 ? say(.reviewIntervalDays, ["n": String(n)])
            : n < 365 ? say(.reviewIntervalMonths, ["n": String(n / 30)])
            : say(.reviewIntervalYears, ["n": String(format: "%.1f", Double(n) / 365)])
    }
}
