import Foundation
import Kept

/// The weekday calendars start their weeks on, as `kept fridge calendar` decides it:
/// `fridge.week-start` in the store's settings, else the LC_TIME locale.
enum WeekStartSetting {
    static func firstWeekday(_ store: Store) throws -> Int {
        let config = try store.config()
        switch config.string("fridge.week-start")?.lowercased() {
        case nil: return LocaleEnvironment.firstWeekday
        case "monday"?, "mon"?, "월"?, "월요일"?: return 1
        case "sunday"?, "sun"?, "일"?, "일요일"?: return 7
        case let other?:
            throw KeptError.unsupported(Message("config.weekStart", ["file": StoreConfig.relativePath, "value": other]))
        }
    }
}
