import Foundation
import KeptGit
import Testing
@testable import Kept

/// A bare remote and two stores cloned from it ("laptop" and "desktop"), in a temporary folder.
final class SyncLab {
    let folder: String
    let remote: String
    let laptop: Store
    let desktop: Store
    /// Every line a test added on either machine (and did not later remove there): all must
    /// be in the synced store.
    var written: Set<String> = []

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-sync-\(UUID().uuidString)").path
        remote = folder + "/remote.git"
        try Repository.createBare(at: remote)
        _ = try Store.clone(url: remote, into: folder + "/laptop")
        laptop = try Store(root: folder + "/laptop")
        _ = try laptop.sync(machine: "laptop")
        _ = try Store.clone(url: remote, into: folder + "/desktop")
        desktop = try Store(root: folder + "/desktop")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func write(_ store: Store, _ path: String, _ text: String, commit: Bool = true) throws {
        let before = (try? read(store, path)) ?? ""
        let old = Set(before.split(separator: "\n").map(String.init)), new = Set(text.split(separator: "\n").map(String.init))
        written.subtract(old.subtracting(new))
        written.formUnion(new.subtracting(old).filter { $0 != "---" })
        try AtomicFile.write(text, to: store.absolutePath(path))
        if commit { _ = try store.commitOutsideEdits() }
    }

    /// Runs a change made through kept (set, rm) and notes the lines it added and removed.
    func change(_ store: Store, _ path: String, _ body: () throws -> Void) throws {
        let before = (try? read(store, path)) ?? ""
        try body()
        let after = (try? read(store, path)) ?? ""
        let old = Set(before.split(separator: "\n").map(String.init)), new = Set(after.split(separator: "\n").map(String.init))
        written.subtract(old.subtracting(new))
        written.formUnion(new.subtracting(old).filter { $0 != "---" })
    }

    func read(_ store: Store, _ path: String) throws -> String {
        try String(contentsOfFile: store.absolutePath(path), encoding: .utf8)
    }

    func exists(_ store: Store, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: store.absolutePath(path))
    }

    /// Every file of the work tree but `.git/` and `.kept/state/`, path → text.
    func files(_ store: Store) throws -> [String: String] {
        var result: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: store.root)!
        while let item = walker.nextObject() as? String {
            // The index cache is machine-local and git-ignored, like the state.
            if item == ".git" || item == ".kept/state" || item == ".kept/cache" { walker.skipDescendants(); continue }
            let full = store.absolutePath(item)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                result[item] = try String(contentsOfFile: full, encoding: .utf8)
            }
        }
        return result
    }

    /// Syncs desktop, laptop, then desktop again; both must then hold the same files, no
    /// pending changes, no conflict markers, and every line ever written.
    func converge() throws {
        _ = try desktop.sync(machine: "desktop")
        _ = try laptop.sync(machine: "laptop")
        _ = try desktop.sync(machine: "desktop")
        let a = try files(laptop), b = try files(desktop)
        #expect(a == b)
        #expect(try laptop.outsideEdits().isEmpty)
        #expect(try desktop.outsideEdits().isEmpty)
        #expect(try laptop.repository().headCommitID() == desktop.repository().headCommitID())
        let everything = a.values.joined(separator: "\n")
        for text in a.values { #expect(!text.contains("<<<<<<<") && !text.contains(">>>>>>>")) }
        for line in written { #expect(everything.contains(line), "lost: \(line)") }
        for store in [laptop, desktop] {
            #expect(!FileManager.default.fileExists(atPath: store.root + "/.git/MERGE_HEAD"))
        }
        // git itself finds every repository sound (git only inspects here; kept never runs it).
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/git") {
            for repository in [remote, laptop.root, desktop.root] {
                let fsck = Process()
                fsck.executableURL = URL(fileURLWithPath: "/usr/bin/git")
                fsck.arguments = ["-C", repository, "fsck", "--strict", "--no-progress"]
                fsck.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
                fsck.standardError = FileHandle(forWritingAtPath: "/dev/null")
                try fsck.run()
                fsck.waitUntilExit()
                #expect(fsck.terminationStatus == 0, "git fsck \(repository)")
            }
        }
    }
}

