import Foundation
import ReferenceTools
import Testing

/// `kept serve` as an always-on hub (issue 46): with remotes it syncs by itself, as `kept sync`
/// does, with real bare remotes, another machine's clone and the real server on loopback,
/// a phone making its changes over HTTP as the page's forms do. No `kept sync` on the hub.
@Suite("kept serve: the hub syncs by itself", .serialized, .tags(.network, .slow), .fullSuiteOnly)
struct HubSyncTests {
    /// The after-change sync (the schedule's every five minutes never comes in this test):
    /// the phone's line is on the remote within 60 s, and the laptop's `kept sync` brings it.
    @Test func aPhoneChangeReachesTheRemoteAndTheOtherMachine() async throws {
        let world = try HubWorld()
        let hub = try await world.start()
        #expect(hub.stdout.contains("syncing with origin: at start, within 10s of a change, every 5m"), "\(hub.stdout)")
        #expect(try await world.phoneAdds("우유") == 303)
        let took = try await HubWorld.within(60) { try world.remoteLog().contains("fridge: add 우유") }
        let remoteLog = try world.remoteLog()
        #expect(took != nil, "not on the remote after 60 s: \(remoteLog)\n\(hub.stdout)\n\(hub.stderr)")
        #expect(hub.stdout.contains("kept serve: synced with origin: pulled 0, pushed 1"), "\(hub.stdout)")
        let page = try await world.page("/fridge")
        #expect(page.contains("Synced with origin at "), "\(page)")
        try world.sandbox.ok(["sync"], env: world.atLaptop)
        #expect(try world.sandbox.ok(["fridge", "list"], env: world.atLaptop).stdout.contains("우유"))
        world.stopHub()
        print("hub: the phone's change reached the remote \(String(format: "%.1f", took ?? -1)) s after it was made")
    }

    /// The schedule brings the others' changes in: the laptop's 계란 shows on the phone's
    /// fridge page without anyone syncing the hub.
    @Test func anotherMachinesChangeReachesThePhonesPages() async throws {
        let world = try HubWorld()
        try await world.start(["--sync-every", "2s"])
        #expect(try await !world.page("/fridge").contains("계란"))
        try world.sandbox.ok(["fridge", "add", "계란", "--quantity", "10", "--expires", "2099-01-01"], env: world.atLaptop)
        try world.sandbox.ok(["sync"], env: world.atLaptop)
        let took = try await HubWorld.within(30) { try await world.page("/fridge").contains("계란") }
        #expect(took != nil, "the laptop's 계란 never reached the phone")
        world.stopHub()
    }

    /// A remote that goes away (a disk unmounted: renamed here) fails the syncs, which say so
    /// in the log and on the pages, and never a write: the phone's change lands, and is
    /// pushed when the remote is back.
    @Test func aRemoteAwayAndBackLosesNothing() async throws {
        let world = try HubWorld()
        let hub = try await world.start(["--sync-every", "2s"])
        let away = world.remote + ".away"
        try FileManager.default.moveItem(atPath: world.remote, toPath: away)
        #expect(try await world.phoneAdds("두부") == 303)
        #expect(try world.hubLog().first == "fridge: add 두부")
        #expect(try await HubWorld.within(30) { hub.stderr.contains("kept: sync failed, trying again in ") } != nil, "\(hub.stderr)")
        let failing = try await world.page("/")
        #expect(failing.contains("class=\"sync failed\""), "\(failing)")
        #expect(failing.contains("Not synced since "), "\(failing)")
        #expect(failing.contains("there is no repository at \(world.remote)"), "\(failing)")
        // Writes still land while it fails.
        #expect(try await world.phoneAdds("콩나물") == 303)
        #expect(try world.hubLog().prefix(2) == ["fridge: add 콩나물", "fridge: add 두부"])
        try FileManager.default.moveItem(atPath: away, toPath: world.remote)
        let back = try await HubWorld.within(30) { try world.remoteLog().prefix(2) == ["fridge: add 콩나물", "fridge: add 두부"] }
        let remoteLog = try world.remoteLog()
        #expect(back != nil, "\(remoteLog)\n\(hub.stderr)")
        #expect(try await HubWorld.within(10) { hub.stdout.contains("kept serve: synced with origin") } != nil)
        let recovered = try await HubWorld.within(10) { try await world.page("/").contains("Synced with origin at ") }
        #expect(recovered != nil)
        world.stopHub()
    }

