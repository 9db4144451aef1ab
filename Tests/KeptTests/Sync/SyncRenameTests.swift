import Foundation
import KeptGit
import Testing
@testable import Kept

private let old = "cards/동사/살다.md"
private let new = "cards/동사/살아가다.md"

private func card(_ title: String, category: String = "동사", body: String) -> String {
    "---\ntitle: \(title)\ncategory: \(category)\ncreated: 2026-11-22\ntags: []\nid: c-살다-1\n---\n\(body)"
}

/// A rename on one machine and an edit of the same entry on the other: after sync the entry is
/// under its new name with both changes, never also under its old name.
@Suite("sync: an entry renamed on one machine and edited on the other")
struct SyncRenameTests {
    /// A lab where both machines have the card `살다`.
    private func labWithCard(body: String = "to live\nsecond line\nthird line\n") throws -> SyncLab {
        let lab = try SyncLab()
        try lab.write(lab.laptop, old, card("살다", body: body))
        _ = try lab.laptop.sync(machine: "laptop")
        _ = try lab.desktop.sync(machine: "desktop")
        return lab
    }

    @Test func renamerMergesAFieldEdit() throws {
        let lab = try labWithCard()
        try lab.moving(lab.laptop, from: old) { try lab.laptop.move(old, toTitle: "살아가다").path }
        try lab.change(lab.desktop, old) { _ = try lab.desktop.set(old, [try FieldAssignment.parse("tags=verb")]) }
        _ = try lab.desktop.sync(machine: "desktop")
        let summary = try lab.laptop.sync(machine: "laptop")
        #expect(summary.merged == [new])
        #expect(summary.conflictCopies.isEmpty)
        #expect(try lab.read(lab.laptop, new) == card("살아가다", body: "to live\nsecond line\nthird line\n")
            .replacingOccurrences(of: "tags: []", with: "tags: [verb]"))
        #expect(!lab.exists(lab.laptop, old))
        try lab.convergeWithoutDuplicates()
        #expect(!lab.exists(lab.desktop, old) && lab.exists(lab.desktop, new))
        let message = try #require(try lab.laptop.repository().messages(from: lab.laptop.repository().headCommitID()!, hiding: nil, limit: 1).first)
        #expect(message.contains("- followed \(old) → \(new): joined"))
    }

    @Test func editorMergesTheRename() throws {
        let lab = try labWithCard()
        try lab.moving(lab.laptop, from: old) { try lab.laptop.move(old, toTitle: "살아가다").path }
        try lab.write(lab.desktop, old, card("살다", body: "to live\nsecond line, edited on the desktop\nthird line\n"))
        _ = try lab.laptop.sync(machine: "laptop")
        let summary = try lab.desktop.sync(machine: "desktop")
        #expect(summary.merged == [new])
        #expect(try lab.read(lab.desktop, new) == card("살아가다", body: "to live\nsecond line, edited on the desktop\nthird line\n"))
        #expect(!lab.exists(lab.desktop, old))
        try lab.convergeWithoutDuplicates()
    }

    @Test func renameAgainstBodyEditBothWaysJoinsLinesApart() throws {
        let lab = try labWithCard()
        // The renamer also edits the body, on another line than the editor.
        try lab.moving(lab.laptop, from: old) { try lab.laptop.move(old, toTitle: "살아가다").path }
        try lab.write(lab.laptop, new, card("살아가다", body: "to live (laptop)\nsecond line\nthird line\n"))
        try lab.write(lab.desktop, old, card("살다", body: "to live\nsecond line\nthird line (desktop)\n"))
        _ = try lab.desktop.sync(machine: "desktop")
        let summary = try lab.laptop.sync(machine: "laptop")
        #expect(summary.conflictCopies.isEmpty)
        #expect(try lab.read(lab.laptop, new) == card("살아가다", body: "to live (laptop)\nsecond line\nthird line (desktop)\n"))
        try lab.convergeWithoutDuplicates()
    }

    @Test func refiledCardAgainstEdit() throws {
        let lab = try labWithCard()
        let refiled = "cards/형용사/살다.md"
        try lab.moving(lab.desktop, from: old) {
            try lab.desktop.set(old, [try FieldAssignment.parse("category=형용사")]).path
        }
        #expect(lab.exists(lab.desktop, refiled))
        try lab.write(lab.laptop, old, card("살다", body: "to live\nsecond line\nthird line\nfourth line, laptop\n"))
        _ = try lab.desktop.sync(machine: "desktop")
        _ = try lab.laptop.sync(machine: "laptop")
        #expect(try lab.read(lab.laptop, refiled)
                == card("살다", category: "형용사", body: "to live\nsecond line\nthird line\nfourth line, laptop\n"))
        #expect(!lab.exists(lab.laptop, old))
        try lab.convergeWithoutDuplicates()
    }

    @Test func refiledFridgeItemAndMovedDiaryEntryAgainstEdits() throws {
        let lab = try SyncLab()
        let item = "fridge/채소/김치.md", moved = "fridge/반찬/김치.md"
        let entry = "diary/2026/11/2026-11-22-산책.md", earlier = "diary/2026/11/2026-11-21-산책.md"
        try lab.write(lab.laptop, item, "---\ntitle: 김치\ncategory: 채소\nquantity: 2\n---\n")
        try lab.write(lab.laptop, entry, "---\ntitle: 산책\ndate: 2026-11-22T18:00:00+09:00\n---\nWalked to the river.\nCold wind.\n")
        _ = try lab.laptop.sync(machine: "laptop")
        _ = try lab.desktop.sync(machine: "desktop")
        // Small files: the category line is one of five, the rename is still found.
        try lab.moving(lab.laptop, from: item) { try lab.laptop.set(item, [try FieldAssignment.parse("category=반찬")]).path }
        try lab.moving(lab.laptop, from: entry) {
            try lab.laptop.set(entry, [try FieldAssignment.parse("date=2026-11-21T18:00")]).path
        }
        #expect(lab.exists(lab.laptop, moved) && lab.exists(lab.laptop, earlier))
        try lab.change(lab.desktop, item) { _ = try lab.desktop.set(item, [try FieldAssignment.parse("quantity=1")]) }
        try lab.write(lab.desktop, entry, "---\ntitle: 산책\ndate: 2026-11-22T18:00:00+09:00\n---\nWalked to the river.\nCold wind.\n강가에 오리가 있었다.\n")
        _ = try lab.laptop.sync(machine: "laptop")
        let summary = try lab.desktop.sync(machine: "desktop")
        #expect(Set(summary.merged) == [moved, earlier])
        // Moved, the item was given the id its old path gave its calendar UID (`EntryID`).
        #expect(try lab.read(lab.desktop, moved) == "---\ntitle: 김치\ncategory: 반찬\nquantity: 1\nid: \(EntryID.derived(kind: "fridge", path: item))\n---\n")
        #expect(try lab.read(lab.desktop, earlier).contains("date: 2026-11-21T18:00"))
        #expect(try lab.read(lab.desktop, earlier).hasSuffix("강가에 오리가 있었다.\n"))
        #expect(!lab.exists(lab.desktop, item) && !lab.exists(lab.desktop, entry))
        try lab.convergeWithoutDuplicates()
    }

    @Test(arguments: [true, false])
    func collidingEditKeepsAConflictCopyBesideTheNewPath(renamerMerges: Bool) throws {
        let lab = try labWithCard()
        try lab.moving(lab.laptop, from: old) { try lab.laptop.move(old, toTitle: "살아가다").path }
        try lab.write(lab.laptop, new, card("살아가다", body: "to live, as the laptop says\nsecond line\nthird line\n"))
        try lab.write(lab.desktop, old, card("살다", body: "to live, as the desktop says\nsecond line\nthird line\n"))
        let (first, second) = renamerMerges ? (lab.desktop, lab.laptop) : (lab.laptop, lab.desktop)
        let (firstName, secondName) = renamerMerges ? ("desktop", "laptop") : ("laptop", "desktop")
        _ = try first.sync(machine: firstName)
        let summary = try second.sync(machine: secondName, now: sundayMorning)
        let copy = "cards/동사/살아가다.conflict-\(firstName)-20261122.md"
        #expect(summary.conflictCopies == [copy])
        #expect(summary.merged == [new])
        // The local version at the new path (with the other side's joinable change: the title),
        // the other machine's whole version beside it.
        #expect(try lab.read(second, new) == card("살아가다", body: "to live, as the \(secondName) says\nsecond line\nthird line\n"))
        let other = try lab.read(second, copy)
        #expect(other.contains("to live, as the \(firstName) says"))
        #expect(!lab.exists(second, old))
        #expect(second.conflictCopies() == [ConflictCopyInfo(path: copy, original: new, originalExists: true)])
        try lab.converge()
        // The copy shares the card's id until the user joins them; nothing else does.
        try lab.change(lab.laptop, copy) {
            let removed = try lab.laptop.remove(copy)
            #expect(removed.commit != nil)
        }
        try lab.convergeWithoutDuplicates()
    }

    @Test func bothRenamedDifferentlyKeepsTheMergersNameAndTheOtherTitleInACopy() throws {
        let lab = try labWithCard()
        try lab.moving(lab.laptop, from: old) { try lab.laptop.move(old, toTitle: "살아가다").path }
        try lab.moving(lab.desktop, from: old) { try lab.desktop.move(old, toTitle: "살아요").path }
        let theirs = "cards/동사/살아요.md"
        try lab.write(lab.desktop, theirs, card("살아요", body: "to live\nsecond line\nthird line, desktop\n"))
        _ = try lab.desktop.sync(machine: "desktop")
        let summary = try lab.laptop.sync(machine: "laptop", now: sundayMorning)
        // The laptop merges: its name stays, the desktop's body edit joins it, and the
        // desktop's title (which collides) is in a conflict copy beside it.
        #expect(try lab.read(lab.laptop, new) == card("살아가다", body: "to live\nsecond line\nthird line, desktop\n"))
        #expect(!lab.exists(lab.laptop, theirs) && !lab.exists(lab.laptop, old))
        let copy = "cards/동사/살아가다.conflict-desktop-20261122.md"
        #expect(summary.conflictCopies == [copy])
        #expect(try lab.read(lab.laptop, copy).contains("title: 살아요"))
        let repo = try lab.laptop.repository()
        let head = try #require(try repo.headCommitID())
        let message = try #require(try repo.messages(from: head, hiding: nil, limit: 1).first)
        #expect(message.contains("- followed \(old) → \(new) (joined with \(theirs)): kept \(new); desktop's version in \(copy)"), "\(message)")
        try lab.converge()
    }

    @Test func bothRenamedAlikeJoinTheirEditsWithTheOldTextAsBase() throws {
        let lab = try labWithCard()
        try lab.moving(lab.laptop, from: old) { try lab.laptop.move(old, toTitle: "살아가다").path }
        try lab.moving(lab.desktop, from: old) { try lab.desktop.move(old, toTitle: "살아가다").path }
        try lab.write(lab.laptop, new, card("살아가다", body: "to live, laptop\nsecond line\nthird line\n"))
        try lab.write(lab.desktop, new, card("살아가다", body: "to live\nsecond line\nthird line, desktop\n"))
        _ = try lab.desktop.sync(machine: "desktop")
        let summary = try lab.laptop.sync(machine: "laptop")
        #expect(summary.conflictCopies.isEmpty)
        #expect(try lab.read(lab.laptop, new) == card("살아가다", body: "to live, laptop\nsecond line\nthird line, desktop\n"))
        try lab.convergeWithoutDuplicates()
    }

    @Test func aRenameAgainstAnUnchangedEntryOrADeleteIsAPlainMerge() throws {
        let lab = try labWithCard()
        try lab.moving(lab.laptop, from: old) { try lab.laptop.move(old, toTitle: "살아가다").path }
        try lab.write(lab.desktop, "cards/동사/먹다.md", "---\ntitle: 먹다\ncategory: 동사\n---\nto eat\n")
        _ = try lab.desktop.sync(machine: "desktop")
        let summary = try lab.laptop.sync(machine: "laptop")
        #expect(summary.merged.isEmpty)
        try lab.convergeWithoutDuplicates()
        #expect(lab.exists(lab.desktop, new) && !lab.exists(lab.desktop, old))

        // Renamed here, deleted there: the renamed entry stays.
        try lab.moving(lab.desktop, from: new) { try lab.desktop.move(new, toTitle: "살아 있다").path }
        _ = try lab.laptop.remove(new)
        _ = try lab.desktop.sync(machine: "desktop")
        _ = try lab.laptop.sync(machine: "laptop")
        #expect(lab.exists(lab.laptop, "cards/동사/살아-있다.md") || lab.exists(lab.laptop, "cards/동사/살아 있다.md"))
        try lab.convergeWithoutDuplicates()
    }
}

