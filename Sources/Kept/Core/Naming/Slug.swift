import Foundation

/// Turns a title into a safe file-name part.
///
/// Letters of every script stay (Korean stays Korean), NFC-normalised, lower-cased where the
/// script has case; white space becomes `-`; path separators, control characters and
/// `\ : * ? " < > |` go; no leading dot; at most `maxBytes` UTF-8 bytes, cut between
/// characters. The result never holds `/` and is never `.` or `..`.
package enum Slug {
    package static let maxFileNameBytes = 80

    package static func make(_ title: String, maxBytes: Int = maxFileNameBytes - 3) -> String {
        let normalized = title.precomposedStringWithCanonicalMapping.lowercased()
        var out = ""
        var pendingDash = false
        for scalar in normalized.unicodeScalars {
            if scalar.properties.isWhitespace || scalar == "-" {
                pendingDash = !out.isEmpty
                continue
            }
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || removed.contains(scalar)
                || scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .surrogate
                || scalar.properties.generalCategory == .privateUse || scalar == "\u{FEFF}" {
                continue
            }
            if pendingDash { out.unicodeScalars.append("-"); pendingDash = false }
            out.unicodeScalars.append(scalar)
        }
        while out.hasPrefix(".") || out.hasPrefix("-") { out.removeFirst() }
        out = truncated(out, maxBytes: maxBytes)
        while out.hasSuffix(".") || out.hasSuffix("-") { out.removeLast() }
        return out
    }

    /// The longest prefix of whole characters that fits in `maxBytes` UTF-8 bytes.
    package static func truncated(_ text: String, maxBytes: Int) -> String {
        guard text.utf8.count > maxBytes else { return text }
        var out = ""
        var bytes = 0
        for character in text {
            let size = String(character).utf8.count
            if bytes + size > maxBytes { break }
            out.append(character)
            bytes += size
        }
        return out
    }

    private static let removed: Set<Unicode.Scalar> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|", "\u{2215}", "\u{29F8}"]
}
