import Foundation
import Testing
@testable import Kept

/// Expected numbers come from `scripts/fsrs6-reference.py`: an independent Python rendering of
/// the published FSRS-6 formulas (FSRS wiki "The Algorithm"; py-fsrs 6.x scheduler.py), default
/// weights, retention 0.9, no fuzz, no learning steps. Its output, pasted:
///
///     first review grade 1: S=0.212000 D=6.413300 interval=1
///     first review grade 2: S=1.293100 D=5.112171 interval=1
///     first review grade 3: S=2.306500 D=2.118104 interval=2
///     first review grade 4: S=8.295600 D=1.000000 interval=8
///     day 0 grade 3: S=2.306500 D=2.118104 interval=2
///     day 2 grade 3: S=10.964332 D=2.111214 interval=11
///     day 12 grade 1: S=1.522138 D=7.392238 interval=2
///     day 12 grade 3: S=1.555735 D=7.380074 interval=2
///     day 15 grade 2: S=4.168449 D=8.246000 interval=4
///     day 25 grade 4: S=20.154022 D=7.645123 interval=20
///     retention 0.8, good first: interval=8
///     retention 0.95, easy first: interval=3
@Suite("FSRS-6 scheduling")
struct FSRSTests {
    let fsrs = FSRS()

    @Test(arguments: [
        (Grade.again, 0.212000, 6.413300, 1),
        (Grade.hard, 1.293100, 5.112171, 1),
        (Grade.good, 2.306500, 2.118104, 2),
        (Grade.easy, 8.295600, 1.000000, 8),
    ])
    func firstReviewOfANewCard(grade: Grade, stability: Double, difficulty: Double, interval: Int) {
        let memory = fsrs.review(nil, grade: grade, elapsedDays: 0)
        #expect(abs(memory.stability - stability) < 1e-6)
        #expect(abs(memory.difficulty - difficulty) < 1e-6)
        #expect(fsrs.interval(stability: memory.stability) == interval)
    }

    @Test func aSequenceOfReviewsWithALapseAndASameDayReview() {
        let reviews: [(day: Int, grade: Grade)] = [(0, .good), (2, .good), (12, .again), (12, .good), (15, .hard), (25, .easy)]
        let expected: [(Double, Double, Int)] = [
            (2.306500, 2.118104, 2), (10.964332, 2.111214, 11), (1.522138, 7.392238, 2),
            (1.555735, 7.380074, 2), (4.168449, 8.246000, 4), (20.154022, 7.645123, 20),
        ]
        var memory: FSRS.Memory?
        var last = 0
        for (review, (stability, difficulty, interval)) in zip(reviews, expected) {
            let next = fsrs.review(memory, grade: review.grade, elapsedDays: review.day - last)
            #expect(abs(next.stability - stability) < 1e-5, "day \(review.day)")
            #expect(abs(next.difficulty - difficulty) < 1e-5, "day \(review.day)")
            #expect(fsrs.interval(stability: next.stability) == interval, "day \(review.day)")
            memory = next
            last = review.day
        }
    }

    @Test func desiredRetentionChangesTheInterval() {
        #expect(FSRS(retention: 0.8).interval(stability: FSRS.defaultWeights[2]) == 8)
        #expect(FSRS(retention: 0.95).interval(stability: FSRS.defaultWeights[3]) == 3)
        // Stability is the 90 % interval by definition.
        #expect(abs(fsrs.retrievability(elapsedDays: 10, stability: 10) - 0.9) < 1e-12)
    }

    @Test func theLogReplaysToTheSameNumbers() {
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        let days = [0, 2, 12, 12, 15, 25]
        let grades: [Grade] = [.good, .good, .again, .good, .hard, .easy]
        let records = zip(days, grades).enumerated().map { i, pair in
            ReviewRecord(card: "abcdefgh", time: start.addingTimeInterval(Double(pair.0) * 86400 + Double(i) * 60),
                         grade: pair.1, machine: "m")
        }
        let state = ReviewSchedule(records: records).states["abcdefgh"]!
        #expect(abs(state.memory.stability - 20.154022) < 1e-5)
        #expect(state.interval == 20)
        #expect(state.reviews == 6)
        #expect(state.lapses == 1)
        #expect(state.due == records.last!.time.addingTimeInterval(20 * 86400))
    }

    @Test func gradesAreTypedAsNumbersOrNames() {
        #expect(Grade(typed: "3") == .good)
        #expect(Grade(typed: " Easy ") == .easy)
        #expect(Grade(typed: "a") == .again)
        #expect(Grade(typed: "5") == nil)
        #expect(Grade(typed: "") == nil)
    }
}
