import Testing
@testable import Kept

@Suite("Display width")
struct DisplayWidthTests {
    @Test func columnsByEastAsianWidth() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("김치") == 4)
        #expect(DisplayWidth.of("漢字かな") == 8)
        #expect(DisplayWidth.of("Ａ１") == 4, "fullwidth forms")
        #expect(DisplayWidth.of("ｶﾀ") == 2, "halfwidth katakana")
        #expect(DisplayWidth.of("ㄱㅊ") == 4, "compatibility jamo")
        #expect(DisplayWidth.of("°C ±") == 4, "ambiguous characters count one")
    }

    @Test func combiningMarksAndZeroWidthTakeNone() {
        #expect(DisplayWidth.of("cafe\u{301}") == 4)
        #expect(DisplayWidth.of("한".decomposedStringWithCanonicalMapping) == 2, "NFD Hangul: medial and final jamo take none")
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
        #expect(DisplayWidth.of("\u{FEFF}") == 0)
    }

    @Test func emojiTakeTwo() {
        #expect(DisplayWidth.of("🍎") == 2)
        #expect(DisplayWidth.of("❤️") == 2, "a text symbol with VS16 is drawn as emoji")
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2, "a ZWJ sequence is one picture")
        #expect(DisplayWidth.of("🇰🇷") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2, "skin tone modifier")
    }

    @Test func truncationAtCharacterBoundaries() {
        #expect(DisplayWidth.truncate("김치찌개", to: 5) == "김치…")
        #expect(DisplayWidth.truncate("김치찌개", to: 4) == "김…")
        #expect(DisplayWidth.truncate("김치찌개", to: 8) == "김치찌개")
        #expect(DisplayWidth.truncate("cafe\u{301} au lait", to: 5) == "cafe\u{301}…", "the mark stays with its letter")
        #expect(DisplayWidth.truncate("🍎🍎🍎", to: 4) == "🍎…")
        #expect(DisplayWidth.fit("김치찌개", 5) == "김치…")
        #expect(DisplayWidth.fit("김치찌개", 4) == "김… ")
        #expect(DisplayWidth.fit("김치", 6) == "김치  ")
        #expect(DisplayWidth.pad("🍎", to: 4) == "🍎  ")
    }

    @Test func theTableIsSortedAndComplete() {
        let ranges = DisplayWidth.wideRanges
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
        #expect(DisplayWidth.isWide(0x1100) && DisplayWidth.isWide(0x3000) && DisplayWidth.isWide(0xFF01) && DisplayWidth.isWide(0x1F600))
        #expect(!DisplayWidth.isWide(0x41) && !DisplayWidth.isWide(0x2500), "box drawing is ambiguous, not wide")
    }
}
