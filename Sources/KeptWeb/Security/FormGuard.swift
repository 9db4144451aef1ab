import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import Kept

/// What a change must carry so that another site cannot make it in the user's name: an
/// `Origin` header naming this server (every browser sends one with a POST), and a form token
/// that only pages this server gave this device hold. A request without either is refused
/// before any field is read.
enum FormGuard {
    /// The device's form token: derived from what only this machine knows of the device (its
    /// token's digest), so it lasts across restarts and differs between devices.
    static func token(for device: PairedDevice) -> String {
        let key = SymmetricKey(data: Data(device.tokenDigest.utf8))
        return Data(HMAC<SHA256>.authenticationCode(for: Data("kept form".utf8), using: key)).base64URL
    }

    /// Whether `request` comes from a page of this server: its Origin is the scheme this server
    /// speaks (`context.scheme`) and the host and port it was sent to. A default port (80, 443)
    /// may be written or not on either side; another scheme is another origin even on the same
    /// host and port.
    static func isSameOrigin(_ request: Request, _ context: WebContext) -> Bool {
        guard let origin = request.headers[.origin], let host = request.head.authority,
              let url = URL(string: origin), url.scheme?.lowercased() == context.scheme,
              let originHost = url.host, url.path.isEmpty, url.query == nil else { return false }
        let defaultPort = context.scheme == "https" ? 443 : 80
        let port = url.port.flatMap { $0 == defaultPort ? nil : ":\($0)" } ?? ""
        let bracketed = originHost.contains(":") ? "[\(originHost)]" : originHost
        var sentTo = host.lowercased()
        if sentTo.hasSuffix(":\(defaultPort)") { sentTo.removeLast(":\(defaultPort)".count) }
        return (bracketed + port).lowercased() == sentTo
    }

    /// The fields of a form the device sent, once its origin and token are checked.
    static func fields(_ request: Request, _ context: WebContext, limit: Int = 1 << 20) async throws -> FormFields {
        guard isSameOrigin(request, context) else { throw HTTPError(.forbidden, message: context.say(.webRefusedOrigin)) }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: limit)
        } catch {
            // Said with the limit, not as a bare 413.
            throw HTTPError(.contentTooLarge, message: context.say(.webFormTooLarge, ["limit": String(limit >> 20)]))
        }
        let fields = FormFields(String(buffer: body))
        guard let device = context.device, matches(fields["form"], device) else {
            throw HTTPError(.forbidden, message: context.say(.webRefusedFormToken))
        }
        return fields
    }

    /// The device sending a change from the page's script (JSON, not a form): its Origin must
    /// be this server and its `X-Kept-Form` header the device's form token.
    static func scriptedDevice(_ request: Request, _ context: WebContext) throws -> PairedDevice {
        guard isSameOrigin(request, context) else { throw HTTPError(.forbidden, message: context.say(.webRefusedOrigin)) }
        guard let device = context.device, matches(request.headers[HTTPField.Name("X-Kept-Form")!], device) else {
            throw HTTPError(.forbidden, message: context.say(.webRefusedFormToken))
        }
        return device
    }

    /// Whether `sent` is `device`'s form token, compared in constant time.
    static func matches(_ sent: String?, _ device: PairedDevice) -> Bool {
        sent.map { Secrets.equal($0, token(for: device)) } ?? false
    }
}
