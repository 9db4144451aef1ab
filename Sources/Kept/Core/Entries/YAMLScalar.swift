import Foundation

/// Writes strings as YAML scalars that read back as the very same string in every YAML reader,
/// 1.1 (PyYAML, python-frontmatter, libyaml) and 1.2 (ruamel.yaml) alike.
///
/// Plain where that is safe and reads naturally (`첫눈`, `snow -2°C`), and for whole numbers,
/// decimals and real ISO dates, which people mean as such (`quantity: 2`, `expires:
/// 2026-12-01`). Everything some reader would turn into something else is double-quoted:
/// booleans and nulls in any case (`yes`, `Y`, `oN`, `NULL`, `~`), numbers in any other form
/// (`010`, `0o10`, `0x1F`, `1:20`, `1_000`, `1e3`, `.5`, `+1`, `.inf`), dates no calendar has
/// (`2026-13-45`, which PyYAML fails on), `: x`, `#tag`, a newline.
package enum YAMLScalar {
    package static func render(_ value: String) -> String {
        isSafePlain(value) ? value : doubleQuoted(value)
    }

    /// Renders a value that must stay text even when it looks like a number or a date
    /// (a title `1984` or `2026-01-01`).
    package static func renderText(_ value: String) -> String {
        isPlainText(value) ? value : doubleQuoted(value)
    }

    /// Renders a front-matter key: plain unless a reader would take it for anything but
    /// text (`yes`, `010`, `1e3`, `2026-01-01` keys are quoted: PyYAML makes them True, 8…).
    package static func renderKey(_ key: String) -> String { renderText(key) }

    /// Whether `value` written plain is text, the very same text, in every reader.
    static func isPlainText(_ value: String) -> Bool {
        isSafePlain(value) && !looksNumeric(value) && PlainScalarTag.of(value) == .str && FieldDate(value) == nil
    }

    /// Renders a list of strings as a flow sequence: `[winter, walk]`.
    package static func renderList(_ values: [String]) -> String {
        "[" + values.map(renderFlowItem).joined(separator: ", ") + "]"
    }

    /// Renders a string inside a flow collection (`[…]`, `{…}`), where `,` `[` `]` `{` `}`
    /// also end a plain scalar.
    package static func renderFlowItem(_ value: String) -> String {
        // `?` and `:` too: in a flow PyYAML ends a plain scalar at them.
        value.contains(where: { ",[]{}?:".contains($0) }) ? doubleQuoted(value) : render(value)
    }

    package static func doubleQuoted(_ value: String) -> String { QuotedString.make(value) }

    /// Whether a plain scalar would read back as this exact string (or as the number or date
    /// it plainly is).
    static func isSafePlain(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last else { return false }
        if first == " " || last == " " || last == ":" { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) {
            // `-2°C` and `-3` are fine; `- a`, `-` and `---` are not.
            guard first == "-", value.count > 1, let second = value.dropFirst().first,
                  second != " ", second != "-" else { return false }
        }
        if value.contains(": ") || value.contains(" #") || value.contains("\t") { return false }
        if value.unicodeScalars.contains(where: QuotedString.needsEscape) { return false }
        if value.utf8.count <= 6, plainWords.contains(value.lowercased()) { return false }
        if looksNumeric(value) {
            return value.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?/) != nil
        }
        // A timestamp PyYAML reads must be a real one: `2026-13-45` is an error there.
        if let parts = PlainScalarTag.timestamp(Array(value.utf8)) { return isRealTimestamp(parts) }
        return true
    }

    /// Booleans and nulls of YAML 1.1 and 1.2 (lowercased: any case is quoted, as some
    /// readers ignore case), the `=` and `<<` keys, infinities and not-a-number.
    private static let plainWords: Set<String> = [
        "y", "yes", "n", "no", "true", "false", "on", "off", "null", "~", "=", "<<",
        ".inf", "-.inf", "+.inf", ".nan", "-.nan", "+.nan",
    ]

    /// Whether year, month, day (hour, minute, second, zone hours and minutes) name a
    /// moment Python's `datetime` accepts.
    static func isRealTimestamp(_ parts: [Int]) -> Bool {
        guard parts.count >= 3, (1...9999).contains(parts[0]), (1...12).contains(parts[1]) else { return false }
        let leap = parts[0] % 4 == 0 && (parts[0] % 100 != 0 || parts[0] % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][parts[1] - 1]
        guard (1...days).contains(parts[2]) else { return false }
        guard parts.count > 3 else { return true }
        guard parts.count >= 6, parts[3] < 24, parts[4] < 60, parts[5] < 60 else { return false }
        return parts.count < 7 || (parts[6] < 24 && (parts.count < 8 || parts[7] < 60))
    }

    /// Anything YAML might resolve as a number (int, float, octal, hex, sexagesimal, with `_`).
    private static func looksNumeric(_ value: String) -> Bool {
        // `[-+]?(\.[0-9]|[0-9])[0-9a-fA-FxXoObB_.:eE+-]*`, by hand: a regex literal here is
        // parsed anew on every call, which was most of an import's time (a title, tags and
        // weather per entry, 10,000 entries).
        let bytes = Array(value.utf8)
        var i = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        let isDigit = { (b: UInt8) in b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        if i < bytes.count, isDigit(bytes[i]) {
            i += 1
        } else if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "."), isDigit(bytes[i + 1]) {
            i += 2
        } else {
            return false
        }
        let rest = Set("0123456789abcdefABCDEFxXoObB_.:eE+-".utf8)
        guard bytes[i...].allSatisfy(rest.contains) else { return false }
        return value.wholeMatch(of: /\d{4}-\d\d-\d\d([Tt ].*)?/) == nil
    }
}
