import Foundation
import KeptGit
import Testing

/// Nothing is read through a link (issue 14): a kind folder that is a symbolic link leading
/// outside the store is never read or listed; commit and sync never commit one; one that
/// arrives from a remote is refused by the sync, named (issue 27). Real links, real files.
@Suite("symbolic links leading outside")
struct SymlinkTests {
    /// A folder outside the store with an entry-looking file, and `fridge` (or `cards`) a link to it.
    static func linkedKind(_ sandbox: Sandbox, folder: String) throws -> String {
        let outside = sandbox.root.appendingPathComponent("outside/other").path
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try "---\ntitle: SECRET OUTSIDE\ncategory: other\n---\nSECRET BODY\n".write(
            toFile: outside + "/secret.md", atomically: true, encoding: .utf8)
        let link = sandbox.store.appendingPathComponent(folder).path
        try? FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: sandbox.root.appendingPathComponent("outside").path)
        return outside
    }

    @Test func aKindFolderLinkedOutsideIsNeverReadOrListed() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"])
        _ = try Self.linkedKind(sandbox, folder: "fridge")
        for args in [["list", "fridge"], ["list", "--body"], ["list"], ["search", "SECRET"], ["export", "--to", "json"],
                     ["export", "--to", "text"], ["fridge"], []] {
            let result = try sandbox.run(args)
            for secret in ["SECRET OUTSIDE", "SECRET BODY", "secret.md"] {
                #expect(!result.stdout.contains(secret) && !result.stderr.contains(secret), "kept \(args): \(result)")
            }
        }
        // The cards kind linked outside too: `kept cards` reads nothing there.
        try FileManager.default.createDirectory(atPath: sandbox.root.appendingPathComponent("outside/동사").path, withIntermediateDirectories: true)
        try "---\ntitle: SECRET CARD\ncategory: 동사\n---\nSECRET\n".write(
            toFile: sandbox.root.appendingPathComponent("outside/동사/secret.md").path, atomically: true, encoding: .utf8)
        let cardsLink = sandbox.store.appendingPathComponent("cards").path
        try FileManager.default.moveItem(atPath: cardsLink, toPath: sandbox.root.appendingPathComponent("cards-real").path)
        try FileManager.default.createSymbolicLink(atPath: cardsLink, withDestinationPath: sandbox.root.appendingPathComponent("outside").path)
        let cards = try sandbox.run(["cards"])
        #expect(!cards.stdout.contains("SECRET"), "\(cards)")

        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("fridge: a symbolic link to \(sandbox.root.appendingPathComponent("outside").path), outside the store"), "\(check)")
        #expect(!check.stderr.contains("kept commit"), "the links are not changes to commit: \(check)")
    }

    @Test func theIssuesLinkToUsrShareDocListsNothing() throws {
        let sandbox = try Sandbox()
        let fridge = sandbox.store.appendingPathComponent("fridge").path
        try? FileManager.default.removeItem(atPath: fridge)
        try FileManager.default.createSymbolicLink(atPath: fridge, withDestinationPath: "/usr/share/doc")
        let listed = try sandbox.run(["list", "fridge", "--format", "paths"])
        #expect(listed.stdout.isEmpty, "\(listed)")
        #expect(!(try sandbox.run(["list", "--body"]).stdout.contains("/usr/share/doc")))
    }

    @Test func commitAndSyncNeverCommitALinkLeadingOutside() throws {
        let sandbox = try Sandbox()
        _ = try Self.linkedKind(sandbox, folder: "fridge")
        let refused = try sandbox.run(["commit"])
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stderr.contains("not committed: fridge: a symbolic link to \(sandbox.root.appendingPathComponent("outside").path), outside the store: kept does not commit it"), "\(refused)")
        // Another edit is committed; the link is still left out.
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"])
        try "x\n".write(toFile: sandbox.store.appendingPathComponent("notes.md").path, atomically: true, encoding: .utf8)
        let committed = try sandbox.run(["commit"])
        #expect(committed.status == 0 && committed.stderr.contains("not committed: fridge"), "\(committed)")
        let repo = try Repository.open(at: sandbox.store.path)
        let head = try #require(try repo.headCommitID())
        #expect(try repo.treeFile(at: "fridge", in: head) == nil)
        #expect(try repo.treeFile(at: "notes.md", in: head) != nil)
    }

    /// A plain-git push adds a link leading outside: kept never writes a link that arrives
    /// (issue 27). The sync is refused whole, naming the link; nothing reads through it; the
    /// desktop keeps working.
    @Test func aLinkArrivingFromARemoteIsRefusedAndNamed() throws {
        let sandbox = try Sandbox(initStore: false)
        let machines = try TwoMachines(in: sandbox)
        try machines.cloneSharingOneCard(sandbox)
        let outside = sandbox.root.appendingPathComponent("outside").path
        try FileManager.default.createDirectory(atPath: outside + "/other", withIntermediateDirectories: true)
        try "---\ntitle: SECRET OUTSIDE\n---\nSECRET BODY\n".write(toFile: outside + "/other/secret.md", atomically: true, encoding: .utf8)
        // On the laptop, plain git commits a link as the `fridge` folder and pushes.
        let fridge = machines.laptop + "/fridge"
        try? FileManager.default.removeItem(atPath: fridge)
        try FileManager.default.createSymbolicLink(atPath: fridge, withDestinationPath: outside)
        for args in [["add", "fridge"], ["commit", "-qm", "a link"], ["push", "-q", "origin", "main"]] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            git.arguments = ["-C", machines.laptop] + args
            git.environment = sandbox.env
            try git.run()
            git.waitUntilExit()
            #expect(git.terminationStatus == 0, "git \(args)")
        }
        let synced = try sandbox.run(["sync"], env: machines.atDesktop)
        #expect(synced.status == 1, "\(synced)")
        #expect(synced.stderr.contains("holds `fridge`") && synced.stderr.contains("symbolic link"), "\(synced)")
        let arrived = machines.desktop + "/fridge"
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: arrived)) == nil, "no link was written")
        let listed = try sandbox.run(["list", "--body"], env: machines.atDesktop)
        #expect(!listed.stdout.contains("SECRET"), "\(listed)")
        try sandbox.ok(["new", "card", "먹다", "--category", "동사", "--body", "to eat", "--no-edit"], env: machines.atDesktop)
        #expect(try Repository.open(at: machines.desktop).changes().isEmpty)
    }
}
