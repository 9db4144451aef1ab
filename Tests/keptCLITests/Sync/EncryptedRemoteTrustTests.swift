import Foundation
import KeptGit
import ReferenceTools
import Testing

/// Issue 27, keys: what another machine or the host of an encrypted remote can do to its key
/// and manifest (hostile cases 11 and 13).
@Suite("encrypted remotes: keys and a damaged remote", .tags(.slow), .fullSuiteOnly)
struct EncryptedRemoteTrustTests {
    typealias Machines = EncryptedRemoteTests.Machines
    static let old = "눈사람 snowman"
    static let new = "새 암호문 new-secret"

    /// A fresh machine's clone with `passphrase`: its exit status and what it said.
    func freshClone(_ m: Machines, _ sandbox: Sandbox, _ name: String, passphrase: String) throws -> KeptResult {
        try sandbox.run(["clone", m.remote, m.path(name), "--encrypt"], env: m.at(name, passphrase: passphrase))
    }

    /// Case 11: the desktop, cloned with the old passphrase, syncs after the laptop changed it.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
    func aPassphraseChangeIsNotUndoneByTheNextSyncOfAnotherMachine() throws {
        let sandbox = try Sandbox(initStore: false)
        let m = try Machines.laptopWithACardAndDesktop(sandbox)
        let bare = try Repository.open(at: m.remote)
        let first = try #require(try bare.referenceTarget("refs/heads/main"))
        let oldWrapping = try #require(try bare.flatFiles(in: first)["key"])

        try sandbox.ok(["key", "passphrase"], env: m.at("laptop", passphrase: Self.new))
        try m.sync("laptop")
        try sandbox.ok(["new", "card", "먹다", "--body", "to eat", "--no-edit"], env: m.at("desktop"))
        let desktop = try m.sync("desktop")
        #expect(desktop.stdout == "origin: pulled 0, pushed 1\n", "\(desktop)")
        #expect(desktop.stderr.contains("the store key's passphrase was changed on another machine (change 1)"), "\(desktop)")

        let withOld = try freshClone(m, sandbox, "tablet", passphrase: Self.old)
        #expect(withOld.status == 1 && withOld.stderr.contains("the passphrase does not open the remote's store key"), "\(withOld)")
        #expect(try freshClone(m, sandbox, "phone", passphrase: Self.new).status == 0)
        // The desktop holds the new wrapping now: its later syncs push it, never the old one.
        try sandbox.ok(["new", "card", "자다", "--body", "to sleep", "--no-edit"], env: m.at("desktop"))
        let again = try m.sync("desktop")
        #expect(again.stderr == "", "\(again)")
        #expect(try freshClone(m, sandbox, "tablet", passphrase: Self.old).status == 1)
        #expect(try freshClone(m, sandbox, "watch", passphrase: Self.new).status == 0)
        #expect(try m.sync("laptop").stderr == "")

        // The host puts the old wrapping back (it kept a copy): a fresh clone that knows only the
        // old passphrase does not open the store with it, and the next sync of a machine holding
        // the wrapping the manifest names puts that one back.
        let tip = try #require(try bare.referenceTarget("refs/heads/main"))
        var files = try bare.flatFiles(in: tip)
        files["key"] = oldWrapping
        _ = try bare.commitFlatFiles(files, parent: bare.referenceTarget("refs/heads/main"), message: "kept", reference: "refs/heads/main")
        let replayed = try freshClone(m, sandbox, "kiosk", passphrase: Self.old)
        #expect(replayed.status == 1 && replayed.stderr.contains("a file on the encrypted remote was changed or cut short (key)"), "\(replayed)")
        #expect(!FileManager.default.fileExists(atPath: m.path("kiosk")))
        let swapped = try m.sync("laptop")
        #expect(swapped.stderr.contains("this machine put back the one the manifest names"), "\(swapped)")
        #expect(try freshClone(m, sandbox, "kiosk", passphrase: Self.old).status == 1)
        #expect(try freshClone(m, sandbox, "kiosk", passphrase: Self.new).status == 0)
    }

