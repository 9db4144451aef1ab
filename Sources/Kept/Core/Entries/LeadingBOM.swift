import Yams

/// Puts back a U+FEFF that starts a scalar (`a: "\uFEFFx"`, or one written raw).
///
/// Yams makes each scalar's string with Foundation's `String(bytes:encoding:)`, which takes a
/// leading U+FEFF for a byte-order mark and drops it; PyYAML and ruamel keep it. The scalar's
/// mark says where it starts in the YAML text, and the text says whether it began with one.
/// Only for front matter holding a U+FEFF or a `\uFEFF` escape, and lines broken only by LF
/// or CRLF (the marks count other breaks too). A block scalar (`|`, `>`) whose text starts
/// with U+FEFF still loses it.
struct LeadingBOM {
    private let lines: [Substring]

    init?(yaml: String) {
        guard yaml.unicodeScalars.contains("\u{FEFF}") || yaml.range(of: "feff", options: .caseInsensitive) != nil,
              !EntryDocument.hasOtherLineBreaks(yaml) else { return nil }
        lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The scalar's string, with the U+FEFF Yams dropped put back.
    func string(_ scalar: Node.Scalar) -> String {
        guard let mark = scalar.mark, mark.line >= 1, mark.line <= lines.count, mark.column >= 1 else { return scalar.string }
        var rest = Substring(String(String.UnicodeScalarView(lines[mark.line - 1].unicodeScalars.dropFirst(mark.column - 1))))
        // The node's properties come first: `!!str &a "…"`.
        while let first = rest.first, first == "!" || first == "&" {
            rest = rest.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" }
        }
        let startsWithBOM: Bool
        switch scalar.style {
        case .doubleQuoted:
            guard rest.first == "\"" else { return scalar.string }
            let inner = rest.dropFirst()
            let lower = inner.prefix(10).lowercased()
            startsWithBOM = inner.unicodeScalars.first == "\u{FEFF}" || lower.hasPrefix("\\ufeff") || lower.hasPrefix("\\u0000feff")
        case .singleQuoted:
            guard rest.first == "'" else { return scalar.string }
            startsWithBOM = rest.dropFirst().unicodeScalars.first == "\u{FEFF}"
        case .plain:
            startsWithBOM = rest.unicodeScalars.first == "\u{FEFF}"
        default:
            startsWithBOM = false
        }
        return startsWithBOM ? "\u{FEFF}" + scalar.string : scalar.string
    }
}
