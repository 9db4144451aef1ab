import Foundation
import KeptGit
import Testing
@testable import Kept

/// The store lock and what the next writer does after a `kept` was killed holding it.
@Suite("crash recovery")
struct CrashRecoveryTests {
    /// The pid of a process that has exited (and been reaped): certainly not alive.
    static func deadPid() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    static func lockText(_ temp: TemporaryStore) -> String {
        (try? temp.read(".kept/state/lock")) ?? ""
    }

    @Test func theLockRecordsItsHolderAndIsEmptiedOnRelease() throws {
        let temp = try TemporaryStore()
        do {
            let lock = try StoreLock(root: temp.root)
            #expect(Self.lockText(temp) == "pid \(getpid())\n")
            #expect(lock.interrupted == nil)
        }
        #expect(Self.lockText(temp) == "")
    }

    /// The one-minute limit guards against a lock that waits forever; the time itself is not
    /// asserted.
    @Test(.timeLimit(.minutes(1))) func aLiveHolderIsWaitedForABoundedTimeAndNamed() throws {
        let temp = try TemporaryStore()
        let held = try StoreLock(root: temp.root)
        // No wait at all: the bound is the caller's (`ThisMachine.lockTimeout`), and what is
        // tested is that a held lock ends in the message naming its holder, not the clock.
        #expect {
            _ = try StoreLock(root: temp.root, timeout: 0)
        } throws: { error in
            let text = "\(error)"
            return text.contains("the store is busy: kept (pid \(getpid())) has held its lock")
                && text.contains("kill \(getpid())") && text.contains(".kept/state/lock")
        }
        withExtendedLifetime(held) {}
    }

    @Test func theRecordOfADeadHolderIsTakenOver() throws {
        let temp = try TemporaryStore()
        let dead = try Self.deadPid()
        try temp.write(".kept/state/lock", "pid \(dead)\nmessage fridge: add 김치\nwrite fridge/반찬/김치.md\n")
        let lock = try StoreLock(root: temp.root, timeout: 1)
        #expect(lock.interrupted == StoreIntent(pid: dead, message: "fridge: add 김치", writes: ["fridge/반찬/김치.md"]))
        #expect(Self.lockText(temp) == "pid \(getpid())\n")
    }

    @Test func theNextWriterCommitsAKilledWriteWithItsMessageAndTidiesUp() throws {
        let temp = try TemporaryStore()
        let dead = try Self.deadPid()
        // As a `kept fridge add` killed after its rename, before its commit: the file, a
        // temporary file of another write, git's index lock, and the lock's record.
        try temp.write("fridge/반찬/김치.md", "---\ntitle: 김치\nquantity: 2\n---\n")
        try temp.write("fridge/반찬/.두부.md.kept-\(dead).tmp", "---\ntitle: 두")
        try temp.write(".git/index.lock", "")
        try temp.write(".git/FETCH_HEAD.lock", "")
        try temp.write(".git/objects/tmp_object_git2_fb848e40d2ca470f", "x")
        try temp.write(".kept/state/lock", StoreIntent(pid: dead, message: "fridge: add 김치 (2)\n\nbody line",
                                                       writes: ["fridge/반찬/김치.md"]).record)
        let before = temp.store.check()
        #expect(before.notes.contains { $0.contains("kept (pid \(dead)) stopped while holding the store lock during “fridge: add 김치 (2)”") })
        // Neither the interrupted change's entry nor the temporary file is an outside edit.
        #expect(!before.notes.contains { $0.contains("not committed") })
        #expect(before.notes.contains { $0.contains("1 temporary file of an interrupted write (fridge/반찬/.두부.md.kept-\(dead).tmp)") })
        #expect(before.notes.contains { $0.contains("3 files an interrupted kept left in .git (.git/FETCH_HEAD.lock, .git/index.lock, .git/objects/tmp_object_git2_fb848e40d2ca470f)") })

        // The temporary file is no outside edit: `kept commit` would not commit it.
        #expect(try temp.store.outsideEdits().map(\.path) == ["fridge/반찬/김치.md"])

        _ = try temp.store.add(try temp.store.kind(named: "fridge"), text: "---\ntitle: 우유\ncategory: 유제품\n---\n")

        let history = try Repository.open(at: temp.root).history(of: nil).map(\.summary)
        #expect(history.prefix(2) == ["fridge: add 우유", "fridge: add 김치 (2)"])
        #expect(!FileManager.default.fileExists(atPath: temp.root + "/fridge/반찬/.두부.md.kept-\(dead).tmp"))
        for leftover in ["index.lock", "FETCH_HEAD.lock", "objects/tmp_object_git2_fb848e40d2ca470f"] {
            #expect(!FileManager.default.fileExists(atPath: temp.root + "/.git/" + leftover))
        }
        #expect(try Repository.open(at: temp.root).changes().isEmpty)
        #expect(temp.store.check().notes.isEmpty)
        #expect(Self.lockText(temp) == "")
    }

    /// A write the assistant began (`kept mcp`) is noted with its mark, and finished by the
    /// user's next command as the assistant's: `kept log --via assistant` still lists it.
    @Test func anAssistantsKilledWriteIsFinishedAsTheAssistants() throws {
        let temp = try TemporaryStore()
        let assistant = try Store(root: temp.root, via: "assistant")
        let noted = try assistant.locked {
            assistant.intend("fridge: add 김치", writes: ["fridge/반찬/김치.md"])
            return Self.lockText(temp)
        }
        #expect(StoreIntent(record: noted)?.message == "fridge: add 김치 (via assistant)")

        try temp.write("fridge/반찬/김치.md", "---\ntitle: 김치\n---\n")
        try temp.write(".kept/state/lock", StoreIntent(pid: try Self.deadPid(), message: "fridge: add 김치 (via assistant)",
                                                       writes: ["fridge/반찬/김치.md"]).record)
        _ = try temp.store.commitOutsideEdits()
        // Killed halfway through a change of two files: the first written, the second not.
        try temp.write("fridge/반찬/김치.md", "---\ntitle: 김치\nquantity: 2\n---\n")
        try temp.write(".kept/state/lock", StoreIntent(pid: try Self.deadPid(), message: "import: 2 entries (via assistant)\n\nfrom x",
                                                       writes: ["fridge/반찬/김치.md", "fridge/반찬/두부.md"]).record)
        _ = try temp.store.commitOutsideEdits()
        let history = try temp.store.history().map(\.summary)
        #expect(history.prefix(2) == ["import: 2 entries (interrupted: 1 of 2 files written) (via assistant)", "fridge: add 김치 (via assistant)"])
    }

    @Test func aHalfDoneMoveIsFinished() throws {
        let temp = try TemporaryStore()
        let kind = try temp.store.kind(named: "card")
        _ = try temp.store.add(kind, text: "---\ntitle: 살다\ncategory: 말\n---\nto live\n")
        // Killed after writing the new name, before removing the old one.
        try temp.write("cards/말/살아가다.md", "---\ntitle: 살아가다\ncategory: 말\n---\nto live\n")
        try temp.write(".kept/state/lock", StoreIntent(pid: try Self.deadPid(), message: "cards: rename 살다 → 살아가다",
                                                       writes: ["cards/말/살아가다.md"], removes: ["cards/말/살다.md"]).record)
        _ = try temp.store.commitOutsideEdits()
        #expect(!FileManager.default.fileExists(atPath: temp.root + "/cards/말/살다.md"))
        #expect(try temp.read("cards/말/살아가다.md").contains("title: 살아가다"))
        #expect(try Repository.open(at: temp.root).history(of: nil).first?.summary == "cards: rename 살다 → 살아가다")
    }

    @Test func aMoveKilledBeforeItsNewFileKeepsTheOld() throws {
        let temp = try TemporaryStore()
        _ = try temp.store.add(try temp.store.kind(named: "card"), text: "---\ntitle: 살다\ncategory: 말\n---\n")
        try temp.write(".kept/state/lock", StoreIntent(pid: try Self.deadPid(), message: "cards: rename 살다 → 살아가다",
                                                       writes: ["cards/말/살아가다.md"], removes: ["cards/말/살다.md"]).record)
        _ = try temp.store.commitOutsideEdits()
        #expect(FileManager.default.fileExists(atPath: temp.root + "/cards/말/살다.md"))
        #expect(try Repository.open(at: temp.root).history(of: nil).first?.summary == "cards: add 살다")
    }

    @Test func recordsReadBackWhateverTheMessageHolds() {
        let intent = StoreIntent(pid: 42, message: "a\\b\nc write x", writes: ["a b.md"], removes: ["c.md"])
        #expect(StoreIntent(record: intent.record) == intent)
        #expect(StoreIntent(record: "1234\n")?.pid == 1234)
        #expect(StoreIntent(record: "") == nil)
    }
}
