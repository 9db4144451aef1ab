import ArgumentParser
import Foundation
import Kept

/// `kept calendar [YEAR | YYYY-MM] [KIND] [filters]`: a year as a heatmap with streaks, or a
/// month with each day's titles.
struct CalendarCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "calendar",
        abstract: say(.helpCalendarAbstract),
        discussion: say(.helpCalendarDiscussion)) }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var filters: ListOptions

    @Argument(help: ArgumentHelp(say(.optionCalendarWords), valueName: "year|month|kind"))
    var words: [String] = []

    func run() throws {
        let store = try global.openStore()
        let (period, kind) = try CalendarCommand.periodAndKind(words, store: store)
        let today = Day(Date())
        let query = try filters.query(kinds: nil, known: store.kinds)
        try query.refuseUnknownFields(in: store, kinds: nil)
        let dated = try store.datedEntries(kind: kind, query: query)
        // The week starts as the fridge calendar's does: the setting, else the locale.
        let firstWeekday = try WeekStart("fridge.week-start", in: store.config())?.isoWeekday ?? LocaleEnvironment.firstWeekday
        let language = UserLanguage.current
        switch period ?? .year(today.year) {
        case let .year(year):
            let heatmap = YearHeatmap(year: year, firstWeekday: firstWeekday, counts: dated.counts)
            Terminal.out(YearHeatmapView(heatmap: heatmap, kind: dated.kind.name, streaks: dated.streaks(today: today),
                                         language: language, style: global.style, width: Terminal.columns).render())
        case let .month(year, month):
            let grid = MonthGrid(year: year, month: month, firstWeekday: firstWeekday, dated: dated)
            Terminal.out(MonthGridView(grid: grid, kind: dated.kind.name, today: today, language: language,
                                       style: global.style, width: Terminal.columns).render())
        }
    }

    /// The words say a period, a kind, or both, in either order.
    static func periodAndKind(_ words: [String], store: Store) throws -> (CalendarPeriod?, String?) {
        var period: CalendarPeriod?
        var kind: String?
        for word in words {
            if period == nil, let named = CalendarPeriod(word) { period = named; continue }
            if kind == nil, (try? store.kind(named: word)) != nil { kind = word; continue }
            throw ValidationError(say(.calendarBadWord, ["word": word, "kinds": store.kinds.map(\.name).joined(separator: ", ")]))
        }
        return (period, kind)
    }
}
