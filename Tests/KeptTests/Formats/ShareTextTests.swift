import Foundation
import Testing
@testable import Kept

@Suite("Entries shared as text")
struct ShareTextTests {
    let fixture: TemporaryStore
    var store: Store { fixture.store }

    init() throws { fixture = try TemporaryStore() }

    func entry(_ text: String, path: String = "diary/2026/11/2026-11-22-x.md") -> Entry {
        Entry(path: path, kind: "diary", document: EntryDocument(text: text))
    }

    var diary: Kind { try! store.kind(named: "diary") }

    static let snow = """
        ---
        title: 첫눈
        date: 2026-11-22T09:14:00+09:00
        weather: snow -2°C
        location: {name: 종로구, lat: 37.5735, lon: 126.9788}
        mood: calm
        ---
        # 산책

        **종로**까지 걸었다.

        - 붕어빵
          - 팥
        """

    static let walk = """
        ---
        title: A long walk
        date: 2026-11-21T18:00:00+09:00
        weather:
        location:
        ---
        Along the [river](https://example.com/river).
        """

    @Test func aKoreanEntryGetsAKoreanDateLine() {
        let text = ShareText(preferred: nil).text(of: entry(Self.snow), kind: diary)
        #expect(text == """
            첫눈
            2026년 11월 22일 일요일
            snow -2°C · 종로구

            산책

            종로까지 걸었다.

            • 붕어빵
              • 팥
            """)
    }

    @Test func anEnglishEntryFollowsTheLocale() {
        let walk = entry(Self.walk, path: "diary/2026/11/2026-11-21-a-long-walk.md")
        #expect(ShareText(preferred: .english).text(of: walk, kind: diary) == """
            A long walk
            Saturday, 21 November 2026

            Along the river (https://example.com/river).
            """)
        #expect(ShareText(preferred: .korean).text(of: walk, kind: diary).contains("\n2026년 11월 21일 토요일\n"))
        // A Korean title wins over an English locale: the message is for Korean readers.
        #expect(ShareText(preferred: .english).text(of: entry(Self.snow), kind: diary).contains("\n2026년 11월 22일 일요일\n"))
    }

    @Test func theLocaleComesFromLCAllThenLCTimeThenLang() {
        #expect(TextLanguage.preferred(in: ["LANG": "ko_KR.UTF-8"]) == .korean)
        #expect(TextLanguage.preferred(in: ["LANG": "en_US.UTF-8", "LC_TIME": "ko_KR.UTF-8"]) == .korean)
        #expect(TextLanguage.preferred(in: ["LANG": "ko_KR.UTF-8", "LC_TIME": "en_GB.UTF-8"]) == .english)
        #expect(TextLanguage.preferred(in: ["LC_ALL": "de_DE.UTF-8", "LC_TIME": "ko_KR.UTF-8"]) == .english)
        #expect(TextLanguage.preferred(in: ["LANG": "C.UTF-8"]) == nil)
        #expect(TextLanguage.preferred(in: ["LC_TIME": "", "LANG": "POSIX"]) == nil)
        #expect(TextLanguage.preferred(in: [:]) == nil)
    }

    @Test func dateLinesInBothLanguages() {
        let leap = Day(year: 2028, month: 2, day: 29)
        #expect(HumanDate.day(leap, .korean) == "2028년 2월 29일 화요일")
        #expect(HumanDate.day(leap, .english) == "Tuesday, 29 February 2028")
        #expect(HumanDate.month(year: 2026, month: 1, .english) == "January 2026")
        #expect(HumanDate.yearsAgo(1, .english) == "1 year ago")
        #expect(HumanDate.yearsAgo(3, .english) == "3 years ago")
        #expect(HumanDate.yearsAgo(3, .korean) == "3년 전")
    }

    @Test func anEntryWithoutItsOwnTitleStartsWithTheDate() {
        let text = ShareText(preferred: .english).text(of: entry("---\ntitle:\ndate: 2026-11-22T20:00:00+09:00\n---\n그냥 하루.\n"), kind: diary)
        #expect(text == "2026년 11월 22일 일요일\n\n그냥 하루.")
    }

    @Test func aLocationWithoutANameShowsItsCoordinates() {
        let text = ShareText(preferred: .english).text(of: entry("---\ntitle: Here\ndate: 2026-11-22\nlocation: {lat: 37.5, lon: 127}\n---\n"), kind: diary)
        #expect(text == "Here\nSunday, 22 November 2026\n37.5, 127")
    }

    @Test func severalEntriesAreSeparatedByALine() {
        let text = ShareText(preferred: .english).text(
            of: [entry(Self.snow), entry(Self.walk, path: "diary/2026/11/2026-11-21-a-long-walk.md")], kinds: store.kinds)
        let parts = text.components(separatedBy: "\n\n\(ShareText.separator)\n\n")
        #expect(parts.count == 2)
        #expect(parts[0].hasPrefix("첫눈\n"))
        #expect(parts[1].hasPrefix("A long walk\nSaturday, 21 November 2026\n"))
    }
}
