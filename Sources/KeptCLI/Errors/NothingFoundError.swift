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
    case noCommitsVia(String)
    case nothingExpires(withinDays: Int)
    case noMemories(day: String)
    case shoppingListEmpty
    /// `kept search`: nothing matches `text`; `initialsInBodies` when a consonant typed alone
    /// was looked for in titles and fields only.
    case searchFoundNothing(text: String, initialsOnlyInTitles: Bool)
    case pickFoundNothing(text: String)

    var message: Message {
        switch self {
        case .noEntriesMatch: Message(.cliListNoEntriesMatch)
        case .noEntriesToExport: Message(.cliExportNoEntriesMatch)
        case .noEntriesToPick: Message(.cliPickNoEntriesPickFrom)
        case .noCards: Message(.cliCardsThereAreNoCards)
        case .noCardsToRemind: Message(.cliRemindThereAreNoCards)
        case .noConflictCopies: Message(.cliConflictsNoConflictCopies)
        case .noRemotes: Message(.cliRemoteNoRemotesAddOne)
        case .noDrafts: Message(.cliDraftsThereAreNoDrafts)
        case .noDeletedEntries: Message(.cliLogNoDeletedEntries)
        case let .noCommitsVia(via): Message(.logNoCommitsVia, ["via": via])
        case let .noCommits(path): path.map { Message(.logNoHistoryFor, ["path": $0]) } ?? Message(.logNoCommits)
        case let .nothingExpires(days): Message(.cliFridgeNothingExpiresWithin, count: days)
        case let .noMemories(day): Message(.onThisDayNothing, ["day": day])
        case .shoppingListEmpty: Message(.cliFridgeShoppingShoppingListEmptyFridge)
        case let .searchFoundNothing(text, _): Message(.cliSearchNothingMatches, ["text": text])
        case let .pickFoundNothing(text): Message(.pickNothingMatches, ["text": text])
        }
    }

    /// A second line after the message: why a search may have missed.
    var hint: Message? {
        if case .searchFoundNothing(_, true) = self { return Message(.searchInitialsOnlyInTitles) }
        return nil
    }
}
