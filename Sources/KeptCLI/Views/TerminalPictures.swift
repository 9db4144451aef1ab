import Foundation
import Kept

/// A card's text as the terminal review shows it, pictures included: each picture link to a file
/// of the store (`![지도](서울/map.png)`, what `kept attach` wrote) becomes `[그림: 지도]` and the
/// file's path, on a terminal a hyperlink (OSC 8) that opens it. A link to nothing in the store
/// stays as written.
///
/// The card's own text is made terminal-safe first, so only the links kept adds here are obeyed
/// (a card cannot hide another address behind its own words).
struct TerminalPictures {
    let store: Store
    let style: Style
    let onTerminal: Bool
    let host: String

    /// `text` (a card's question or answer, with kept's colours in it) safe to print as is.
    func show(_ text: String, card path: String) -> String {
        let safe = TerminalSafeText.make(text)
        let links = PictureLink.all(in: safe, entry: path)
        guard !links.isEmpty else { return safe }
        var shown = ""
        var rest = safe.startIndex
        for link in links {
            shown += safe[rest..<link.range.lowerBound]
            rest = link.range.upperBound
            guard let file = store.file(of: link) else {
                shown += safe[link.range]
                continue
            }
            let absolute = store.absolutePath(file)
            // The name and path decoded from the link (`%1B`) are made safe again.
            let words = TerminalSafeText.make(say(.reviewPicture, ["name": link.label]) + " " + absolute)
            shown += onTerminal && style.enabled ? hyperlink(style.cyan(words), to: absolute) : words
        }
        return shown + safe[rest...]
    }

    /// OSC 8 around `text`: `file://host/path`, the path percent-encoded so it holds no byte a
    /// terminal would read as the sequence's end.
    private func hyperlink(_ text: String, to path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return "\u{1B}]8;;file://\(host)\(encoded)\u{1B}\\" + text + "\u{1B}]8;;\u{1B}\\"
    }
}
