import Foundation
import Hummingbird
import Kept

/// *Diary*: entries newest first, a page of 20 at a time (`EntryListPage`).
struct DiaryRoutes {
    let desk: StoreDesk
    let pages: Pages

    func add(to router: Router<WebContext>) {
        router.get("/diary") { request, context in
            guard context.scope.reads("diary") else { throw HTTPError(.forbidden, message: context.say(.webRefusedKind)) }
            let diary = try desk.store.kind(named: "diary")
            let page = EntryListPage(request)
            // The first pages are drawn once for a device and language until the store changes,
            // as *Today* is; a page that says what a change did is not kept.
            guard page.number < 5, !pages.flash.waits(for: context) else { return Pages.answer(draw(page, diary, context)) }
            let key = "diary.page.\(page.number).\(context.language.rawValue).\(context.device?.id ?? "")"
            return Pages.answer(desk.memo(key) { draw(page, diary, context, flash: false) })
        }
    }

    private func draw(_ page: EntryListPage, _ diary: Kind, _ context: WebContext, flash: Bool = true) -> String {
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
        var values = page.values(entries, of: diary, at: "/diary")
        values["title"] = context.say(.webTitleDiary)
        return pages.html(.diary, values, context: context, flash: flash)
    }
}
