import Hummingbird
import Kept

/// `/ca.crt`: this machine's certificate authority, for a phone to install before it pairs
/// (open to all: it is public, and holds nothing of the store). Not there when the server
/// speaks plain HTTP or with the user's own certificate.
struct AuthorityRoute {
    static let path = "/ca.crt"
    let authority: ServeCertificate.Authority?

    func add(to router: Router<WebContext>) {
        router.get(RouterPath(stringLiteral: Self.path)) { _, _ in
            guard let authority else { throw HTTPError(.notFound) }
            // The type Android and iOS offer to install as a CA; PEM, which both read.
            return Response(status: .ok, headers: [.contentType: "application/x-x509-ca-cert",
                                                   .contentDisposition: "attachment; filename=\"kept-ca.crt\""],
                            body: .init(byteBuffer: ByteBuffer(string: authority.pem)))
        }
    }
}
