import Foundation
import KeptGit
import Testing
@testable import Kept

/// The encrypted remote's format and its refusals, on temp stores and a bare remote.
@Suite("encryption: format, keys, refusals")
struct EncryptionTests {
    @Test func aSealedFileOpensOnlyWithItsKeyAndPurpose() throws {
        let key = StoreKey.random(), other = StoreKey.random()
        let plain = Data("첫눈이 왔다 first snow".utf8)
        let sealed = try SealedFile.seal(plain, with: key, purpose: .pack)
        #expect(sealed.count == plain.count + 60 + 16)
        #expect(sealed.range(of: plain) == nil)
        #expect(try SealedFile.open(sealed, with: key, purpose: .pack) == plain)
        // A fresh salt and nonce each time: the same text never gives the same file.
        #expect(try SealedFile.seal(plain, with: key, purpose: .pack) != sealed)
        #expect(throws: SealedFile.OpenError.otherKey) { try SealedFile.open(sealed, with: other, purpose: .pack) }
        #expect(throws: SealedFile.OpenError.damaged) { try SealedFile.open(sealed, with: key, purpose: .manifest) }
        var flipped = sealed
        flipped[70] ^= 1
        #expect(throws: SealedFile.OpenError.damaged) { try SealedFile.open(flipped, with: key, purpose: .pack) }
        #expect(throws: SealedFile.OpenError.damaged) { try SealedFile.open(sealed.dropLast(), with: key, purpose: .pack) }
        #expect(throws: SealedFile.OpenError.notSealed) { try SealedFile.open(sealed.prefix(20), with: key, purpose: .pack) }
    }

    @Test func aWrappedKeyOpensOnlyWithItsPassphrase() throws {
        let key = StoreKey.random()
        let wrapped = try WrappedKey.wrap(key, passphrase: "눈 오는 날", logN: 10)
        #expect(try wrapped.unwrap(passphrase: "눈 오는 날") == key)
        // NFD typed on another machine is the same passphrase.
        #expect(try wrapped.unwrap(passphrase: "눈 오는 날".decomposedStringWithCanonicalMapping) == key)
        #expect(try wrapped.unwrap(passphrase: "눈 오는 날!") == nil)
        #expect(wrapped.data.count == 103 && wrapped.data[8] == 10)
    }

    @Test func aRecoveryCodeGivesTheKeyBackAndCatchesATypo() throws {
        let key = StoreKey.random()
        let code = RecoveryCode.code(for: key)
        #expect(code.split(separator: "-").count == 11, "\(code)")
        #expect(RecoveryCode.key(from: code) == key)
        #expect(RecoveryCode.key(from: code.lowercased().replacingOccurrences(of: "-", with: " ")) == key)
        let typo = String(code.prefix(3)) + (code.dropFirst(3).first == "A" ? "B" : "A") + String(code.dropFirst(4))
        #expect(RecoveryCode.key(from: typo) == nil)
        #expect(RecoveryCode.key(from: String(code.dropLast(2))) == nil)
        #expect(key.fingerprint.count == 19)
    }

    /// Laptop and desktop through an encrypted bare remote, then each way the host can cheat.
    final class Lab {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-crypt-\(UUID().uuidString)").path
        var remote: String { folder + "/remote.git" }
        var keys: KeyRing { KeyRing(folder: folder + "/keys") }
        var desktopKeys: KeyRing { KeyRing(folder: folder + "/desktop-keys") }
        let laptop: Store

