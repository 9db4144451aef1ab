/// Text made safe to print on a terminal: the one filter every text kept shows there passes
/// through (`Terminal.out`, its errors and notices, the pager, fzf's list, the review). A title,
/// a body, a field, a commit message or a remote's name may hold escape sequences (a hostile
/// file, an assistant's call, a paste) that would move the cursor, retitle the window, write the
/// clipboard (OSC 52) or hide the rest of the line (`ESC [8m`): every C0 control but newline and
/// tab, DEL and every C1 control (CSI U+009B, OSC, DCS, APC…) becomes a visible symbol (`␛`,
/// `␇`, `�`), as `ls` shows them, colour sequences included. The bidirectional overrides and
/// isolates (U+202A–202E, U+2066–2069) are shown as `<U+202E>`: obeyed, they reorder the rest
/// of the line, so that a title could show "(via assistant)" backwards or out of sight.
///
/// kept's own colours are added after the filter: `Style` writes each as a marker holding
/// this run's random token (`colour(_:)`), which no file, argument or assistant can know; the
/// filter turns those markers, and only those, into SGR sequences once everything else is shown.
package enum TerminalSafeText {
    package static func make(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { isControl($0) || isBidiControl($0) || $0 == markerStart }) else { return text }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == markerStart, let (code, end) = marker(scalars, from: i) {
                out.append("\u{1B}")
                out.append("[")
                out.append(contentsOf: code)
                out.append("m")
                i = end + 1
                continue
            }
            if isBidiControl(scalar) {
                out.append(contentsOf: "<U+\(String(scalar.value, radix: 16, uppercase: true))>".unicodeScalars)
                i += 1
                continue
            }
            // A CR ending a line (a CRLF file) moves nothing a newline would not: shown as written.
            if isControl(scalar), !(scalar == "\r" && i + 1 < scalars.count && scalars[i + 1] == "\n") {
                out.append(visible(scalar))
            } else {
                out.append(scalar)
            }
            i += 1
        }
        return String(out)
    }

    /// Text on one line, for a list another program draws (fzf): `make`, and newlines and tabs
    /// shown too.
    package static func oneLine(_ text: String) -> String {
        let safe = make(text)
        guard safe.contains(where: { $0 == "\n" || $0 == "\t" || $0 == "\r\n" }) else { return safe }
        return String(String.UnicodeScalarView(safe.unicodeScalars.map { $0 == "\n" || $0 == "\t" || $0 == "\r" ? visible($0) : $0 }))
    }

    /// kept's own colour `code` (an SGR parameter list: `1`, `31`, `38;5;22`, `0`), as the marker
    /// `make` turns into `ESC [ code m`.
    package static func colour(_ code: String) -> String {
        assert(code.unicodeScalars.allSatisfy { $0 == ";" || ("0"..."9").contains($0) })
        var marker = String.UnicodeScalarView()
        marker.append(markerStart)
        marker.append(contentsOf: token)
        marker.append(contentsOf: code.unicodeScalars)
        marker.append(markerEnd)
        return String(marker)
    }

    /// Text without kept's colour markers: for output that goes elsewhere than a terminal.
    package static func withoutColours(_ text: String) -> String {
        guard text.unicodeScalars.contains(markerStart) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if scalars[i] == markerStart, let (_, end) = marker(scalars, from: i) {
                i = end + 1
                continue
            }
            out.append(scalars[i])
            i += 1
        }
        return String(out)
    }

    /// C0 (but newline and tab), DEL and C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && v != 0x0A && v != 0x09) || v == 0x7F || (0x80...0x9F).contains(v)
    }

    /// The embeddings, overrides and isolates of Unicode's bidirectional algorithm (the marks
    /// U+200E and U+200F, which reorder nothing beyond themselves, are left to right-to-left text).
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// The symbol a control is shown as: its Control Pictures sign (U+2400…), `␡`, or `�` for C1.
    private static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        scalar.value == 0x7F ? "\u{2421}" : scalar.value < 0x20 ? Unicode.Scalar(0x2400 + scalar.value)! : "\u{FFFD}"
    }

    /// Two noncharacters (never in interchanged text) around the token and the code.
    private static let markerStart = Unicode.Scalar(0xFDD0)!
    private static let markerEnd = Unicode.Scalar(0xFDD1)!
    /// This run's token: 16 random hex digits, made once.
    private static let token: [Unicode.Scalar] = {
        var generator = SystemRandomNumberGenerator()
        let digits = String(generator.next() as UInt64, radix: 16)
        return Array((String(repeating: "0", count: 16 - digits.count) + digits).unicodeScalars)
    }()

    /// The code of a marker starting at `start` and the index of its end, if it is one of this
    /// run's (a marker with another token is text, shown as it is).
    private static func marker(_ scalars: [Unicode.Scalar], from start: Int) -> ([Unicode.Scalar], Int)? {
        let afterToken = start + 1 + token.count
        guard afterToken < scalars.count, Array(scalars[(start + 1)..<afterToken]) == token else { return nil }
        var i = afterToken
        while i < scalars.count, scalars[i] == ";" || ("0"..."9").contains(scalars[i]) { i += 1 }
        guard i < scalars.count, scalars[i] == markerEnd else { return nil }
        return (Array(scalars[afterToken..<i]), i)
    }
}
