import Foundation
import Kept
import ReferenceTools
import Testing

/// `kept log REF` lists every commit `git log --follow -- PATH` lists for the entry (leaving
/// out what git finds by taking a new file for a copy of another), on histories made by kept
/// on two machines that sync: renames on either side of a merge, on the other machine, back
/// and forth, in the merge itself, a removal and a re-add, and generated sequences of them.
@Suite("kept log as git log --follow", .enabled(if: GitFollowComparison.gitAvailable), .tags(.slow), .fullSuiteOnly)
struct HistoryFollowTests {
    /// The laptop renames an entry and changes another while the desktop changed that other
    /// one too: the laptop's sync merges. The commits before the rename stayed listed only when
    /// the walk happened to reach the rename first (`git_follow_min.sh`).
    @Test func aMergingSyncKeepsTheCommitsBeforeARename() throws {
        let two = try TwoHistories()
        try two.laptop(["new", "diary", "Quiet", "--date", "2026-11-16", "--body", "x", "--no-edit"])
        try two.laptop(["new", "diary", "Other", "--date", "2026-11-10", "--body", "y", "--no-edit"])
        try two.laptop(["sync"])
        try two.cloneDesktop()
        try two.desktop(["set", "--new-field", "Other", "mood=x"])
        try two.desktop(["sync"])
        try two.laptop(["mv", "Quiet", "Calm"])
        try two.laptop(["set", "--new-field", "Other", "weather=z"])
        try two.laptop(["sync"])
        let calm = try two.compare("diary/2026/11/2026-11-16-calm.md", at: .laptop)
        #expect(calm.agrees, "\(calm)")
        #expect(calm.kept.count == 2 && calm.identical, "the rename and the add: \(calm)")
    }

