import Foundation
import KeptGit
import ReferenceTools
import Testing

/// Between two machines: an encrypted remote cloned without `--encrypt` (asked for its
/// passphrase, nothing left behind on a wrong one), an entry deleted on one machine and edited
/// on the other (sync says which came back and why), `kept sync` of every remote, and a
/// hostile remote dressed as an encrypted one.
@Suite("an encrypted clone, every remote, deleted here and edited there", .tags(.slow), .fullSuiteOnly)
struct EncryptedCloneAndSyncTests {
    static let passphrase = "김치찌개2026"

    /// Each machine with its own key folder (`XDG_CONFIG_HOME`): the laptop has never seen the key.
    static func encrypted(_ sandbox: Sandbox) throws -> (machines: TwoMachines, desktop: [String: String?], laptop: [String: String?]) {
        let machines = try TwoMachines(in: sandbox)
        var desktop = machines.atDesktop, laptop = machines.atLaptop
        desktop["XDG_CONFIG_HOME"] = sandbox.root.appendingPathComponent("desktop-config").path
        laptop["XDG_CONFIG_HOME"] = sandbox.root.appendingPathComponent("laptop-config").path
        desktop["KEPT_PASSPHRASE"] = passphrase
        laptop["KEPT_PASSPHRASE"] = passphrase
        desktop["LANG"] = "ko_KR.UTF-8"
        laptop["LANG"] = "ko_KR.UTF-8"
        try sandbox.ok(["init", machines.desktop], env: desktop)
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2026-11-22", "--body", "첫눈이 왔다"], env: desktop)
        try sandbox.ok(["key", "init"], env: desktop)
        try sandbox.ok(["remote", "add", "usb", machines.remote, "--encrypt"], env: desktop)
        try sandbox.ok(["sync"], env: desktop)
        return (machines, desktop, laptop)
    }

    @Test("first-hour-2 case 01: an encrypted remote cloned without --encrypt is cloned as encrypted, asking for the passphrase")
    func cloneEncryptedWithoutFlag() throws {
        let sandbox = try Sandbox(initStore: false)
        let (machines, _, laptop) = try Self.encrypted(sandbox)
        let clone = try sandbox.run(["clone", machines.remote, machines.laptop], env: laptop)
        #expect(clone.status == 0, "\(clone)")
        #expect(clone.stderr == "kept: \(machines.remote)은 암호화된 원격 저장소입니다. `kept clone --encrypt`로 복제하듯 암호화해서 복제합니다\n", "\(clone)")
        #expect(clone.stdout == "\(machines.remote)을 \(machines.laptop)에 복제했습니다: 항목 1개\n", "\(clone)")
        // The store, not the ciphertext: no pack files, no "empty store".
        let top = try FileManager.default.contentsOfDirectory(atPath: machines.laptop).filter { !$0.hasPrefix(".") }
        #expect(top == ["diary"], "\(top)")
        #expect(try String(contentsOfFile: machines.laptop + "/diary/2026/11/2026-11-22-첫눈.md", encoding: .utf8).contains("첫눈이 왔다"))
        try sandbox.ok(["new", "diary", "노트북", "--body", "x"], env: laptop)
        let sync = try sandbox.run(["sync"], env: laptop)
        #expect(sync.status == 0, "\(sync)")
        #expect(sync.stdout == "origin: 받음 0, 올림 1\n", "\(sync)")
        let list = try sandbox.run(["remote", "list"], env: laptop)
        #expect(list.stdout == "origin  \(machines.remote)  (암호화됨)\n", "\(list)")
    }

    @Test("a wrong passphrase for an encrypted remote cloned without --encrypt leaves nothing behind")
    func cloneEncryptedWrongPassphrase() throws {
        let sandbox = try Sandbox(initStore: false)
        let (machines, _, laptop) = try Self.encrypted(sandbox)
        var wrong = laptop
        wrong["KEPT_PASSPHRASE"] = "된장찌개"
        wrong["LANG"] = "C.UTF-8"
        let clone = try sandbox.run(["clone", machines.remote, machines.laptop], env: wrong)
        #expect(clone.status == 1, "\(clone)")
        #expect(clone.stderr.contains("is an encrypted remote: cloning it as `kept clone --encrypt` does"), "\(clone)")
        #expect(clone.stderr.contains("passphrase"), "\(clone)")
        #expect(!FileManager.default.fileExists(atPath: machines.laptop + "/manifest"))
    }

    /// `text`'s bytes, then `count` bytes of `byte` (one expression each: the type checker gave
    /// up on the literal table once more modules' `+` were in scope).
    static func padded(_ text: String, _ byte: UInt8, _ count: Int) -> Data {
        var data = Data(text.utf8)
        data.append(Data(repeating: byte, count: count))
        return data
    }

