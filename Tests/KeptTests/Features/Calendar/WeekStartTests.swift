import Foundation
import Testing
@testable import Kept

/// A calendar's week start as a store setting (`fridge.week-start`): the words it takes, and
/// what an unknown one says.
@Suite("week start setting")
struct WeekStartTests {
    @Test func mondayOrSundayInEnglishOrKoreanAnyCase() throws {
        for word in ["monday", "Mon", "월", "월요일"] { #expect(WeekStart(word: word) == .monday, "\(word)") }
        for word in ["SUNDAY", "sun", "일", "일요일"] { #expect(WeekStart(word: word) == .sunday, "\(word)") }
        #expect(WeekStart.monday.isoWeekday == 1)
        #expect(WeekStart.sunday.isoWeekday == 7)
        #expect(WeekStart(word: "saturday") == nil)
    }

    @Test func anUnsetSettingLeavesTheDefaultToTheCaller() throws {
        #expect(try WeekStart("fridge.week-start", in: StoreConfig(text: "fridge:\n  soon: 3\n")) == nil)
        #expect(try WeekStart("fridge.week-start", in: StoreConfig(text: "fridge:\n  week-start: 일요일\n")) == .sunday)
    }

    @Test func anUnknownWordNamesTheFileTheKeyAndTheValue() throws {
        let config = try StoreConfig(text: "diary:\n  week-start: Friday\n")
        #expect {
            try WeekStart("diary.week-start", in: config)
        } throws: { error in
            (error as? KeptError)?.message.english == ".kept/config.yaml: `diary.week-start` is monday or sunday, not `friday`"
        }
    }
}
