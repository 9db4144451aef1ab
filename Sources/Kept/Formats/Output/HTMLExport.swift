import Foundation

/// Entries as one page: inline CSS, no scripts; a table of contents by month, then each
/// month's entries with their details, every other front-matter field, and their Markdown
/// drawn as HTML (`MarkdownHTML`: raw HTML in an entry stays text). The files entries link to
/// go beside the page or inside it (`MediaPlacement`). The page is well-formed XML as well as
/// HTML, so XML tools read it too.
struct HTMLExport {
    let export: EntryExport
    var placement: MediaPlacement = .inline

    func page() -> HTMLExportPage {
        let share = ShareText(preferred: export.preferred)
        // Headings follow the user's language; each entry's own date line keeps its language
        // (`ShareText`), as its share text does.
        let language = export.interface
        // The kinds by their names in the reader's language (Diary, Cards / 일기, 카드).
        let heading = export.kindsPresent.isEmpty ? export.name : export.kindsPresent.map { FieldWords.kind($0.folder, language) }.joined(separator: ", ")
        let months = self.months(language)
        let anchors = Dictionary(export.entries.enumerated().map { ($0.element.path, "e\($0.offset + 1)") },
                                 uniquingKeysWith: { a, _ in a })
        let media = ExportMedia(placement: placement, store: export.store, anchors: anchors)
        // A wiki link finds its entry as Obsidian does: by the file's name, else by the title.
        var named: [String: String] = [:]
        for entry in export.entries {
            for name in [entry.fileStem, entry.title] where named[name.lowercased()] == nil { named[name.lowercased()] = "#" + anchors[entry.path]! }
        }
        var html = """
            <!DOCTYPE html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <meta name="generator" content="kept"/>
            <title>\(escape(heading))</title>
            <style>
            \(Self.style)
            \(ExportCharts.style)
            </style>
            </head>
            <body>
            <header><h1>\(escape(heading))</h1>
            <p class="summary">\(escape(summary(language)))</p></header>

            """
        // The year's heatmap and the map of located entries, above the contents.
        html += ExportCharts(export: export, anchors: anchors).html()
        html += "<nav>\n<h2>\(escape(Message(.htmlContents).text(in: language)))</h2>\n<ul>\n"
        for month in months {
            html += "<li><a href=\"#\(month.id)\">\(escape(month.label))</a> <span class=\"count\">(\(month.entries.count))</span>\n<ul>\n"
            for entry in month.entries {
                html += "<li><a href=\"#\(anchors[entry.path]!)\">\(escape(entry.title))</a></li>\n"
            }
            html += "</ul></li>\n"
        }
        html += "</ul>\n</nav>\n<main>\n"
        for month in months {
            html += "<section id=\"\(month.id)\">\n<h2>\(escape(month.label))</h2>\n"
            for entry in month.entries {
                html += "<article id=\"\(anchors[entry.path]!)\">\n<h3>\(escape(entry.title))</h3>\n"
                let details = export.details(of: entry, share: share)
                if !details.isEmpty { html += "<p class=\"meta\">\(escape(details))</p>\n" }
                let tags = entry.tags
                if !tags.isEmpty { html += "<p class=\"tags\">\(tags.map { "#" + escape($0) }.joined(separator: " "))</p>\n" }
                let fields = ExportFields.of(entry, kind: export.kind(of: entry), leaving: ["tags"])
                if !fields.isEmpty {
                    html += "<dl class=\"fields\">" + fields.map { "<dt>\(escape(FieldWords.field($0.key, language)))</dt><dd>\(escape(FieldWords.value($0.value, of: $0.key, language)))</dd>" }.joined() + "</dl>\n"
                }
                html += body(of: entry, media: media, named: named)
                html += "<p class=\"path\">\(escape(entry.path))</p>\n</article>\n"
            }
            html += "</section>\n"
        }
        html += "</main>\n</body>\n</html>\n"
        return HTMLExportPage(html: html, media: media.files, missing: media.missing)
    }

    /// The entry's Markdown as HTML, its links to files of the store pointing at their copies
    /// (or inlined); as escaped plain text if it would not come out safe.
    func body(of entry: Entry, media: ExportMedia, named: [String: String] = [:]) -> String {
        // A first `# heading` that repeats the title (an Obsidian note's) is not said twice.
        let markdown = String(Entry.afterTitleHeading(entry.body, title: entry.title))
        guard !markdown.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return "" }
        let attachments = entry.body.contains("![[") ? export.attachments(of: entry) : []
        let folder = AttachmentFolder.of(entry.path)
        var renderer = MarkdownHTML(
            relink: { target, isImage in media.link(target, from: entry.path, isImage: isImage) },
            embedded: { name in
                // As Obsidian finds an embed: by its path in the folder, else by its name; or by
                // the name an import made safe (`Photo 1.png` → `photo-1.png`).
                let named = { (name: String) in attachments.first { ($0 as NSString).lastPathComponent == name } }
                let file = attachments.first { $0 == folder + "/" + name } ?? named(name)
                    ?? named(AttachmentFolder.sanitised((name as NSString).lastPathComponent))
                return file.map { (folder as NSString).lastPathComponent + $0.dropFirst(folder.count) }
            },
            wikiLink: { target in named[((target as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased()] ?? named[target.lowercased()] })
        // A diary's lines as written (its kind's `breaks`), as on the phone.
        renderer.hardBreaks = export.kind(of: entry)?.keepsLineBreaks ?? false
        if let html = renderer.html(markdown) { return "<div class=\"body\">\n\(html)\n</div>\n" }
        let text = MarkdownText.plain(markdown)
        return "<div class=\"body plain\">\(MarkdownHTML.linked(escape(text)))</div>\n"
    }

    struct Month {
        let id: String
        let label: String
        var entries: [Entry]
    }

    /// The entries grouped by the month of their date, newest month first whatever the kinds
    /// (a campaign ending next year before a diary of last spring), and within a month newest
    /// first; undated entries last. The contents list follows the same order.
    func months(_ language: TextLanguage) -> [Month] {
        var dated: [(entry: Entry, date: FieldDate, order: Int)] = []
        var undated: [Entry] = []
        for (order, entry) in export.entries.enumerated() {
            guard let date = entry.date(in: export.kind(of: entry)) else { undated.append(entry); continue }
            dated.append((entry, date, order))
        }
        dated.sort { $0.date == $1.date ? $0.order < $1.order : $1.date < $0.date }
        var months: [Month] = []
        for item in dated {
            let day = item.date.day
            let id = String(format: "m%04d-%02d", day.year, day.month)
            if months.last?.id == id { months[months.count - 1].entries.append(item.entry) }
            else { months.append(Month(id: id, label: HumanDate.month(year: day.year, month: day.month, language), entries: [item.entry])) }
        }
        if !undated.isEmpty { months.append(Month(id: "undated", label: Message(.htmlUndated).text(in: language), entries: undated)) }
        return months
    }

    func summary(_ language: TextLanguage) -> String {
        Message(.htmlSummary, count: export.entries.count, ["day": HumanDate.day(Day(export.now), language)]).text(in: language)
    }

    func escape(_ text: String) -> String { HTMLText.escape(text) }

    static let style = """
        :root { color-scheme: light dark; --muted: #6b6b6b; --rule: #ddd; --accent: #2a6f97; }
        body { font-family: -apple-system, "Segoe UI", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif;
               max-width: 44rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.65; word-break: keep-all; overflow-wrap: anywhere; }
        h1 { margin-bottom: 0.2rem; }
        h2 { border-bottom: 1px solid var(--rule); padding-bottom: 0.2rem; margin-top: 2.5rem; }
        h3 { margin: 1.8rem 0 0.2rem; }
        a { color: var(--accent); text-decoration: none; }
        nav ul { padding-left: 1.2rem; }
        nav ul ul { columns: 2; }
        .summary, .meta, .tags, .path, .count { color: var(--muted); }
        .meta, .tags { margin: 0.1rem 0; }
        .path { font-size: 0.8rem; font-family: ui-monospace, monospace; }
        .body { margin-top: 0.8rem; }
        .body.plain { white-space: pre-wrap; }
        .body img { max-width: 100%; height: auto; border-radius: 4px; }
        .body table { border-collapse: collapse; margin: 0.8rem 0; }
        .body th, .body td { border: 1px solid var(--rule); padding: 0.25rem 0.6rem; }
        .body pre { background: rgba(127, 127, 127, 0.12); padding: 0.6rem 0.8rem; border-radius: 4px; overflow-x: auto; }
        .body code { font-family: ui-monospace, "Noto Sans Mono CJK KR", monospace; font-size: 0.9em; }
        .body blockquote { border-left: 3px solid var(--rule); margin-left: 0; padding-left: 1rem; color: var(--muted); }
        .body h4, .body h5, .body h6 { margin: 1.2rem 0 0.3rem; }
        .fields { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; margin: 0.4rem 0; font-size: 0.9rem; }
        .fields dt { color: var(--muted); }
        .fields dd { margin: 0; }
        article { page-break-inside: avoid; }
        @media print { nav { display: none; } }
        """
}
