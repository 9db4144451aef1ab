import Foundation
import Kept
import MCP

/// `kept mcp`'s resources: each entry of the allowed kinds as `kept://<its path>` (the path's
/// parts percent-encoded: `kept://diary/2026/11/2026-11-27-%EC%B2%AB%EB%88%88.md`), its file as
/// text/markdown; `kept://overview`, what `kept` alone shows, and `kept://report`, the numbers
/// of `kept stats`, both as JSON. A URI of a kind left out reads as one naming nothing.
struct AssistantResources {
    let calls: ToolCalls
    /// Entries per `resources/list` page; the cursor is the offset of the next page.
    static let pageSize = 500
    static let overview = "kept://overview", report = "kept://report"

    private var store: Store { calls.store }

    func list(cursor: String?) throws -> ListResources.Result {
        let offset: Int
        if let cursor {
            guard let number = Int(cursor), number >= 0 else { throw MCPError.invalidParams("cursor") }
            offset = number
        } else {
            offset = 0
        }
        let allowed = try calls.kinds(nil)
        let entries = StoreIndex.load(store, kinds: allowed).entries.withoutConflictCopies.sorted { $0.path < $1.path }
        var resources: [Resource] = []
        if offset == 0 {
            resources.append(Resource(name: "overview", uri: Self.overview, description: calls.say(.mcpResourceOverview), mimeType: "application/json"))
            resources.append(Resource(name: "report", uri: Self.report, description: calls.say(.mcpResourceReport), mimeType: "application/json"))
        }
        // A cursor past the end (a hostile one near Int.max among them) is the caller's error.
        guard offset <= entries.count else { throw MCPError.invalidParams("cursor") }
        let page = entries.dropFirst(offset).prefix(Self.pageSize)
        resources += page.map { Resource(name: $0.path, uri: Self.uri($0.path), title: $0.title, mimeType: "text/markdown") }
        let next = offset + Self.pageSize < entries.count ? String(offset + Self.pageSize) : nil
        return .init(resources: resources, nextCursor: next)
    }

    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "%;?#")
        return "kept://" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
    }

    func read(_ uri: String) throws -> ReadResource.Result {
        do {
            switch uri {
            case Self.overview: return .init(contents: [.text(try ReportJSON.text(overview()), uri: uri, mimeType: "application/json")])
            case Self.report: return .init(contents: [.text(try ReportJSON.text(calls.numbers(kind: nil)), uri: uri, mimeType: "application/json")])
            default:
                let path = try entryPath(uri)
                return .init(contents: [.text(try store.text(at: path), uri: uri, mimeType: "text/markdown")])
            }
        } catch let error as MCPError {
            throw error
        } catch {
            throw MCPError.internalError(Kept.Message.of(error).text(in: calls.language))
        }
    }

    /// The entry `uri` names: a path exactly (never a title), of a file the index holds, of an
    /// allowed kind; anything else is the protocol's "resource not found" (-32002).
    private func entryPath(_ uri: String) throws -> String {
        let missing = MCPError.serverError(code: -32002, message: calls.say(.mcpResourceUnknown, ["uri": uri]))
        guard uri.hasPrefix("kept://"), let path = String(uri.dropFirst("kept://".count)).removingPercentEncoding,
              path.hasSuffix(".md"), PathGate.refusal(path) == nil,
              let kind = store.kind(ofPath: path), calls.scope.reads(kind.name) else { throw missing }
        guard let entry = StoreIndex.load(store, kinds: [kind]).entries.first(where: { $0.path == path.precomposedStringWithCanonicalMapping || $0.path == path }),
              !entry.isConflictCopy else { throw missing }
        return entry.path
    }

    /// What `kept` alone shows, of the allowed kinds only.
    private struct Overview: Encodable {
        struct Count: Encodable { let kind: String; let entries: Int; let unreadable: Int }
        struct Line: Encodable { let path: String; let kind: String; let title: String; let uri: String }
        let store: String
        let today: String
        let kinds: [Count]
        let todays_diary: Line?
        let newest: [Line]
    }

    private func overview() throws -> Overview {
        let made = try StoreOverview.make(store, newestCount: 50)
        let line = { (entry: Entry) in Overview.Line(path: entry.path, kind: entry.kind, title: entry.title, uri: Self.uri(entry.path)) }
        return Overview(store: store.root, today: Day(Date()).iso,
                        kinds: made.counts.filter { calls.scope.reads($0.kind.name) }.map { .init(kind: $0.kind.name, entries: $0.count, unreadable: $0.unreadable) },
                        todays_diary: calls.scope.reads("diary") ? made.todaysDiary.map(line) : nil,
                        newest: made.newest.filter { calls.scope.reads($0.kind) }.prefix(5).map(line))
    }
}
