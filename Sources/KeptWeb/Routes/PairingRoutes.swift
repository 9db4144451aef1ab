import Foundation
import Hummingbird
import Kept

/// Pairing: the phone opens the address `kept serve` printed (the code in it) or types the
/// code; a right code, used once and within its time, pairs the device with the scope the
/// server was started with and gives it its token as a cookie only this server reads
/// (`HttpOnly`, `SameSite=Strict`, `Secure`).
struct PairingRoutes {
    let devices: PairedDevices
    let desk: PairingDesk
    let scope: AccessScope
    let pages: Pages
    let report: @Sendable (ServeEvent) -> Void
    /// This machine's certificate authority when kept's own certificate is served: the page
    /// says how to install it, and its fingerprint.
    var authority: ServeCertificate.Authority?

    func add(to router: Router<WebContext>) {
        router.get("/pair") { request, context in
            try form(context, code: request.uri.queryParameters["code"].map(String.init) ?? "")
        }
        router.post("/pair") { request, context in
            guard FormGuard.isSameOrigin(request, context) else { throw HTTPError(.forbidden, message: context.say(.webRefusedOrigin)) }
            let fields = FormFields(String(buffer: try await request.body.collect(upTo: 16 * 1024)))
            let name = (fields["name"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            let outcome = await desk.redeem(fields["code"] ?? "")
            switch outcome {
            case .accepted, .acceptedPending:
                var scope = self.scope
                if case let .acceptedPending(pendingScope) = outcome { scope = pendingScope }
                let (device, token) = try devices.pair(name: name.isEmpty ? context.say(.webUnnamedDevice) : name, scope: scope)
                report(.paired(device))
                var response = Response(status: .seeOther, headers: [.location: "/"])
                response.setCookie(Cookie(name: DeviceGate.cookie, value: token, maxAge: 400 * 24 * 3600, path: "/",
                                          secure: true, httpOnly: true, sameSite: .strict))
                return response
            case .refused:
                return try form(context, problem: context.say(.webPairingRefused), name: name, status: .unauthorized)
            case .expired:
                return try form(context, problem: context.say(.webPairingExpired), name: name, status: .unauthorized)
            case .tooManyAttempts:
                return try form(context, problem: context.say(.webPairingTooManyAttempts), name: name, status: .tooManyRequests)
            }
        }
    }

    private func form(_ context: WebContext, code: String = "", problem: String? = nil, name: String = "",
                      status: HTTPResponse.Status = .ok) throws -> Response {
        var values: [String: Any] = ["title": context.say(.webTitlePair), "code": code, "name": name, "problem": problem as Any]
        if let authority { values["authority"] = ["fingerprint": authority.fingerprint, "path": AuthorityRoute.path] }
        return try pages.render(.pair, values, context: context, status: status)
    }
}
