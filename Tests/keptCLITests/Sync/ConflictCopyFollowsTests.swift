import Foundation
import Testing

/// A conflict copy follows its entry: `kept mv` moves it along in the same commit, so
/// `kept conflicts`, `kept check` and `kept resolve` keep describing it truly; `kept rm` says
/// the copy stays (hostile case 10).
@Suite("conflict copies follow their entry")
struct ConflictCopyFollowsTests {
    /// Both machines change the card 살다's line; the laptop syncs second and keeps the
    /// desktop's version as a copy beside the card. Returns the copy's path.
    static func cardInConflict(_ sandbox: Sandbox) throws -> (TwoMachines, copy: String) {
        let machines = try TwoMachines(in: sandbox)
        try machines.cloneSharingOneCard(sandbox)
        let card = "/cards/동사/살다.md"
        for (store, env, words) in [(machines.desktop, machines.atDesktop, "to live Q"), (machines.laptop, machines.atLaptop, "to live P")] {
            let text = try String(contentsOfFile: store + card, encoding: .utf8).replacingOccurrences(of: "\nto live\n", with: "\n\(words)\n")
            try text.write(toFile: store + card, atomically: true, encoding: .utf8)
            try sandbox.ok(["commit"], env: env)
            _ = try sandbox.run(["sync"], env: env)
        }
        let copy = try #require(try FileManager.default.contentsOfDirectory(atPath: machines.laptop + "/cards/동사")
            .first { $0.contains(".conflict-") })
        return (machines, "cards/동사/" + copy)
    }

    @Test func mvMovesTheCopyAlongInTheSameCommit() throws {
        let sandbox = try Sandbox(initStore: false)
        let (machines, copy) = try Self.cardInConflict(sandbox)
        #expect(copy.hasPrefix("cards/동사/살다.conflict-desktop-"))
        let env = machines.atLaptop
        let moved = try sandbox.run(["mv", "살다", "살아가다"], env: env)
        #expect(moved.status == 0, "\(moved)")
        let files = try FileManager.default.contentsOfDirectory(atPath: machines.laptop + "/cards/동사").sorted()
        let newCopy = "살아가다" + copy.dropFirst("cards/동사/살다".count)
        #expect(files == [newCopy, "살아가다.md"].sorted(), "\(files)")
        // One commit holds the rename of both.
        let stat = try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/git"), ["-C", machines.laptop, "-c", "core.quotePath=false",
                                                                              "show", "--name-status", "--format=%s", "HEAD"], env: sandbox.env)
        #expect(stat.stdout.contains("cards/동사/\(newCopy)") && stat.stdout.contains("cards/동사/살아가다.md"), "\(stat)")
        #expect(try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/git"), ["-C", machines.laptop, "status", "--porcelain"], env: sandbox.env).stdout == "")

        let conflicts = try sandbox.run(["conflicts"], env: env)
        #expect(conflicts.stdout == "cards/동사/\(newCopy)  beside  cards/동사/살아가다.md\n", "\(conflicts)")
        let check = try sandbox.run(["check"], env: env)
        #expect(check.status == 0, "\(check)")
        #expect(!check.stdout.contains("share the card id"), "\(check)")

        let resolved = try sandbox.run(["resolve", "cards/동사/\(newCopy)", "--keep", "theirs"], env: env)
        #expect(resolved.status == 0, "\(resolved)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: machines.laptop + "/cards/동사") == ["살아가다.md"])
        let text = try String(contentsOfFile: machines.laptop + "/cards/동사/살아가다.md", encoding: .utf8)
        #expect(text.contains("title: 살아가다\n") && text.contains("\nto live Q\n"), "\(text)")
    }

    @Test func rmSaysTheCopyStays() throws {
        let sandbox = try Sandbox(initStore: false)
        let (machines, copy) = try Self.cardInConflict(sandbox)
        let removed = try sandbox.run(["rm", "살다"], env: machines.atLaptop)
        #expect(removed.status == 0, "\(removed)")
        #expect(removed.stderr.contains("kept: \(copy), the other machine's version of cards/동사/살다.md, stays: `kept resolve"), "\(removed)")
        #expect(FileManager.default.fileExists(atPath: machines.laptop + "/" + copy))
        let conflicts = try sandbox.run(["conflicts"], env: machines.atLaptop)
        #expect(conflicts.stdout.contains("(removed)"), "\(conflicts)")
    }

    /// A card's category is its folder: `kept set category=` moves the card, and its copy with
    /// it, the copy's `category:` changed too, so `--keep theirs` files it where the card is.
    @Test func setOfTheCategoryMovesTheCopyToo() throws {
        let sandbox = try Sandbox(initStore: false)
        let (machines, copy) = try Self.cardInConflict(sandbox)
        let env = machines.atLaptop
        try sandbox.ok(["set", "살다", "category=기본동사"], env: env)
        let moved = "cards/기본동사/" + (copy as NSString).lastPathComponent
        #expect(!FileManager.default.fileExists(atPath: machines.laptop + "/" + copy))
        let copyText = try String(contentsOfFile: machines.laptop + "/" + moved, encoding: .utf8)
        #expect(copyText.contains("\ncategory: 기본동사\n") && copyText.contains("\nto live Q\n"), "\(copyText)")
        let check = try sandbox.run(["check"], env: env)
        #expect(check.status == 0, "\(check)")
        try sandbox.ok(["resolve", moved, "--keep", "theirs"], env: env)
        let text = try String(contentsOfFile: machines.laptop + "/cards/기본동사/살다.md", encoding: .utf8)
        #expect(text.contains("\nto live Q\n") && text.contains("\ncategory: 기본동사\n"), "\(text)")
        #expect(try sandbox.run(["check"], env: env).status == 0)
    }
}