private func card(_ title: String, tags: String = "[]", extra: String = "", body: String) -> String {
    "---\ntitle: \(title)\ncategory: 동사\ncreated: 2026-11-22\ntags: \(tags)\n\(extra)---\n\(body)"
}

@Suite("sync: two machines through a bare remote")
struct SyncTests {
    @Test func differentEntriesOnBothMachinesBothLand() throws {
        let lab = try SyncLab()
        try lab.write(lab.laptop, "cards/동사/살다.md", card("살다", body: "to live\n"))
        try lab.write(lab.desktop, "fridge/채소/김치.md", "---\ntitle: 김치\ncategory: 채소\nquantity: 2\n---\n")
        let summary = try lab.desktop.sync(machine: "desktop")
        #expect(summary.pushed == 1 && summary.pulled == 0)
        let second = try lab.laptop.sync(machine: "laptop")
        #expect(second.pulled == 1 && second.pushed == 2 && second.merged.isEmpty)
        #expect(second.line == "pulled 1, pushed 2")
        try lab.converge()
        #expect(lab.exists(lab.desktop, "cards/동사/살다.md"))
        #expect(lab.exists(lab.laptop, "fridge/채소/김치.md"))
    }

    @Test func sameEntryDifferentFieldsBothLandWithoutACopy() throws {
        let lab = try SyncLab()
        try lab.write(lab.laptop, "cards/동사/살다.md", card("살다", body: "to live\n"))
        try lab.laptop.sync(machine: "laptop").ignore()
        try lab.desktop.sync(machine: "desktop").ignore()
        // Adjacent lines: git's line merge alone would collide here.
        try lab.change(lab.laptop, "cards/동사/살다.md") {
            try lab.laptop.set("cards/동사/살다.md", [try FieldAssignment.parse("created=2026-11-21")]).ignore()
        }
        try lab.change(lab.desktop, "cards/동사/살다.md") {
            try lab.desktop.set("cards/동사/살다.md", [try FieldAssignment.parse("tags=verb")]).ignore()
        }
        try lab.write(lab.desktop, "cards/동사/살다.md", try lab.read(lab.desktop, "cards/동사/살다.md") + "second line\n")
        try lab.laptop.sync(machine: "laptop").ignore()
        let summary = try lab.desktop.sync(machine: "desktop")
        #expect(summary.merged == ["cards/동사/살다.md"])
        #expect(summary.conflictCopies.isEmpty)
        #expect(try lab.read(lab.desktop, "cards/동사/살다.md")
                == "---\ntitle: 살다\ncategory: 동사\ncreated: 2026-11-21\ntags: [verb]\n---\nto live\nsecond line\n")
        try lab.converge()
    }

    @Test func sameBodyLineKeepsAConflictCopyWithBothTexts() throws {
        let lab = try SyncLab()
        let path = "diary/2026/11/2026-11-22-첫눈.md"
        try lab.write(lab.laptop, path, "---\ntitle: 첫눈\ndate: 2026-11-22T09:14:00+09:00\n---\nIt snowed.\n")
        try lab.laptop.sync(machine: "laptop").ignore()
        try lab.desktop.sync(machine: "desktop").ignore()
        try lab.write(lab.laptop, path, "---\ntitle: 첫눈\ndate: 2026-11-22T09:14:00+09:00\n---\nIt snowed a lot, on the laptop.\n")
        try lab.write(lab.desktop, path, "---\ntitle: 첫눈\ndate: 2026-11-22T09:14:00+09:00\nmood: calm\n---\n첫눈이 왔다, on the desktop.\n")
        try lab.laptop.sync(machine: "laptop").ignore()
        let summary = try lab.desktop.sync(machine: "desktop", now: sundayMorning)
        let copy = "diary/2026/11/2026-11-22-첫눈.conflict-laptop-20261122.md"
        #expect(summary.conflictCopies == [copy])
        #expect(summary.line == "pulled 1, pushed 2, merged 1, kept 1 conflict copy")
        // Ours at the path, with theirs' joinable changes; theirs, whole, beside it.
        #expect(try lab.read(lab.desktop, path).contains("첫눈이 왔다, on the desktop."))
        #expect(try lab.read(lab.desktop, path).contains("mood: calm"))
        #expect(try lab.read(lab.desktop, copy).contains("It snowed a lot, on the laptop."))
        #expect(lab.desktop.conflictCopies() == [ConflictCopyInfo(path: copy, original: path, originalExists: true)])
        let listed = StoreIndex.load(lab.desktop).entries.filter(\.isConflictCopy).map(\.path)
        #expect(listed == [copy])
        try lab.converge()
    }

    @Test func editAgainstDeleteKeepsTheEdit() throws {
        let lab = try SyncLab()
        let path = "fridge/채소/김치.md"
        try lab.write(lab.laptop, path, "---\ntitle: 김치\ncategory: 채소\nquantity: 2\n---\n")
        try lab.laptop.sync(machine: "laptop").ignore()
        try lab.desktop.sync(machine: "desktop").ignore()
        try lab.laptop.remove(path).ignore()
        try lab.write(lab.desktop, path, "---\ntitle: 김치\ncategory: 채소\nquantity: 1\n---\nopened\n")
        try lab.laptop.sync(machine: "laptop").ignore()
        try lab.desktop.sync(machine: "desktop").ignore()
        #expect(try lab.read(lab.desktop, path).contains("opened"))
        try lab.converge()
        #expect(lab.exists(lab.laptop, path))

        // And the other way round: deleted where the merge happens, edited on the other side.
        try lab.write(lab.laptop, path, "---\ntitle: 김치\ncategory: 채소\nquantity: 0\n---\nfinished, laptop\n")
        try lab.desktop.remove(path).ignore()
        try lab.laptop.sync(machine: "laptop").ignore()
        try lab.desktop.sync(machine: "desktop").ignore()
        #expect(try lab.read(lab.desktop, path).contains("finished, laptop"))
        try lab.converge()
    }

    @Test func sameNewFileNameOnBothKeepsBoth() throws {
        let lab = try SyncLab()
        let path = "diary/2026/11/2026-11-22-산책.md"
        try lab.write(lab.laptop, path, "---\ntitle: 산책\n---\nWalked to the river.\n")
        try lab.write(lab.desktop, path, "---\ntitle: 산책\n---\nWalked in the park.\n")
        try lab.laptop.sync(machine: "laptop").ignore()
        let summary = try lab.desktop.sync(machine: "desktop", now: sundayMorning)
        #expect(summary.conflictCopies.count == 1)
        #expect(try lab.read(lab.desktop, path).contains("Walked in the park."))
        #expect(try lab.read(lab.desktop, summary.conflictCopies[0]).contains("Walked to the river."))
        try lab.converge()
    }

    @Test func reviewLogsAddedOnBothKeepEveryLine() throws {
        let lab = try SyncLab()
        let log = ".kept/reviews/shared.jsonl"
        try lab.write(lab.laptop, log, "{\"card\":\"a\",\"grade\":3}\n")
        try lab.write(lab.desktop, log, "{\"card\":\"b\",\"grade\":4}\n")
        try lab.laptop.sync(machine: "laptop").ignore()
        let summary = try lab.desktop.sync(machine: "desktop")
        #expect(summary.conflictCopies.isEmpty)
        let text = try lab.read(lab.desktop, log)
        #expect(text.contains("\"card\":\"a\"") && text.contains("\"card\":\"b\""))
        try lab.converge()
    }

    @Test func rejectedPushSucceedsAfterMergingAgain() throws {
        let lab = try SyncLab()
        // A third machine pushes while the desktop is between its fetch and its push.
        _ = try Store.clone(url: lab.remote, into: lab.folder + "/phone")
        let phone = try Store(root: lab.folder + "/phone")
        try lab.write(lab.laptop, "cards/동사/먹다.md", card("먹다", body: "to eat\n"))
        try lab.laptop.sync(machine: "laptop").ignore()
        try lab.write(phone, "cards/동사/자다.md", card("자다", body: "to sleep\n"))
        try lab.write(lab.desktop, "cards/동사/가다.md", card("가다", body: "to go\n"))
        final class Once: @unchecked Sendable { var done = false }
        let once = Once()
        let transfer = TransferSettings(progress: { progress in
            guard progress.phase == .receiving, !once.done else { return }
            once.done = true
            _ = try? phone.sync(machine: "phone")
        })
        let summary = try lab.desktop.sync(machine: "desktop", transfer: transfer)
        #expect(once.done)
        #expect(summary.retries == 1)
        #expect(lab.exists(lab.desktop, "cards/동사/자다.md") && lab.exists(lab.desktop, "cards/동사/먹다.md"))
        try lab.converge()
        _ = try phone.sync(machine: "phone")
        #expect(try lab.files(phone) == lab.files(lab.laptop))
    }

    @Test func aSyncKilledWhileWritingFilesIsFinishedByTheNext() throws {
        let lab = try SyncLab()
        try lab.write(lab.laptop, "cards/동사/살다.md", card("살다", body: "to live\n"))
        try lab.write(lab.laptop, "cards/동사/먹다.md", card("먹다", body: "to eat\n"))
        try lab.laptop.sync(machine: "laptop").ignore()
        // The desktop fetched, wrote one file half and was killed before moving its branch.
        let repo = try lab.desktop.repository()
        try repo.fetch(remote: "origin", options: TransferOptions())
        let from = try #require(try repo.headCommitID())
        let to = try #require(try repo.referenceTarget("refs/remotes/origin/main"))
        try AtomicFile.write("\(from.hex) \(to.hex)\n", to: SyncJournal.path(root: lab.desktop.root))
        try FileManager.default.createDirectory(atPath: lab.desktop.absolutePath("cards/동사"), withIntermediateDirectories: true)
        try "---\ntitle: 살".write(toFile: lab.desktop.absolutePath("cards/동사/살다.md"), atomically: false, encoding: .utf8)
        // Before the next sync, the user wrote in the other file the killed sync was to write.
        try lab.write(lab.desktop, "cards/동사/먹다.md", "my own words about 먹다\n", commit: false)

        let summary = try lab.desktop.sync(machine: "desktop", now: sundayMorning)
        #expect(summary.outsideEditsCommitted == 1, "the user's text, kept aside, is committed")
        #expect(try lab.read(lab.desktop, "cards/동사/살다.md") == card("살다", body: "to live\n"))
        #expect(try lab.read(lab.desktop, "cards/동사/먹다.md") == card("먹다", body: "to eat\n"))
        #expect(try lab.read(lab.desktop, "cards/동사/먹다.conflict-desktop-20261122.md") == "my own words about 먹다\n")
        #expect(!FileManager.default.fileExists(atPath: SyncJournal.path(root: lab.desktop.root)))
        try lab.converge()
    }

    /// A commit made after the kill and before any kept took the lock (plain git, an older
    /// kept): the interrupted sync's merge is joined into it, never dropped, and its files are
    /// not committed as edits.
    @Test func aSyncKilledThenCommittedOverIsJoinedByTheNextCommand() throws {
        let lab = try SyncLab()
        try lab.write(lab.laptop, "cards/동사/살다.md", card("살다", body: "to live\n"))
        try lab.laptop.sync(machine: "laptop").ignore()
        try lab.desktop.sync(machine: "desktop").ignore()
        try lab.write(lab.desktop, "cards/동사/살다.md", card("살다", body: "to live\nPRECIOUS B EDIT\n"))
        try lab.write(lab.laptop, "cards/동사/살다.md", card("살다", extra: "mood: calm\n", body: "to live\n"))
        try lab.laptop.sync(machine: "laptop").ignore()
        // The desktop merged in memory, wrote its journal and was killed before writing a file.
        let repo = try lab.desktop.repository()
        try repo.fetch(remote: "origin", options: TransferOptions())
        let from = try #require(try repo.headCommitID())
        let theirs = try #require(try repo.referenceTarget("refs/remotes/origin/main"))
        var summary = SyncSummary(remote: "origin")
        let merged = try SyncMerge(store: lab.desktop).mergeCommit(ours: from, theirs: theirs, repo: repo, machine: "desktop", now: sundayMorning,
                                                 source: "origin/main", remote: "origin", summary: &summary)
        try AtomicFile.write("\(from.hex) \(merged.hex)\n", to: SyncJournal.path(root: lab.desktop.root))
        // Then a commit that did not take the lock (git itself) emptied the entry.
        try AtomicFile.write("", to: lab.desktop.absolutePath("cards/동사/살다.md"))
        _ = try repo.commit(paths: ["cards/동사/살다.md"], message: "git commit -a")

        // Any command that takes the lock joins the interrupted sync in first.
        _ = try lab.desktop.commitOutsideEdits()
        #expect(!FileManager.default.fileExists(atPath: SyncJournal.path(root: lab.desktop.root)))
        #expect(try lab.desktop.outsideEdits().isEmpty)
        let text = try lab.read(lab.desktop, "cards/동사/살다.md")
        let copies = try lab.files(lab.desktop).filter { $0.key.contains(".conflict-") }
        #expect(text.contains("PRECIOUS B EDIT") || copies.values.contains { $0.contains("PRECIOUS B EDIT") }, "\(text) \(copies)")
        #expect(text.contains("mood: calm") || copies.values.contains { $0.contains("mood: calm") }, "\(text) \(copies)")
    }

    /// Two machines each add 6,000 tags to one card. A plain list reads back up to 1,000,000
    /// values (only values repeated through YAML aliases count against 10,000, issue 27), so
    /// the join holds both machines' 12,000 tags, no conflict copy, and every later sync runs.
    /// (Before, the join passed the old 10,000-value limit and was kept as a conflict copy.)
    @Test func twoMachinesLongTagListsAreJoined() throws {
        let lab = try SyncLab()
        try lab.write(lab.laptop, "cards/동사/살다.md", card("살다", body: "to live\n"))
        try lab.laptop.sync(machine: "laptop").ignore()
        try lab.desktop.sync(machine: "desktop").ignore()
        func tags(_ prefix: String) -> String { "\n" + (0..<6_000).map { "  - \(prefix)\($0)" }.joined(separator: "\n") }
        try lab.write(lab.laptop, "cards/동사/살다.md", card("살다", tags: tags("l"), body: "to live\n"))
        try lab.write(lab.desktop, "cards/동사/살다.md", card("살다", tags: tags("d"), body: "to live\n"))
        try lab.laptop.sync(machine: "laptop").ignore()
        let summary = try lab.desktop.sync(machine: "desktop", now: sundayMorning)
        #expect(summary.conflictCopies.isEmpty)
        let joined = try lab.read(lab.desktop, "cards/동사/살다.md")
        #expect(joined.contains("d5999") && joined.contains("l5999") && joined.contains("d0") && joined.contains("l0"), "\(joined.prefix(300))")
        _ = try lab.laptop.sync(machine: "laptop")
        _ = try lab.desktop.sync(machine: "desktop")
        #expect(lab.desktop.check().problems.isEmpty, "\(lab.desktop.check().problems)")
        #expect(try lab.read(lab.laptop, "cards/동사/살다.md") == joined)
    }

    @Test func anEditThatWouldBreakAnchoredFrontMatterSaysAnchors() throws {
        let document = EntryDocument(text: "---\ntitle: A\nbase: &x [a, b]\ntags: *x\n---\nbody\n")
        #expect { _ = try document.removing("base") } throws: { error in
            "\(error)" == "its front matter uses YAML anchors (&x / *x), which a change of one line would break; edit it with `kept edit`"
        }
    }

    @Test func unknownRemoteAndNoRemoteSayWhatToDo() throws {
        let store = try TemporaryStore()
        #expect(throws: SyncError.self) { try store.store.sync(machine: "m") }
        do { _ = try store.store.sync(machine: "m") } catch let error as SyncError {
            #expect(error.description.contains("no remote"))
            #expect(error.description.contains("kept remote add origin URL"))
        }
        let missing = "/nonexistent/kept-remote.git"
        _ = try store.store.addRemote(name: "usb", url: missing)
        do {
            _ = try store.store.sync(machine: "m")
            Issue.record("sync with a missing remote succeeded")
        } catch let error as SyncError {
            #expect(error.remote == "usb")
            #expect(error.step == "fetch")
            #expect(error.description.contains(missing))
        }
        #expect(try store.store.remotes() == [SyncRemote(name: "usb", url: missing)])
        #expect(throws: SyncError.self) { try store.store.addRemote(name: "usb", url: "/elsewhere") }
        try store.store.removeRemote(name: "usb")
        #expect(try store.store.remotes().isEmpty)
    }

    @Test func overviewStatusCountsUnpushedCommitsAndStaleSyncs() throws {
        let lab = try SyncLab()
        #expect(try lab.laptop.syncStatus()?.unpushed == 0)
        try lab.write(lab.laptop, "cards/동사/살다.md", card("살다", body: "to live\n"))
        let status = try #require(try lab.laptop.syncStatus())
        #expect(status.unpushed == 1 && status.remote == "origin")
        #expect(!status.isStale())
        #expect(status.isStale(now: Date().addingTimeInterval(8 * 86_400)))
    }
}

