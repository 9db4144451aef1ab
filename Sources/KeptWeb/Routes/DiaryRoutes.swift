import Foundation
import Hummingbird
import Kept

/// *Diary*: entries newest first, a page of 20 at a time.
struct DiaryRoutes {
    static let pageSize = 20
    let desk: StoreDesk
    let pages: Pages

    func add(to router: Router<WebContext>) {
        router.get("/diary") { request, context in
            guard context.scope.reads("diary") else { throw HTTPError(.forbidden, message: context.say(.webRefusedKind)) }
            let store = desk.store
            let diary = try store.kind(named: "diary")
            var query = ListQuery()
            query.kinds = ["diary"]
            // Newest first, whatever the kind's own sort: the phone shows what was written last.
            let entries = desk.memo("diary.newest") { query.apply(to: desk.index(diary).entries, kinds: store.kinds)
                .map { ($0, $0.date(in: diary)) }
                .sorted { a, b in
                    guard let x = a.1, let y = b.1 else { return a.1 != nil }
                    return x.day != y.day ? y.day < x.day : (x.secondsOfDay ?? 0) > (y.secondsOfDay ?? 0)
                }
                .map(\.0) }
            let page = max(0, request.uri.queryParameters["page"].flatMap { Int($0) } ?? 0)
            let shown = entries.dropFirst(page * Self.pageSize).prefix(Self.pageSize)
            var values: [String: Any] = [
                "title": context.say(.webTitleDiary),
                "entries": shown.map { entry -> [String: Any] in
                    ["title": entry.title, "link": EntryLink.to(entry.path), "excerpt": entry.excerpt,
                     "day": entry.date(in: diary)?.day.iso ?? ""]
                },
            ]
            if page > 0 { values["newer"] = "/diary?page=\(page - 1)" }
            if entries.count > (page + 1) * Self.pageSize { values["older"] = "/diary?page=\(page + 1)" }
            return try pages.render(.diary, values, context: context)
        }
    }
}
