import Hummingbird
import Kept

/// Answers only requests addressed to this server's own names. A web page elsewhere can make
/// its own name resolve to 127.0.0.1 (DNS rebinding) and then post to the pairing page as if it
/// were this server: its `Origin` and `Host` agree, but the name is not one of ours, so it is
/// refused here (421) before it can guess a code or lock pairing out.
struct HostGate<Context: RequestContext>: RouterMiddleware {
    let allowed: Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let authority = request.head.authority, allowed.contains(Self.host(of: authority)) else {
            return Response(status: .misdirectedRequest)
        }
        return try await next(request, context)
    }

    /// `example.org:8770` → `example.org`, `[::1]:8770` → `::1`, lowercased.
    static func host(of authority: String) -> String {
        var text = authority.lowercased()
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            return String(text[text.index(after: text.startIndex)..<close])
        }
        if let colon = text.lastIndex(of: ":"), text.filter({ $0 == ":" }).count == 1 { text = String(text[..<colon]) }
        return text
    }
}
