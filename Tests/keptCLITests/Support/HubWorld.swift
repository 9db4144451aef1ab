import Foundation
import KeptGit
import Testing

/// The hub's world: a bare remote; the hub's store (`kept clone` of it, machine `hub`),
/// served by `kept serve` on loopback; another machine's store (`laptop`, its own clone);
/// and a phone paired with the hub over HTTP, making its changes as the page's forms do.
final class HubWorld: @unchecked Sendable {
    let sandbox: Sandbox
    let remote: String
    let hubStore: String
    let laptop: String
    let atHub: [String: String]
    let atLaptop: [String: String?]
    private(set) var hub: ServingKept?
    private(set) var token = ""

    init() throws {
        sandbox = try Sandbox(initStore: false)
        remote = sandbox.root.appendingPathComponent("remote.git").path
        hubStore = sandbox.root.appendingPathComponent("hub").path
        laptop = sandbox.root.appendingPathComponent("laptop").path
        try Repository.createBare(at: remote)
        atHub = ["KEPT_STORE": hubStore, "KEPT_MACHINE": "hub", "XDG_STATE_HOME": sandbox.root.appendingPathComponent("state").path]
        atLaptop = ["KEPT_STORE": laptop, "KEPT_MACHINE": "laptop"]
        try sandbox.ok(["clone", remote, hubStore], env: atHub)
        try sandbox.ok(["fridge", "add", "김치", "--quantity", "2", "--expires", "2099-01-01"], env: atHub)
        try sandbox.ok(["sync"], env: atHub)
        try sandbox.ok(["clone", remote, laptop], env: atLaptop)
    }

    /// Starts the hub with `arguments` (after `kept serve --listen 127.0.0.1:0`) and pairs the
    /// phone with it when it prints a code (a restart keeps the phone paired).
    @discardableResult
    func start(_ arguments: [String] = []) async throws -> ServingKept {
        let server = try ServingKept(sandbox, ["--listen", "127.0.0.1:0"] + arguments, env: atHub)
        hub = server
        if token.isEmpty {
            server.waitUntil { $0.contains("open on the phone") }
            let code = try #require(server.pairingCode, "\(server.stdout)")
            let paired = try await ServeCommandTests.request(base + "/pair", method: "POST", origin: base, form: "code=\(code)&name=phone")
            let cookie = try #require(paired.headers["set-cookie"], "\(paired)")
            token = String(try #require(cookie.firstMatch(of: /kept_device=([A-Za-z0-9_-]+)/)).output.1)
        }
        return server
    }

    var base: String { hub?.url ?? "" }

    /// A page as the phone gets it.
    func page(_ path: String) async throws -> String {
        let answer = try await ServeCommandTests.request(base + path, cookie: token)
        #expect(answer.status == 200, "\(path): \(answer.status) \(answer.body)")
        return answer.body
    }

    /// Adds `title` to the fridge from the phone; the status of the answer (303 when done).
    @discardableResult
    func phoneAdds(_ title: String) async throws -> Int {
        let fridge = try await page("/fridge")
        let form = String(try #require(fridge.firstMatch(of: /name="form" value="([^"]+)"/)).output.1)
        let answer = try await ServeCommandTests.request(base + "/fridge/add", method: "POST", cookie: token, origin: base,
                                                         form: "form=\(ServeCommandTests.encode(form))&title=\(ServeCommandTests.encode(title))&quantity=1&expires=7")
        return answer.status
    }

    /// The subjects of the commits on the remote's main, newest first (by git itself).
    func remoteLog() throws -> [String] {
        try git(["--git-dir", remote, "log", "--format=%s", "main"]).split(separator: "\n").map(String.init)
    }

    /// The subjects of the hub store's commits, newest first.
    func hubLog() throws -> [String] {
        try git(["-C", hubStore, "log", "--format=%s"]).split(separator: "\n").map(String.init)
    }

    func git(_ arguments: [String]) throws -> String {
        let result = try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/git"), arguments, env: sandbox.env)
        return result.status == 0 ? result.stdout : ""
    }

    /// Waits up to `seconds` for `condition`, looking every quarter second; how long it took,
    /// nil if it never held.
    static func within(_ seconds: Double, _ condition: () async throws -> Bool) async rethrows -> Double? {
        let start = Date()
        while Date().timeIntervalSince(start) < seconds {
            if try await condition() { return Date().timeIntervalSince(start) }
            try? await Task.sleep(for: .milliseconds(250))
        }
        return try await condition() ? Date().timeIntervalSince(start) : nil
    }

    /// SIGKILL, as a power cut or the OOM killer would end it.
    func killHub() {
        guard let hub else { return }
        if hub.process.isRunning { kill(hub.process.processIdentifier, SIGKILL) }
        hub.process.waitUntilExit()
    }

    func stopHub() { hub?.stop() }
}
