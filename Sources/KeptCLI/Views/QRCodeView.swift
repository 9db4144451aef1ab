import Kept

/// A QR code for a terminal: two rows of modules a line with Unicode half blocks, the 4-module
/// quiet zone included. As Debian's `qrencode -t UTF8` and `-t ANSIUTF8` draw it, the light
/// modules are the drawn ones (a terminal's text is light on dark more often than not); with
/// colour, black behind and white in front make it right on a light terminal too.
enum QRCodeView {
    static let quietZone = 4

    static func lines(_ code: QRCode, color: Bool) -> [String] {
        let span = -quietZone..<(code.width + quietZone)
        var lines: [String] = []
        for top in stride(from: span.lowerBound, to: span.upperBound, by: 2) {
            var line = color ? "\u{1B}[40;97m" : ""
            for x in span {
                let upper = !code.isDark(x, top)
                // An odd count of rows leaves the last line's lower half outside: dark, as the
                // terminal around it.
                let lower = top + 1 < span.upperBound && !code.isDark(x, top + 1)
                let glyph = switch (upper, lower) {
                case (true, true): "█"
                case (true, false): "▀"
                case (false, true): "▄"
                case (false, false): " "
                }
                line += glyph
            }
            lines.append(color ? line + "\u{1B}[0m" : line)
        }
        return lines
    }
}
