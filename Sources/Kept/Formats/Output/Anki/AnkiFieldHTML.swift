import Foundation

/// A card's Markdown as the HTML of an Anki field, drawn by cmark-gfm as `kept export --to html`
/// draws it (`MarkdownHTML`: raw HTML stays text), with Anki's habits: a line break is `<br>`
/// (kept shows a card's lines as written), headings keep their level, and a picture the card
/// links to (`![](…)`, an attachment's `![[…]]`) is one of the package's media files, shown as
/// `<img src="name">` by its plain name, as Anki's editor writes it; a link to a sound file of
/// the store is Anki's `[sound:name]`.
final class AnkiFieldHTML {
    let store: Store
    /// The pictures and sounds to put in the package: their name in Anki and the file in the store.
    private(set) var media: [(name: String, source: String)] = []
    /// Pictures linked that are no file of the store (`path: target`).
    private(set) var missing: [String] = []
    private var names: [String: String] = [:]

    init(store: Store) { self.store = store }

    /// The field for `markdown`, written in the entry at `entryPath`.
    func html(_ markdown: String, entryPath: String) -> String {
        let text = markdown.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return "" }
        // cmark percent-encodes an address; a picture's name goes through it as a plain token
        // and is put back afterwards, so `서울 사진.png` stays the name Anki's media map holds.
        let tokens = Tokens()
        var renderer = MarkdownHTML(topHeadingLevel: 1)
        renderer.hardBreaks = true
        renderer.relink = { [self] target, isImage in
            let isSound = !isImage && Self.soundTypes.contains((target as NSString).pathExtension.lowercased())
            guard isImage || isSound, let name = picture(target, from: entryPath) else { return nil }
            return MarkdownHTML.Link(url: tokens.add(name))
        }
        if text.contains("![[") {
            let attachments = store.attachments(of: entryPath)
            let folder = AttachmentFolder.of(entryPath)
            renderer.embedded = { name in
                let named = { (name: String) in attachments.first { ($0 as NSString).lastPathComponent == name } }
                let file = attachments.first { $0 == folder + "/" + name } ?? named(name)
                    ?? named(AttachmentFolder.sanitised((name as NSString).lastPathComponent))
                return file.map { (folder as NSString).lastPathComponent + $0.dropFirst(folder.count) }
            }
        }
        guard var html = renderer.html(text) else {
            return HTMLText.escape(text).replacingOccurrences(of: "\n", with: "<br>")
        }
        html = html.replacingOccurrences(of: " loading=\"lazy\"", with: "")
            .replacingOccurrences(of: "<br />\n", with: "<br>")
        for (token, name) in tokens.names {
            html = html.replacingOccurrences(of: "src=\"\(token)\"", with: "src=\"\(HTMLText.escape(name))\"")
            // A sound plays where Anki reads `[sound:name]`; the link's words give way to it.
            html = html.replacing(try! Regex("<a href=\"\(token)\">.*?</a>"), with: "[sound:\(HTMLText.escape(name))]")
        }
        return html.trimmingCharacters(in: .newlines)
    }

    /// The media name of the picture `target` links to from `entryPath`, added once; nil when
    /// it is a web address or leads to no file of the store (then named in `missing`).
    private func picture(_ target: String, from entryPath: String) -> String? {
        if target.hasPrefix("#") || target.hasPrefix("/") || target.isEmpty { return nil }
        let decoded = target.removingPercentEncoding ?? target
        let folder = (entryPath as NSString).deletingLastPathComponent
        guard let path = StoreRelativePath.normalised(folder.isEmpty ? decoded : folder + "/" + decoded),
              let source = StoreRelativePath.regularFile(path, in: store) else {
            missing.append("\(entryPath): \(target)")
            return nil
        }
        if let name = names[source] { return name }
        // Anki keeps every media file of a collection in one folder: two pictures of one name
        // in different cards' folders get `photo-2.png`.
        let base = (path as NSString).lastPathComponent
        var name = base, n = 1
        let taken = Set(media.map(\.name))
        while taken.contains(name) {
            n += 1
            let ext = (base as NSString).pathExtension
            name = (base as NSString).deletingPathExtension + "-\(n)" + (ext.isEmpty ? "" : "." + ext)
        }
        names[source] = name
        media.append((name, source))
        return name
    }

    /// Files Anki plays as sounds (its `[sound:…]`), by extension.
    static let soundTypes: Set<String> = ["mp3", "ogg", "oga", "opus", "wav", "m4a", "flac", "aac", "spx"]

    /// The placeholders of one field's pictures and sounds.
    private final class Tokens {
        var names: [(token: String, name: String)] = []
        func add(_ name: String) -> String {
            let token = "kept-anki-media-\(names.count)"
            names.append((token, name))
            return token
        }
    }
}
