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
            var values = EntryListPage(request).values(entries, of: diary, at: "/diary")
            values["title"] = context.say(.webTitleDiary)
            return try pages.render(.diary, values, context: context)
        }
    }
}