    /// Both machines change the passphrase before syncing: the first to sync wins, the other
    /// is told its change did not reach the remote; never an older wrapping over a newer.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
    func twoPassphraseChangesAtOnceTheFirstSyncedWinsAndTheOtherIsTold() throws {
        let sandbox = try Sandbox(initStore: false)
        let m = try Machines.laptopWithACardAndDesktop(sandbox)
        try sandbox.ok(["key", "passphrase"], env: m.at("laptop", passphrase: "laptop's"))
        try sandbox.ok(["key", "passphrase"], env: m.at("desktop", passphrase: "desktop's"))
        try m.sync("laptop")
        let desktop = try m.sync("desktop")
        #expect(desktop.stderr.contains("was changed both here and on another machine, and the other machine synced first"), "\(desktop)")
        #expect(try freshClone(m, sandbox, "a", passphrase: "laptop's").status == 0)
        #expect(try freshClone(m, sandbox, "b", passphrase: "desktop's").status == 1)
        #expect(try freshClone(m, sandbox, "c", passphrase: Self.old).status == 1)
        // Changed again, the desktop's passphrase is the remote's after its next sync.
        try sandbox.ok(["key", "passphrase"], env: m.at("desktop", passphrase: "desktop's"))
        try m.sync("desktop")
        try m.sync("laptop")
        #expect(try freshClone(m, sandbox, "d", passphrase: "desktop's").status == 0)
        #expect(try freshClone(m, sandbox, "e", passphrase: "laptop's").status == 1)
    }

    /// Case 13: the host deletes `manifest`, keeping `key` and the packs.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
    func aRemoteWithoutItsManifestIsADamagedEncryptedRemoteAndNothingPlainIsEverPushed() throws {
        let sandbox = try Sandbox(initStore: false)
        let m = try Machines(sandbox)
        let secret = "Lighthouse secret 등대 비밀"
        try m.start("laptop")
        try sandbox.ok(["new", "diary", "Harbour", "--date", "2026-01-01", "--body", secret, "--no-edit"], env: m.at("laptop"))
        try m.sync("laptop")
        let bare = try Repository.open(at: m.remote)
        let tip = try #require(try bare.referenceTarget("refs/heads/main"))
        var files = try bare.flatFiles(in: tip)
        files["manifest"] = nil
        _ = try bare.commitFlatFiles(files, parent: bare.referenceTarget("refs/heads/main"), message: "kept", reference: "refs/heads/main")

        let sync = try sandbox.run(["sync"], env: m.at("laptop"))
        #expect(sync.status == 1, "\(sync)")
        #expect(sync.stderr.contains("the encrypted remote is damaged: its `manifest` is missing, while its `key` and 1 sealed pack file are still there"), "\(sync)")
        #expect(!sync.stderr.contains("plain") && !sync.stderr.contains("remote add"), "\(sync)")
        let korean = try sandbox.run(["sync"], env: m.at("laptop").merging(["LANG": "ko_KR.UTF-8"]) { $1 })
        #expect(korean.stderr.contains("암호화된 원격이 손상되었습니다"), "\(korean)")
        let clone = try sandbox.run(["clone", m.remote, m.path("desktop"), "--encrypt"], env: m.at("desktop"))
        #expect(clone.status == 1 && clone.stderr.contains("the encrypted remote is damaged"), "\(clone)")

        // Even re-added as a plain remote (what the old advice said), nothing is merged or pushed.
        try sandbox.ok(["remote", "remove", "origin"], env: m.at("laptop"))
        try sandbox.ok(["remote", "add", "origin", m.remote], env: m.at("laptop"))
        let plain = try sandbox.run(["sync"], env: m.at("laptop"))
        #expect(plain.status == 1 && plain.stderr.contains("the remote is encrypted"), "\(plain)")
        #expect(try Self.noPlaintext(secret, in: m.remote))

        // What the advice says: `kept sync --repack` writes the remote again, sealed.
        try sandbox.ok(["remote", "remove", "origin"], env: m.at("laptop"))
        try sandbox.ok(["remote", "add", "origin", m.remote, "--encrypt"], env: m.at("laptop"))
        let repacked = try sandbox.ok(["sync", "--repack"], env: m.at("laptop"))
        #expect(repacked.stdout.contains("wrote the damaged encrypted remote again"), "\(repacked)")
        try m.clone("desktop")
        #expect(try m.head("desktop") == m.head("laptop"))
        #expect(try m.sync("laptop").stdout == "origin: pulled 0, pushed 0\n")
        #expect(try Self.noPlaintext(secret, in: m.remote))
    }

    /// Whether no object, ref or file of the bare remote holds `secret` or a store path.
    static func noPlaintext(_ secret: String, in remote: String) throws -> Bool {
        let bytes = try EncryptedRemoteTests.everyByte(of: remote)
        return bytes.count > 500 && ["Lighthouse", "등대", "diary/", ".md", "Harbour"].allSatisfy { bytes.range(of: Data($0.utf8)) == nil }
            && bytes.range(of: Data(secret.utf8)) == nil
    }
}