extension SyncLab {
    /// Runs a change that moves the entry at `path` (returning its new path) and notes the lines
    /// it added and removed.
    func moving(_ store: Store, from path: String, _ body: () throws -> String) throws {
        let before = (try? read(store, path)) ?? ""
        let target = try body()
        let after = (try? read(store, target)) ?? ""
        let old = Set(before.split(separator: "\n").map(String.init)), new = Set(after.split(separator: "\n").map(String.init))
        written.subtract(old.subtracting(new))
        written.formUnion(new.subtracting(old).filter { $0 != "---" })
    }

    /// `converge`, and then both stores pass `kept check` (no two cards with one id).
    func convergeWithoutDuplicates() throws {
        try converge()
        for store in [laptop, desktop] {
            let report = store.check()
            #expect(report.isClean, "\(report.problems)")
        }
    }
}

@Suite("sync: finding renamed entries")
struct RenamedEntryTests {
    @Test func aCardRewrittenBeyondLikenessIsFoundByItsID() throws {
        let lab = try SyncLab()
        try lab.write(lab.laptop, old, card("살다", body: "to live\n"))
        _ = try lab.laptop.sync(machine: "laptop")
        _ = try lab.desktop.sync(machine: "desktop")
        // Title, tags and body all rewritten: too little alike for git, the same id.
        let rewritten = "---\ntitle: 살아가다\ncategory: 동사\ncreated: 2026-11-22\ntags: [verb, life]\nid: c-살다-1\n---\n삶을 이어 가다\nto go on living\n예: 열심히 살아가다\n예: 함께 살아가다\n예: 하루하루 살아가다\n살아가는 이유\n살아가며 배우다\n"
        // Renamed and rewritten in one go by another program, committed as one outside edit.
        try lab.change(lab.laptop, old) { try FileManager.default.removeItem(atPath: lab.laptop.absolutePath(old)) }
        try lab.write(lab.laptop, new, rewritten)
        try lab.change(lab.desktop, old) { _ = try lab.desktop.set(old, [try FieldAssignment.parse("created=2026-11-20")]) }
        let repo = try lab.laptop.repository()
        let base = try #require(try repo.referenceTarget("refs/remotes/origin/main"))
        let head = try #require(try repo.headCommitID())
        #expect(try repo.treeChanges(from: base, to: head).renamed.isEmpty)
        #expect(try repo.renames(from: base, to: head).isEmpty)
        #expect(try SyncMerge(store: lab.laptop).renamedEntries(repo, from: base, to: head) == [old: new])

        _ = try lab.desktop.sync(machine: "desktop")
        _ = try lab.laptop.sync(machine: "laptop")
        #expect(try lab.read(lab.laptop, new) == rewritten.replacingOccurrences(of: "created: 2026-11-22", with: "created: 2026-11-20"))
        try lab.convergeWithoutDuplicates()
    }

