import Hummingbird
import Kept

/// The language of a request's pages: the first of the browser's `Accept-Language` that kept
/// speaks, else the server's own.
struct PageLanguage: RouterMiddleware {
    typealias Context = WebContext
    let fallback: Language

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.language = Self.language(request.headers[.acceptLanguage], fallback: fallback)
        return try await next(request, context)
    }

    /// `ko-KR,ko;q=0.9,en;q=0.8` → Korean. Weights are taken as the browser orders them.
    static func language(_ header: String?, fallback: Language) -> Language {
        guard let header else { return fallback }
        for part in header.split(separator: ",") {
            let tag = part.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            let primary = tag.split(separator: "-").first.map(String.init) ?? tag
            if let language = Language(rawValue: primary) { return language }
        }
        return fallback
    }
}
