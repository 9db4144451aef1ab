import Hummingbird

/// Tells the routes whether this server speaks TLS: a request carries no scheme of its own over
/// HTTP/1.1, and the Origin check needs it (`http://host:port` is another origin than
/// `https://host:port`, RFC 6454: a page served in plain HTTP elsewhere on that port, or a
/// proxy's, must not post to the TLS server).
struct ServerScheme: RouterMiddleware {
    /// "https" or "http".
    let scheme: String

    func handle(_ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response) async throws -> Response {
        var context = context
        context.scheme = scheme
        return try await next(request, context)
    }
}