@Suite("sync: one entry merged three ways")
struct EntryMergeTests {
    let base = "---\ntitle: 살다\ntags: [a]\ncreated: 2026-11-22\n---\none\ntwo\nthree\n"

    @Test func listsBothChangedTakeBothSidesAdditionsAndRemovals() throws {
        let ours = base.replacingOccurrences(of: "tags: [a]", with: "tags: [a, b]")
        let theirs = base.replacingOccurrences(of: "tags: [a]", with: "tags: [c]")
        let merged = try EntryMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(!merged.collided)
        #expect(merged.text == base.replacingOccurrences(of: "tags: [a]", with: "tags: [b, c]"))
    }

    @Test func bodyLinesApartJoinAndAFieldOnlyTheyAddedLandsInTheirPlace() throws {
        let ours = base.replacingOccurrences(of: "one", with: "ONE")
        let theirs = base.replacingOccurrences(of: "three", with: "THREE")
            .replacingOccurrences(of: "title: 살다\n", with: "title: 살다\nmood: calm\n")
        let merged = try EntryMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(!merged.collided)
        #expect(merged.text == "---\ntitle: 살다\nmood: calm\ntags: [a]\ncreated: 2026-11-22\n---\nONE\ntwo\nTHREE\n")
    }

    @Test func theSameFieldChangedTwoWaysCollidesAndKeepsOurs() throws {
        let ours = base.replacingOccurrences(of: "created: 2026-11-22", with: "created: 2026-11-20")
        let theirs = base.replacingOccurrences(of: "created: 2026-11-22", with: "created: 2026-11-21")
        let merged = try EntryMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(merged.collided)
        #expect(merged.text == ours)
    }

