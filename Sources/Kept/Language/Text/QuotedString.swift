import Foundation

/// A string in double quotes that is valid both as JSON and as a YAML double-quoted scalar:
/// `"` `\` and the usual white-space escapes, every other control character (and BOM,
/// line and paragraph separators, U+FFFE and U+FFFF, which YAML must not hold raw) as `\uXXXX`.
enum QuotedString {
    static func make(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if needsEscape(scalar) {
                    out += String(format: "\\u%04X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
            || scalar.value == 0xFEFF || scalar.value == 0x2028 || scalar.value == 0x2029
            || scalar.value == 0xFFFE || scalar.value == 0xFFFF  // not printable to YAML readers
    }
}