    /// Each machine edits the entry, one renames it before syncing, the other after: both
    /// sides of every merge are followed, under the name the entry has on each.
    @Test(arguments: [Machine.laptop, .desktop])
    func renamesOnEitherSideOfAMerge(renamer: Machine) throws {
        let two = try TwoHistories()
        try two.startSharing(["new", "card", "살다", "--category", "동사", "--body", "to live, a verb used every day", "--no-edit"])
        let other: Machine = renamer == .laptop ? .desktop : .laptop
        try two.run(other, ["set", "--new-field", "cards/동사/살다.md", "level=2"])
        try two.run(renamer, ["mv", "cards/동사/살다.md", "살아가다"])
        try two.run(renamer, ["set", "--new-field", "cards/동사/살아가다.md", "note=renamed here"])
        try two.run(other, ["sync"])
        try two.run(renamer, ["sync"])   // merges the other's edit into the renamed card
        try two.run(other, ["sync"])
        try two.run(other, ["set", "--new-field", "cards/동사/살아가다.md", "level=3"])
        try two.run(other, ["sync"])
        try two.run(renamer, ["sync"])
        for machine in [Machine.laptop, .desktop] {
            let comparison = try two.compare("cards/동사/살아가다.md", at: machine)
            #expect(comparison.agrees, "\(machine): \(comparison)")
            #expect(comparison.kept.contains { $0.path == "cards/동사/살다.md" && $0.id == comparison.git.last },
                    "the add, under the old name: \(comparison)")
        }
    }

    /// The other machine renames the entry (twice, back to its first name on the way) while
    /// this one edits it; then this one moves it to another category, and both sync.
    @Test func renamesOnTheOtherMachineBackAndForth() throws {
        let two = try TwoHistories()
        try two.startSharing(["new", "card", "살다", "--category", "동사", "--body", "to live, a verb used every day", "--no-edit"])
        try two.desktop(["mv", "cards/동사/살다.md", "살아가다"])
        try two.desktop(["mv", "cards/동사/살아가다.md", "살다"])
        try two.desktop(["mv", "cards/동사/살다.md", "지내다"])
        try two.laptop(["set", "--new-field", "cards/동사/살다.md", "level=1"])
        try two.desktop(["sync"])
        try two.laptop(["sync"])
        try two.laptop(["set", "--new-field", "cards/동사/지내다.md", "category=일상"])
        try two.laptop(["sync"])
        try two.desktop(["sync"])
        for machine in [Machine.laptop, .desktop] {
            let comparison = try two.compare("cards/일상/지내다.md", at: machine)
            #expect(comparison.agrees, "\(machine): \(comparison)")
            #expect(comparison.kept.count >= 6, "add, three renames, the edit, the move: \(comparison)")
        }
    }

    /// A removed entry added again under the same path (by `kept restore` and by `kept new`)
    /// has one history, as git has it: each life, the removals between them.
    @Test func aRemovalAndAReAddKeepOneHistory() throws {
        let two = try TwoHistories()
        try two.startSharing(["new", "diary", "Rain", "--date", "2026-11-16", "--body", "rain all day on the roof", "--no-edit"])
        let path = "diary/2026/11/2026-11-16-rain.md"
        try two.desktop(["set", "--new-field", path, "mood=grey"])
        try two.laptop(["rm", path])
        try two.laptop(["restore", path])
        try two.laptop(["rm", path])
        try two.laptop(["new", "diary", "Rain", "--date", "2026-11-16", "--body", "another rain, another day", "--no-edit"])
        try two.desktop(["sync"])
        try two.laptop(["sync"])
        try two.desktop(["sync"])
        for machine in [Machine.laptop, .desktop] {
            let comparison = try two.compare(path, at: machine)
            #expect(comparison.agrees, "\(machine): \(comparison)")
        }
    }

    /// Histories of seeded random changes on two machines that sync now and then: for every
    /// entry at HEAD, on both machines, kept lists every commit git lists for it. Paths no
    /// entry holds any more are compared too; there kept may still miss what git finds by
    /// luck of its date order when both machines renamed the same entry and neither side of a
    /// merge holds that path (README, "kept log and git log --follow"): at most 1 in 20.
    /// `KEPT_FOLLOW_HISTORIES=N` runs N of them (default 12), `KEPT_FOLLOW_SEED=S` one,
    /// `KEPT_FOLLOW_KEEP=FOLDER` copies the stores that disagree there.
    @Test func generatedHistoriesAgreeWithGit() throws {
        let count = ProcessInfo.processInfo.environment["KEPT_FOLLOW_HISTORIES"].flatMap(Int.init) ?? 12
        var cases = 0, agreeing = 0, identical = 0, copyGuesses = 0
        var disagreements: [String] = [], removedDisagreements: [String] = []
        let seeds = ProcessInfo.processInfo.environment["KEPT_FOLLOW_SEED"].flatMap(Int.init).map { [$0] } ?? Array(1...max(count, 1))
        for seed in seeds {
            let two = try TwoHistories()
            var history = GeneratedHistory(seed: UInt64(seed), two: two)
            try history.play(steps: 22)
            for machine in [Machine.laptop, .desktop] {
                for path in try GitFollowComparison.entryPaths(store: two.store(machine), sandbox: two.sandbox) {
                    let comparison = try two.compare(path, at: machine)
                    cases += 1
                    let live = FileManager.default.fileExists(atPath: two.store(machine) + "/" + path)
                    if comparison.agrees {
                        agreeing += 1
                    } else if live {
                        disagreements.append("seed \(seed), \(machine): \(comparison)")
                    } else {
                        removedDisagreements.append("seed \(seed), \(machine): \(comparison)")
                    }
                    if !comparison.agrees, let keep = ProcessInfo.processInfo.environment["KEPT_FOLLOW_KEEP"] {
                        try? FileManager.default.copyItem(atPath: two.store(machine), toPath: "\(keep)/\(seed)-\(machine)")
                    }
                    if comparison.identical { identical += 1 }
                    if !comparison.afterCopyGuess.isEmpty { copyGuesses += 1 }
                }
            }
        }
        print("git log --follow: \(agreeing)/\(cases) paths agree (\(identical) identical lists; \(copyGuesses) where git followed a copy)")
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(cases):\n\(disagreements.joined(separator: "\n"))")
        #expect(removedDisagreements.count * 20 <= cases,
                "\(removedDisagreements.count) of \(cases):\n\(removedDisagreements.joined(separator: "\n"))")
        #expect(cases > count * 4, "every history holds several entries")
    }
}

extension HistoryFollowTests {
    enum Machine: String, CustomStringConvertible, Sendable {
        case laptop, desktop
        var description: String { rawValue }
    }

    /// Two machines syncing through a bare remote, with an editor that appends `EDIT_LINE`.
    struct TwoHistories {
        let sandbox: Sandbox
        let machines: TwoMachines
        let appendingEditor: String

        init() throws {
            sandbox = try Sandbox(initStore: false)
            machines = try TwoMachines(in: sandbox)
            appendingEditor = try sandbox.editor("append", #"printf '%s\n' "$EDIT_LINE" >> "$1""#)
            try sandbox.ok(["clone", machines.remote, machines.laptop])
        }

        func store(_ machine: Machine) -> String { machine == .laptop ? machines.laptop : machines.desktop }
        func env(_ machine: Machine) -> [String: String?] { machine == .laptop ? machines.atLaptop : machines.atDesktop }

        /// Runs kept on `machine`; a failure is recorded.
        @discardableResult
        func run(_ machine: Machine, _ args: [String], extra: [String: String?] = [:],
                 sourceLocation: SourceLocation = #_sourceLocation) throws -> KeptResult {
            try sandbox.ok(args, env: env(machine).merging(extra) { $1 }, sourceLocation: sourceLocation)
        }

        /// Runs kept on `machine` when it may refuse (a generated step): the result, recorded nowhere.
        func attempt(_ machine: Machine, _ args: [String], extra: [String: String?] = [:]) throws -> KeptResult {
            try sandbox.run(args, env: env(machine).merging(extra) { $1 })
        }

        func laptop(_ args: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
            try run(.laptop, args, sourceLocation: sourceLocation)
        }

        func desktop(_ args: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
            try run(.desktop, args, sourceLocation: sourceLocation)
        }

        func cloneDesktop() throws { try sandbox.ok(["clone", machines.remote, machines.desktop]) }

        /// The laptop makes the first entry with `new` and syncs; the desktop clones.
        func startSharing(_ new: [String]) throws {
            try laptop(new)
            try laptop(["sync"])
            try cloneDesktop()
        }

        func compare(_ path: String, at machine: Machine) throws -> GitFollowComparison {
            try GitFollowComparison.compare(path, store: store(machine), sandbox: sandbox, env: env(machine))
        }
    }

