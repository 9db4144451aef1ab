import Foundation
import ReferenceTools
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
        #expect(DisplayWidth.of("🫨🫩") == 4, "Unicode 15 and 16 emoji")
    }

    @Test func controlCharactersCountNoColumns() {
        // The one deliberate difference from wcwidth, which answers -1 for the whole text.
        #expect(DisplayWidth.of("a\u{7}b") == 2)
        #expect(DisplayWidth.of("\u{85}") == 0)
    }

    @Test func truncationAtCharacterBoundaries() {
        #expect(DisplayWidth.truncate("김치찌개", to: 5) == "김치…")
        #expect(DisplayWidth.truncate("김치찌개", to: 4) == "김…")
        #expect(DisplayWidth.truncate("김치찌개", to: 8) == "김치찌개")
        #expect(DisplayWidth.truncate("cafe\u{301} au lait", to: 5) == "cafe\u{301}…", "the mark stays with its letter")
        #expect(DisplayWidth.truncate("🍎🍎🍎", to: 4) == "🍎…")
        #expect(DisplayWidth.truncate("🫨👨‍👩‍👧🇰🇷", to: 5) == "🫨👨‍👩‍👧…", "a family is cut whole")
        #expect(DisplayWidth.fit("김치찌개", 5) == "김치…")
        #expect(DisplayWidth.fit("김치찌개", 4) == "김… ")
        #expect(DisplayWidth.fit("김치", 6) == "김치  ")
        #expect(DisplayWidth.pad("🍎", to: 4) == "🍎  ")
    }

    @Test func theGeneratedRunsAreSortedAndCoverEveryCodePoint() {
        let starts = DisplayWidth.runStarts
        #expect(starts.first == 0 && starts.count == DisplayWidth.runWidths.count)
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 })
        #expect(zip(DisplayWidth.runWidths, DisplayWidth.runWidths.dropFirst()).allSatisfy { $0 != $1 })
        for pairs in [DisplayWidth.emojiWithVS16, DisplayWidth.emojiWithVS15, DisplayWidth.spacingMarks, DisplayWidth.pictographs] {
            #expect(pairs.count % 2 == 0 && zip(pairs, pairs.dropFirst()).allSatisfy { $0 <= $1 })
        }
    }

    // MARK: - Against wcwidth

    /// wcwidth's `wcswidth` of every code point alone (surrogates are not Unicode scalars), as
    /// runs of equal width: kept agrees on all but the control characters.
    @Test(.enabled(if: ReferencePython.available))
    func everyCodePointAloneAsWcwidthCountsIt() throws {
        let script = """
            import json, sys, wcwidth
            runs, last = [], None
            for cp in range(0x110000):
                if 0xD800 <= cp <= 0xDFFF:
                    continue
                w = wcwidth.wcswidth(chr(cp))
                if w != last:
                    runs.append([cp, w]); last = w
            json.dump({"version": wcwidth.__version__, "unicode": wcwidth.list_versions()[-1], "runs": runs}, sys.stdout)
            """
        struct Runs: Decodable { let version: String; let unicode: String; let runs: [[Int]] }
        let reference = try JSONDecoder().decode(Runs.self, from: try ReferencePython.run(script))
        #expect(reference.unicode == DisplayWidth.unicodeVersion, "regenerate the tables: scripts/display-width-table")
        var differences: [String] = [], controls = 0
        for (index, run) in reference.runs.enumerated() {
            let end = index + 1 < reference.runs.count ? reference.runs[index + 1][0] : 0x110000
            for cp in run[0]..<end {
                guard let scalar = Unicode.Scalar(UInt32(cp)) else { continue }
                let kept = DisplayWidth.of(String(scalar))
                if run[1] == -1 {
                    // wcwidth: -1, "not printable"; kept counts control characters 0.
                    if kept == 0 { controls += 1 } else { differences.append(String(format: "U+%04X: kept %d, wcwidth -1", cp, kept)) }
                } else if kept != run[1] || DisplayWidth.of(scalar) != run[1] {
                    differences.append(String(format: "U+%04X: kept %d, wcwidth %d", cp, kept, run[1]))
                }
            }
        }
        #expect(controls == 64, "C0 but NUL, DEL and C1")
        #expect(differences.isEmpty, "\(differences.count) code points differ from wcwidth \(reference.version): \(differences.prefix(20))")
    }

    /// Strings people write in titles: new emoji, ZWJ families, flags, keycaps, skin tones,
    /// variation selectors, combining marks, Indic conjuncts, Hangul jamo, fullwidth forms.
    static let named: [String] = [
        "🫨", "🫩", "🫆", "🪾", "🫜", "🪉", "🪏", "🫟", "🫪", "🐦‍🔥", "🍋‍🟩", "🍄‍🟫", "⛓️‍💥", "🙂‍↔️",
        "👨‍👩‍👧‍👦", "👩‍👩‍👦", "🧑‍🧑‍🧒", "🧑‍🧑‍🧒‍🧒", "👩🏿‍❤️‍💋‍👨🏻", "🧑🏽‍💻", "🏳️‍🌈", "🏳️‍⚧️", "🧑‍🦯‍➡️", "👁️‍🗨️",
        "🇰🇷", "🇯🇵🇺🇳", "🇰🇷🇯", "🇦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "1️⃣", "#️⃣", "*️⃣", "👍🏽", "🏽", "☔︎", "❤", "❤️", "✔️", "☺️a",
        "cafe\u{301}", "e\u{301}\u{323}", "Tiếng Việt", "ñ", "한".decomposedStringWithCanonicalMapping,
        "\u{1100}\u{1161}\u{11A8}", "\u{1100}\u{1161}", "ᄒᆞᆫ", "ㄱㄴ", "가나다", "क्षत्रिय", "हिन्दी", "कि", "abः",
        "தமிழ்", "க்ஷ்ம", "ภาษาไทย", "กำ", "العربية", "مَرْحَبًا", "שָׁלוֹם",
        "ＡＢＣ１２３", "ｶﾀｶﾅ", "　", "全角スペース　です", "漢字", "𠀀𪚥", "〜～", "ℹ️", "▶️", "⏩",
        "a\u{200D}b", "가\u{200D}나", "\u{200D}", "x\u{FE0F}", "\u{FE0F}", "\u{AD}", "\u{200B}\u{2060}\u{FEFF}",
        "김치 🫨 찌개", "Grüße 👋🏼 김치",
    ]

    /// Random strings from the same pieces, joined in ways nobody writes: the state machine
    /// (ZWJ, variation selectors, regional indicators, viramas, spacing marks) in every order.
    static func randomStrings(count: Int, seed: UInt64) -> [String] {
        let pieces: [UInt32] = [
            0x61, 0x20, 0xE9, 0xAC00, 0xD7A3, 0x3131, 0x1100, 0x1161, 0x11A8, 0x4E00, 0x3042, 0xFF76, 0xFF21, 0x3000,
            0x301, 0x323, 0x915, 0x937, 0x94D, 0x93F, 0x940, 0x903, 0xB95, 0xBCD, 0xE01, 0xE33, 0xE31, 0x628, 0x64E,
            0x1F600, 0x1F468, 0x1F469, 0x1F467, 0x2764, 0x1F3F3, 0x1FAE8, 0x1FAE9, 0x1F1F0, 0x1F1F7, 0x1F44D, 0x231A,
            0x200D, 0xFE0F, 0xFE0E, 0x1F3FD, 0x20E3, 0x23, 0xE0067, 0xE007F, 0x200B, 0xFEFF, 0xAD, 0x2500, 0xB0,
            0x1F308, 0x26A7, 0x2614, 0x1F9D1, 0x1F9D2, 0x2194,
        ]
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            var text = String.UnicodeScalarView()
            for _ in 0..<(1 + Int(random.next() % 10)) {
                text.append(Unicode.Scalar(pieces[Int(random.next() % UInt64(pieces.count))])!)
            }
            return String(text)
        }
    }

    @Test(.enabled(if: ReferencePython.available))
    func stringsAsWcswidthCountsThem() throws {
        let texts = Self.named + Self.randomStrings(count: 5000, seed: 16)
        let script = "import json, sys, wcwidth\njson.dump([wcwidth.wcswidth(t) for t in json.load(sys.stdin)], sys.stdout)"
        let widths = try ReferencePython.json(script, texts, as: [Int].self)
        var differences: [String] = []
        for (text, width) in zip(texts, widths) where DisplayWidth.of(text) != width {
            differences.append("\(text.unicodeScalars.map { String($0.value, radix: 16) }): kept \(DisplayWidth.of(text)), wcwidth \(width)")
        }
        #expect(widths.count == texts.count)
        #expect(differences.isEmpty, "\(differences.count) of \(texts.count) strings differ: \(differences.prefix(20))")
        // Named strings measured character by character (as truncation cuts them) add up the same,
        // but where wcwidth joins across characters: a ZWJ between two letters hides the second,
        // a Tamil virama chain (not one grapheme in Unicode) counts as one conjunct.
        let apart = Self.named.filter { text in text.reduce(0) { $0 + DisplayWidth.of(character: $1) } != DisplayWidth.of(text) }
        #expect(Set(apart) == ["a\u{200D}b", "가\u{200D}나", "க்ஷ்ம"])
    }
}
