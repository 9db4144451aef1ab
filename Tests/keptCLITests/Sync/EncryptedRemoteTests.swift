import Foundation
import KeptGit
import ReferenceTools
import Testing

/// Encrypted remotes end to end with the built binary: machines that converge through a
/// remote that holds nothing readable, and a host that cheats.
@Suite("encrypted remotes", .tags(.slow), .fullSuiteOnly)
struct EncryptedRemoteTests {
    /// Machines with their own store, key ring and name, all syncing through one bare remote.
    struct Machines {
        let sandbox: Sandbox
        let remote: String

        init(_ sandbox: Sandbox) throws {
            self.sandbox = sandbox
            remote = sandbox.root.appendingPathComponent("remote.git").path
            try Repository.createBare(at: remote)
        }

        func path(_ name: String) -> String { sandbox.root.appendingPathComponent(name).path }

        func at(_ name: String, passphrase: String = "눈사람 snowman") -> [String: String?] {
            ["KEPT_STORE": path(name), "KEPT_MACHINE": name, "XDG_CONFIG_HOME": path(name + "-config"), "KEPT_PASSPHRASE": passphrase]
        }

        /// `name` makes the store, its key and the encrypted remote, and pushes.
        func start(_ name: String) throws {
            try sandbox.ok(["init", path(name)])
            try sandbox.ok(["key", "init"], env: at(name))
            try sandbox.ok(["remote", "add", "origin", remote, "--encrypt"], env: at(name))
        }

        @discardableResult
        func clone(_ name: String) throws -> KeptResult {
            try sandbox.ok(["clone", remote, path(name), "--encrypt"], env: at(name))
        }

        @discardableResult
        func sync(_ name: String) throws -> KeptResult { try sandbox.ok(["sync"], env: at(name)) }

        /// The laptop starts the remote with one card (살다) and syncs; the desktop clones it.
        static func laptopWithACardAndDesktop(_ sandbox: Sandbox) throws -> Machines {
            let m = try Machines(sandbox)
            try m.start("laptop")
            try sandbox.ok(["new", "card", "살다", "--body", "to live", "--no-edit"], env: m.at("laptop"))
            try m.sync("laptop")
            try m.clone("desktop")
            return m
        }

        func head(_ name: String) throws -> ObjectID? { try Repository.open(at: path(name)).headCommitID() }

        func file(_ name: String, _ relative: String) throws -> String {
            try String(contentsOfFile: path(name) + "/" + relative, encoding: .utf8)
        }

        func write(_ name: String, _ relative: String, _ text: String) throws {
            try text.write(toFile: path(name) + "/" + relative, atomically: true, encoding: .utf8)
        }