    @Test func anEntryDeletedAndALookalikeAddedAreNotARename() throws {
        let lab = try SyncLab()
        let kimchi = "fridge/반찬/김치.md", tofu = "fridge/반찬/두부.md"
        try lab.write(lab.laptop, kimchi, "---\ntitle: 김치\ncategory: 반찬\nquantity: 2\nexpires: 2026-12-01\n---\n")
        _ = try lab.laptop.sync(machine: "laptop")
        _ = try lab.desktop.sync(machine: "desktop")
        let repo = try lab.laptop.repository()
        let base = try #require(try repo.headCommitID())
        try lab.change(lab.laptop, kimchi) { _ = try lab.laptop.remove(kimchi) }
        try lab.write(lab.laptop, tofu, "---\ntitle: 두부\ncategory: 반찬\nquantity: 2\nexpires: 2026-12-01\n---\n")
        let head = try #require(try repo.headCommitID())
        // From base to tip git alone would pair them; commit by commit it does not.
        #expect(try repo.treeChanges(from: base, to: head).renamed == [kimchi: tofu])
        #expect(try SyncMerge(store: lab.laptop).renamedEntries(repo, from: base, to: head).isEmpty)

        try lab.change(lab.desktop, kimchi) { _ = try lab.desktop.set(kimchi, [try FieldAssignment.parse("quantity=1")]) }
        _ = try lab.desktop.sync(machine: "desktop")
        _ = try lab.laptop.sync(machine: "laptop")
        // Edit against delete keeps the edit; the tofu is untouched.
        #expect(try lab.read(lab.laptop, kimchi).contains("quantity: 1"))
        #expect(try lab.read(lab.laptop, tofu) == "---\ntitle: 두부\ncategory: 반찬\nquantity: 2\nexpires: 2026-12-01\n---\n")
        try lab.convergeWithoutDuplicates()
    }

