import Foundation
import HTTPTypes
import Hummingbird
import Kept

/// A change the phone queued says when it was made (`Kept-Made-At: <ms since 1970> <minutes
/// east of UTC>`, set by the page's script): its commit is authored then (`MadeEarlier`).
/// Only changes carry it; anything unreadable is ignored and the change is authored now.
struct ChangeMadeAt: RouterMiddleware {
    typealias Context = WebContext
    static let header = HTTPField.Name("Kept-Made-At")!

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .post, let made = request.headers[Self.header].flatMap(Self.parse) else {
            return try await next(request, context)
        }
        return try await MadeEarlier.run(at: made.date, offsetMinutes: made.offset) { try await next(request, context) }
    }

    /// `1764680000000 540` → the moment and its offset (within ±14 hours, as clocks are).
    static func parse(_ value: String) -> (date: Date, offset: Int)? {
        let parts = value.split(separator: " ")
        guard parts.count == 2, parts[0].allSatisfy(\.isASCII), parts[0].allSatisfy(\.isNumber),
              let millis = Double(parts[0]), millis.isFinite, millis > 0,
              let offset = Int(parts[1]), abs(offset) <= 14 * 60 else { return nil }
        return (Date(timeIntervalSince1970: millis / 1000), offset)
    }
}
