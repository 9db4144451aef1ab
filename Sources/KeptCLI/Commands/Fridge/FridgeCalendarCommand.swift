import ArgumentParser
import Foundation
import Kept

extension KeptCommand.FridgeCommand {
    /// `kept fridge calendar`: named so, not `Calendar`, so that it does not hide Foundation's `Calendar`.
    struct CalendarCommand: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "calendar",
            abstract: say(.helpFridgeCalendarAbstract),
            discussion: say(.helpFridgeCalendarDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say(.optionFridgeCalendarCommandCalendarMonth), valueName: "YYYY-MM"))
        var month: String?

        func run() throws {
            let today = KeptCommand.FridgeCommand.today
            let (year, monthNumber) = try month.map { try ExpiryCalendar.month($0, today: today) } ?? (today.year, today.month)
            let store = try global.openStore()
            let config = try store.config()
            let firstWeekday = try WeekStart("fridge.week-start", in: config)?.isoWeekday ?? LocaleEnvironment.firstWeekday
            let fridge = try Fridge.load(store)
            let calendar = ExpiryCalendar(year: year, month: monthNumber, firstWeekday: firstWeekday, items: fridge.items)
            Terminal.out(ExpiryCalendarView(calendar: calendar, today: today, soon: fridge.soon,
                                            language: UserLanguage.current, style: global.style).render())
        }
    }
}
