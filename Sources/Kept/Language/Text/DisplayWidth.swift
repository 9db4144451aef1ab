/// How many terminal columns text takes, counted as the `wcwidth` package's `wcswidth` counts
/// them (Unicode 18 tables, ambiguous characters narrow), since Swift on Linux has no `wcwidth`:
/// wide and fullwidth characters (Hangul, CJK, kana, fullwidth forms, emoji) take two columns,
/// combining marks, Hangul medial and final jamo and zero-width characters none, an emoji
/// sequence (skin tones, ZWJ families, flags, U+FE0F) one picture of two, an Indic conjunct or a
/// letter with a spacing mark two. The tables (`DisplayWidth+Tables.swift`) are generated from
/// wcwidth's own by `scripts/display-width-table`; the one deliberate difference is that control
/// characters count 0, where wcwidth gives up on the whole text with -1.
package enum DisplayWidth {
    /// Columns of text.
    package static func of(_ text: String) -> Int {
        // ASCII is by far the most common: one column per printable byte.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var count = Count()
        for scalar in text.unicodeScalars { count.add(scalar.value) }
        return count.columns
    }

    /// Columns of one character (a grapheme cluster: a base and its marks, an emoji sequence).
    package static func of(character: Character) -> Int {
        var count = Count()
        for scalar in character.unicodeScalars { count.add(scalar.value) }
        return count.columns
    }

    /// Columns of one code point on its own: 0, 1 or 2.
    package static func of(_ scalar: Unicode.Scalar) -> Int { width(scalar.value) }

    /// Pads (or cuts, ending with `…`) text to exactly `width` columns.
    package static func fit(_ text: String, _ width: Int) -> String {
        let total = of(text)
        if total <= width { return text + String(repeating: " ", count: width - total) }
        let cut = truncate(text, to: width)
        return cut + String(repeating: " ", count: max(0, width - of(cut)))
    }

    /// Text cut at a character boundary to at most `width` columns, ending with `…` when
    /// anything was cut; text that fits is returned as it is.
    package static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var out = "", used = 0
        for character in text {
            let w = of(character: character)
            if used + w > width - 1 { break }
            out.append(character)
            used += w
        }
        return out + "…"
    }

    /// Text followed by spaces up to `width` columns (never cut).
    package static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }

    /// The width of one code point: Hangul syllables and CJK ideographs at once, the rest by a
    /// binary search of the generated runs.
    static func width(_ v: UInt32) -> Int {
        if v < 0x7F { return v < 0x20 ? 0 : 1 }
        if (0xAC00...0xD7A3).contains(v) || (0x4E00...0x9FFF).contains(v) { return 2 }
        var low = 0, high = runStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if runStarts[mid] <= v { low = mid } else { high = mid - 1 }
        }
        return Int(runWidths[low])
    }

    /// Whether `v` is in a table of low, high pairs.
    static func contains(_ pairs: [UInt32], _ v: UInt32) -> Bool {
        guard let first = pairs.first, v >= first, v <= pairs[pairs.count - 1] else { return false }
        var low = 0, high = pairs.count / 2 - 1
        while low <= high {
            let mid = (low + high) / 2
            if v < pairs[2 * mid] { high = mid - 1 } else if v > pairs[2 * mid + 1] { low = mid + 1 } else { return true }
        }
        return false
    }

    /// wcwidth's `wcswidth` as a state machine fed one code point at a time
    /// (wcwidth/_wcswidth.py, whose numbered steps the comments follow).
    struct Count {
        private var total = 0
        /// The cluster being measured: added to `total` when the next one starts.
        private var cluster = 0
        /// The last code point that took columns, while a variation selector may still apply to it.
        private var lastMeasured = false
        private var lastScalar = UInt32.max
        private var lastWidth = 0
        private var afterVirama = false
        /// A ZWJ joins the next code point to the picture before it, whatever it is.
        private var skipNext = false
        /// Regional indicators just before this code point: the second of a pair is the flag's.
        private var regionalRun = 0

        var columns: Int { total + cluster }

        mutating func add(_ v: UInt32) {
            let regional = DisplayWidth.regionalIndicators.contains(v)
            defer { regionalRun = regional ? regionalRun + 1 : 0 }
            if skipNext { skipNext = false; return }
            // 5. ZWJ: takes no column, and the code point after it none either.
            if v == 0x200D {
                if !afterVirama { lastWidth = 0; skipNext = true }
                return
            }
            // 6. VS16 makes a narrow emoji two columns; VS15 a wide one one.
            if v == 0xFE0F && lastMeasured {
                if DisplayWidth.contains(DisplayWidth.emojiWithVS16, lastScalar) { cluster = 2 }
                lastMeasured = false
                return
            }
            if v == 0xFE0E && lastMeasured {
                if DisplayWidth.contains(DisplayWidth.emojiWithVS15, lastScalar) && lastWidth == 2 { total -= 1 }
                lastMeasured = false
                return
            }
            // 7. The second regional indicator of a flag, a skin tone after a pictograph: nothing more.
            if v > 0xFFFF {
                if regional {
                    if regionalRun % 2 == 1 { lastScalar = v; return }
                } else if (0x1F3FB...0x1F3FF).contains(v), DisplayWidth.joinsEmoji(lastScalar) {
                    return
                }
            }
            // 8. Anything else by its own width.
            let w = DisplayWidth.width(v)
            if w > 0 {
                if afterVirama { cluster = 2 } else { total += cluster; cluster = w }
                lastMeasured = true
                lastScalar = v
                lastWidth = w
                afterVirama = false
            } else if DisplayWidth.isVirama(v) {
                afterVirama = true
            } else if lastMeasured && DisplayWidth.contains(DisplayWidth.spacingMarks, v) {
                cluster = 2
                lastMeasured = false
                afterVirama = false
            } else {
                afterVirama = false
            }
        }
    }

    static func isVirama(_ v: UInt32) -> Bool {
        guard v >= viramas[0] else { return false }
        var low = 0, high = viramas.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if v < viramas[mid] { high = mid - 1 } else if v > viramas[mid] { low = mid + 1 } else { return true }
        }
        return false
    }

    /// Extended_Pictographic or a regional indicator: what a skin tone can follow.
    static func joinsEmoji(_ v: UInt32) -> Bool {
        regionalIndicators.contains(v) || contains(pictographs, v)
    }
}
