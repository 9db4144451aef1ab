/// How many terminal columns text takes (UAX #11 East Asian Width, simplified): Hangul,
/// CJK and full-width forms take two, combining marks none. Swift on Linux has no `wcwidth`.
public enum DisplayWidth {
    public static func of(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + of($1) }
    }

    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v == 0 { return 0 }
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(v) || v == 0x200B { return 0 }
        if (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xA960...0xA97F).contains(v) || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
            || (0x1F300...0x1F64F).contains(v) || (0x1F900...0x1F9FF).contains(v)
            || (0x20000...0x3FFFD).contains(v) {
            return 2
        }
        return 1
    }

    /// Pads (or cuts, ending with `…`) text to exactly `width` columns.
    public static func fit(_ text: String, _ width: Int) -> String {
        var out = "", used = 0
        let total = of(text)
        if total <= width { return text + String(repeating: " ", count: width - total) }
        for character in text {
            let w = of(String(character))
            if used + w > width - 1 { break }
            out.append(character)
            used += w
        }
        return out + "…" + String(repeating: " ", count: max(0, width - used - 1))
    }
}
