import Foundation
import OrderedCollections

/// One entry of the store: a file in a kind's folder, with what its front matter says.
package struct Entry: Sendable {
    /// The path relative to the store: the entry's identity.
    package let path: String
    /// The name of its kind (`diary`, `card`, `fridge`…).
    package let kind: String
    package var fields: OrderedDictionary<String, FieldValue> {
        switch fieldSource {
        case let .decoded(fields): return fields
        case let .cached(cached): return cached.fields ?? fieldsOfFile
        }
    }
    /// The body: the text after the front matter (the whole text without one).
    package var body: String {
        switch bodySource {
        case let .text(text): return text
        case let .file(path): return EntryFile.read(path).map { EntryDocument.body(of: $0.text) } ?? ""
        case let .inFolder(root): return EntryFile.read(root + "/" + path).map { EntryDocument.body(of: $0.text) } ?? ""
        }
    }
    /// Why the front matter could not be read; such an entry is still listed, marked.
    package let problem: FrontMatterProblem?

    /// `problem` replaces the document's own (a file that is not UTF-8, say).
    package init(path: String, kind: String, document: EntryDocument, problem: FrontMatterProblem? = nil) {
        self.path = path
        self.kind = kind
        // Inside kept text is NFC: front matter written on macOS (NFD) reads like any other.
        self.fieldSource = .decoded(problem == nil ? document.fields.nfc : [:])
        self.bodySource = .text(document.body)
        self.problem = problem ?? document.problem
        self.storedExcerpt = nil
        self.isFromCache = false
    }

    /// The same from what a list reads of the text (`EntryDocument.listing`).
    init(path: String, kind: String, listing: EntryDocument.Listing, problem: FrontMatterProblem? = nil) {
        self.path = path
        self.kind = kind
        self.fieldSource = .decoded(problem == nil ? listing.fields.nfc : [:])
        self.bodySource = .text(listing.body)
        self.problem = problem ?? listing.problem
        self.storedExcerpt = nil
        self.isFromCache = false
    }

    /// An entry as the index cache kept it: its body given, or read from a file when asked for.
    init(path: String, kind: String, fields: OrderedDictionary<String, FieldValue>, problem: FrontMatterProblem?,
         excerpt: String, body: BodySource, fromCache: Bool = true) {
        self.path = path
        self.kind = kind
        self.fieldSource = .decoded(fields)
        self.problem = problem
        self.storedExcerpt = excerpt
        self.bodySource = body
        self.isFromCache = fromCache
    }

    /// An entry from the index cache whose fields and excerpt stay in the cache until asked for.
    init(path: String, kind: String, cached: CachedFields, problem: FrontMatterProblem?, body: BodySource) {
        self.path = path
        self.kind = kind
        self.fieldSource = .cached(cached)
        self.problem = problem
        self.storedExcerpt = nil
        self.bodySource = body
        self.isFromCache = true
    }

    /// One field's value: for an entry from the cache, read without decoding the others.
    package func field(_ key: String) -> FieldValue? {
        switch fieldSource {
        case let .decoded(fields): return fields[key]
        case let .cached(cached): return cached.field(key) ?? fieldsOfFile[key]
        }
    }

    /// The fields as the file says them, for an entry whose cache record turned out damaged.
    private var fieldsOfFile: OrderedDictionary<String, FieldValue> {
        switch bodySource {
        case .text: return [:]
        case let .file(path): return EntryFile.read(path).map { EntryDocument(text: $0.text).fields.nfc } ?? [:]
        case let .inFolder(root): return EntryFile.read(root + "/" + path).map { EntryDocument(text: $0.text).fields.nfc } ?? [:]
        }
    }

    /// The same entry holding its excerpt but not its body, which it reads from `file` when
    /// asked: a list of 100,000 entries need not hold 100,000 bodies.
    func withBodyLeftIn(_ file: BodySource, excerpt: String) -> Entry {
        Entry(path: path, kind: kind, fields: fields, problem: problem, excerpt: excerpt, body: file, fromCache: false)
    }

    enum BodySource: Sendable {
        case text(String)
        /// The file's full path: most runs (a list) never need the body of a cached entry.
        case file(String)
        /// The file at the entry's path in this folder (the store's): one string shared by
        /// all the entries of a list rather than a full path made for each (`Store.bodySource`).
        case inFolder(String)
    }

    private enum FieldSource: Sendable {
        case decoded(OrderedDictionary<String, FieldValue>)
        case cached(CachedFields)
    }

    private let fieldSource: FieldSource
    private let bodySource: BodySource
    /// Whether this entry came from the index cache, its file not parsed (for tests).
    let isFromCache: Bool
    /// The excerpt the index cache kept.
    private let storedExcerpt: String?

    /// The `title` field, or the file name without `.md` when there is none.
    package var title: String {
        if let title = field("title")?.text, !title.isEmpty { return title }
        return fileStem
    }

    package var fileStem: String {
        let name = (path as NSString).lastPathComponent
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }

    package var tags: [String] { field("tags")?.tagItems ?? [] }

    /// The first words of the body as one line, without Markdown syntax (`MarkdownText`).
    package var excerpt: String {
        if let storedExcerpt { return storedExcerpt }
        if case let .cached(cached) = fieldSource, let excerpt = cached.excerpt { return excerpt }
        let body = Self.afterTitleHeading(self.body, title: title)
        // Only the lines that hold the first words are converted (counted on bytes, which is
        // quick for Hangul too): a list of many entries stays quick.
        let utf8 = body.utf8
        var end = utf8.startIndex
        var spaces = 0
        while end != utf8.endIndex && spaces < 32 && utf8.distance(from: utf8.startIndex, to: end) < 600 {
            let byte = utf8[end]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") { spaces += 1 }
            end = utf8.index(after: end)
        }
        // On to the end of that block (the next blank line), so that no syntax is cut in half:
        // a table cut before its `| --- |` row, or a quote cut in its middle, would not read as
        // one and show its raw pipes. Past 2,000 bytes, the end of the line does.
        var lineIsBlank = false // the line begun so far holds only white space
        while end != utf8.endIndex {
            let byte = utf8[end]
            if (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: " ")) && utf8.distance(from: utf8.startIndex, to: end) > 2000 {
                break
            }
            if byte == UInt8(ascii: "\n") {
                if lineIsBlank { break }
                lineIsBlank = true
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
                lineIsBlank = false
            }
            end = utf8.index(after: end)
        }
        let start = body[..<end]
        // The text `kept share` gives (one Markdown-to-text path), its first words on one line:
        // found on bytes and joined as they are found, not split into an array of every word
        // and joined again; the list marks compared as bytes (as strings, each comparison
        // normalised the Hangul word first). A third of reading a store without its cache.
        let plain = MarkdownText.plain(String(start)).utf8
        var line = ""
        var words = 0
        var i = plain.startIndex
        while words < 24 {
            while i != plain.endIndex, plain[i] == UInt8(ascii: " ") || plain[i] == UInt8(ascii: "\n") { i = plain.index(after: i) }
            if i == plain.endIndex { break }
            var end = i
            while end != plain.endIndex, plain[end] != UInt8(ascii: " "), plain[end] != UInt8(ascii: "\n") { end = plain.index(after: end) }
            let word = plain[i..<end]
            i = end
            if Self.listMarks.contains(where: { word.elementsEqual($0) }) { continue }
            if words > 0 { line.append(" ") }
            line.append(contentsOf: Substring(word))
            words += 1
        }
        return line
    }

    /// The body after a first line `# Title` that only repeats the entry's title (an Obsidian
    /// note begins so, and its title is shown beside the excerpt already); else the whole body.
    package static func afterTitleHeading(_ body: String, title: String) -> Substring {
        let text = body.drop { $0 == "\n" || $0 == "\r\n" || $0 == " " }
        guard text.hasPrefix("# ") else { return Substring(body) }
        let end = text.firstIndex(where: \.isNewline) ?? text.endIndex
        var heading = text[text.index(text.startIndex, offsetBy: 2)..<end].trimmingCharacters(in: .whitespaces)
        // A closing sequence of `#`s (`# 김장 계획 #`) is no part of the heading.
        if heading.hasSuffix("#"), let space = heading.lastIndex(of: " "), heading[space...].dropFirst().allSatisfy({ $0 == "#" }) {
            heading = heading[..<space].trimmingCharacters(in: .whitespaces)
        }
        guard !heading.isEmpty, heading == title.trimmingCharacters(in: .whitespaces) else { return Substring(body) }
        return text[end...]
    }

    /// The marks `MarkdownText` puts before list items (`•`, `☐`, `☑`), left out of an excerpt.
    private static let listMarks: [[UInt8]] = [Array("•".utf8), Array("☐".utf8), Array("☑".utf8)]

    /// The date of the kind's dating field (a diary's `date`, a card's `created`), if readable.
    package func date(in kind: Kind?) -> FieldDate? {
        kind?.dateField.flatMap { field($0) }.flatMap { FieldDate($0.text) }
    }

    /// A field's value as text; `title` falls back to the file name, `path` and `kind` work too.
    package func value(of field: String) -> String? {
        switch field {
        case "title": return title
        case "path": return path
        case "kind": return kind
        default:
            guard let value = self.field(field), !value.isEmpty else { return nil }
            return value.text
        }
    }
}

extension OrderedDictionary<String, FieldValue> {
    /// Keys and values in NFC; the same dictionary when nothing needs composing (most do not).
    var nfc: Self {
        guard contains(where: { $0.key.needsComposition || $0.value.needsComposition }) else { return self }
        var out: Self = [:]
        for (key, value) in self { out[key.nfc] = value.nfc }
        return out
    }
}

extension FieldValue {
    var needsComposition: Bool {
        switch self {
        case .null: return false
        case let .scalar(text, _): return text.needsComposition
        case let .list(items): return items.contains(where: \.needsComposition)
        case let .map(fields): return fields.contains { $0.key.needsComposition || $0.value.needsComposition }
        }
    }

    var nfc: FieldValue {
        switch self {
        case .null: return .null
        case let .scalar(text, type): return .scalar(text.nfc, type)
        case let .list(items): return .list(items.map(\.nfc))
        case let .map(fields): return .map(fields.nfc)
        }
    }
}
