import Foundation

/// A card whose Anki front was only a sound or a picture (`[sound:foo.wav]`, `<img
/// src="river.png">`): `kept import anki` titles it by the file's name, since a title is text,
/// and opens its body with the link to the file. Exported, that link goes back to the front
/// and the rest of the body to the back, so Anki gets the fields it had.
enum AnkiFrontMedia {
    /// The body's opening link, when it stands alone in its paragraph and names the file the
    /// title names (by the name as written or as an import made it safe); and the rest.
    static func split(title: String, body: String) -> (front: String, back: String)? {
        let text = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("[") || text.hasPrefix("!") else { return nil }
        let end = text.range(of: "\n\n")
        let first = end.map { String(text[..<$0.lowerBound]) } ?? text
        guard let match = first.wholeMatch(of: /!?\[[^\]\n]*\]\(\s*<?([^)>\n]+?)>?\s*\)/) else { return nil }
        let target = String(match.output.1)
        let name = ((target.removingPercentEncoding ?? target) as NSString).lastPathComponent
        guard name == title || AttachmentFolder.sanitised(name) == AttachmentFolder.sanitised(title) else { return nil }
        return (first, end.map { String(text[$0.upperBound...]) } ?? "")
    }

    /// A field of one paragraph without its `<p>`: `[sound:foo.wav]`, as Anki's editor writes it.
    static func unwrapped(_ html: String) -> String {
        guard html.hasPrefix("<p>"), html.hasSuffix("</p>"), html.components(separatedBy: "<p>").count == 2 else { return html }
        return String(html.dropFirst(3).dropLast(4))
    }
}
