import Foundation
import Hummingbird
import Kept
import Mustache

/// The server's pages: Mustache templates compiled into the binary (`PageTemplates`), each
/// drawn inside the layout in the request's language. Every value is escaped by Mustache
/// (`{{name}}`); only HTML this server made (an entry's body from `MarkdownHTML`, a page's
/// content) goes in unescaped.
struct Pages: Sendable {
    enum Name: String, CaseIterable, Sendable {
        case notPaired, pair, today, diary, entry, fridge, search, results, problem, cards, review, kinds, kind, offline, settings
    }

    private let library: MustacheLibrary
    /// What the last change said, for the page drawn after its redirect.
    let flash = FlashNotices()
    /// The hub's syncs, whose last result every page says; nil when it does not sync.
    let hub: HubSync?
    /// The photos' resized copies the pages show.
    let copies: DisplayCopies

    init(hub: HubSync? = nil, copies: DisplayCopies = DisplayCopies(folder: nil)) {
        self.hub = hub
        self.copies = copies
        var library = MustacheLibrary()
        for (name, text) in PageTemplates.all {
            // The templates are part of the program: one that does not parse is a bug a test finds.
            try! library.register(text, named: name)
        }
        self.library = library
    }

    /// The page `name` filled with `values`, inside the layout, as an answer.
    func render(_ name: Name, _ values: [String: Any], context: WebContext, status: HTTPResponse.Status = .ok) throws -> Response {
        Self.answer(html(name, values, context: context), status: status)
    }

    /// An HTML page as an answer.
    static func answer(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    /// The page as HTML; with `flash: false` without what the last change said (a page kept
    /// for other requests must not take it: the next page drawn shows it).
    func html(_ name: Name, _ values: [String: Any], context: WebContext, flash showsFlash: Bool = true) -> String {
        var values = Self.withoutNil(values)
        if showsFlash, values["notice"] == nil && values["problem"] == nil, let flash = flash.take(for: context) {
            values["notice"] = flash.notice
            values["commit"] = flash.commit
            values["problem"] = flash.problem
            values["copy"] = flash.copy.map(EntryLink.to)
            values["offer"] = flash.offer.map { ["path": $0.path, "text": $0.text] }
        }
        values["t"] = Words(language: context.language)
        values["formToken"] = context.device.map(FormGuard.token(for:)) ?? ""
        let content = library.render(values, withTemplate: name.rawValue) ?? ""
        var layout: [String: Any] = ["content": content, "lang": context.language.rawValue, "t": Words(language: context.language),
                                     "nav": context.device != nil, "page": name.rawValue]
        layout["title"] = values["title"]  // a page without one is titled "kept" alone, not "kept · kept"
        layout["scope"] = context.device.map { Self.navigation($0.scope) } ?? []
        if context.device != nil, let status = hub?.status, let line = SyncLine(status, language: context.language) {
            layout["sync"] = ["text": line.text, "failed": line.failed]
        }
        return library.render(layout, withTemplate: "layout") ?? ""
    }

    /// A part of a page alone (search results as the user types), without the layout.
    func fragment(_ template: String, _ values: [String: Any]) throws -> Response {
        Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(string: library.render(values, withTemplate: template) ?? "")))
    }

    /// A template drawn alone, as HTML (a row `SearchRows` keeps).
    func part(_ template: String, _ values: [String: Any]) -> String {
        library.render(values, withTemplate: template) ?? ""
    }

    /// `values` without the nils routes put in as `Any` (`notice as Any`): Mustache takes such an
    /// `Optional.none` for a value, so Chromium showed a "nil" notice and problem on every page
    /// and opened the entry's edit form.
    static func withoutNil(_ values: [String: Any]) -> [String: Any] {
        values.compactMapValues { value in
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional && mirror.children.isEmpty { return nil }
            return (value as? [String: Any]).map(withoutNil) ?? value
        }
    }

    /// The tabs a device's scope allows.
    static func navigation(_ scope: AccessScope) -> [String: Bool] {
        ["diary": scope.reads("diary"), "fridge": scope.reads("fridge"), "cards": scope.reads("card"), "report": scope.kinds == nil]
    }
}

/// The catalogue's words for templates: `{{t.today}}` is `web.page.today` in the page's language.
struct Words: MustacheParent, Sendable {
    let language: Language

    func child(named name: String) -> Any? {
        MessageKey.webPage(name).map { Message($0).text(in: language) }
    }
}
