import Foundation
import KeptGit
import ReferenceTools
import Testing

/// `kept clone`, `remote`, `sync` and `conflicts` end to end, over a folder, ssh and https.
@Suite("clone, remote, sync, conflicts", .tags(.slow), .fullSuiteOnly)
struct SyncCommandTests {
    @Test func twoMachinesThroughAFolderRemote() throws {
        let sandbox = try Sandbox(initStore: false)
        let machines = try TwoMachines(in: sandbox)
        let (remote, laptop, desktop) = (machines.remote, machines.laptop, machines.desktop)
        let (atLaptop, atDesktop) = (machines.atLaptop, machines.atDesktop)

        let cloned = try sandbox.ok(["clone", remote, laptop])
        #expect(cloned.stdout == "cloned \(remote) into \(laptop): an empty store (commit with kept, then `kept sync` pushes it)\n")
        #expect(try sandbox.ok(["remote", "list"], env: atLaptop).stdout == "origin  \(remote)\n")
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"], env: atLaptop)
        let overview = try sandbox.ok([], env: atLaptop).stdout
        #expect(overview.contains("2 commits not pushed to origin: run `kept sync`"), "\(overview)")
        let first = try sandbox.ok(["sync"], env: atLaptop)
        #expect(first.stdout == "origin: pulled 0, pushed 2\n")
        #expect(first.stderr.isEmpty, "no progress line without a terminal")
        #expect(!(try sandbox.ok([], env: atLaptop).stdout.contains("not pushed")))
        // Eight days later, the overview asks for a sync.
        let lastSync = laptop + "/.kept/state/last-sync"
        let old = ISO8601DateFormatter().string(from: Date().addingTimeInterval(-8 * 86_400))
        try "\(old) origin\n".write(toFile: lastSync, atomically: true, encoding: .utf8)
        let stale = try sandbox.ok([], env: atLaptop).stdout
        #expect(stale.contains("not synced since 20") && stale.contains(": run `kept sync`"), "\(stale)")

        #expect(try sandbox.ok(["clone", remote, desktop]).stdout == "cloned \(remote) into \(desktop): 1 entry\n")
        let path = "cards/동사/살다.md"
        let laptopFile = URL(fileURLWithPath: laptop).appendingPathComponent(path)
        let desktopFile = URL(fileURLWithPath: desktop).appendingPathComponent(path)
        let original = try String(contentsOf: laptopFile, encoding: .utf8)
        try original.replacingOccurrences(of: "to live", with: "to live, says the laptop").write(to: laptopFile, atomically: true, encoding: .utf8)
        try original.replacingOccurrences(of: "to live", with: "to live, says the desktop").write(to: desktopFile, atomically: true, encoding: .utf8)
        #expect(try sandbox.ok(["sync"], env: atLaptop).stdout == "origin: committed 1 outside edit, pulled 0, pushed 1\n")
        let merged = try sandbox.run(["sync"], env: atDesktop)
        #expect(merged.status == 0, "\(merged)")
        #expect(merged.stdout == "origin: committed 1 outside edit, pulled 1, pushed 2, merged 1, kept 1 conflict copy\n")
        let copy = try #require(try FileManager.default.contentsOfDirectory(atPath: desktop + "/cards/동사")
            .first { $0.contains(".conflict-laptop-") })
        #expect(merged.stderr.contains("kept both versions of \(path): the other is cards/동사/\(copy)"))
        #expect(try String(contentsOf: desktopFile, encoding: .utf8).contains("says the desktop"))
        #expect(try String(contentsOfFile: desktop + "/cards/동사/" + copy, encoding: .utf8).contains("says the laptop"))

        let conflicts = try sandbox.ok(["conflicts"], env: atDesktop)
        #expect(conflicts.stdout == "cards/동사/\(copy)  beside  \(path)\n")
        let listed = try sandbox.ok(["list", "cards"], env: atDesktop).stdout
        #expect(listed.contains("~ 동사  살다 (conflict copy: kept conflicts)"), "\(listed)")