    @Test func renamesChainedOverCommitsAreOneRename() throws {
        let lab = try SyncLab()
        try lab.write(lab.laptop, old, card("살다", body: "to live\nsecond line\nthird line\n"))
        _ = try lab.laptop.sync(machine: "laptop")
        _ = try lab.desktop.sync(machine: "desktop")
        let repo = try lab.laptop.repository()
        let base = try #require(try repo.headCommitID())
        try lab.moving(lab.laptop, from: old) { try lab.laptop.move(old, toTitle: "살아가다").path }
        let last = "cards/형용사/살아가다.md"
        try lab.moving(lab.laptop, from: new) { try lab.laptop.set(new, [try FieldAssignment.parse("category=형용사")]).path }
        #expect(try repo.renames(from: base, to: #require(try repo.headCommitID())) == [old: last])
        try lab.write(lab.desktop, old, card("살다", body: "to live\nsecond line\nthird line\nfrom the desktop\n"))
        _ = try lab.desktop.sync(machine: "desktop")
        _ = try lab.laptop.sync(machine: "laptop")
        #expect(try lab.read(lab.laptop, last)
                == card("살아가다", category: "형용사", body: "to live\nsecond line\nthird line\nfrom the desktop\n"))
        #expect(!lab.exists(lab.laptop, old) && !lab.exists(lab.laptop, new))
        try lab.convergeWithoutDuplicates()
    }

    @Test func gitFindsExactAndSimilarRenamesOfEntriesOnly() throws {
        let lab = try SyncLab()
        try lab.write(lab.laptop, old, card("살다", body: "to live\nsecond line\nthird line\n"))
        try lab.write(lab.laptop, "notes.txt", "not an entry\nat all\n")
        let repo = try lab.laptop.repository()
        let base = try #require(try repo.headCommitID())
        try lab.moving(lab.laptop, from: old) { try lab.laptop.move(old, toTitle: "살아가다").path }
        try FileManager.default.moveItem(atPath: lab.laptop.absolutePath("notes.txt"), toPath: lab.laptop.absolutePath("notes-moved.txt"))
        _ = try lab.laptop.commitOutsideEdits()
        let head = try #require(try repo.headCommitID())
        #expect(try repo.treeChanges(from: base, to: head).renamed == [old: new, "notes.txt": "notes-moved.txt"])
        #expect(try SyncMerge(store: lab.laptop).renamedEntries(repo, from: base, to: head) == [old: new])
    }
}
