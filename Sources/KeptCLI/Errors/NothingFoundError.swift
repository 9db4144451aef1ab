import Foundation
import Kept

/// A command that ran and found nothing to show or do (no entry matches, no cards, no
/// remotes…): status 1 with the sentence that says what is missing, as `grep` ends when
/// nothing matches, so that a script can tell an empty answer from a full one.
enum NothingFoundError: UserMessageError, Equatable {
    case noEntriesMatch
    case noEntriesToExport
    case noEntriesToPick
    case noCards
    case noCardsToRemind
    case noConflictCopies
    case noRemotes
    case noDrafts
    case noDeletedEntries
    case noCommits(path: String?)
    case nothingExpires(withinDays: Int)
    case noMemories(day: String)
    case shoppingListEmpty
    /// `kept search`: nothing matches `text`; `initialsInBodies` when a consonant typed alone
    /// was looked for in titles and fields only.
    case searchFoundNothing(text: String, initialsOnlyInTitles: Bool)
    case pickFoundNothing(text: String)

    var message: Message {
        switch self {
        case .noEntriesMatch: Message("cli.list.noEntriesMatch")
        case .noEntriesToExport: Message("cli.export.noEntriesMatchNothing")
        case .noEntriesToPick: Message("cli.pick.noEntriesPickFrom")
        case .noCards: Message("cli.cards.thereAreNoCards")
        case .noCardsToRemind: Message("cli.remind.thereAreNoCards")
        case .noConflictCopies: Message("cli.conflicts.noConflictCopies")
        case .noRemotes: Message("cli.remote.noRemotesAddOne")
        case .noDrafts: Message("cli.drafts.thereAreNoDrafts")
        case .noDeletedEntries: Message("cli.log.noDeletedEntries")
        case let .noCommits(path): path.map { Message("log.noHistoryFor", ["path": $0]) } ?? Message("log.noCommits")
        case let .nothingExpires(days): Message("cli.fridge.nothingExpiresWithin", count: days)
        case let .noMemories(day): Message("onThisDay.nothing", ["day": day])
        case .shoppingListEmpty: Message("cli.fridgeShopping.shoppingListEmptyFridge")
        case let .searchFoundNothing(text, _): Message("cli.search.nothingMatches", ["text": text])
        case let .pickFoundNothing(text): Message("searchReview.pick.nothingMatches", ["text": text])
        }
    }

    /// A second line after the message: why a search may have missed.
    var hint: Message? {
        if case .searchFoundNothing(_, true) = self { return Message("searchReview.initialsOnlyInTitles") }
        return nil
    }
}