    /// Killed with SIGKILL at several moments after a change (before its sync, while it may
    /// be syncing), the hub pushes the change when it starts again: nothing is lost, the
    /// store is whole.
    @Test func aHubKilledAfterAChangePushesItOnRestart() async throws {
        let world = try HubWorld()
        // Seconds between the phone's change and the kill: before the after-change sync (10 s),
        // at once, and about when it runs.
        let delays: [Double] = [0, 0.5, 3, 10, 10.3]
        var figures: [String] = []
        for (round, delay) in delays.enumerated() {
            try await world.start()
            let title = "kill\(round)"
            #expect(try await world.phoneAdds(title) == 303)
            try await Task.sleep(for: .seconds(delay))
            world.killHub()
            let before = try world.remoteLog().contains("fridge: add \(title)")
            try await world.start()
            let pushed = try await HubWorld.within(60) { try world.remoteLog().contains("fridge: add \(title)") }
            #expect(pushed != nil, "round \(round): \(title) never pushed after the restart")
            figures.append("killed \(delay) s after the change: on the remote \(before ? "before the kill" : String(format: "%.1f s after the restart", pushed ?? -1))")
            world.stopHub()
        }
        let check = try world.sandbox.run(["check"], env: world.atHub)
        #expect(check.status == 0, "\(check)")
        #expect(try world.sandbox.ok(["list", "fridge"], env: world.atHub).stdout.components(separatedBy: "kill").count == delays.count + 1)
        print("hub kill test:\n" + figures.joined(separator: "\n"))
    }

    /// `--no-sync`: nothing pushed, however long it runs, and nothing said about syncing.
    @Test func noSyncPushesNothing() async throws {
        let world = try HubWorld()
        let before = try world.remoteLog()
        let hub = try await world.start(["--no-sync", "--sync-every", "1s"])
        #expect(try await world.phoneAdds("미역") == 303)
        try await Task.sleep(for: .seconds(14))
        #expect(try world.remoteLog() == before)
        #expect(try world.hubLog().first == "fridge: add 미역")
        #expect(!hub.stdout.contains("syncing with"), "\(hub.stdout)")
        #expect(try await !world.page("/").contains("id=\"sync\""))
        world.stopHub()
    }

    /// A bad `--sync-every` is a usage error, before anything listens.
    @Test func aBadIntervalIsNamed() throws {
        let world = try HubWorld()
        let result = try world.sandbox.run(["serve", "--sync-every", "5 minutes"], env: world.atLaptop)
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.contains("`5 minutes` is not a duration"), "\(result)")
    }
}

/// The hub and a hostile remote: a tree the path gate refuses (a `.git` folder) is refused by
/// the hub's sync as by `kept sync`, said in its log and on its pages, and the hub keeps
/// serving and writing.
@Suite("kept serve: the hub refuses a hostile remote", .tags(.network, .slow), .fullSuiteOnly)
struct HubHostileRemoteTests {
    @Test func aHostileTreeIsRefusedAndTheHubKeepsServing() async throws {
        let world = try HostileWorld()
        var env: [String: String] = ["XDG_STATE_HOME": world.sandbox.root.appendingPathComponent("state").path]
        for case let (key, value?) in world.env { env[key] = value }
        let hook = try world.blob("#!/bin/sh\necho HOOK RAN >> \(world.sandbox.root.path)/hookran\n")
        let hooks = try world.tree([.init("100755", "post-commit", hook)])
        let dotGit = try world.tree([.init("040000", "hooks", hooks)])
        let commit = try world.push(try world.tree(try world.headEntries() + [.init("040000", ".git", dotGit)]))
        let hub = try ServingKept(world.sandbox, ["--listen", "127.0.0.1:0", "--sync-every", "2s"], env: env)
        defer { hub.stop() }
        #expect(try await HubWorld.within(30) { hub.stderr.contains("commit \(commit.prefix(7)) holds `.git`") } != nil, "\(hub.stderr)")
        hub.waitUntil { $0.contains("open on the phone") }
        let code = try #require(hub.pairingCode)
        let paired = try await ServeCommandTests.request(hub.url + "/pair", method: "POST", origin: hub.url, form: "code=\(code)&name=phone")
        let token = String(try #require(paired.headers["set-cookie"]?.firstMatch(of: /kept_device=([A-Za-z0-9_-]+)/)).output.1)
        let page = try await ServeCommandTests.request(hub.url + "/", cookie: token)
        #expect(page.status == 200)
        #expect(page.body.contains("class=\"sync failed\"") && page.body.contains("holds `.git`"), "\(page.body)")
        let fridge = try await ServeCommandTests.request(hub.url + "/fridge", cookie: token).body
        let form = String(try #require(fridge.firstMatch(of: /name="form" value="([^"]+)"/)).output.1)
        let added = try await ServeCommandTests.request(hub.url + "/fridge/add", method: "POST", cookie: token, origin: hub.url,
                                                        form: "form=\(ServeCommandTests.encode(form))&title=%EB%91%90%EB%B6%80&quantity=1&expires=7")
        #expect(added.status == 303)
        #expect(!FileManager.default.fileExists(atPath: world.store + "/.git/hooks/post-commit"))
        #expect(!FileManager.default.fileExists(atPath: world.sandbox.root.path + "/hookran"))
        #expect(try world.sandbox.ok(["list", "fridge"], env: world.env).stdout.contains("두부"))
    }
}
