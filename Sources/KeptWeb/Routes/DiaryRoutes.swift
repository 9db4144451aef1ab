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
            let diary = try desk.store.kind(named: "diary")
            let page = max(0, request.uri.queryParameters["page"].flatMap { Int($0) } ?? 0)
            // The first pages are drawn once for a device and language until the store changes,
            // as *Today* is; a page that says what a change did is not kept.
            guard page < 5, !pages.flash.waits(for: context) else { return Pages.answer(draw(page, diary, context)) }
            let key = "diary.page.\(page).\(context.language.rawValue).\(context.device?.id ?? "")"
            return Pages.answer(desk.memo(key) { draw(page, diary, context, flash: false) })
        }
    }

    private func draw(_ page: Int, _ diary: Kind, _ context: WebContext, flash: Bool = true) -> String {
        let store = desk.store
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
        return pages.html(.diary, values, context: context, flash: flash)
    }
}
