import Hummingbird
import Kept

/// `/offline`: what the phone shows, offline, for a page it never saw — that it is not
/// available offline — in the page's language. The service worker keeps it (app.js asks for
/// it once a session) and answers with it; it holds nothing of the store.
struct OfflineRoute {
    let pages: Pages

    func add(to router: Router<WebContext>) {
        router.get("/offline") { _, context in
            try pages.render(.offline, ["title": context.say(.webPageOfflineTitle)], context: context)
        }
    }
}
