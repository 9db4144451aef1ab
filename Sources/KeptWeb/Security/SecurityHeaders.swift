import HTTPTypes
import Hummingbird

/// Headers on every answer that keep a page to itself: scripts, styles and pictures from this
/// server only and no inline script (a title or body that smuggles markup in cannot run it),
/// no framing, no referrer, no content sniffing, and pages never stored by a cache.
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
        response.headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        response.headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
        return response
    }
}
