import HTTPTypes
import Hummingbird

/// Headers on every answer that keep a page to itself: scripts, styles and pictures from this
/// server only and no inline script (a title or body that smuggles markup in cannot run it),
/// no framing, no referrer to other sites, no content sniffing, and pages never stored by a cache.
struct SecurityHeaders<Context: RequestContext>: RouterMiddleware {
    static var policy: String {
        [
            "default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self' data: blob:",
            "connect-src 'self'", "manifest-src 'self'", "worker-src 'self'", "form-action 'self'",
            "base-uri 'none'", "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        // An attached file carries a stricter policy of its own (sandboxed).
        if response.headers[.contentSecurityPolicy] == nil { response.headers[.contentSecurityPolicy] = Self.policy }
        response.headers[.xContentTypeOptions] = "nosniff"
        // Not `no-referrer`: under it a browser sends `Origin: null` with every form POST (the
        // Fetch standard), and FormGuard refused the server's own forms. `same-origin` still
        // gives other sites no address of ours (titles are in them).
        response.headers[HTTPField.Name("Referrer-Policy")!] = "same-origin"
        response.headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
        return response
    }
}
