import Foundation
import ReferenceTools
import Testing
@testable import Kept

/// Expected numbers come from py-fsrs (`fsrs` 6.x on PyPI), run in the test with kept's settings:
/// default weights, no learning or relearning steps, no fuzz (`PyFSRS`). FSRSReferenceTests
/// replays a thousand generated histories the same way.
@Suite("FSRS-6 scheduling")
struct FSRSTests {
    let fsrs = FSRS()
    static let start = 1_795_000_000  // 2026-11-18T09:46:40Z

    /// Reviews at `days` after `start` (a minute apart when on the same day) with `grades`.
    static func history(_ days: [Int], _ grades: [Grade], retention: Double = FSRS.defaultRetention) -> PyFSRS.History {
        PyFSRS.History(retention: retention, reviews: zip(days, grades).enumerated().map { i, review in
            PyFSRS.Review(time: start + review.0 * 86400 + i * 60, grade: review.1.rawValue)
        })
    }

    static func records(_ history: PyFSRS.History, card: String = "abcdefgh") -> [ReviewRecord] {
        history.reviews.map {
            ReviewRecord(card: card, time: Date(timeIntervalSince1970: Double($0.time)), grade: Grade(rawValue: $0.grade)!, machine: "m")
        }
    }

    @Test(.enabled(if: ReferencePython.available))
    func firstReviewOfANewCard() throws {
        let reference = try PyFSRS.replay(Grade.allCases.map { Self.history([0], [$0]) })
        for (grade, outcome) in zip(Grade.allCases, reference.outcomes) {
            let memory = fsrs.review(nil, grade: grade, elapsedDays: 0)
            #expect(abs(memory.stability - outcome.final.stability) < 1e-9, "\(grade)")
            #expect(abs(memory.difficulty - outcome.final.difficulty) < 1e-9, "\(grade)")
            #expect(fsrs.interval(stability: memory.stability) == outcome.final.interval, "\(grade)")
        }
    }

    @Test(.enabled(if: ReferencePython.available))
    func aSequenceOfReviewsWithALapseAndSameDayReviews() throws {
        let days = [0, 2, 12, 12, 15, 15, 25, 25]
        let grades: [Grade] = [.good, .good, .again, .good, .hard, .hard, .easy, .again]
        let expected = try PyFSRS.replay([Self.history(days, grades)]).outcomes[0].steps
        #expect(expected.count == days.count)
        var memory: FSRS.Memory?
        var last = 0
        for (i, step) in expected.enumerated() {
            let next = fsrs.review(memory, grade: grades[i], elapsedDays: days[i] - last)
            #expect(abs(next.stability - step.stability) < 1e-9, "review \(i)")
            #expect(abs(next.difficulty - step.difficulty) < 1e-9, "review \(i)")
            #expect(fsrs.interval(stability: next.stability) == step.interval, "review \(i)")
            memory = next
            last = days[i]
        }
    }

    /// Issue 28's case (shared/cases/references/fsrs_min.sh): good, then hard an hour later. A
    /// same-day hard must not lower stability, as py-fsrs never lets it.
    @Test(.enabled(if: ReferencePython.available))
    func aHardTheSameDayNeverLowersStability() throws {
        let history = PyFSRS.History(retention: 0.9, reviews: [
            PyFSRS.Review(time: 1_767_225_600, grade: 3), PyFSRS.Review(time: 1_767_229_200, grade: 2),
        ])
        let expected = try PyFSRS.replay([history]).outcomes[0].final
        let state = try #require(ReviewSchedule(records: Self.records(history)).states["abcdefgh"])
        #expect(abs(state.memory.stability - expected.stability) < 1e-9)
        #expect(abs(state.memory.difficulty - expected.difficulty) < 1e-9)
        #expect(state.interval == expected.interval)
        #expect(Int(state.due.timeIntervalSince1970) == expected.due)
        #expect(state.memory.stability >= fsrs.review(nil, grade: .good, elapsedDays: 0).stability)
    }

    @Test(.enabled(if: ReferencePython.available))
    func desiredRetentionChangesTheInterval() throws {
        let cases: [(Double, Grade)] = [(0.8, .good), (0.95, .easy), (0.7, .hard), (0.97, .good)]
        let reference = try PyFSRS.replay(cases.map { Self.history([0], [$0.1], retention: $0.0) })
        for ((retention, grade), outcome) in zip(cases, reference.outcomes) {
            let fsrs = FSRS(retention: retention)
            #expect(fsrs.interval(stability: fsrs.review(nil, grade: grade, elapsedDays: 0).stability) == outcome.final.interval,
                    "retention \(retention), \(grade)")
        }
        // Stability is the 90 % interval by definition.
        #expect(abs(fsrs.retrievability(elapsedDays: 10, stability: 10) - 0.9) < 1e-12)
    }

    /// Intervals are whole days as Python's round() makes them (a half goes to the even day),
    /// at least 1 and at most 36,500: py-fsrs's own `_next_interval` on stabilities that land on
    /// halves, the edges and beyond.
    @Test(.enabled(if: ReferencePython.available))
    func intervalsRoundAsPyFSRSRounds() throws {
        let stabilities = [0.001, 0.5, 1.5, 2.5, 3.5, 4.5, 10.5, 100.5, 36499.5, 36500.5, 1e9, 1e300]
        let script = """
            import json, sys
            from fsrs import Scheduler
            s = Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)
            json.dump([s._next_interval(stability=x) for x in json.load(sys.stdin)], sys.stdout)
            """
        let expected = try ReferencePython.json(script, stabilities, as: [Int].self)
        #expect(stabilities.map { fsrs.interval(stability: $0) } == expected)
    }

    @Test(.enabled(if: ReferencePython.available))
    func theLogReplaysToTheSameNumbers() throws {
        let history = Self.history([0, 2, 12, 12, 15, 25], [.good, .good, .again, .good, .hard, .easy])
        let expected = try PyFSRS.replay([history]).outcomes[0].final
        let records = Self.records(history)
        let state = try #require(ReviewSchedule(records: records.reversed()).states["abcdefgh"])
        #expect(abs(state.memory.stability - expected.stability) < 1e-9)
        #expect(abs(state.memory.difficulty - expected.difficulty) < 1e-9)
        #expect(state.interval == expected.interval)
        #expect(state.reviews == 6)
        #expect(state.lapses == 1)
        #expect(Int(state.due.timeIntervalSince1970) == expected.due)
    }

    @Test func gradesAreTypedAsNumbersOrNames() {
        #expect(Grade(typed: "3") == .good)
        #expect(Grade(typed: " Easy ") == .easy)
        #expect(Grade(typed: "a") == .again)
        #expect(Grade(typed: "5") == nil)
        #expect(Grade(typed: "") == nil)
    }
}