    /// A seeded sequence of kept commands on the two machines: new diary entries and cards,
    /// renames (often back to an earlier title), moves by date or category, field edits, body
    /// edits, removals, restores and syncs; both machines sync at the end.
    ///
    /// Each entry's titles are its own (`Rain n3`, `비 n3`, `Calm n3 again`): two entries never
    /// share a path, whose history git would tell as one file's (a path removed and added
    /// again by the same entry is `restore`).
    struct GeneratedHistory {
        var random: SeededRandom
        let two: TwoHistories
        var entries = 0
        static let dates = ["2026-11-16", "2026-11-10", "2026-10-03"]
        static let categories = ["동사", "명사", "일상"]
        static let words = ["snow", "tea", "river", "바람", "고양이", "market", "letter", "lamp", "밤", "train", "garden", "소리"]

        init(seed: UInt64, two: TwoHistories) {
            random = SeededRandom(seed: seed)
            self.two = two
        }

        mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }

        mutating func sentence() -> String { (0..<8).map { _ in pick(Self.words) }.joined(separator: " ") }

        mutating func play(steps: Int) throws {
            try two.run(.laptop, newEntry())
            try two.run(.laptop, newEntry())
            try two.run(.laptop, ["sync"])
            try two.cloneDesktop()
            for _ in 0..<steps {
                let machine: Machine = random.next() % 2 == 0 ? .laptop : .desktop
                _ = try two.attempt(machine, try step(on: machine), extra: ["KEPT_EDITOR": two.appendingEditor, "EDIT_LINE": sentence()])
            }
            for machine in [Machine.laptop, .desktop, .laptop] { _ = try two.attempt(machine, ["sync"]) }
        }

        mutating func newEntry() -> [String] {
            entries += 1
            let title = title(of: entries)
            if random.next() % 2 == 0 {
                return ["new", "diary", title, "--date", pick(Self.dates), "--body", sentence(), "--no-edit"]
            }
            return ["new", "card", title, "--category", pick(Self.categories), "--body", sentence(), "--no-edit"]
        }

        /// One of entry `number`'s titles.
        mutating func title(of number: Int) -> String {
            pick(["Rain n\(number)", "비 n\(number)", "Calm n\(number) again"])
        }

        /// The entry number in a path's file name (`…-rain-n3.md`).
        static func number(in path: String) -> Int? {
            guard let marker = path.range(of: "-n", options: .backwards) else { return nil }
            return Int(path[marker.upperBound...].prefix { $0.isNumber })
        }

        /// One command for `machine`, chosen among what its store holds.
        mutating func step(on machine: Machine) throws -> [String] {
            let store = two.store(machine)
            let entries = try ["diary", "cards"].flatMap { folder -> [String] in
                let root = URL(fileURLWithPath: store).appendingPathComponent(folder)
                let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
                return files.filter { $0.hasSuffix(".md") && !$0.contains(".conflict-") }.map { "\(folder)/\($0)" }
            }.sorted()
            let roll = random.next() % 100
            guard !entries.isEmpty, roll >= 12 else { return roll < 6 || entries.isEmpty ? newEntry() : ["sync"] }
            let entry = pick(entries)
            switch roll {
            case ..<30: return ["sync"]
            case ..<45:
                guard let number = Self.number(in: entry) else { return ["sync"] }
                return ["mv", entry, title(of: number)]
            case ..<55:
                return entry.hasPrefix("cards/") ? ["set", "--new-field", entry, "category=\(pick(Self.categories))"]
                                                 : ["set", "--new-field", entry, "date=\(pick(Self.dates))"]
            case ..<68: return ["set", "--new-field", entry, "mood=\(pick(Self.words))"]
            case ..<82: return ["edit", entry]
            case ..<90: return ["rm", entry]
            default:
                let removed = try GitFollowComparison.git(["log", "--diff-filter=D", "--format=", "--name-only"], store: store, sandbox: two.sandbox)
                    .split(separator: "\n").map(String.init).filter { !entries.contains($0) && !$0.contains(".conflict-") }
                return removed.isEmpty ? newEntry() : ["restore", pick(removed.sorted())]
            }
        }
    }
}
