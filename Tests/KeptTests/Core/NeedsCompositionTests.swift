import Foundation
import Testing
@testable import Kept

/// `String.needsComposition` reads UTF-8 bytes and skips Hangul syllables and CJK by their
/// lead bytes; it must say what the scalar-by-scalar check it replaced said (kept below as
/// the reference).
struct NeedsCompositionTests {
    static func reference(_ text: String) -> Bool {
        guard text.utf8.contains(where: { $0 >= 0xCC }) else { return false }
        for scalar in text.unicodeScalars where scalar.value >= 0x300 {
            let v = scalar.value
            if (0xAC00...0xD7A3).contains(v) || (0x4E00...0x9FFF).contains(v) { continue }
            if (0x1100...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return true }
            if scalar.properties.canonicalCombiningClass != .notReordered { return true }
            if scalar.properties.isFullCompositionExclusion { return true }
        }
        return false
    }

    @Test func agreesWithTheScalarCheckOnGeneratedText() {
        // Every region the byte test treats apart, and its edges.
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0x2FF, 0x300...0x36F, 0x370...0x7FF, 0x800...0xFFF, 0x1100...0x11FF, 0x1AB0...0x1DFF,
            0x2000...0x2BFF, 0x3000...0x30FF, 0x3131...0x318E, 0x4DFF...0x4E01, 0x4E00...0x9FFF, 0x9FFE...0xA001,
            0xABFE...0xAC01, 0xAC00...0xD7A3, 0xD77E...0xD781, 0xD7A2...0xD7FF, 0xE000...0xF8FF, 0xF900...0xFAFF,
            0xFB1D...0xFB4F, 0xFE20...0xFE2F, 0xFEFF...0xFFFD, 0x10000...0x1FFFF, 0x1D15E...0x1D1C0, 0x2F800...0x2FA1D,
        ]
        var generator = SeededRandom(seed: 7)
        for _ in 0..<20_000 {
            var view = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let range = ranges.randomElement(using: &generator)!
                if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) { view.append(scalar) }
            }
            let text = String(view)
            #expect(text.needsComposition == Self.reference(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func chosenTexts() {
        for text in ["", "abc", "첫눈", "e\u{301}", "\u{1100}\u{1161}", "Å", "\u{212B}", "漢字", "ㄱㅊ", "\u{D7A3}\u{D7B0}", "°C",
                     "\u{0958}", "\u{2ADC}", "\u{1D15E}", "\u{FB1D}", "ア\u{3099}"] {
            #expect(text.needsComposition == Self.reference(text), "\(text.debugDescription)")
        }
    }
}