        init() throws {
            try Repository.createBare(at: folder + "/remote.git")
            laptop = try Store(root: Store.initialize(at: folder + "/laptop").root)
            _ = try laptop.makeKey(in: KeyRing(folder: folder + "/keys"), passphrase: "correct horse")
            _ = try laptop.addEncryptedRemote(name: "origin", url: folder + "/remote.git", keys: KeyRing(folder: folder + "/keys"))
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        func write(_ store: Store, _ path: String, _ text: String) throws {
            let full = store.absolutePath(path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }

        func desktop() throws -> Store {
            let report = try Store.cloneEncrypted(url: remote, into: folder + "/desktop", keys: desktopKeys, passphrase: { _ in "correct horse" })
            return try Store(root: report.root)
        }

        func head(_ store: Store) throws -> ObjectID? { try Repository.open(at: store.root).headCommitID() }

        /// The remote's tree as files, and a way to commit a changed one as its new `main`.
        func remoteFiles() throws -> [String: Data] {
            let bare = try Repository.open(at: remote)
            return try bare.flatFiles(in: #require(try bare.referenceTarget("refs/heads/main")))
        }

        func replaceRemote(_ files: [String: Data]) throws {
            let bare = try Repository.open(at: remote)
            _ = try bare.commitFlatFiles(files, parent: bare.referenceTarget("refs/heads/main"), message: "kept", reference: "refs/heads/main")
        }
    }

    @Test func twoMachinesSyncThroughAnEncryptedRemote() throws {
        let lab = try Lab()
        try lab.write(lab.laptop, "diary/2026/11/2026-11-22-첫눈.md", "---\ntitle: 첫눈\n---\n첫눈이 왔다\n")
        let first = try lab.laptop.sync(machine: "laptop", keys: lab.keys)
        #expect(first.outsideEditsCommitted == 1 && first.pushed == 2)
        let files = try lab.remoteFiles()
        #expect(files.keys.contains("manifest") && files.keys.contains("key") && files.count == 3)
        for data in files.values {
            #expect(data.range(of: Data("첫눈".utf8)) == nil && data.range(of: Data("diary".utf8)) == nil)
        }

        let desktop = try lab.desktop()
        #expect(try lab.head(desktop) == lab.head(lab.laptop))
        #expect(try desktop.key(in: lab.desktopKeys).key == lab.laptop.key(in: lab.keys).key)
        // The clone's first list reads its entries from the index cache the clone wrote.
        let listed = StoreIndex.load(desktop).entries
        #expect(listed.map(\Entry.path) == ["diary/2026/11/2026-11-22-첫눈.md"] && listed.allSatisfy(\Entry.isFromCache))
        try lab.write(desktop, "cards/동사/살다.md", "---\ntitle: 살다\n---\nto live\n")
        let fromDesktop = try desktop.sync(machine: "desktop", keys: lab.desktopKeys)
        #expect(fromDesktop.pushed == 1)
        #expect(try lab.remoteFiles().count == 4, "one more pack, not a rewrite")
        try lab.write(lab.laptop, "diary/2026/11/2026-11-22-첫눈.md", "---\ntitle: 첫눈\n---\n첫눈이 왔다\n밤새 내렸다\n")
        let back = try lab.laptop.sync(machine: "laptop", keys: lab.keys)
        #expect(back.pulled == 1 && back.pushed == 2)
        _ = try desktop.sync(machine: "desktop", keys: lab.desktopKeys)
        #expect(try lab.head(desktop) == lab.head(lab.laptop))
        #expect(FileManager.default.fileExists(atPath: desktop.absolutePath("cards/동사/살다.md")))
        #expect(FileManager.default.fileExists(atPath: lab.laptop.absolutePath("cards/동사/살다.md")))

        let report = try lab.laptop.repack(keys: lab.keys, machine: "laptop")
        #expect(report.packsBefore == 3)
        #expect(try lab.remoteFiles().count == 3)
        #expect(try desktop.sync(machine: "desktop", keys: lab.desktopKeys).pulled == 0)
    }

    @Test func anOldManifestADroppedOrChangedPackAndAnotherKeyAreRefused() throws {
        let lab = try Lab()
        try lab.write(lab.laptop, "one.md", "one\n")
        _ = try lab.laptop.sync(machine: "laptop", keys: lab.keys)
        let old = try lab.remoteFiles()
        try lab.write(lab.laptop, "two.md", "two\n")
        _ = try lab.laptop.sync(machine: "laptop", keys: lab.keys)
        let now = try lab.remoteFiles()
        let head = try lab.head(lab.laptop)

        func refused(_ key: String) throws {
            do {
                _ = try lab.laptop.sync(machine: "laptop", keys: lab.keys)
                Issue.record("sync went through; expected \(key)")
            } catch let error as SyncError {
                #expect(error.why.key == key, "\(error)")
            }
            #expect(try lab.head(lab.laptop) == head)
            #expect(try Repository.open(at: lab.laptop.root).changes().isEmpty)
        }

        try lab.replaceRemote(old)
        try refused("crypt.wentBackInTime")
        #expect("\(try #require(Message.of(SyncError(remote: "origin", step: "fetch", reason: Message(.cryptWentBackInTime, ["seen": "2", "counter": "1"])))))"
            .contains("the remote went back in time: its manifest is older than one this machine has seen"))

        let pack = try #require(now.keys.first { $0 != "manifest" && $0 != "key" && old[$0] == nil })
        var dropped = now
        dropped[pack] = nil
        try lab.replaceRemote(dropped)
        try refused("crypt.packDropped")

        var changed = now
        changed[pack]![80] ^= 1
        try lab.replaceRemote(changed)
        try refused("crypt.tampered")

        var cut = now
        cut["manifest"] = now["manifest"]!.dropLast(5)
        try lab.replaceRemote(cut)
        try refused("crypt.tampered")

        try lab.replaceRemote(now)
        #expect(try lab.laptop.sync(machine: "laptop", keys: lab.keys).pushed == 0)

        // A second key on this machine (its old one lost, a new one made): refused, not merged.
        try FileManager.default.removeItem(atPath: lab.laptop.key(in: lab.keys).path)
        _ = try lab.laptop.makeKey(in: lab.keys, passphrase: "another")
        try refused("crypt.otherKey")
    }

    @Test func aWrongPassphraseOrAPlainRemoteLeavesNothing() throws {
        let lab = try Lab()
        try lab.write(lab.laptop, "one.md", "one\n")
        _ = try lab.laptop.sync(machine: "laptop", keys: lab.keys)
        #expect { _ = try Store.cloneEncrypted(url: lab.remote, into: lab.folder + "/desktop", keys: lab.desktopKeys, passphrase: { _ in "wrong" }) }
            throws: { ($0 as? SyncError)?.why.key == "crypt.wrongPassphrase" }
        #expect(!FileManager.default.fileExists(atPath: lab.folder + "/desktop"))
        #expect(!FileManager.default.fileExists(atPath: lab.desktopKeys.folder))

        // The encrypted remote added as a plain one: its ciphertext is not merged.
        let plain = try Store(root: Store.initialize(at: lab.folder + "/plain").root)
        _ = try plain.addRemote(name: "origin", url: lab.remote)
        #expect { _ = try plain.sync(machine: "plain") } throws: { ($0 as? SyncError)?.why.key == "crypt.remoteIsEncrypted" }
        #expect(!FileManager.default.fileExists(atPath: plain.absolutePath("manifest")))

        // A plain store's remote added as an encrypted one: refused.
        let plainRemote = lab.folder + "/plain.git"
        try Repository.createBare(at: plainRemote)
        _ = try plain.removeRemote(name: "origin")
        _ = try plain.addRemote(name: "origin", url: plainRemote)
        _ = try plain.sync(machine: "plain")
        _ = try lab.laptop.addEncryptedRemote(name: "other", url: plainRemote, keys: lab.keys)
        #expect { _ = try lab.laptop.sync(remote: "other", machine: "laptop", keys: lab.keys) }
            throws: { ($0 as? SyncError)?.why.key == "crypt.remoteIsPlain" }
        // And without a key ring, the encrypted remote asks for a key.
        #expect { _ = try lab.laptop.sync(machine: "laptop") } throws: { ($0 as? SyncError)?.why.key == "crypt.noKeyRing" }
    }
}
