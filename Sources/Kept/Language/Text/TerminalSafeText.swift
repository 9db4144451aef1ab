/// Text from entries made safe to print on a terminal: a title or a body may hold escape
/// sequences (a hostile file, a paste) that would move the cursor, retitle the window or
/// write the clipboard (OSC 52). Control characters become visible symbols (`␛`, `␇`), as
/// `ls` shows them; only colour sequences (`ESC [ … m`), which kept itself writes, pass.
package enum TerminalSafeText {
    package static func make(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "\u{1B}", let end = colourEnd(scalars, from: i) {
                out.append(contentsOf: scalars[i...end])
                i = end + 1
                continue
            }
            // A CR ending a line (a CRLF file) moves nothing a newline would not: shown as written.
            if isControl(scalar), !(scalar == "\r" && i + 1 < scalars.count && scalars[i + 1] == "\n") {
                out.append(scalar.value == 0x7F ? "\u{2421}" : scalar.value < 0x20 ? Unicode.Scalar(0x2400 + scalar.value)! : "\u{FFFD}")
            } else {
                out.append(scalar)
            }
            i += 1
        }
        return String(out)
    }

    /// C0 (but newline and tab), DEL and C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && v != 0x0A && v != 0x09) || v == 0x7F || (0x80...0x9F).contains(v)
    }

    /// The index of the `m` ending an SGR colour sequence starting at `start`, if it is one.
    private static func colourEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var i = start + 2
        while i < scalars.count, scalars[i] == ";" || ("0"..."9").contains(scalars[i]) { i += 1 }
        return i < scalars.count && scalars[i] == "m" ? i : nil
    }
}
