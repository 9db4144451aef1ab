import Hummingbird
import Kept

/// Lets a request through only from a paired device: the `kept_device` cookie's token must
/// name one (`PairedDevices`), or the answer is 401, whatever the address asked for (pages,
/// attachments, the report). The pairing page and the app's shell (styles, script, icons,
/// manifest) and the certificate authority a phone installs before pairing (`/ca.crt`), which
/// hold nothing of the store, are the only addresses open to all.
struct DeviceGate: RouterMiddleware {
    typealias Context = WebContext
    static let cookie = "kept_device"
    let devices: PairedDevices
    let pages: Pages

    static func isOpen(_ path: String) -> Bool {
        path == "/pair" || path.hasPrefix("/static/") || path == "/manifest.webmanifest" || path == "/sw.js"
            || path == AuthorityRoute.path
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        if let token = request.cookies[Self.cookie]?.value, let device = try devices.device(token: token) {
            context.device = device
            return try await next(request, context)
        }
        if Self.isOpen(request.uri.path) { return try await next(request, context) }
        return try pages.render(.notPaired, [:], context: context, status: .unauthorized)
    }
}