        #expect(try sandbox.ok(["sync"], env: atLaptop).stdout == "origin: pulled 2, pushed 0\n")
        #expect(try sandbox.ok(["conflicts"], env: atLaptop).stdout == conflicts.stdout)
        #expect(try Repository.open(at: laptop).headCommitID() == Repository.open(at: desktop).headCommitID())
    }

    /// A remote made with `git init --bare` has HEAD on `master`, a branch kept never pushes:
    /// a clone must still take `main` instead of starting an empty store of its own.
    @Test func cloneTakesMainFromARemoteWhoseHeadIsMaster() throws {
        let sandbox = try Sandbox(initStore: false)
        let remote = sandbox.root.appendingPathComponent("server.git").path
        try Repository.createBare(at: remote, initialBranch: "master")
        let laptop = sandbox.root.appendingPathComponent("laptop").path
        let desktop = sandbox.root.appendingPathComponent("desktop").path
        try sandbox.ok(["clone", remote, laptop])
        try sandbox.ok(["fridge", "add", "김치", "--no-color"], env: ["KEPT_STORE": laptop])
        try sandbox.ok(["sync"], env: ["KEPT_STORE": laptop])

        let cloned = try sandbox.ok(["clone", remote, desktop])

        #expect(cloned.stdout == "cloned \(remote) into \(desktop): 1 entry\n")
        #expect(try sandbox.ok(["fridge", "consume", "김치"], env: ["KEPT_STORE": desktop]).status == 0)
        #expect(try Repository.open(at: desktop).currentBranch() == "main")
        #expect(try sandbox.ok(["log", "-n", "5"], env: ["KEPT_STORE": desktop]).stdout.components(separatedBy: "\n")
            .filter { $0.contains("kept: init store") }.count == 1)
    }

    /// The crash-stress run's finding: `kept mv` on one machine, `kept set` on the other.
    @Test func aRenameOnOneMachineAndAnEditOnTheOtherGiveOneCard() throws {
        let sandbox = try Sandbox(initStore: false)
        let machines = try TwoMachines(in: sandbox)
        let (laptop, desktop) = (machines.laptop, machines.desktop)
        let (atLaptop, atDesktop) = (machines.atLaptop, machines.atDesktop)
        try machines.cloneSharingOneCard(sandbox)

        #expect(try sandbox.ok(["mv", "살다", "살아가다"], env: atLaptop).stdout == "cards/동사/살아가다.md\n")
        try sandbox.ok(["set", "살다", "tags=verb"], env: atDesktop)
        try sandbox.ok(["sync"], env: atDesktop)
        let merged = try sandbox.ok(["sync"], env: atLaptop)
        #expect(merged.stdout == "origin: pulled 1, pushed 2, merged 1\n")
        #expect(try sandbox.ok(["sync"], env: atDesktop).stdout == "origin: pulled 2, pushed 0\n")
        for store in [laptop, desktop] {
            let env: [String: String?] = ["KEPT_STORE": store]
            #expect(try FileManager.default.contentsOfDirectory(atPath: store + "/cards/동사") == ["살아가다.md"])
            let text = try String(contentsOfFile: store + "/cards/동사/살아가다.md", encoding: .utf8)
            #expect(text.contains("title: 살아가다\n") && text.contains("tags: [verb]\n") && text.hasSuffix("to live\n"), "\(text)")
            #expect(try sandbox.run(["check"], env: env).status == 0)
            #expect(try sandbox.run(["conflicts"], env: env).status == 1)
        }
        #expect(try Repository.open(at: laptop).headCommitID() == Repository.open(at: desktop).headCommitID())
    }

    @Test func remoteCommandsAndFailuresNameTheRemoteAndTheStep() throws {
        let sandbox = try Sandbox()
        let none = try sandbox.run(["sync"])
        #expect(none.status == 1)
        #expect(none.stderr.contains("this store has no remote to sync with"))
        #expect(none.stderr.contains("kept remote add origin URL"))
        #expect(try sandbox.run(["remote", "list"]).status == 1)

        let missing = sandbox.root.appendingPathComponent("nowhere.git").path
        #expect(try sandbox.ok(["remote", "add", "usb", missing]).stdout == "added remote usb \(missing)\n")
        let again = try sandbox.run(["remote", "add", "usb", missing])
        #expect(again.status == 1 && again.stderr.contains("a remote called `usb` already exists"))
        let failed = try sandbox.run(["sync", "usb"])
        #expect(failed.status == 1)
        #expect(failed.stderr.hasPrefix("kept: usb: fetch failed: "), "\(failed)")
        #expect(failed.stderr == "kept: usb: fetch failed: there is no repository at \(missing)\n"
                + "check the path (is the disk mounted?); a new empty remote is made with `git init --bare \(missing)`, then run `kept sync` again\n")
        let unknown = try sandbox.run(["sync", "nas"])
        #expect(unknown.stderr.contains("no remote called `nas`") && unknown.stderr.contains("its remotes are: usb"))
        #expect(try sandbox.ok(["remote", "remove", "usb"]).stdout == "removed remote usb\n")
        #expect(try sandbox.run(["remote", "remove", "usb"]).status == 1)

        let notEmpty = try sandbox.run(["clone", missing, sandbox.store.path])
        #expect(notEmpty.status == 1 && notEmpty.stderr.contains("already exists and is not empty"))
        let elsewhere = sandbox.root.appendingPathComponent("elsewhere").path
        let nothing = try sandbox.run(["clone", missing, elsewhere])
        #expect(nothing.status == 1)
        #expect(nothing.stderr.contains("clone \(missing) failed: there is no repository at \(missing)"), "\(nothing)")
        #expect(nothing.stderr.contains("then run `kept clone \(missing) \(elsewhere)` again\n"), "\(nothing)")
        #expect(!FileManager.default.fileExists(atPath: elsewhere))
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).filter { $0.contains("kept-clone") } == [])
    }

    /// Many entries gone at once is what a half-made checkout looks like: a sync does not
    /// commit and send that on its own; `kept commit` records it when it was meant.
    @Test func aSyncDoesNotSendAMassDeletionOnItsOwn() throws {
        let sandbox = try Sandbox()
        for n in 1...60 { try sandbox.write("cards/words/word-\(n).md", "---\ntitle: word \(n)\n---\n") }
        try sandbox.ok(["commit"])
        let remote = sandbox.root.appendingPathComponent("remote.git").path
        _ = try Repository.createBare(at: remote)
        try sandbox.ok(["remote", "add", "origin", remote])
        try sandbox.ok(["sync"])
        let commits = try sandbox.history().count
        let pushed = try Repository.open(at: remote).referenceTarget("refs/heads/main")

        for n in 1...55 { try FileManager.default.removeItem(at: sandbox.url("cards/words/word-\(n).md")) }
        let refused = try sandbox.run(["sync"])
        #expect(refused.status == 1)
        #expect(refused.stderr == """
            kept: origin: commit the edits made outside kept failed: 55 of the store's 60 entries were deleted outside kept; a sync does not send that to your other machines on its own
            if you deleted them, `kept commit` records it and `kept sync` then sends it; if not, `git status` lists them and `git checkout HEAD -- PATH` brings one back

            """)
        #expect(try sandbox.history().count == commits)
        #expect(try Repository.open(at: remote).referenceTarget("refs/heads/main") == pushed)

        try sandbox.ok(["commit"])
        try sandbox.ok(["sync"])
        #expect(try Repository.open(at: remote).referenceTarget("refs/heads/main") == sandbox.repository().headCommitID())
    }

    /// A clone killed midway left a store whose index lacked the files not yet checked out:
    /// `kept sync` then committed 3,353 of 11,202 files as deleted and pushed that. Now the
    /// clone is made beside its folder and moved in whole: killed, the folder is not there (or
    /// stays empty), and the next clone works and tidies what the killed one left.
    @Test(arguments: [false, true])
    func aKilledCloneLeavesNoHalfStoreAndTheNextCloneWorks(intoAnEmptyFolder: Bool) throws {
        let sandbox = try Sandbox()
        for title in ["첫눈", "Quiet evening", "장보기"] {
            try sandbox.ok(["new", "diary", title, "--body", "body of \(title)", "--no-edit"])
        }
        let laptop = sandbox.root.appendingPathComponent("laptop").path
        if intoAnEmptyFolder { try FileManager.default.createDirectory(atPath: laptop, withIntermediateDirectories: true) }

        let killed = try sandbox.run(["clone", sandbox.store.path, laptop], env: ["KEPT_TEST_KILL_AT": "clone-finish"])
        #expect(killed.status == 128 + SIGKILL)
        #expect(FileManager.default.fileExists(atPath: laptop) == intoAnEmptyFolder)
        if intoAnEmptyFolder { #expect(try FileManager.default.contentsOfDirectory(atPath: laptop) == []) }
        let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).filter { $0.hasPrefix(".laptop.kept-clone-") }
        #expect(left.count == 1, "the killed clone's folder, hidden beside: \(left)")

        let cloned = try sandbox.ok(["clone", sandbox.store.path, laptop])
        #expect(cloned.stdout == "cloned \(sandbox.store.path) into \(laptop): 3 entries\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).filter { $0.contains("kept-clone") } == [])
        #expect(try Repository.open(at: laptop).changes().isEmpty)
        #expect(try sandbox.ok(["--store", laptop, "list", "diary", "--format", "paths"]).lines.count == 3)
    }

    // Skipped (reported as such) without python3, which runs the test's fake server.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
    func httpsTokenIsOfferedOnceAndNeverShown() throws {
        let sandbox = try Sandbox()
        // A server that asks for a login and refuses every one, counting the tries.
        let script = sandbox.root.appendingPathComponent("server.py")
        let count = sandbox.root.appendingPathComponent("requests")
        try """
            import http.server, sys
            class H(http.server.BaseHTTPRequestHandler):
                def do_GET(self):
                    open(sys.argv[1], "a").write(self.headers.get("Authorization", "-") + "\\n")
                    self.send_response(401)
                    self.send_header("WWW-Authenticate", 'Basic realm="git"')
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                def log_message(self, *a): pass
            s = http.server.HTTPServer(("127.0.0.1", 0), H)
            print(s.server_address[1], flush=True)
            s.serve_forever()
            """.write(to: script, atomically: true, encoding: .utf8)
        let portFile = sandbox.root.appendingPathComponent("port").path
        let server = try Daemon("/usr/bin/python3", [script.path, count.path], stdout: portFile)
        defer { server.stop() }
        var port = ""
        for _ in 0..<100 where port.isEmpty {
            port = ((try? String(contentsOfFile: portFile, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            if port.isEmpty { Thread.sleep(forTimeInterval: 0.05) }
        }
        try sandbox.ok(["remote", "add", "origin", "http://127.0.0.1:\(port)/store.git"])
        let secret = "kept-test-token-8f3a"

        // Plain http (loopback included): the token is never sent, and the message says https.
        let overHTTP = try sandbox.run(["sync"], env: ["KEPT_GIT_TOKEN": secret])
        #expect(overHTTP.status == 1)
        #expect(overHTTP.stderr.contains("127.0.0.1 asks for a login over plain http://, which would send KEPT_GIT_TOKEN unencrypted: use the remote's https:// URL"), "\(overHTTP)")
        #expect(overHTTP.stderr.contains("`kept remote add NAME URL --allow-http`"), "\(overHTTP)")
        #expect(try String(contentsOf: count, encoding: .utf8).split(separator: "\n").allSatisfy { $0 == "-" }, "no Authorization header reached the server")

        // Allowed for this remote (stored in .git/config): the token is offered.
        try sandbox.ok(["remote", "remove", "origin"])
        try sandbox.ok(["remote", "add", "origin", "http://127.0.0.1:\(port)/store.git", "--allow-http"])
        let gitConfig = try String(contentsOf: sandbox.store.appendingPathComponent(".git/config"), encoding: .utf8)
        #expect(gitConfig.contains("keptAllowHttp = true"), "\(gitConfig)")

        let withoutToken = try sandbox.run(["sync"])
        #expect(withoutToken.status == 1)
        #expect(withoutToken.stderr.contains("origin: fetch failed: 127.0.0.1 asks for a login: set KEPT_GIT_TOKEN"), "\(withoutToken)")

        let refused = try sandbox.run(["sync"], env: ["KEPT_GIT_TOKEN": secret])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("refused the token in KEPT_GIT_TOKEN"), "\(refused)")
        #expect(!refused.stdout.contains(secret) && !refused.stderr.contains(secret))
        let requests = try String(contentsOf: count, encoding: .utf8).split(separator: "\n")
        #expect(requests.filter { $0.hasPrefix("Basic ") }.count == 1, "the token is offered once: \(requests)")
        #expect(requests.count < 10)
        // Nothing kept wrote holds the token.
        let config = try String(contentsOf: sandbox.store.appendingPathComponent(".git/config"), encoding: .utf8)
        #expect(!config.contains(secret))

        // kept clone: the same refusal, and --allow-http for the clone (the token is offered).
        let target = sandbox.root.appendingPathComponent("cloned").path
        let cloneHTTP = try sandbox.run(["clone", "http://127.0.0.1:\(port)/store.git", target], env: ["KEPT_GIT_TOKEN": secret])
        #expect(cloneHTTP.status == 1 && cloneHTTP.stderr.contains("over plain http://"), "\(cloneHTTP)")
        let offered = try sandbox.run(["clone", "http://127.0.0.1:\(port)/store.git", target, "--allow-http"], env: ["KEPT_GIT_TOKEN": secret])
        #expect(offered.status == 1 && offered.stderr.contains("refused the token in KEPT_GIT_TOKEN"), "\(offered)")
        #expect(try String(contentsOf: count, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("Basic ") }.count == 2)
    }

    // Skipped (reported as such) without sshd and ssh-keygen (apt-get install openssh-server).
    @Test(.tags(.network), .fullSuiteOnly, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/sbin/sshd")
                   && FileManager.default.isExecutableFile(atPath: "/usr/bin/ssh-keygen")))
    func sshWithAKeyFileAndKnownHosts() throws {
        let sandbox = try Sandbox(initStore: false)
        let root = sandbox.root.path
        let sshFolder = sandbox.home.appendingPathComponent(".ssh").path
        try FileManager.default.createDirectory(atPath: sshFolder, withIntermediateDirectories: true)
        try shell("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", root + "/hostkey"])
        try shell("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", sshFolder + "/id_ed25519"])
        try FileManager.default.copyItem(atPath: sshFolder + "/id_ed25519.pub", toPath: root + "/authorized_keys")
        let port = Int.random(in: 20_000..<60_000)
        try """
            Port \(port)
            ListenAddress 127.0.0.1
            HostKey \(root)/hostkey
            AuthorizedKeysFile \(root)/authorized_keys
            PidFile \(root)/sshd.pid
            StrictModes no
            UsePAM no
            PasswordAuthentication no
            KbdInteractiveAuthentication no
            PermitRootLogin prohibit-password
            """.write(toFile: root + "/sshd_config", atomically: true, encoding: .utf8)
        // sshd run as root wants its privilege separation folder.
        try? FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
        let sshd = try Daemon("/usr/sbin/sshd", ["-D", "-e", "-f", root + "/sshd_config"])
        defer { sshd.stop() }
        try waitForPort(port)

        let remote = root + "/remote.git"
        try Repository.createBare(at: remote)
        let user = ProcessInfo.processInfo.environment["USER"] ?? NSUserName()
        let url = "ssh://\(user)@127.0.0.1:\(port)\(remote)"
        let laptop = root + "/laptop"
        let env: [String: String?] = ["USER": user, "KEPT_STORE": laptop, "SSH_AUTH_SOCK": nil]

        // Unknown host: refused, with what to do.
        let unknown = try sandbox.run(["clone", url, laptop], env: env)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("[127.0.0.1]:\(port) is not a known ssh host"), "\(unknown)")
        #expect(unknown.stderr.contains("ssh-keyscan -p \(port) 127.0.0.1"))
        #expect(!FileManager.default.fileExists(atPath: laptop))

        // A different key on record for the host: refused as a changed key.
        try shell("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", root + "/otherkey"])
        let known = sshFolder + "/known_hosts"
        try "[127.0.0.1]:\(port) \(try publicKey(root + "/otherkey.pub"))\n".write(toFile: known, atomically: true, encoding: .utf8)
        let changed = try sandbox.run(["clone", url, laptop], env: env)
        #expect(changed.status == 1)
        #expect(changed.stderr.contains("is not the one in ~/.ssh/known_hosts"), "\(changed)")

        // The right key: clone, commit, sync, and a second clone sees the entry.
        try "[127.0.0.1]:\(port) \(try publicKey(root + "/hostkey.pub"))\n".write(toFile: known, atomically: true, encoding: .utf8)
        try sandbox.ok(["clone", url, laptop], env: env)
        try sandbox.ok(["new", "fridge", "김치", "--no-edit"], env: env)
        #expect(try sandbox.ok(["sync"], env: env).stdout == "origin: pulled 0, pushed 2\n")
        try sandbox.ok(["clone", url, root + "/desktop"], env: env)
        #expect(FileManager.default.fileExists(atPath: root + "/desktop/fridge/other/김치.md"))

        // A key the server does not know: refused after a bounded number of tries.
        try FileManager.default.removeItem(atPath: root + "/authorized_keys")
        try "".write(toFile: root + "/authorized_keys", atomically: true, encoding: .utf8)
        let refused = try sandbox.run(["sync"], env: env)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("refused every ssh key for \(user) (tried ~/.ssh/id_ed25519)"), "\(refused)")

        // A key with a passphrase: read from KEPT_SSH_PASSPHRASE, never asked for.
        for file in ["id_ed25519", "id_ed25519.pub"] { try FileManager.default.removeItem(atPath: sshFolder + "/" + file) }
        try shell("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "open sesame", "-f", sshFolder + "/id_ed25519"])
        try FileManager.default.removeItem(atPath: root + "/authorized_keys")
        try FileManager.default.copyItem(atPath: sshFolder + "/id_ed25519.pub", toPath: root + "/authorized_keys")
        try sandbox.ok(["new", "card", "살다", "--no-edit"], env: env)
        let withoutPassphrase = try sandbox.run(["sync"], env: env)
        #expect(withoutPassphrase.status == 1)
        #expect(withoutPassphrase.stderr.contains("KEPT_SSH_PASSPHRASE"), "\(withoutPassphrase)")
        var withPassphrase = env
        withPassphrase["KEPT_SSH_PASSPHRASE"] = "open sesame"
        let synced = try sandbox.run(["sync"], env: withPassphrase)
        #expect(synced.stdout == "origin: pulled 0, pushed 1\n", "\(synced)")
        #expect(!synced.stdout.contains("open sesame") && !synced.stderr.contains("open sesame"))
    }

    private func shell(_ tool: String, _ args: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = args
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw SupportError("\(tool) \(args) failed") }
    }

    private func publicKey(_ path: String) throws -> String {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: " ").prefix(2).joined(separator: " ")
    }

    private func waitForPort(_ port: Int) throws {
        for _ in 0..<100 {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            close(fd)
            if connected == 0 { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw SupportError("sshd did not start listening on port \(port)")
    }
}

/// A server started for the length of one test, with posix_spawn rather than `Process` (whose
/// child monitoring on Linux then stopped reaping the test's `kept` runs). It is started through
/// bash, which first closes every inherited descriptor: tests run in parallel, and a server
/// holding the write end of another test's output pipe would keep that test waiting forever.
struct Daemon {
    let pid: pid_t

    init(_ tool: String, _ args: [String], stdout: String = "/dev/null") throws {
        let script = #"for fd in /proc/$$/fd/*; do n=${fd##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done; exec "$0" "$@""#
        let argv = ["/bin/bash", "-c", script, tool] + args
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        var child: pid_t = 0
        let code = posix_spawn(&child, "/bin/bash", &actions, nil, &cArgs, environ)
        guard code == 0 else { throw SupportError("cannot start \(tool): error \(code)") }
        pid = child
    }

    func stop() {
        kill(pid, SIGKILL)  // SIGTERM may be blocked: a spawned child inherits the test's signal mask
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
