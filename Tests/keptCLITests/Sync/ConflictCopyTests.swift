import Foundation
import KeptGit
import ReferenceTools
import Testing

/// A sync's conflict copies are copies: no REF, stock, review, count or export sees them;
/// listings mark them `~`; `kept resolve` joins them. Both machines sync through a bare remote.
@Suite("conflict copies and kept resolve", .tags(.slow), .fullSuiteOnly)
struct ConflictCopyTests {
    /// Eggs (7.5) on both machines; each changes `expires` differently, so the sync keeps a copy
    /// on the laptop. The laptop takes 2, the desktop 1: `quantity` joins as the sum.
    static func eggsInConflict(_ sandbox: Sandbox) throws -> (TwoMachines, copy: String) {
        let machines = try TwoMachines(in: sandbox)
        try sandbox.ok(["clone", machines.remote, machines.laptop])
        try sandbox.ok(["fridge", "add", "Eggs", "--quantity", "7.5", "--expires", "2026-12-02"], env: machines.atLaptop)
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"], env: machines.atLaptop)
        try sandbox.ok(["sync"], env: machines.atLaptop)
        try sandbox.ok(["clone", machines.remote, machines.desktop])
        try sandbox.ok(["fridge", "consume", "Eggs", "--quantity", "1"], env: machines.atDesktop)
        try sandbox.ok(["set", "Eggs", "expires=2026-12-05"], env: machines.atDesktop)
        try sandbox.ok(["set", "살다", "tags=desktop"], env: machines.atDesktop)
        try sandbox.ok(["sync"], env: machines.atDesktop)
        try sandbox.ok(["fridge", "consume", "Eggs", "--quantity", "2"], env: machines.atLaptop)
        try sandbox.ok(["set", "Eggs", "expires=2026-12-09"], env: machines.atLaptop)
        try "---\ntitle: 살다\nid: x\ncategory: 동사\n---\nto live, says the laptop\n".write(
            toFile: machines.laptop + "/cards/동사/살다.md", atomically: true, encoding: .utf8)
        try sandbox.ok(["commit"], env: machines.atLaptop)
        let synced = try sandbox.ok(["sync"], env: machines.atLaptop)
        #expect(synced.stdout.contains("kept 2 conflict copies"), "\(synced)")
        let copy = try #require(try FileManager.default.contentsOfDirectory(atPath: machines.laptop + "/fridge/other")
            .first { $0.contains(".conflict-") })
        return (machines, "fridge/other/" + copy)
    }

    @Test func aQuantityBothMachinesChangedIsTheSumOfBothChanges() throws {
        let sandbox = try Sandbox(initStore: false)
        let machines = try TwoMachines(in: sandbox)
        try sandbox.ok(["clone", machines.remote, machines.laptop])
        try sandbox.ok(["fridge", "add", "Eggs", "--quantity", "7.5"], env: machines.atLaptop)
        try sandbox.ok(["sync"], env: machines.atLaptop)
        try sandbox.ok(["clone", machines.remote, machines.desktop])
        try sandbox.ok(["fridge", "consume", "Eggs", "--quantity", "1"], env: machines.atDesktop)  // 7.5 → 6.5
        try sandbox.ok(["sync"], env: machines.atDesktop)
        try sandbox.ok(["fridge", "consume", "Eggs", "--quantity", "2"], env: machines.atLaptop)  // 7.5 → 5.5

        let synced = try sandbox.ok(["sync"], env: machines.atLaptop)
        #expect(synced.stdout == "origin: pulled 1, pushed 2, merged 1\n", "\(synced)")
        try sandbox.ok(["sync"], env: machines.atDesktop)
        for store in [machines.laptop, machines.desktop] {
            let text = try String(contentsOfFile: store + "/fridge/other/eggs.md", encoding: .utf8)
            #expect(text.contains("\nquantity: 4.5\n"), "\(store): \(text)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: store + "/fridge/other") == ["eggs.md"])
        }
    }

    @Test func aTemplateDeclaresWhichOfItsFieldsAreSummed() throws {
        let sandbox = try Sandbox(initStore: false)
        let machines = try TwoMachines(in: sandbox)
        try sandbox.ok(["clone", machines.remote, machines.laptop])
        try FileManager.default.createDirectory(atPath: machines.laptop + "/.kept/templates", withIntermediateDirectories: true)
        try """
            ---
            kept:
              path: jars/{{slug}}.md
              types: {coins: number}
              merge: {coins: sum}
            title: {{title}}
            coins: 0
            ---

            """.write(toFile: machines.laptop + "/.kept/templates/jar.md", atomically: true, encoding: .utf8)
        try sandbox.ok(["commit", "-m", "a jar kind"], env: machines.atLaptop)
        try sandbox.ok(["new", "jar", "Piggy", "--set", "coins=10", "--no-edit"], env: machines.atLaptop)
        try sandbox.ok(["sync"], env: machines.atLaptop)
        try sandbox.ok(["clone", machines.remote, machines.desktop])
        try sandbox.ok(["set", "Piggy", "coins=13"], env: machines.atDesktop)
        try sandbox.ok(["sync"], env: machines.atDesktop)
        try sandbox.ok(["set", "Piggy", "coins=4"], env: machines.atLaptop)
        try sandbox.ok(["sync"], env: machines.atLaptop)
        #expect(try String(contentsOfFile: machines.laptop + "/jars/piggy.md", encoding: .utf8).contains("\ncoins: 7\n"))
        let refused = try sandbox.run(["list"], env: ["KEPT_STORE": machines.desktop])
        #expect(refused.status == 0)
    }

    @Test func copiesAreLeftOutOfReferencesStockReviewsCountsAndExports() throws {
        let sandbox = try Sandbox(initStore: false)
        let (machines, copy) = try Self.eggsInConflict(sandbox)
        let at = machines.atLaptop
        let eggs = try String(contentsOfFile: machines.laptop + "/fridge/other/eggs.md", encoding: .utf8)
        #expect(eggs.contains("quantity: 4.5"), "\(eggs)")

        let fridge = try sandbox.ok(["fridge"], env: at).stdout
        #expect(fridge.split(separator: "\n").filter { $0.contains("Eggs") }.count == 2, "\(fridge)")
        #expect(fridge.contains("  Eggs  4.5"), "\(fridge)")
        #expect(fridge.contains("~ Eggs  conflict copy \(copy): kept resolve \(copy)"), "\(fridge)")
        #expect(!fridge.contains("6.5"), "the copy is no stock: \(fridge)")
        #expect(try sandbox.ok(["fridge", "--format", "paths"], env: at).stdout == "fridge/other/eggs.md\n")

        let consumed = try sandbox.ok(["fridge", "consume", "Eggs"], env: at)
        #expect(consumed.stdout == "consumed Eggs: 3.5 left\n", "\(consumed)")
        #expect(try sandbox.ok(["show", "--path", "Eggs"], env: at).stdout == "fridge/other/eggs.md\n")
        #expect(try sandbox.ok(["fridge", "expiring", "--within", "10000d", "--format", "paths"], env: at).stdout == "fridge/other/eggs.md\n")

        let due = try sandbox.ok(["review", "--due"], env: at).stdout
        #expect(due.components(separatedBy: "살다").count == 2, "one card, once: \(due)")
        let cards = try sandbox.ok(["cards"], env: at).stdout
        #expect(cards.contains("1 card,"), "\(cards)")
        #expect(cards.contains("~ 살다  conflict copy cards/동사/살다.conflict-"), "\(cards)")

        let overview = try sandbox.ok([], env: at).stdout
        #expect(overview.contains("  cards        1 entry\n  fridge       1 entry\n"), "\(overview)")
        #expect(overview.contains("2 conflicts: kept conflicts"), "\(overview)")
        #expect(!overview.contains(".conflict-"), "\(overview)")

        let json = try parseJSONList(try sandbox.ok(["export", "--to", "json"], env: at).stdout)
        #expect(json.compactMap { $0["path"] as? String }.sorted() == ["cards/동사/살다.md", "fridge/other/eggs.md"])
        // kept search shows them marked, as kept list does.
        let searched = try sandbox.ok(["search", "Eggs"], env: at).stdout
        #expect(searched.contains("~ Eggs  (conflict copy: kept conflicts)"), "\(searched)")
        #expect(searched.contains("\n  Eggs"), "the entry itself unmarked: \(searched)")
        // kept list shows them, marked.
        let listed = try sandbox.ok(["list", "fridge"], env: at).stdout
        #expect(listed.contains("~ "), "\(listed)")
    }

    @Test func resolveKeepsOneSideInOneCommit() throws {
        let sandbox = try Sandbox(initStore: false)
        let (machines, copy) = try Self.eggsInConflict(sandbox)
        let at = machines.atLaptop
        let theirs = try String(contentsOfFile: machines.laptop + "/" + copy, encoding: .utf8)

        let kept = try sandbox.ok(["resolve", "Eggs", "--keep", "theirs"], env: at)
        #expect(kept.stdout == "resolved fridge/other/eggs.md: kept the copy's version; removed \(copy)\n", "\(kept)")
        #expect(try String(contentsOfFile: machines.laptop + "/fridge/other/eggs.md", encoding: .utf8) == theirs)
        #expect(!FileManager.default.fileExists(atPath: machines.laptop + "/" + copy))
        let repo = try Repository.open(at: machines.laptop)
        #expect(try repo.history(limit: 1).map(\.summary) == ["fridge: resolve Eggs (kept the copy)"])
        #expect(try repo.changes().isEmpty)

        let card = try #require(try FileManager.default.contentsOfDirectory(atPath: machines.laptop + "/cards/동사")
            .first { $0.contains(".conflict-") })
        let mine = try String(contentsOfFile: machines.laptop + "/cards/동사/살다.md", encoding: .utf8)
        try sandbox.ok(["resolve", "cards/동사/" + card, "--keep", "mine"], env: at)
        #expect(try String(contentsOfFile: machines.laptop + "/cards/동사/살다.md", encoding: .utf8) == mine)
        #expect(try FileManager.default.contentsOfDirectory(atPath: machines.laptop + "/cards/동사") == ["살다.md"])
        let none = try sandbox.run(["conflicts"], env: at)
        #expect(none.status == 1 && none.stderr == "kept: no conflict copies\n")
    }

    /// The copy a sync pushes is named after the machine whose version it holds: on that
    /// machine, "mine" is the copy, not the other machine's version at the entry's path.
    @Test func keepMineOnTheMachineTheCopyIsNamedAfterKeepsThatMachinesVersion() throws {
        let sandbox = try Sandbox(initStore: false)
        let (machines, copy) = try Self.eggsInConflict(sandbox)
        #expect(copy.contains(".conflict-desktop-"))
        try sandbox.ok(["sync"], env: machines.atDesktop)
        let kept = try sandbox.ok(["resolve", "Eggs", "--keep", "mine"], env: machines.atDesktop)
        #expect(kept.stdout == "resolved fridge/other/eggs.md: kept this machine's version; removed \(copy)\n", "\(kept)")
        let eggs = try String(contentsOfFile: machines.desktop + "/fridge/other/eggs.md", encoding: .utf8)
        #expect(eggs.contains("expires: 2026-12-05\n"), "the desktop's own date: \(eggs)")
        #expect(!FileManager.default.fileExists(atPath: machines.desktop + "/" + copy))

        // And on the laptop, once the desktop's resolve came back, the copy is gone there too.
        try sandbox.ok(["sync"], env: machines.atDesktop)
        try sandbox.ok(["sync"], env: machines.atLaptop)
        #expect(try String(contentsOfFile: machines.laptop + "/fridge/other/eggs.md", encoding: .utf8).contains("expires: 2026-12-05\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: machines.laptop + "/fridge/other") == ["eggs.md"])
    }

    @Test func keepTheirsOnTheMachineTheCopyIsNamedAfterKeepsTheOtherMachinesVersion() throws {
        let sandbox = try Sandbox(initStore: false)
        let (machines, copy) = try Self.eggsInConflict(sandbox)
        try sandbox.ok(["sync"], env: machines.atDesktop)
        let kept = try sandbox.ok(["resolve", copy, "--keep", "theirs"], env: machines.atDesktop)
        #expect(kept.stdout == "resolved fridge/other/eggs.md: kept the other machine's version; removed \(copy)\n", "\(kept)")
        #expect(try String(contentsOfFile: machines.desktop + "/fridge/other/eggs.md", encoding: .utf8).contains("expires: 2026-12-09\n"))
    }

    /// The copy is the merge with the sides swapped: `--keep theirs` takes the other machine's
    /// side of what collided (expires) and keeps what joined from both (the summed quantity,
    /// 7.5 → 5.5 here and → 6.5 there: 4.5), not the other machine's raw file (6.5).
    @Test func keepTheirsKeepsBothSidesChangesThatDidNotCollide() throws {
        let sandbox = try Sandbox(initStore: false)
        let (machines, copy) = try Self.eggsInConflict(sandbox)
        let copied = try String(contentsOfFile: machines.laptop + "/" + copy, encoding: .utf8)
        #expect(copied.contains("\nquantity: 4.5\n") && copied.contains("\nexpires: 2026-12-05\n"), "\(copied)")
        try sandbox.ok(["resolve", "Eggs", "--keep", "theirs"], env: machines.atLaptop)
        let eggs = try String(contentsOfFile: machines.laptop + "/fridge/other/eggs.md", encoding: .utf8)
        #expect(eggs.contains("\nquantity: 4.5\n"), "\(eggs)")
        #expect(eggs.contains("\nexpires: 2026-12-05\n"), "\(eggs)")
        // On the desktop too, once synced: the same entry, no copy.
        try sandbox.ok(["sync"], env: machines.atLaptop)
        try sandbox.ok(["sync"], env: machines.atDesktop)
        #expect(try String(contentsOfFile: machines.desktop + "/fridge/other/eggs.md", encoding: .utf8) == eggs)
    }

    /// An edit made outside kept and not committed yet is committed before a side wins:
    /// it stays in history instead of being overwritten without a trace.
    @Test func keepTheirsCommitsAnUncommittedEditOfTheEntryFirst() throws {
        let sandbox = try Sandbox(initStore: false)
        let (machines, _) = try Self.eggsInConflict(sandbox)
        let eggs = machines.laptop + "/fridge/other/eggs.md"
        try (try String(contentsOfFile: eggs, encoding: .utf8) + "bought at the market\n").write(toFile: eggs, atomically: true, encoding: .utf8)
        try sandbox.ok(["resolve", "Eggs", "--keep", "theirs"], env: machines.atLaptop)
        #expect(!(try String(contentsOfFile: eggs, encoding: .utf8)).contains("market"))
        let repo = try Repository.open(at: machines.laptop)
        let summaries = try repo.history(limit: 2).map(\.summary)
        #expect(summaries == ["fridge: resolve Eggs (kept the copy)", "fridge: edit Eggs (outside kept)"], "\(summaries)")
        let saved = try repo.history(limit: 2)[1].id
        let text = try #require(try repo.blob(at: "fridge/other/eggs.md", in: saved))
        #expect(String(decoding: text, as: UTF8.self).hasSuffix("bought at the market\n"))
        #expect(try repo.changes().isEmpty)
    }

    @Test func resolveInTheEditorJoinsTheEntryAndRemovesTheCopy() throws {
        let sandbox = try Sandbox(initStore: false)
        let (machines, copy) = try Self.eggsInConflict(sandbox)
        // The editor sees both; it takes the copy's expiry date above the separator.
        let seen = sandbox.root.appendingPathComponent("seen.md").path
        let editor = try sandbox.editor("join", """
            cp "$1" \(seen)
            sed -i 's/^expires: 2026-12-09$/expires: 2026-12-05/' "$1"
            """)
        let resolved = try sandbox.ok(["resolve", copy], env: machines.atLaptop.merging(["KEPT_EDITOR": editor]) { $1 })
        #expect(resolved.stdout == "resolved fridge/other/eggs.md: joined; removed \(copy)\n", "\(resolved)")
        let draft = try String(contentsOfFile: seen, encoding: .utf8)
        #expect(draft.contains("expires: 2026-12-09\n"))
        #expect(draft.contains("\n~~~~~~~~ kept resolve: move what you keep from below above this line;"), "\(draft)")
        // Only what collided differs: the copy holds the summed quantity too.
        #expect(draft.hasSuffix("The copy's fields that differ:\nexpires: 2026-12-05\n"), "\(draft)")
        let joined = try String(contentsOfFile: machines.laptop + "/fridge/other/eggs.md", encoding: .utf8)
        #expect(joined.contains("expires: 2026-12-05\nquantity: 4.5\n") && !joined.contains("kept resolve"), "\(joined)")
        let repo = try Repository.open(at: machines.laptop)
        #expect(try repo.history(limit: 1).map(\.summary) == ["fridge: resolve Eggs (joined with the copy)"])
        #expect(!FileManager.default.fileExists(atPath: machines.laptop + "/" + copy))
    }

    /// Two resolves at once: while the editor is open, another kept keeps the copy's side.
    /// The joined text then changes nothing (no half-done write for a later commit to carry);
    /// it stays in its draft, and the message says the copy is gone, not that both are kept.
    @Test func aResolveWhoseCopyAnotherResolveRemovedMeanwhileWritesNothing() throws {
        let sandbox = try Sandbox(initStore: false)
        let (machines, copy) = try Self.eggsInConflict(sandbox)
        let kept = try KeptBinary.url().path
        let editor = try sandbox.editor("meanwhile", """
            '\(kept)' resolve Eggs --keep theirs >/dev/null
            sed -i 's/^expires: 2026-12-09$/expires: 2026-12-01/' "$1"
            """)
        let late = try sandbox.run(["resolve", "Eggs"], env: machines.atLaptop.merging(["KEPT_EDITOR": editor]) { $1 })
        #expect(late.status == 1, "\(late)")
        #expect(late.stderr.contains("kept: \(copy) was resolved by another kept while you were editing"), "\(late)")
        #expect(late.stderr.contains("`kept edit fridge/other/eggs.md` to carry what you want from it"), "\(late)")
        #expect(!late.stderr.contains("kept both"), "\(late)")
        let eggs = try String(contentsOfFile: machines.laptop + "/fridge/other/eggs.md", encoding: .utf8)
        #expect(eggs.contains("expires: 2026-12-05\n"), "as the other resolve left it: \(eggs)")
        let repo = try Repository.open(at: machines.laptop)
        #expect(try repo.changes().isEmpty)
        #expect(try repo.history(limit: 1).map(\.summary) == ["fridge: resolve Eggs (kept the copy)"])
        let drafts = try FileManager.default.contentsOfDirectory(atPath: machines.laptop + "/.kept/state/drafts").filter { $0.hasSuffix(".md") }
        #expect(drafts.count == 1, "\(drafts)")
    }

    /// A change to the entry while the editor is open (here a `kept set` from another
    /// terminal; a sync does the same) is not overwritten by the joined text.
    @Test func aResolveWhoseEntryChangedMeanwhileWritesNothing() throws {
        let sandbox = try Sandbox(initStore: false)
        let (machines, copy) = try Self.eggsInConflict(sandbox)
        let kept = try KeptBinary.url().path
        let editor = try sandbox.editor("meanwhile", """
            '\(kept)' set Eggs status=opened >/dev/null
            sed -i 's/^expires: 2026-12-09$/expires: 2026-12-05/' "$1"
            """)
        let late = try sandbox.run(["resolve", "Eggs"], env: machines.atLaptop.merging(["KEPT_EDITOR": editor]) { $1 })
        #expect(late.status == 1, "\(late)")
        #expect(late.stderr.contains("kept: fridge/other/eggs.md changed while you were editing (a sync or another kept wrote it): nothing was changed"), "\(late)")
        #expect(late.stderr.contains("kept both fridge/other/eggs.md and \(copy)"), "\(late)")
        let eggs = try String(contentsOfFile: machines.laptop + "/fridge/other/eggs.md", encoding: .utf8)
        #expect(eggs.contains("status: opened\n") && eggs.contains("expires: 2026-12-09\n"), "\(eggs)")
        #expect(FileManager.default.fileExists(atPath: machines.laptop + "/" + copy))
        #expect(try Repository.open(at: machines.laptop).changes().isEmpty)
    }

    /// An entry whose title reads like a copy's file name is an entry: its file is not named
    /// as a copy, so a REF finds it and it is counted.
    @Test func aTitleShapedLikeACopyNameMakesAnEntryNotACopy() throws {
        let sandbox = try Sandbox()
        let made = try sandbox.ok(["new", "card", "notes.conflict-bob-20261122", "--no-edit"])
        #expect(made.stdout == "cards/general/notes-conflict-bob-20261122.md\n", "\(made)")
        #expect(try sandbox.ok(["show", "--path", "notes.conflict-bob-20261122"]).stdout == "cards/general/notes-conflict-bob-20261122.md\n")
        #expect(try sandbox.run(["conflicts"]).status == 1)
        try sandbox.ok(["mv", "notes.conflict-bob-20261122", "x.conflict-a-20250101"])
        #expect(sandbox.exists("cards/general/x-conflict-a-20250101.md"))
    }

    @Test func anUnchangedOrBrokenJoinKeepsBoth() throws {
        let sandbox = try Sandbox(initStore: false)
        let (machines, copy) = try Self.eggsInConflict(sandbox)
        let unchanged = try sandbox.ok(["resolve", "Eggs"], env: machines.atLaptop.merging(["KEPT_EDITOR": "true"]) { $1 })
        #expect(unchanged.stderr.contains("kept both it and \(copy)"), "\(unchanged)")
        let broken = try sandbox.editor("broken", "printf -- '---\\ntitle: [Eggs\\n---\\n' > \"$1\"")
        let refused = try sandbox.run(["resolve", "Eggs"], env: machines.atLaptop.merging(["KEPT_EDITOR": broken]) { $1 })
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stderr.contains("kept both fridge/other/eggs.md and \(copy)"), "\(refused)")
        #expect(refused.stderr.contains("kept resolve \(copy) --draft "), "\(refused)")
        #expect(FileManager.default.fileExists(atPath: machines.laptop + "/" + copy))
        #expect(try Repository.open(at: machines.laptop).changes().isEmpty)
    }

    @Test func conflictsListsCopiesOfUserKindsAndOfKeptsOwnFiles() throws {
        let sandbox = try Sandbox(initStore: false)
        let machines = try TwoMachines(in: sandbox)
        try sandbox.ok(["clone", machines.remote, machines.laptop])
        try FileManager.default.createDirectory(atPath: machines.laptop + "/.kept/templates", withIntermediateDirectories: true)
        try "---\nkept:\n  path: places/{{slug}}.md\ntitle: {{title}}\n---\n".write(
            toFile: machines.laptop + "/.kept/templates/place.md", atomically: true, encoding: .utf8)
        try sandbox.ok(["commit"], env: machines.atLaptop)
        try sandbox.ok(["new", "place", "Cafe", "--body", "quiet", "--no-edit"], env: machines.atLaptop)
        try sandbox.ok(["sync"], env: machines.atLaptop)
        try sandbox.ok(["clone", machines.remote, machines.desktop])
        for (store, env, word) in [(machines.desktop, machines.atDesktop, "desktop"), (machines.laptop, machines.atLaptop, "laptop")] {
            try "---\ntitle: Cafe\n---\nsays the \(word)\n".write(toFile: store + "/places/cafe.md", atomically: true, encoding: .utf8)
            try "fridge:\n  soon: \(word == "laptop" ? 2 : 5)\n".write(toFile: store + "/.kept/config.yaml", atomically: true, encoding: .utf8)
            try sandbox.ok(["sync"], env: env)
        }
        let listed = try sandbox.ok(["conflicts"], env: machines.atLaptop).stdout
        #expect(listed.contains(".kept/config.conflict-desktop-"), "\(listed)")
        #expect(listed.contains("places/cafe.conflict-desktop-"), "\(listed)")
        #expect(try sandbox.ok([], env: machines.atLaptop).stdout.contains("2 conflicts: kept conflicts"))
        let config = try #require(listed.split(separator: "\n").first { $0.hasPrefix(".kept/") }.map { String($0.prefix { $0 != " " }) })
        try sandbox.ok(["resolve", config, "--keep", "mine"], env: machines.atLaptop)
        #expect(!FileManager.default.fileExists(atPath: machines.laptop + "/" + config))
    }
}