    @Test func crlfFilesStayCRLF() throws {
        let crlf = base.replacingOccurrences(of: "\n", with: "\r\n")
        let ours = crlf.replacingOccurrences(of: "one", with: "ONE")
        let theirs = crlf.replacingOccurrences(of: "created: 2026-11-22", with: "created: 2026-11-23")
        let merged = try EntryMerge.merge(base: crlf, ours: ours, theirs: theirs)
        #expect(!merged.collided)
        #expect(merged.text == ours.replacingOccurrences(of: "created: 2026-11-22", with: "created: 2026-11-23"))
    }

    @Test func conflictCopyNames() {
        let day = Day(year: 2026, month: 11, day: 22)
        var taken: Set<String> = ["cards/x/살다.conflict-laptop-20261122.md"]
        let second = ConflictCopy.path(for: "cards/x/살다.md", machine: "laptop", day: day) { taken.contains($0) }
        #expect(second == "cards/x/살다.conflict-laptop-20261122-2.md")
        taken.insert(second)
        #expect(ConflictCopy.original(of: second) == "cards/x/살다.md")
        #expect(ConflictCopy.original(of: "cards/x/살다.conflict-laptop-20261122.md") == "cards/x/살다.md")
        #expect(ConflictCopy.original(of: "cards/x/conflict-resolution.md") == nil)
        #expect(MachineName.current(environment: [:], hostName: "Jun's MacBook.local") == "jun's-macbook")
        #expect(MachineName.current(environment: ["KEPT_MACHINE": "서재"], hostName: "x") == "서재")
    }
}

private extension Optional {
    func ignore() {}
}

private extension SyncSummary {
    func ignore() {}
}

private extension Change {
    func ignore() {}
}
