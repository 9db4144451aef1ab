import Foundation

/// Writes strings as YAML scalars that read back as the very same string.
///
/// Plain where that is safe and reads naturally (`첫눈`, `snow -2°C`), and for whole numbers,
/// decimals and ISO dates, which people mean as such (`quantity: 2`, `expires: 2026-12-01`).
/// Everything YAML would turn into something else (`yes`, `null`, `~`, `1e3`, `: x`, `#tag`,
/// a newline) is double-quoted.
public enum YAMLScalar {
    public static func render(_ value: String) -> String {
        isSafePlain(value) ? value : doubleQuoted(value)
    }

    /// Renders a value that must stay text even when it looks like a number or a date
    /// (a title `1984` or `2026-01-01`).
    public static func renderText(_ value: String) -> String {
        isSafePlain(value) && !looksNumeric(value) && FieldDate(value) == nil ? value : doubleQuoted(value)
    }

    /// Renders a list of strings as a flow sequence: `[winter, walk]`.
    public static func renderList(_ values: [String]) -> String {
        "[" + values.map(renderFlowItem).joined(separator: ", ") + "]"
    }

    /// Renders a string inside a flow collection (`[…]`, `{…}`), where `,` `[` `]` `{` `}`
    /// also end a plain scalar.
    public static func renderFlowItem(_ value: String) -> String {
        value.contains(where: { ",[]{}".contains($0) }) ? doubleQuoted(value) : render(value)
    }

    public static func doubleQuoted(_ value: String) -> String { QuotedString.make(value) }

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
        if plainWords.contains(value) { return false }
        if looksNumeric(value) {
            return value.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?/) != nil
        }
        return true
    }

    /// YAML 1.1 booleans and nulls: written plain they would stop being strings.
    private static let plainWords: Set<String> = [
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO",
        "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF", "null", "Null", "NULL", "~", "=", "<<",
        ".inf", ".Inf", ".INF", "-.inf", "-.Inf", "-.INF", "+.inf", ".nan", ".NaN", ".NAN",
    ]

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
