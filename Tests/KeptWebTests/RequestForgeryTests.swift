import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Kept
@testable import KeptWeb

/// What another site, a tampered address or a planted title tries: a change posted from
/// elsewhere, a form without this device's token, an address that climbs out of the store or
/// into `.git`, markup in a title or a body. None of it changes a file or runs.
@Suite("kept serve: forged requests and hostile text")
struct RequestForgeryTests {
    func item(_ lab: WebLab) throws -> String {
        try lab.store.add(try lab.store.kind(named: "fridge"),
                          text: "---\ntitle: 김치\nstatus: stocked\nquantity: 2\nexpires: 2099-01-01\n---\n").path
    }

    @Test func aChangeFromAnotherOriginOrWithoutTheFormTokenIsRefused() async throws {
        let lab = try WebLab()
        let path = try item(lab)
        let before = try lab.text(path)
        try await lab.app.test(.router) { client in
            let body = try lab.form(lab.everything, [("path", path), ("quantity", "1")])
            for origin in ["http://evil.example", "null", "http://localhost.evil.example", "https://localhost:8443"] {
                try await submit(client, "/fridge/consume", WebLab.headers(lab.everything, origin: origin), body) { #expect($0.status == .forbidden, "\(origin)") }
            }
            try await submit(client, "/fridge/consume", WebLab.headers(lab.everything, origin: nil), body) { #expect($0.status == .forbidden, "no Origin") }
            // Another device's token, or none, or a made-up one.
            for forged in [try lab.form(lab.fridgeOnly, [("path", path)]), WebLab.encode([("path", path)]),
                           WebLab.encode([("form", "x"), ("path", path)])] {
                try await submit(client, "/fridge/consume", WebLab.headers(lab.everything), forged) { #expect($0.status == .forbidden) }
            }
        }
        #expect(try lab.text(path) == before)
    }

    /// An origin is scheme, host and port: a page in plain HTTP on the TLS server's host and port
    /// (a proxy's, another program's before kept took the port) is not this server's, nor is an
    /// https page when this server speaks plain HTTP. Pairing and photos check it too.
    @Test(arguments: [false, true])
    func anOriginOfTheOtherSchemeIsAnotherOrigin(tls: Bool) async throws {
        let lab = try WebLab(tls: tls)
        let path = try item(lab)
        let (ours, theirs) = tls ? ("https://localhost", "http://localhost") : ("http://localhost", "https://localhost")
        try await lab.app.test(.router) { client in
            for origin in [theirs, theirs + (tls ? ":80" : ":443"), theirs.uppercased()] {
                try await submit(client, "/fridge/consume", WebLab.headers(lab.everything, origin: origin),
                                 try lab.form(lab.everything, [("path", path), ("quantity", "1")])) { #expect($0.status == .forbidden, "\(origin)") }
                try await client.execute(uri: "/pair", method: .post, headers: WebLab.headers(nil, origin: origin),
                                         body: WebLab.encode([("code", "12345678")])) { #expect($0.status == .forbidden, "\(origin)") }
                try await client.execute(uri: "/attach" + EntryLink.to(path), method: .post, headers: WebLab.headers(lab.everything, origin: origin),
                                         body: ByteBuffer()) { #expect($0.status == .forbidden, "\(origin)") }
            }
            #expect(try lab.text(path).contains("quantity: 2"))
            // Its own scheme, with the default port written or not, goes through.
            for origin in [ours, ours + (tls ? ":443" : ":80")] {
                try await submit(client, "/fridge/consume", WebLab.headers(lab.everything, origin: origin),
                                 try lab.form(lab.everything, [("path", path), ("quantity", "1")])) { #expect($0.status == .ok, "\(origin)") }
            }
        }
        #expect(try !lab.text(path).contains("quantity: 2"))
    }

    @Test func addressesOutOfTheStoreOrIntoGitAreNotThere() async throws {
        let lab = try WebLab()
        _ = try item(lab)
        try await lab.app.test(.router) { client in
            for address in ["/e/../../etc/passwd", "/e/..%2F..%2Fetc%2Fpasswd", "/e/%2e%2e/%2e%2e/etc/passwd.md", "/e/.git/config",
                            "/e/.GIT/config.md", "/e/fridge/%2e%2e/.git/HEAD.md", "/e/%2Fetc%2Fpasswd.md", "/e/.kept/config.yaml",
                            "/e/fridge/other/%00.md", "/e/fridge\\..\\..\\x.md"] {
                try await client.execute(uri: address, method: .get, headers: WebLab.headers(lab.everything)) { response in
                    #expect(response.status == .notFound, "\(address)")
                    #expect(!response.text.contains("root:"), "\(address)")
                    #expect(!response.text.contains("[core]"), "\(address)")
                }
            }
            // A consume that names a path outside the fridge touches nothing.
            for path in ["../../etc/passwd", ".git/config", "diary/../.git/HEAD"] {
                try await submit(client, "/fridge/consume", WebLab.headers(lab.everything), try lab.form(lab.everything, [("path", path)])) { #expect($0.status == .notFound, "\(path)") }
            }
        }
    }

    @Test func markupInATitleOrABodyIsShownAsText() async throws {
        let lab = try WebLab()
        let planted = "---\ntitle: <img src=x onerror=alert(1)>\ndate: 2026-11-20\n---\n<script>alert(2)</script> and [a](javascript:alert(3))\n"
        let path = try lab.store.add(try lab.store.kind(named: "diary"), text: planted).path
        try await lab.app.test(.router) { client in
            for page in [EntryLink.to(path), "/diary", "/search/results?q=img"] {
                try await client.execute(uri: page, method: .get, headers: WebLab.headers(lab.everything)) { response in
                    #expect(response.status == .ok, "\(page)")
                    #expect(!response.text.contains("<img src=x"), "\(page)")
                    #expect(!response.text.contains("<script>alert"), "\(page)")
                    #expect(!response.text.contains("href=\"javascript:"), "\(page)")
                    #expect(response.text.contains("&lt;img src=x onerror=alert(1)&gt;") || page.hasPrefix("/search"), "\(page)")
                }
            }
        }
    }
}
