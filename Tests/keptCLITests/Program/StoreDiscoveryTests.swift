import Foundation
import KeptGit
import Testing

/// Where the store is: --store, else $KEPT_STORE, else the nearest folder above holding
/// .kept/, else $XDG_DATA_HOME/kept (made on first use, with a notice).
@Suite("store discovery")
struct StoreDiscoveryTests {
    static let noStoreVariable: [String: String?] = ["KEPT_STORE": nil]

    @Test func insideASubfolderOfAStoreThatStoreIsUsed() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "x", "--category", "words", "--no-edit"])
        let inside = sandbox.url("cards/words")

        let list = try sandbox.run(["list", "--format", "paths"], env: Self.noStoreVariable, cwd: inside)
        let new = try sandbox.run(["new", "card", "y", "--no-edit"], env: Self.noStoreVariable, cwd: sandbox.url(".kept"))

        #expect(list.status == 0, "\(list)")
        #expect(list.stdout == "cards/words/x.md\n")
        #expect(new.stdout == "cards/general/y.md\n", "\(new)")
        #expect(new.stderr == "")
        #expect(sandbox.exists("cards/general/y.md"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.dataHome.appendingPathComponent("kept").path),
                "no per-user store was made")
        // A reference relative to the working folder works too.
        let show = try sandbox.run(["show", "--path", "x.md"], env: Self.noStoreVariable, cwd: inside)
        #expect(show.stdout == "cards/words/x.md\n", "\(show)")
    }

    @Test func withNoStoreAnywhereThePerUserStoreIsMadeWithANotice() throws {
        let sandbox = try Sandbox(initStore: false)
        let elsewhere = sandbox.root.appendingPathComponent("elsewhere", isDirectory: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let userStore = sandbox.dataHome.appendingPathComponent("kept").path

        let first = try sandbox.run(["new", "card", "hello", "--no-edit"], env: Self.noStoreVariable, cwd: elsewhere)

        #expect(first.status == 0, "\(first)")
        #expect(first.stdout == "cards/general/hello.md\n")
        #expect(first.stderr == "kept: created a new store at \(userStore) (use --store DIR or $KEPT_STORE to keep it elsewhere)\n")
        #expect(FileManager.default.fileExists(atPath: userStore + "/.kept/config.yaml"))
        #expect(FileManager.default.fileExists(atPath: userStore + "/cards/general/hello.md"))
        #expect(try Repository.open(at: userStore).history().map(\.summary) == ["cards: add hello", "kept: init store"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])

        let second = try sandbox.run(["list", "--format", "paths"], env: Self.noStoreVariable, cwd: elsewhere)
        #expect(second.stdout == "cards/general/hello.md\n")
        #expect(second.stderr == "", "the notice comes once")
    }

    @Test func theStoreOptionWinsOverTheVariable() throws {
        let sandbox = try Sandbox()
        let other = sandbox.root.appendingPathComponent("other").path
        try sandbox.ok(["init", other])

        let result = try sandbox.run(["new", "card", "there", "--no-edit", "--store", other])

        #expect(result.stdout == "cards/general/there.md\n", "\(result)")
        #expect(FileManager.default.fileExists(atPath: other + "/cards/general/there.md"))
        #expect(!sandbox.exists("cards"))
    }
}
