import Foundation

/// An entry's Markdown as HTML for an exported page: read by cmark-gfm (`MarkdownTree`) as
/// GitHub reads it, then kept's passes over the tree (never over the text):
///
/// - Raw HTML is shown as text: cmark's safe mode would omit a whole HTML block, and with it
///   the words around a tag. `<script>` and `<img onerror=…>` arrive as words on the page.
/// - Emphasis next to Hangul (`HangulEmphasis`).
/// - An Obsidian embed of one of the entry's attachments (`![[photo.png]]`) is an image.
/// - A link keeps only a web, mail or telephone address, an image a web or picture `data:`
///   one; any other scheme leaves the link's text (an image's description). A relative address
///   points at the file's copy beside the page, or inlined, or at another entry (`relink`).
/// - A body's `#` goes below the entry's own title (`topHeadingLevel`).
/// - Control characters (which XML forbids) are taken out of text.
///
/// Rendered without `CMARK_OPT_UNSAFE`, images loaded lazily, then checked tag by tag against
/// what this writes (`isSafe`); anything else gives nil, and the caller shows the entry as
/// escaped plain text instead.
package struct MarkdownHTML {
    /// What a relative address becomes: a file copied beside the page or inlined, another
    /// entry's place on the page. Nil leaves it as written.
    package struct Link: Equatable {
        var url: String
        /// The file name to save under, for a file inlined as `data:` that is not a picture.
        var download: String? = nil

        package init(url: String, download: String? = nil) {
            self.url = url
            self.download = download
        }
    }

    /// `target` as written in the entry (percent-escapes and all), and whether an image shows it.
    package var relink: (_ target: String, _ isImage: Bool) -> Link? = { _, _ in nil }
    /// The store-relative file an Obsidian embed (`![[photo.png]]`) names, as a link target
    /// from the entry; nil when the entry has no such attachment (the embed stays text).
    var embedded: (_ name: String) -> String? = { _ in nil }
    /// Where an Obsidian wiki link (`[[김장 계획]]`, `[[김장 계획|계획]]`) points: the page's
    /// anchor of the entry it names (`#e3`), or nil, when it is shown as its text alone.
    var wikiLink: (_ target: String) -> String? = { _ in nil }
    /// The level a body's `#` heading gets: below the entry's own title on the page.
    var topHeadingLevel = 4
    /// Every line break as `<br />` (an Anki field, a diary: lines show as written), not only
    /// those Markdown marks.
    package var hardBreaks = false

    package func html(_ markdown: String) -> String? {
        let tree = MarkdownTree(markdown)
        HangulEmphasis.apply(to: tree, source: markdown)
        if markdown.contains("![[") { embed(in: tree) }
        if markdown.contains("[[") { linkWikiLinks(in: tree) }
        for node in tree.nodes() {
            switch node.kind {
            case .htmlBlock: Self.showAsText(block: node, in: tree)
            case .htmlInline:
                node.insertBefore(.text(node.literal ?? ""))
                tree.remove(node)
            case .link, .image: address(of: node, in: tree)
            case .heading: node.headingLevel = min(6, node.headingLevel + topHeadingLevel - 1)
            case .text, .code, .codeBlock: Self.removeControlCharacters(node)
            case .softBreak where hardBreaks:
                node.insertBefore(MarkdownNode(.lineBreak))
                tree.remove(node)
            default: break
            }
        }
        let html = Self.loadingLazily(tree.html())
        return Self.isSafe(html) ? html : nil
    }

    /// `loading="lazy"` at the end of every `<img …/>`: a page of a thousand photos opens at
    /// once. (Text's `<` and `>` are escaped, in attributes too, so the first ` />` ends it.)
    static func loadingLazily(_ html: String) -> String {
        guard html.contains("<img ") else { return html }
        var out = ""
        var rest = Substring(html)
        while let open = rest.range(of: "<img "), let end = rest[open.upperBound...].range(of: " />") {
            out += rest[..<end.lowerBound] + " loading=\"lazy\" />"
            rest = rest[end.upperBound...]
        }
        return out + rest
    }

    /// A raw HTML block as a paragraph of its lines.
    private static func showAsText(block: MarkdownNode, in tree: MarkdownTree) {
        let paragraph = MarkdownNode(.paragraph)
        var lines = (block.literal ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        for (index, line) in lines.enumerated() {
            if index > 0 { paragraph.append(MarkdownNode(.softBreak)) }
            paragraph.append(.text(String(line)))
        }
        block.insertBefore(paragraph)
        tree.remove(block)
        removeControlCharacters(paragraph)
    }

    private static func removeControlCharacters(_ node: MarkdownNode) {
        for text in node.kind == .paragraph ? node.children : [node] {
            guard let literal = text.literal,
                  literal.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) || $0 == 0x7F }) else { continue }
            text.literal = String(String.UnicodeScalarView(literal.unicodeScalars.filter {
                !(($0.value < 0x20 && $0 != "\t" && $0 != "\n") || $0.value == 0x7F)
            }))
        }
    }

    /// A link's or image's address checked, and a relative one pointed at its copy.
    private func address(of node: MarkdownNode, in tree: MarkdownTree) {
        let isImage = node.kind == .image
        let url = node.url
        if !node.title.isEmpty { Self.removeControlCharacters(title: node) }
        if let scheme = Self.scheme(of: url) {
            let allowed = isImage ? scheme == "http" || scheme == "https" || Self.isPictureData(url)
                : ["http", "https", "mailto", "tel"].contains(scheme)
            if !allowed { tree.unwrap(node) }
            return
        }
        guard let target = relink(url, isImage) else { return }
        let isData = Self.scheme(of: target.url) == "data"
        if isImage, isData, !Self.cmarkKeepsPicture(target.url) {
            // An inlined SVG, AVIF, HEIC… picture: cmark's safe mode keeps only PNG, GIF, JPEG
            // and WebP `data:`, so this image is written here (and checked by `isSafe`).
            let image = MarkdownNode(.customInline)
            let alt = HTMLText.escape(Self.plainText(of: node))
            image.setCustomHTML(before: "<img src=\"\(HTMLText.escape(target.url))\" alt=\"\(alt)\" />", after: "")
            node.insertBefore(image)
            tree.remove(node)
            return
        }
        guard !isImage, target.download != nil || (isData && !Self.isPictureData(target.url)) else {
            node.url = target.url
            return
        }
        // A file inlined for saving: cmark's safe mode would empty a `data:` address that is
        // no picture, so this link is written here (and checked by `isSafe` like the rest).
        let download = target.download.map { " download=\"\(HTMLText.escape($0))\"" } ?? ""
        let link = MarkdownNode(.customInline)
        link.setCustomHTML(before: "<a href=\"\(HTMLText.escape(target.url))\"\(download)>", after: "</a>")
        node.insertBefore(link)
        for child in node.children { link.append(child) }
        tree.remove(node)
    }

    /// The `data:` pictures cmark's safe mode leaves in place.
    static func cmarkKeepsPicture(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains { lowered.hasPrefix($0) }
    }

    /// An image's description as the text an `alt` holds.
    private static func plainText(of node: MarkdownNode) -> String {
        node.children.map { child in
            switch child.kind {
            case .text, .code: return child.literal ?? ""
            case .softBreak, .lineBreak: return " "
            default: return plainText(of: child)
            }
        }.joined()
    }

    private static func removeControlCharacters(title node: MarkdownNode) {
        let title = node.title
        guard title.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return }
        node.title = String(String.UnicodeScalarView(title.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
    }

    /// `![[name]]`, `![[name|description]]`, `![[name|100]]` (a width, no description),
    /// `![[name#fragment]]` (`x.svg#icon`: the file is the picture) naming an attachment, as
    /// images. Text nodes only: an embed written inside code stays code.
    private func embed(in tree: MarkdownTree) {
        tree.joinText()
        for node in tree.nodes() where node.kind == .text {
            guard let text = node.literal, text.contains("![[") else { continue }
            var rest = Substring(text)
            var pieces: [MarkdownNode] = []
            var plain = ""
            while let match = rest.firstMatch(of: /!\[\[([^\]|#\n]+)(?:#[^\]|\n]*)?(?:\|([^\]\n]*))?\]\]/) {
                plain += rest[..<match.range.lowerBound]
                var name = String(match.output.1).trimmingCharacters(in: .whitespaces)
                if name.hasSuffix("\\") { name.removeLast() }
                if let target = embedded(name) {
                    if !plain.isEmpty { pieces.append(.text(plain)) }
                    plain = ""
                    let image = MarkdownNode(.image)
                    image.url = Self.percentEncoded(target)
                    if let description = match.output.2, !description.isEmpty, description.wholeMatch(of: /\d+(x\d+)?/) == nil {
                        image.append(.text(String(description)))
                    }
                    pieces.append(image)
                } else {
                    plain += match.output.0
                }
                rest = rest[match.range.upperBound...]
            }
            guard pieces.contains(where: { $0.kind == .image }) else { continue }
            plain += rest
            if !plain.isEmpty { pieces.append(.text(plain)) }
            for piece in pieces { node.insertBefore(piece) }
            tree.remove(node)
        }
    }

    /// `[[note]]`, `[[note#heading]]`, `[[note|words]]` (not an embed, `![[…]]`) as the words
    /// (or the note's name) linking to the entry on the page, or as those words alone: never
    /// the brackets. The file keeps the link as written.
    private func linkWikiLinks(in tree: MarkdownTree) {
        tree.joinText()
        for node in tree.nodes() where node.kind == .text {
            guard let text = node.literal, text.contains("[[") else { continue }
            var rest = Substring(text)
            var pieces: [MarkdownNode] = []
            var plain = ""
            while let match = rest.firstMatch(of: WikiLink.pattern) {
                let before = rest[..<match.range.lowerBound]
                plain += before
                rest = rest[match.range.upperBound...]
                if before.hasSuffix("!") || (before.isEmpty && plain.hasSuffix("!")) {
                    plain += match.output.0
                    continue
                }
                let (target, words) = WikiLink.words(match)
                if let anchor = wikiLink(target) {
                    if !plain.isEmpty { pieces.append(.text(plain)) }
                    plain = ""
                    let link = MarkdownNode(.customInline)
                    link.setCustomHTML(before: "<a href=\"\(HTMLText.escape(anchor))\">", after: "</a>")
                    link.append(.text(words))
                    pieces.append(link)
                } else {
                    plain += words
                }
            }
            plain += rest
            if !plain.isEmpty { pieces.append(.text(plain)) }
            guard plain != text || pieces.count != 1 else { continue }
            for piece in pieces { node.insertBefore(piece) }
            tree.remove(node)
        }
    }

    /// A path as a URL path: spaces, parentheses and other characters that would end or
    /// change a link escaped; `/` kept.
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// A URL's scheme, lower-cased, as a browser reads it (tabs and line breaks inside are
    /// ignored, leading spaces too); nil for a relative address.
    static func scheme(of url: String) -> String? {
        let scalars = url.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }.drop { $0.value <= 0x20 }
        let text = String(String.UnicodeScalarView(scalars))
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let head = text[..<colon]
        if head.contains(where: { "/?#".contains($0) }) { return nil }
        return head.lowercased()
    }

    static func isPictureData(_ url: String) -> Bool {
        url.drop { $0 == " " }.lowercased().hasPrefix("data:image/")
    }
}

extension MarkdownHTML {
    /// Addresses as written, embeds and wiki links as text: a page of one entry (`kept serve`).
    package init(topHeadingLevel: Int) {
        self.init()
        self.topHeadingLevel = topHeadingLevel
    }

    /// A body shown at an address other than its entry's (Today shows today's entry): each
    /// relative address becomes `resolve(target)` (nil leaves it), so that an attached photo
    /// loads wherever the body is shown.
    package init(topHeadingLevel: Int, resolve: @escaping (_ target: String) -> String?) {
        self.init(topHeadingLevel: topHeadingLevel)
        relink = { target, _ in resolve(target).map { Link(url: $0) } }
    }

    /// As above, for the body of the entry at `entry`, its Obsidian embeds of pictures
    /// (`![[2024-01-15-note/a.png|300]]`, as an import names its copies, or `![[a.png]]`, in
    /// the entry's attachment folder) shown as the pictures, as the HTML export shows them.
    package init(topHeadingLevel: Int, entry path: String, resolve: @escaping (_ target: String) -> String?) {
        self.init(topHeadingLevel: topHeadingLevel, resolve: resolve)
        let folder = (AttachmentFolder.of(path) as NSString).lastPathComponent
        embedded = { name in
            guard AttachmentFolder.isImage(name), !name.hasPrefix("/"), !name.contains("://") else { return nil }
            return name.contains("/") ? name : folder + "/" + name
        }
    }
}
