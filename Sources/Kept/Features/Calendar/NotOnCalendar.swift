/// Why entries cannot be put on days (`KeptError.notOnCalendar`).
package enum NotOnCalendar: Equatable, Sendable {
    /// A calendar export of a kind with no date field.
    case noDateField(kind: String)
    /// A count by day (report, calendar, stats) of a kind with no date field.
    case noDayToCount(kind: String)
    /// Cards, whose days (review due days) come from the store's review logs, without the store.
    case cardsWithoutTheirStore

    package var message: Message {
        switch self {
        case let .noDateField(kind): return Message(.errorCalendarExportKindHasNoDate, ["name": kind])
        case let .noDayToCount(kind): return Message(.reportKindHasNoDate, ["kind": kind])
        case .cardsWithoutTheirStore: return Message(.errorCalendarExportCardsNeedReviewLogs)
        }
    }
}
