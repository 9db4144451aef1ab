import Foundation
import HTTPTypes
import Hummingbird
import Kept

/// *Report*: `kept report`'s page as it is (its own inline CSS and SVG, no script), for a
/// device that may read every kind: the report counts all of them, so a device limited to
/// some kinds gets 403 rather than a page that would tell it about the others.
struct ReportRoutes {
    let desk: StoreDesk

    func add(to router: Router<WebContext>) {
        router.get("/report") { request, context in
            guard context.scope.kinds == nil else { throw HTTPError(.forbidden, message: context.say(.webRefusedKind)) }
            let today = Day(Date())
            let year = request.uri.queryParameters["year"].flatMap { Int($0) }.map { min(max($0, 1900), 2999) } ?? today.year
            let store = desk.store
            let firstWeekday = (try? WeekStart("fridge.week-start", in: store.config()))??.isoWeekday ?? 1
            let html = try store.report(year: year, today: today, firstWeekday: firstWeekday, language: context.language).html()
            var headers: HTTPFields = [.contentType: "text/html; charset=utf-8"]
            // The report's style is inline; nothing else is allowed, a script least of all.
            headers[.contentSecurityPolicy] = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
        }
    }
}