    /// A remote whose top holds `key` and `manifest` files that only look like kept's (the
    /// magic, then garbage; a `key` of 8 MiB): refused with the encrypted clone's own error,
    /// naming the remote, never checked out as a store.
    @Test("a hostile remote with garbage or huge key and manifest files is not trusted", arguments: [
        (key: padded("KEPTKEY1", 0xAB, 95), manifest: padded("KEPTENC1", 7, 100)),
        (key: padded("KEPTKEY1", 0xAB, 8 << 20), manifest: padded("KEPTENC1", 7, 100)),
        (key: padded("garbage", 0, 0), manifest: padded("KEPTENC1", 0xFF, 5 << 20)),
    ])
    func hostileRemote(key: Data, manifest: Data) throws {
        let sandbox = try Sandbox(initStore: false)
        let machines = try TwoMachines(in: sandbox)
        let bare = try Repository.open(at: machines.remote)
        _ = try bare.commitFlatFiles(["key": key, "manifest": manifest, String(repeating: "a", count: 64): Data("KEPTENC1junk".utf8)],
                                     parent: nil, message: "hostile", reference: "refs/heads/main")
        var laptop = machines.atLaptop
        laptop["KEPT_PASSPHRASE"] = Self.passphrase
        let clone = try sandbox.run(["clone", machines.remote, machines.laptop], env: laptop)
        #expect(clone.status == 1, "\(clone)")
        #expect(clone.stderr.hasPrefix("kept: \(machines.remote) is an encrypted remote"), "\(clone)")
        #expect(clone.stderr.contains("origin"), "the error names the remote: \(clone)")
        #expect(!clone.stderr.contains("Fatal error"), "\(clone)")
        #expect(!FileManager.default.fileExists(atPath: machines.laptop + "/manifest"))
    }

    @Test("first-hour-2 case 06: deleted here, edited there — sync says which entry came back and why")
    func deletedHereEditedThere() throws {
        let sandbox = try Sandbox(initStore: false)
        let machines = try TwoMachines(in: sandbox)
        try sandbox.ok(["init", machines.desktop], env: machines.atDesktop)
        try sandbox.ok(["remote", "add", "origin", machines.remote], env: machines.atDesktop)
        try sandbox.ok(["new", "diary", "Late night coding", "--date", "2026-11-24", "--body", "Fixed the bug at 2am."], env: machines.atDesktop)
        try sandbox.ok(["sync"], env: machines.atDesktop)
        try sandbox.ok(["clone", machines.remote, machines.laptop])
        try sandbox.ok(["set", "Late night coding", "mood=tired"], env: machines.atLaptop)
        try sandbox.ok(["rm", "Late night coding"], env: machines.atDesktop)
        try sandbox.ok(["sync"], env: machines.atDesktop)
        let path = "diary/2026/11/2026-11-24-late-night-coding.md"
        let sync = try sandbox.run(["sync"], env: machines.atLaptop)
        #expect(sync.status == 0, "\(sync)")
        #expect(sync.stdout == "origin: pulled 1, pushed 2, merged 1\n", "\(sync)")
        #expect(sync.stderr == "kept: kept 'Late night coding': deleted on desktop, edited on this machine — `kept rm \(path)` again to delete it\n", "\(sync)")
        // Korean too, on the next such merge (the desktop first pulls the entry back).
        try sandbox.ok(["sync"], env: machines.atDesktop)
        try sandbox.ok(["set", "Late night coding", "mood=sleepy"], env: machines.atDesktop)
        try sandbox.ok(["sync"], env: machines.atDesktop)
        try sandbox.ok(["rm", "Late night coding"], env: machines.atLaptop)
        var korean = machines.atLaptop
        korean["LANG"] = "ko_KR.UTF-8"
        let again = try sandbox.run(["sync"], env: korean)
        #expect(again.stderr == "kept: 'Late night coding'을 지우지 않고 남겨 두었습니다. 이 컴퓨터에서는 지웠지만 desktop에서 고쳤기 때문입니다. 그래도 지우려면 `kept rm \(path)`를 다시 실행하세요\n", "\(again)")
    }

    @Test("kept sync with no name syncs every remote, and names one that failed")
    func syncEveryRemote() throws {
        let sandbox = try Sandbox(initStore: false)
        let machines = try TwoMachines(in: sandbox)
        let second = sandbox.root.appendingPathComponent("usb.git").path
        try Repository.createBare(at: second)
        try sandbox.ok(["init", machines.desktop], env: machines.atDesktop)
        try sandbox.ok(["remote", "add", "origin", machines.remote], env: machines.atDesktop)
        try sandbox.ok(["remote", "add", "usb", second], env: machines.atDesktop)
        try sandbox.ok(["new", "diary", "둘 다", "--date", "2026-11-24", "--body", "x"], env: machines.atDesktop)
        let sync = try sandbox.run(["sync"], env: machines.atDesktop)
        #expect(sync.status == 0, "\(sync)")
        #expect(sync.stdout == "origin: pulled 0, pushed 2\nusb: pulled 0, pushed 2\n", "\(sync)")
        try FileManager.default.removeItem(atPath: second)
        let failed = try sandbox.run(["sync"], env: machines.atDesktop)
        #expect(failed.status == 1, "\(failed)")
        #expect(failed.stdout == "origin: pulled 0, pushed 0\n", "\(failed)")
        #expect(failed.stderr.hasSuffix("kept: not synced with usb (above: why); the other remotes are synced\n"), "\(failed)")
    }
}
