/// Keys and values YAML readers are apt to read as something else than the text typed:
/// booleans and nulls in every case, numbers in every YAML 1.1 and 1.2 form, dates real and
/// not, blanks at the ends, `#`, `: `, YAML's indicators, Hangul, quotes, control characters,
/// U+FEFF, line breaks. `YAMLReferenceTests` sets each through the binary and reads it back.
enum YAMLAwkwardValues {
    static let values: [String] = {
        var values: [String] = []
        // Booleans and nulls, every case of each word.
        for word in ["y", "n", "yes", "no", "on", "off", "true", "false", "null"] {
            values += casings(word)
        }
        values += ["~", "", "=", "<<", "<", "<x"]
        // Numbers in YAML 1.1 and 1.2 forms.
        values += ["0", "1", "-1", "12", "-3", "1.5", "-0.5", "0.0", "00", "-0", "0.10", "010", "-010", "0o10", "0x1F",
                   "0X1F", "-0x1f", "0b101", "1:20", "190:20:30", "1:20.5", "1_000", "1_000.5", "_1", ".5", "-.5", "+.5",
                   "+1", "+1.5", "1.", "1.e3", "1.e+3", "1e3", "1E3", "1e+3", "1.0e+3", "1.0e3", ".inf", ".Inf", "-.inf",
                   "+.INF", "-.Inf", ".nan", ".NaN", "-.nan", "1.5.3", "123456789012345678901234567890", "1,000",
                   "NaN", "Infinity", "inf", "nan", "0.0.0.0", "1e", "e3", "0x", "0b", "0o", "0b2", "0x1G", "1 2", "3 kg",
                   "-2°C", "1-2", "2-1"]
        // Dates and times: real, impossible, and close to one.
        values += ["2026-11-22", "2026-11-22T09:14:00+09:00", "2026-11-22T09:14:00Z", "2026-11-22 09:14:00",
                   "2026-11-22t09:14:00.5", "2026-11-22 09:14:00 -5", "2026-1-2", "2026-1-2 3:04:05", "2026-13-45",
                   "2026-02-30", "2024-02-29", "2026-11-22T25:00:00", "2026-11-22T09:14", "0000-01-01",
                   "2026-11-22 walk", "2026-11-22T09:14:00+24:00", "12:30", "12:30:45"]
        // Blanks, comments, colons.
        values += [" lead", "trail ", " both ", "a  b", "\tx", "x\t", "#tag", "a #b", "a#b", "a: b", "a:b", "a:", ":a",
                   "key: value: x", "http://example.com/a?b=c#d", "a :b", "a\u{A0}#b"]
        // YAML's indicators first, and flow characters.
        values += ["-", "- a", "-a", "--", "---", "...", "... a", "?", "? a", "?a", "!x", "!!str", "!", "&a", "*a", "|",
                   "| a", ">", "> a", "%x", "@x", "`x", "[a]", "{a: 1}", "a, b", "[", "]x", "{", "}", ",a", "a,b",
                   "a]", "a}", "'", "\"", "a'b", "a\"b", "'s'", "\"q\"", "it's", "\\", "a\\nb", "\\\"", "\\u0041"]
        // Hangul and other scripts.
        values += ["김치", "김치 찌개", "한글: 값", "ㄱ", "\u{1100}", "\u{3164}", "\u{FFA0}", "한 #태그", "가:나", "숫자 1e3",
                   "예", "네", "아니요", "😀", "e\u{301}", "👨‍👩‍👧", "日本語", "\u{200B}x", "x\u{200D}"]
        // Control characters, byte-order marks, other line breaks, non-characters.
        values += ["\u{1}", "a\u{7}b", "\u{1B}[31mred", "\u{7F}", "a\u{85}b", "\u{A0}", "a\u{2028}b", "a\u{2029}b",
                   "\u{FEFF}x", "x\u{FEFF}", "a\u{FEFF}b", "\u{FFFE}", "\u{FFFF}", "\r", "a\rb", "a\r\nb"]
        // Several lines.
        values += ["a\nb", "a\n\nb", "\n", "line\n", "\nline", "  indented\n  more", "- a\n- b", "k: v\nk2: v2",
                   "---\nx", "a\n---", "a\n...\nb"]
        values.append(String(repeating: "long 긴 ", count: 40))
        return values
    }()

    /// Keys `kept set` takes (a word: letters, digits, `_`, `-`, `.`) that YAML readers read
    /// as booleans, nulls, numbers or dates unless quoted.
    static let keys: [String] = {
        var keys: [String] = []
        for word in ["y", "n", "yes", "no", "on", "off", "true", "false", "null"] {
            keys += casings(word)
        }
        keys += ["0", "12", "010", "0o10", "0x1F", "0b11", "1e3", "1E3", "1_000", "1_000.5", "1.5", "1.", "1.e3",
                 "2026-01-02", "2026-13-45", "1-2", "1.2.3", "inf", "nan", "NaN", "김치", "값_1", "_x", "a.b", "a-b",
                 "x1", "yes_no", "on-off", "null.x"]
        return keys
    }()

    /// `yes`, `Yes`, `YES` and a mixed case (`yEs`): the forms YAML 1.1 lists and one it does not.
    private static func casings(_ word: String) -> [String] {
        var forms = [word, word.prefix(1).uppercased() + word.dropFirst(), word.uppercased()]
        if word.count > 1 {
            forms.append(word.prefix(1) + word.dropFirst().uppercased())
        }
        var seen: Set<String> = []
        return forms.filter { seen.insert($0).inserted }
    }
}
