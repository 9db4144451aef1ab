import Foundation
import ReferenceTools
import Testing
@testable import Kept

/// Generated review histories replayed by kept and by py-fsrs, the reference (issue 28): grades
/// at random, gaps from a minute to decades (many under a day, many a second either side of
/// 24 hours), desired retention 0.70–0.97, due days read in zones from UTC−11 to UTC+14, and
/// every history's reviews split at random between two machines' logs that kept merges.
@Suite("FSRS-6 against py-fsrs")
struct FSRSReferenceTests {
    static let machines = ["laptop-3f9a", "phone-77c1"]
    static let zones = ["UTC", "Asia/Seoul", "America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago",
                        "Asia/Kolkata", "Australia/Lord_Howe", "America/St_Johns", "Europe/Berlin"]

    struct Generated {
        let card: String
        let history: PyFSRS.History
        /// The machine whose log holds each review, in the order of `history.reviews`.
        let machines: [String]
    }

    /// `count` histories from `seed`: the same ones on every machine.
    static func generate(count: Int, seed: UInt64) -> [Generated] {
        var random = SeededRandom(seed: seed)
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        func between(_ low: Double, _ high: Double) -> Double { low + (high - low) * random.unit() }
        return (0..<count).map { number in
            // Half the retentions as a person writes them (0.85), half any number in the range.
            var retention = between(0.70, 0.97)
            if number % 2 == 0 { retention = (retention * 100).rounded() / 100 }
            var time = Int(between(631_152_000, 2_082_758_400))  // 1990 … 2036
            var reviews: [PyFSRS.Review] = [], machines: [String] = []
            let length = number % 10 == 0 ? 20 + Int(random.next() % 30) : 1 + Int(random.next() % 12)
            for _ in 0..<length {
                // Again and good most often, as people grade; a quarter of the histories uniform.
                let grade = number % 4 == 0 ? 1 + Int(random.next() % 4) : pick([1, 1, 2, 2, 3, 3, 3, 3, 4])
                reviews.append(PyFSRS.Review(time: time, grade: grade))
                machines.append(pick(machines.isEmpty ? Self.machines : Self.machines + [machines.last!, machines.last!]))
                time += gap(&random)
            }
            return Generated(card: id(number), history: PyFSRS.History(retention: retention, reviews: reviews, zone: pick(zones)),
                             machines: machines)
        }
    }

    /// A card id in kept's alphabet, eight letters, one per number.
    static func id(_ number: Int) -> String {
        let letters = Array("abcdefghjkmnpqrstuvwxyz")
        var n = number, digits: [Character] = []
        repeat { digits.append(letters[n % letters.count]); n /= letters.count } while n > 0
        return "g" + String(repeating: "a", count: max(0, 7 - digits.count)) + String(digits.reversed())
    }

    /// Seconds to the next review: the same day, a second either side of a whole day, days to
    /// years (log-uniform), or decades.
    static func gap(_ random: inout SeededRandom) -> Int {
        let day = 86400.0
        switch random.next() % 20 {
        case 0..<5: return Int(60 * pow(1440, random.unit()))  // 1 minute … 1 day
        case 5..<7: return 86400 * (1 + Int(random.next() % 3)) + Int(random.next() % 5) - 2
        case 7..<18: return Int(day * pow(3 * 365, random.unit()))  // 1 day … 3 years
        default: return Int(day * 365 * between(3, 30, random.unit()))
        }
    }

    static func between(_ low: Double, _ high: Double, _ unit: Double) -> Double { low + (high - low) * unit }

