import Foundation
import KeptGit
import Testing
@testable import Kept

@Suite("Review logs: per machine, append-only, replayed in time order")
struct ReviewLogTests {
    let t0 = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18T11:06:40Z

    func record(_ card: String, _ day: Double, _ grade: Grade, _ machine: String) -> ReviewRecord {
        ReviewRecord(card: card, time: t0.addingTimeInterval(day * 86400), grade: grade, machine: machine)
    }

    @Test func aLineRoundTrips() throws {
        let r = ReviewRecord(card: "k3x9q2ab", time: Date(timeIntervalSince1970: 1_795_000_000.7), grade: .good, machine: "m")
        #expect(r.line == #"{"card":"k3x9q2ab","time":"2026-11-18T11:06:40Z","grade":3}"#)
        #expect(ReviewRecord.parse(r.line, machine: "m") == r)
        // Other JSON spellings (spaces, key order, an escaped id) read the same.
        #expect(ReviewRecord.parse(#"{ "grade": 3, "time": "2026-11-18T11:06:40Z", "card": "k3x9q2ab" }"#, machine: "m") == r)
        #expect(ReviewRecord.parse(#"{"card":"a\"b","time":"2026-11-18T11:06:40Z","grade":3}"#, machine: "m")?.card == "a\"b")
        #expect(ReviewRecord.parse(#"{"card":"x","time":"1999-12-31T23:59:59Z","grade":4}"#, machine: "m")?.time
            == Date(timeIntervalSince1970: 946_684_799))
        #expect(ReviewRecord.parse(#"{"card":"x","time":"yesterday","grade":3}"#, machine: "m") == nil)
        #expect(ReviewRecord.parse(#"{"card":"x","time":"2026-11-18T11:06:40Z","grade":7}"#, machine: "m") == nil)
    }

    @Test func anUndoLineTakesBackTheLastReviewItNamesOnly() throws {
        let temporary = try TemporaryStore()
        let undo = ReviewUndo(card: "aaaa", time: t0.addingTimeInterval(9), undone: t0, machine: "laptop")
        #expect(undo.line == #"{"card":"aaaa","time":"2026-11-18T11:06:49Z","undo":"2026-11-18T11:06:40Z"}"#)
        #expect(ReviewUndo.parse(undo.line, machine: "laptop") == undo)
        #expect(ReviewRecord.parse(undo.line, machine: "laptop") == nil, "an undo is no review")
        // Graded good, taken back, graded easy in the same second, another card graded at that
        // second on another machine: only the good grade is gone.
        let lines = [record("aaaa", 0, .good, "laptop").line, undo.line, record("aaaa", 0, .easy, "laptop").line,
                     record("bbbb", 0, .hard, "laptop").line]
        try temporary.write(ReviewLog.path(machine: "laptop"), lines.joined(separator: "\n") + "\n")
        try temporary.write(ReviewLog.path(machine: "phone"), record("aaaa", 0, .again, "phone").line + "\n")
        let records = try ReviewLog.all(in: temporary.store)
        #expect(records.map { "\($0.machine) \($0.card) \($0.grade)" }.sorted()
            == ["laptop aaaa easy", "laptop bbbb hard", "phone aaaa again"])
    }

    @Test func twoMachinesLogsGiveOneScheduleWhateverTheOrderTheyAreRead() {
        let laptop = [record("aaaa", 0, .good, "laptop"), record("aaaa", 5, .again, "laptop"), record("bbbb", 1, .easy, "laptop")]
        let phone = [record("aaaa", 2, .good, "phone"), record("bbbb", 9, .hard, "phone"), record("aaaa", 6, .good, "phone")]
        let onLaptop = ReviewSchedule(records: laptop + phone)
        let onPhone = ReviewSchedule(records: phone + laptop)
        #expect(onLaptop.states == onPhone.states)
        // Both machines' reviews count, interleaved by time: 4 reviews of aaaa, 2 of bbbb.
        #expect(onLaptop.states["aaaa"]?.reviews == 4)
        #expect(onLaptop.states["aaaa"]?.lastReview == t0.addingTimeInterval(6 * 86400))
        #expect(onLaptop.states["bbbb"]?.lastGrade == .hard)
        // …and differs from replaying one machine alone.
        #expect(ReviewSchedule(records: laptop).states["aaaa"] != onLaptop.states["aaaa"])
    }

    @Test func aBrokenLineIsAnErrorNamingTheFileAndLine() throws {
        let fixture = try TemporaryStore()
        try fixture.write(".kept/reviews/laptop-1a2b.jsonl", record("aaaa", 0, .good, "x").line + "\nnot json\n")
        #expect(throws: KeptError.invalidField(path: ".kept/reviews/laptop-1a2b.jsonl", line: 2,
            Message(.errorReviewLogNotAReview))) {
            try ReviewLog.all(in: fixture.store)
        }
    }

    @Test func reviewsAreAppendedAndCommittedOneByOneAndTheCardFileIsUntouched() throws {
        let fixture = try TemporaryStore()
        let store = fixture.store
        try "laptop-1a2b\n".write(toFile: store.absolutePath(MachineID.relativePath), atomically: true, encoding: .utf8)
        let kind = try store.kind(named: "card")
        let added = try store.add(kind, text: "---\ntitle: 살다\nid: salda001\ncategory: 동사\n---\nto live\n")
        let before = try fixture.read(added.path)
        let card = try #require(CardDeck.load(store).cards.first)

        _ = try store.record(.good, card: card, at: t0)
        _ = try store.record(.again, card: card, at: t0.addingTimeInterval(3 * 86400))

        #expect(try fixture.read(".kept/reviews/laptop-1a2b.jsonl") == """
            {"card":"salda001","time":"2026-11-18T11:06:40Z","grade":3}
            {"card":"salda001","time":"2026-11-21T11:06:40Z","grade":1}

            """)
        #expect(try fixture.read(added.path) == before)
        #expect(try store.history().prefix(2).map(\.summary) == ["cards: review 살다 (again)", "cards: review 살다 (good)"])
        let state = try #require(try CardDeck.load(store).cards.first?.state)
        #expect(state.reviews == 2 && state.lapses == 1)
    }

    /// A card written by hand (kept's own are made with an id) gets the one its path gave its
    /// calendar UID until then (`EntryID.derived`), so the UID stays.
    @Test func aCardWithoutAnIdGetsOneInAOneLineCommit() throws {
        let fixture = try TemporaryStore()
        let store = fixture.store
        let path = "cards/동사/먹다.md"
        try fixture.write(path, "---\ntitle: 먹다\ncategory: 동사\ntags: []\n---\nto eat\n")
        _ = try store.commitOutsideEdits()
        let card = try #require(CardDeck.load(store).cards.first)
        #expect(card.id.isEmpty)
        let uid = CalendarExport.uid(of: card.entry)

        let identified = try store.identified(card)

        #expect(identified.id == EntryID.derived(kind: "card", path: path))
        #expect(CalendarExport.uid(of: identified.entry) == uid)
        #expect(try fixture.read(path) == "---\ntitle: 먹다\ncategory: 동사\ntags: []\nid: \(identified.id)\n---\nto eat\n")
        #expect(try store.history().first?.summary == "cards: id 먹다 \(identified.id)")
        // Once it has one, it keeps it: no second commit.
        let count = try store.history().count
        #expect(try store.identified(CardDeck.load(store).cards[0]).id == identified.id)
        #expect(try store.history().count == count)
    }

    @Test func newCardsGetAnIdFromTheTemplate() throws {
        let fixture = try TemporaryStore()
        let store = fixture.store
        let kind = try store.kind(named: "card")
        let text = try store.draft(kind, NewEntry(title: "살다", assignments: [FieldAssignment(key: "category", value: "동사")]))
        let id = try #require(EntryDocument(text: text).fields["id"]?.text)
        #expect(id.count == 8 && id.first!.isLetter)
        #expect(id.allSatisfy { EntryID.alphabet.contains($0) })
    }

    /// Two clones review the same card before syncing: the merge is clean (each machine wrote
    /// only its own log) and both reviews count on both sides.
    @Test func twoClonesReviewingTheSameCardMergeWithoutConflict() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("kept-merge-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let laptop = try Store(root: try Store.initialize(at: base + "/laptop").root)
        try "laptop-1a2b\n".write(toFile: laptop.absolutePath(MachineID.relativePath), atomically: true, encoding: .utf8)
        _ = try laptop.add(try laptop.kind(named: "card"), text: "---\ntitle: 살다\nid: salda001\ncategory: 동사\n---\nto live\n")
        _ = try laptop.record(.good, card: try CardDeck.load(laptop).cards[0], at: t0)
        try git(["clone", "-q", base + "/laptop", base + "/phone"], in: base)
        let phone = try Store(root: base + "/phone")
        try FileManager.default.createDirectory(atPath: phone.absolutePath(".kept/state"), withIntermediateDirectories: true)
        try "phone-9f8e\n".write(toFile: phone.absolutePath(MachineID.relativePath), atomically: true, encoding: .utf8)

        // Both review the card, the phone first, before either syncs.
        _ = try phone.record(.again, card: try CardDeck.load(phone).cards[0], at: t0.addingTimeInterval(2 * 86400))
        _ = try laptop.record(.good, card: try CardDeck.load(laptop).cards[0], at: t0.addingTimeInterval(3 * 86400))

        try git(["pull", "-q", "--no-rebase", "--no-edit", base + "/laptop", "main"], in: phone.root)
        try git(["pull", "-q", "--no-rebase", "--no-edit", base + "/phone", "main"], in: laptop.root)

        #expect(try git(["status", "--porcelain"], in: phone.root) == "")
        #expect(try git(["ls-files", "--unmerged"], in: phone.root) == "")
        let onPhone = try ReviewSchedule.load(phone).states["salda001"]
        let onLaptop = try ReviewSchedule.load(laptop).states["salda001"]
        #expect(onPhone == onLaptop)
        #expect(onPhone?.reviews == 3)
        #expect(onPhone?.lastGrade == .good)
        #expect(onPhone?.lapses == 1)
    }

    @discardableResult
    func git(_ args: [String], in folder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-c", "user.name=Test", "-c", "user.email=t@example.com"] + args
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SupportFailure("git \(args.joined(separator: " ")) failed with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

struct SupportFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@Suite("The machine id names this machine's review log")
struct MachineIDTests {
    @Test func madeOnceFromTheHostNameWithASuffixOrTakenFromKeptMachine() throws {
        let fixture = try TemporaryStore()
        func store(_ environment: [String: String], host: String) throws -> Store {
            try Store(root: fixture.root, machine: ThisMachine(environment: environment, hostName: host))
        }
        let first = try MachineID.of(store([:], host: "Jimin-Laptop.local"))
        #expect(first.firstMatch(of: /^jimin-laptop-[0-9a-f]{4}$/) != nil, "\(first)")
        #expect(try MachineID.of(store([:], host: "other")) == first)
        #expect(try fixture.read(MachineID.relativePath) == first + "\n")
        // The name sync uses for conflict copies, when the user set one.
        #expect(try MachineID.of(store(["KEPT_MACHINE": "책상"], host: "x")) == "책상")
        #expect(MachineName.current(environment: ["KEPT_MACHINE": "책상"], hostName: "x") == "책상")
    }

    /// The domain reads no environment: what it knows of the machine is what it is told.
    @Test func theMachineIsToldNotRead() throws {
        let told = ThisMachine(environment: ["KEPT_MACHINE": " 서재 ", "KEPT_LOCK_TIMEOUT": "2.5"], hostName: "laptop.local")
        #expect(told == ThisMachine(name: "서재", nameIsChosen: true, lockTimeout: 2.5))
        let host = ThisMachine(environment: ["KEPT_LOCK_TIMEOUT": "soon"], hostName: "Jimin-Laptop.local")
        #expect(host == ThisMachine(name: "jimin-laptop", nameIsChosen: false, lockTimeout: 30))
        // A name that slugs to nothing is still the user's choice: the host's name without a suffix.
        #expect(ThisMachine(environment: ["KEPT_MACHINE": "..."], hostName: "desk") == ThisMachine(name: "desk", nameIsChosen: true))
        #expect(ThisMachine(environment: [:], hostName: "").name == "machine")
        let fixture = try TemporaryStore()
        #expect(fixture.store.machine == .unnamed)
        #expect(try Store(root: fixture.root, machine: told).machine.name == "서재")
    }
}