        /// Every file under `name`'s work tree but .git, by path, with its text.
        func tree(_ name: String) throws -> [String: String] {
            var files: [String: String] = [:]
            let root = path(name)
            for case let relative as String in FileManager.default.enumerator(atPath: root)! {
                if relative.hasPrefix(".git") || relative.hasPrefix(".kept/state") || relative.hasPrefix(".kept/cache") { continue }
                var isFolder: ObjCBool = false
                FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder)
                if !isFolder.boolValue { files[relative] = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8) }
            }
            return files
        }
    }

    /// Runs git (the binary: the test reads the remote as a host or a person would).
    static func git(_ args: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = args
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// Every byte a host of `remote` can read: each object as `git cat-file` gives it
    /// (uncompressed), each ref, and each file in the folder as it lies on disk.
    static func everyByte(of remote: String) throws -> Data {
        var all = try git(["-C", remote, "cat-file", "--batch-all-objects", "--batch"])
        all += try git(["-C", remote, "for-each-ref"])
        for case let relative as String in FileManager.default.enumerator(atPath: remote)! {
            if let data = FileManager.default.contents(atPath: remote + "/" + relative) { all += data }
        }
        return all
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
    func threeMachinesConvergeThroughTheConflictMatrixAndTheRemoteHoldsNoWord() throws {
        let sandbox = try Sandbox(initStore: false)
        let m = try Machines(sandbox)
        try m.start("laptop")
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2026-11-22", "--set", "tags=winter", "--body", "첫눈이 왔다. Snowflakes on the windowsill.", "--no-edit"], env: m.at("laptop"))
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--set", "tags=verb", "--body", "to live\nan example sentence\n", "--no-edit"], env: m.at("laptop"))
        try sandbox.ok(["new", "card", "먹다", "--category", "동사", "--body", "to eat", "--no-edit"], env: m.at("laptop"))
        try sandbox.ok(["fridge", "add", "김치", "--no-color"], env: m.at("laptop"))
        try sandbox.ok(["new", "diary", "Harbour walk", "--date", "2026-11-20", "--body", "lighthouse and gulls", "--no-edit"], env: m.at("laptop"))
        #expect(try m.sync("laptop").stdout == "origin: pulled 0, pushed 6\n")
        #expect(try m.clone("desktop").stdout == "cloned \(m.remote) into \(m.path("desktop")): 5 entries\n")
        try m.clone("phone")
        #expect(try m.head("desktop") == m.head("laptop") && m.head("phone") == m.head("laptop"))

        // The matrix: different entries, same entry different fields, same line, edit vs
        // delete, rename vs edit, reviews on both.
        try sandbox.ok(["new", "diary", "Laptop notes", "--date", "2026-11-23", "--body", "typed on the laptop", "--no-edit"], env: m.at("laptop"))
        try sandbox.ok(["new", "card", "가다", "--category", "동사", "--body", "to go", "--no-edit"], env: m.at("desktop"))
        try sandbox.ok(["set", "첫눈", "mood=calm"], env: m.at("laptop"))
        try sandbox.ok(["set", "첫눈", "weather=snow"], env: m.at("desktop"))
        let card = "cards/동사/살다.md"
        try m.write("laptop", card, try m.file("laptop", card).replacingOccurrences(of: "to live", with: "to live, says the laptop"))
        try m.write("desktop", card, try m.file("desktop", card).replacingOccurrences(of: "to live", with: "to live, says the desktop"))
        try sandbox.ok(["rm", "김치"], env: m.at("laptop"))
        try sandbox.ok(["set", "김치", "quantity=3"], env: m.at("desktop"))
        try sandbox.ok(["mv", "먹다", "먹어요"], env: m.at("laptop"))
        try sandbox.ok(["set", "먹다", "tags=food"], env: m.at("desktop"))
        try sandbox.ok(["review", "--limit", "1", "동사"], env: m.at("laptop"), stdin: "\n3\n")
        try sandbox.ok(["review", "--limit", "1", "동사"], env: m.at("desktop"), stdin: "\n4\n")
        try sandbox.ok(["new", "diary", "Phone memo", "--date", "2026-11-24", "--body", "written on the bus", "--no-edit"], env: m.at("phone"))

        try m.sync("laptop")
        let desktop = try m.sync("desktop")
        #expect(desktop.stdout.contains("kept 1 conflict copy"), "\(desktop)")
        try m.sync("phone")
        try m.sync("laptop")
        try m.sync("desktop")
        try m.sync("phone")
        #expect(try m.sync("laptop").stdout.hasSuffix("pushed 0\n"))

        let heads = try ["laptop", "desktop", "phone"].map(m.head)
        #expect(Set(heads.map { $0?.hex }).count == 1, "\(heads)")
        let tree = try m.tree("laptop")
        #expect(try m.tree("desktop") == tree && m.tree("phone") == tree)
        let all = tree.values.joined(separator: "\n")
        for line in ["says the laptop", "says the desktop", "typed on the laptop", "to go", "written on the bus",
                     "mood: calm", "weather: snow", "quantity: 3", "tags: [food]"] {
            #expect(all.contains(line), "\(line) lost")
        }
        #expect(tree.keys.contains("cards/동사/먹어요.md") && !tree.keys.contains("cards/동사/먹다.md"))
        #expect(tree.keys.filter { $0.hasPrefix(".kept/reviews/") }.count == 2)
        #expect(tree.keys.contains { $0.contains(".conflict-") })

        // Every byte of the remote, searched for what the store holds.
        let bytes = try Self.everyByte(of: m.remote)
        #expect(bytes.count > 1000)
        // The same search finds the words in a plain repository: it would see them if they were there.
        let plain = try Self.everyByte(of: m.path("laptop") + "/.git")
        #expect(plain.range(of: Data("Snowflakes".utf8)) != nil && plain.range(of: Data("첫눈".utf8)) != nil)
        let secrets = ["첫눈", "눈이", "살다", "먹어요", "김치", "동사", "Snowflakes", "windowsill", "lighthouse", "Harbour",
                       "typed on the laptop", "says the desktop", "written on the bus", "winter", "verb", "food",
                       "2026-11-22", "diary/", "cards/", "fridge", ".md", "Test User", "test@example.com", "laptop", "desktop",
                       "phone", "mood", "quantity", "reviews", "kept-Machine", "title:"]
        for secret in secrets {
            #expect(bytes.range(of: Data(secret.utf8)) == nil, "the remote holds \(secret)")
        }
    }

    @Test func aCheatingHostAWrongPassphraseAndASecondKeyAreRefusedAndChangeNothing() throws {
        let sandbox = try Sandbox(initStore: false)
        let m = try Machines.laptopWithACardAndDesktop(sandbox)
        let bare = try Repository.open(at: m.remote)
        let old = try #require(try bare.referenceTarget("refs/heads/main"))
        try sandbox.ok(["new", "card", "먹다", "--body", "to eat", "--no-edit"], env: m.at("laptop"))
        try m.sync("laptop")
        let now = try #require(try bare.referenceTarget("refs/heads/main"))
        let files = try bare.flatFiles(in: now)
        let newPack = try #require(files.keys.first { $0 != "manifest" && $0 != "key" && (try? bare.flatFiles(in: old)[$0]) == nil })
        let head = try m.head("desktop")

        func refused(_ expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let result = try sandbox.run(["sync"], env: m.at("desktop"))
            #expect(result.status == 1, sourceLocation: sourceLocation)
            #expect(result.stderr.contains(expected), "\(result)", sourceLocation: sourceLocation)
            #expect(try m.head("desktop") == head, sourceLocation: sourceLocation)
            #expect(String(decoding: try Self.git(["-C", m.path("desktop"), "status", "--porcelain"]), as: UTF8.self) == "",
                    sourceLocation: sourceLocation)
            #expect(!FileManager.default.fileExists(atPath: m.path("desktop") + "/cards/general/먹다.md"), sourceLocation: sourceLocation)
        }
        func host(_ files: [String: Data], parent: ObjectID? = nil) throws {
            _ = try bare.commitFlatFiles(files, parent: parent ?? bare.referenceTarget("refs/heads/main"), message: "kept", reference: "refs/heads/main")
        }

        // The host changes a byte of the new pack, then drops it.
        var flipped = files
        flipped[newPack]![100] ^= 0x01
        try host(flipped)
        try refused("kept: origin: fetch failed: a file on the encrypted remote was changed or cut short (\(newPack.prefix(12)))")
        var dropped = files
        dropped[newPack] = nil
        try host(dropped)
        try refused("the encrypted remote's manifest lists a pack that is not there (\(newPack.prefix(12))): the host dropped it")
        try host(files)
        try m.sync("desktop")
        let synced = try m.head("desktop")
        try bare.setReference("refs/heads/main", to: old, message: "an old copy put back")
        let back = try sandbox.run(["sync"], env: m.at("desktop"))
        #expect(back.status == 1 && back.stderr.contains("the remote went back in time: its manifest is older than one this machine has seen"), "\(back)")
        #expect(try m.head("desktop") == synced)
        let korean = try sandbox.run(["sync"], env: m.at("desktop").merging(["LANG": "ko_KR.UTF-8"]) { $1 })
        #expect(korean.stderr.contains("원격이 과거로 돌아갔습니다"), "\(korean)")
        try bare.setReference("refs/heads/main", to: now, message: "the host behaves again")
        #expect(try m.sync("desktop").stdout == "origin: pulled 0, pushed 0\n")

        // A wrong passphrase: no clone, no folder, no key.
        let wrong = try sandbox.run(["clone", m.remote, m.path("tablet"), "--encrypt"], env: m.at("tablet", passphrase: "snowman?"))
        #expect(wrong.status == 1 && wrong.stderr.contains("the passphrase does not open the remote's store key"), "\(wrong)")
        #expect(!FileManager.default.fileExists(atPath: m.path("tablet")) && !FileManager.default.fileExists(atPath: m.path("tablet-config/kept/keys")))

        // A second store key on the desktop (its first one deleted): refused, nothing merged.
        let keys = m.path("desktop-config") + "/kept/keys"
        for file in try FileManager.default.contentsOfDirectory(atPath: keys) { try FileManager.default.removeItem(atPath: keys + "/" + file) }
        let missing = try sandbox.run(["sync"], env: m.at("desktop"))
        #expect(missing.status == 1 && missing.stderr.contains("this store has no store key on this machine"), "\(missing)")
        try sandbox.ok(["key", "init"], env: m.at("desktop"))
        try sandbox.ok(["new", "card", "자다", "--body", "to sleep", "--no-edit"], env: m.at("laptop"))
        try m.sync("laptop")
        let second = try sandbox.run(["sync"], env: m.at("desktop"))
        #expect(second.status == 1 && second.stderr.contains("the remote was encrypted with another store key"), "\(second)")
        #expect(try m.head("desktop") == synced)
    }

    @Test func theKeyIsShownExportedImportedAndRewrappedForANewPassphrase() throws {
        let sandbox = try Sandbox(initStore: false)
        let m = try Machines(sandbox)
        try m.start("laptop")
        let shown = try sandbox.ok(["key", "show"], env: m.at("laptop")).stdout
        let keyFile = try #require(shown.split(separator: " ").last.map { String($0.dropLast()) })
        #expect(shown.hasPrefix("store key ") && keyFile.hasPrefix(m.path("laptop-config") + "/kept/keys/"), "\(shown)")
        let mode = try FileManager.default.attributesOfItem(atPath: keyFile)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let exported = try sandbox.ok(["key", "export"], env: m.at("laptop")).stdout
        let code = try #require(exported.split(separator: "\n").last.map(String.init))
        #expect(code.split(separator: "-").count == 11)
        let again = try sandbox.run(["key", "init"], env: m.at("laptop"))
        #expect(again.status == 1 && again.stderr.contains("this store already has a store key on this machine"))
        try FileManager.default.removeItem(atPath: keyFile)
        #expect(try sandbox.run(["key", "import", "AAAAA-" + code.dropFirst(6)], env: m.at("laptop")).stderr
            .contains("that is not a recovery code") || code.hasPrefix("AAAAA"))
        #expect(try sandbox.ok(["key", "import", code], env: m.at("laptop")).stdout.hasPrefix("imported store key "))
        #expect(try sandbox.ok(["key", "show"], env: m.at("laptop")).stdout == shown)

        try sandbox.ok(["new", "card", "살다", "--body", "to live", "--no-edit"], env: m.at("laptop"))
        try m.sync("laptop")
        let changed = try sandbox.ok(["key", "passphrase"], env: m.at("laptop", passphrase: "새 암호문 new"))
        #expect(changed.stdout.contains("the next `kept sync` puts the rewrapped key on each encrypted remote"))
        try m.sync("laptop")
        let old = try sandbox.run(["clone", m.remote, m.path("desktop"), "--encrypt"], env: m.at("desktop"))
        #expect(old.status == 1)
        try sandbox.ok(["clone", m.remote, m.path("desktop"), "--encrypt"], env: m.at("desktop", passphrase: "새 암호문 new"))
        #expect(try m.head("desktop") == m.head("laptop"))
        let bytes = try Self.everyByte(of: m.remote)
        #expect(bytes.range(of: Data("새 암호문".utf8)) == nil && bytes.range(of: Data("snowman".utf8)) == nil)
    }
    /// Whether Debian's python3 has the `cryptography` package the recovery script needs.
    static let canRunRecoveryScript: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import cryptography.hazmat.primitives.ciphers.aead"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    @Test(.enabled(if: canRunRecoveryScript && FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
    func theRecoveryScriptRebuildsThePlainRepositoryWithoutKept() throws {
        let sandbox = try Sandbox(initStore: false)
        let m = try Machines(sandbox)
        try m.start("laptop")
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2026-11-22", "--body", "첫눈이 왔다", "--no-edit"], env: m.at("laptop"))
        try m.sync("laptop")
        try m.clone("desktop")
        try sandbox.ok(["new", "card", "살다", "--body", "to live", "--no-edit"], env: m.at("desktop"))
        try m.sync("desktop")
        try m.sync("laptop")
        let script = URL(fileURLWithPath: ReferencePython.packageRoot).appendingPathComponent("scripts/kept-decrypt").path
        let plain = m.path("plain")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script, m.remote, plain]
        process.environment = ["PATH": "/usr/bin:/bin", "KEPT_PASSPHRASE": "눈사람 snowman", "HOME": sandbox.home.path,
                               "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(printed)")

        let head = try #require(try m.head("laptop")).hex
        #expect(String(decoding: try Self.git(["-C", plain, "rev-parse", "HEAD"]), as: UTF8.self) == head + "\n")
        #expect(printed == plain + ": main at " + head + " (manifest 2, 2 packs)\n")
        #expect(try String(contentsOfFile: plain + "/diary/2026/11/2026-11-22-첫눈.md", encoding: .utf8).contains("첫눈이 왔다"))
        #expect(String(decoding: try Self.git(["-C", plain, "status", "--porcelain"]), as: UTF8.self) == "")
    }
    /// On a terminal the passphrase is asked twice for a new key, never echoed, never printed.
    @Test(.enabled(if: TmuxSession.installed()), .tags(.terminal), .fullSuiteOnly)
    func thePassphraseIsAskedOnTheTerminalWithoutEcho() throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession(sandbox, env: ["KEPT_PASSPHRASE": nil])
        defer { tmux.kill() }
        let before = try tmux.stty()
        let marker = try tmux.start("kept key init")
        _ = try tmux.waitFor("the passphrase prompt") { $0.contains("new passphrase for the store key:") }
        try tmux.type("고요한 secret words")
        try tmux.press("Enter")
        _ = try tmux.waitFor("the second prompt") { $0.contains("the same passphrase again:") }
        try tmux.type("고요한 secret words")
        try tmux.press("Enter")
        let shown = try tmux.screen()
        #expect(try tmux.status(of: marker) == 0, "\(shown)")
        let screen = try tmux.screen()
        #expect(screen.contains("made a store key ") && !screen.contains("secret words"), "\(screen)")
        #expect(try tmux.stty() == before, "the terminal echoes again")
        let keys = sandbox.root.appendingPathComponent("config/kept/keys").path
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: keys).first)
        #expect(try !String(contentsOfFile: keys + "/" + file, encoding: .utf8).contains("secret"))
    }
    /// `kept clone URL --encrypt` of an empty remote starts a store with a new key.
    @Test func aCloneOfAnEmptyRemoteStartsAnEncryptedStore() throws {
        let sandbox = try Sandbox(initStore: false)
        let m = try Machines(sandbox)
        #expect(try m.clone("laptop").stdout.hasSuffix(": an empty store (commit with kept, then `kept sync` pushes it)\n"))
        #expect(try sandbox.ok(["key", "show"], env: m.at("laptop")).stdout.hasPrefix("store key "))
        try sandbox.ok(["new", "card", "살다", "--body", "to live", "--no-edit"], env: m.at("laptop"))
        try m.sync("laptop")
        #expect(try m.clone("desktop").stdout.hasSuffix(": 1 entry\n"))
        #expect(try m.head("desktop") == m.head("laptop"))
        #expect(try Self.everyByte(of: m.remote).range(of: Data("살다".utf8)) == nil)
    }
}