    static func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        return calendar
    }

    /// How kept's state differs from py-fsrs's, or nil when it agrees: the same due instant and
    /// due day, the same interval, stability and difficulty within 1e-6.
    static func difference(_ kept: ReviewSchedule.State, _ reference: PyFSRS.State, zone: String) -> String? {
        var problems: [String] = []
        let due = Int(kept.due.timeIntervalSince1970)
        if due != reference.due { problems.append("due \(due) vs \(reference.due)") }
        let day = Day(kept.due, calendar: calendar(zone)).iso
        if day != reference.dueDay { problems.append("due day \(day) vs \(reference.dueDay)") }
        if kept.interval != reference.interval { problems.append("interval \(kept.interval) vs \(reference.interval)") }
        if abs(kept.memory.stability - reference.stability) > 1e-6 { problems.append("S \(kept.memory.stability) vs \(reference.stability)") }
        if abs(kept.memory.difficulty - reference.difficulty) > 1e-6 { problems.append("D \(kept.memory.difficulty) vs \(reference.difficulty)") }
        return problems.isEmpty ? nil : problems.joined(separator: ", ")
    }

    @Test(.enabled(if: ReferencePython.available))
    func generatedHistoriesFromTwoMachinesScheduleAsPyFSRSDoes() throws {
        let generated = Self.generate(count: 1200, seed: 28)
        let reference = try PyFSRS.replay(generated.map(\.history))
        #expect(reference.version.hasPrefix("6."))
        #expect(reference.outcomes.count == generated.count)

        // Each machine's log in time order, as each machine appended it; kept reads and merges both.
        let temporary = try TemporaryStore()
        var lines: [String: [(Int, String)]] = [:]
        for item in generated {
            for (review, machine) in zip(item.history.reviews, item.machines) {
                let record = ReviewRecord(card: item.card, time: Date(timeIntervalSince1970: Double(review.time)),
                                          grade: Grade(rawValue: review.grade)!, machine: machine)
                lines[machine, default: []].append((review.time, record.line))
            }
        }
        for (machine, machineLines) in lines {
            try temporary.write(ReviewLog.path(machine: machine),
                                machineLines.sorted { $0.0 < $1.0 }.map { $0.1 + "\n" }.joined())
        }
        let records = Dictionary(grouping: try ReviewLog.all(in: temporary.store), by: \.card)

        var dueDiffers = 0, anyDiffers = 0, stepsDiffer = 0, reviews = 0
        var examples: [String] = []
        for (item, outcome) in zip(generated, reference.outcomes) {
            let fsrs = FSRS(retention: item.history.retention)
            let cardRecords = records[item.card] ?? []
            #expect(cardRecords.count == item.history.reviews.count)
            let schedule = ReviewSchedule(records: cardRecords, fsrs: fsrs)
            let final = try #require(schedule.states[item.card])
            if let problem = Self.difference(final, outcome.final, zone: item.history.zone) {
                anyDiffers += 1
                if Int(final.due.timeIntervalSince1970) != outcome.final.due { dueDiffers += 1 }
                if examples.count < 5 { examples.append("\(item.card) (\(item.history.reviews.map(\.grade))): \(problem)") }
            }
            // And after every review, not only the last.
            var state: ReviewSchedule.State?
            for (record, expected) in zip(cardRecords.sorted(by: ReviewRecord.replayOrder), outcome.steps) {
                state = schedule.after(state, grade: record.grade, at: record.time)
                reviews += 1
                if Self.difference(state!, expected, zone: item.history.zone) != nil { stepsDiffer += 1 }
            }
        }
        let summary = "py-fsrs \(reference.version): \(generated.count) cards, \(reviews) reviews; due date differs on "
            + "\(dueDiffers) cards, anything differs on \(anyDiffers) cards and after \(stepsDiffer) reviews"
        print(summary)
        #expect(anyDiffers == 0 && stepsDiffer == 0, "\(summary)\n\(examples.joined(separator: "\n"))")
    }

    /// The histories cover what the issue asks for: same-day reviews, gaps over years, every
    /// grade, both machines in one card's log, retentions across 0.70–0.97, several zones.
    @Test func theGeneratedHistoriesCoverTheCases() {
        let generated = Self.generate(count: 1200, seed: 28)
        let gaps = generated.flatMap { item in zip(item.history.reviews, item.history.reviews.dropFirst()).map { $1.time - $0.time } }
        #expect(gaps.filter { $0 < 86400 }.count > 1000)
        #expect(gaps.contains(86399) && gaps.contains(86400) && gaps.contains(86401))
        #expect(gaps.filter { $0 > 365 * 86400 }.count > 500)
        #expect(Set(generated.flatMap { $0.history.reviews.map(\.grade) }) == [1, 2, 3, 4])
        #expect(generated.filter { Set($0.machines).count == 2 }.count > 500)
        let retentions = generated.map(\.history.retention)
        #expect(retentions.min()! < 0.72 && retentions.max()! > 0.95 && retentions.allSatisfy { (0.70...0.97).contains($0) })
        #expect(Set(generated.map(\.history.zone)).count == Self.zones.count)
        #expect(generated.count >= 1000)
    }
}
