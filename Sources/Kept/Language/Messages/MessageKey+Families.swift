/// Keys whose last part is chosen at run time from a closed set (a month, a weekday, a grade, a
/// built-in kind, a git operation, a sync step). `MessageKey.families` lists their prefixes,
/// so the test that every key is used counts them as reached.
extension MessageKey {
    package static let families: [String] = [
        "month.", "weekday.", "grade.", "fields.kind.", "koreanWords.kind.", "koreanWords.field.",
        "koreanWords.status.", "machine.gitOperation.", "ago.", "count.", "sync.step.", "parsing.heading.",
        "web.page.",
    ]

    /// `month.1` … `month.12`: a month's name.
    package static func month(_ month: Int) -> MessageKey { MessageKey("month.\(month)") }
    /// `month.short.1` … `month.short.12`.
    package static func monthShort(_ month: Int) -> MessageKey { MessageKey("month.short.\(month)") }
    /// `weekday.1` (Monday) … `weekday.7`.
    package static func weekday(_ isoWeekday: Int) -> MessageKey { MessageKey("weekday.\(isoWeekday)") }
    package static func weekdayShort(_ isoWeekday: Int) -> MessageKey { MessageKey("weekday.short.\(isoWeekday)") }
    /// A list's weekday column.
    package static func weekdayColumn(_ isoWeekday: Int) -> MessageKey { MessageKey("weekday.column.\(isoWeekday)") }
    /// A review grade's word (`grade.again` … `grade.easy`).
    package static func grade(_ grade: Grade) -> MessageKey { MessageKey("grade.\(grade.name)") }
    /// A built-in kind (`diary`, `card`, `fridge`) in a field error.
    package static func fieldsKind(_ kind: String) -> MessageKey { MessageKey("fields.kind.\(kind)") }
    /// A git operation under way (`rebase`, `merge`…), with the commands that finish it.
    package static func gitOperation(_ operation: String) -> MessageKey { MessageKey("machine.gitOperation.\(operation)") }
    /// A plural pair `ago.minute|hour|day.one/.other`, for `Message(_:count:)`.
    package static func ago(_ unit: String) -> MessageKey { MessageKey("ago.\(unit)") }
    /// A plural pair `count.card|day|item.one/.other`, for `Message(_:count:)`.
    package static func count(_ noun: String) -> MessageKey { MessageKey("count.\(noun)") }
    /// A help heading of argument-parser's (`OVERVIEW`, `USAGE`…) by its lowercased word.
    package static func parsingHeading(_ heading: String) -> MessageKey { MessageKey("parsing.heading.\(heading)") }

    /// A fixed step of a sync in words, nil for a step that names a branch or a place.
    package static func syncStep(_ step: String) -> MessageKey? { known("sync.step.\(step)") }
    /// A built-in field's word (`expires` → 유통기한), nil for a field of the user's own.
    package static func koreanWordsField(_ field: String) -> MessageKey? { known("koreanWords.field.\(field)") }
    /// A fridge status's word, nil for a status kept does not know.
    package static func koreanWordsStatus(_ status: String) -> MessageKey? { known("koreanWords.status.\(status)") }
    /// A word of `kept serve`'s pages, as a template names it (`{{t.today}}` → `web.page.today`);
    /// nil for a word the catalogue does not hold.
    package static func webPage(_ word: String) -> MessageKey? { known("web.page.\(word)") }
    /// A built-in kind's folder as a heading, nil for a kind of the user's own.
    package static func koreanWordsKind(_ folder: String) -> MessageKey? { known("koreanWords.kind.\(folder)") }

    private static func known(_ name: String) -> MessageKey? {
        Catalogue.texts(name) != nil ? MessageKey(name) : nil
    }
}
