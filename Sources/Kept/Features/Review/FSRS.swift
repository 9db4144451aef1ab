import Foundation

/// FSRS-6, the Free Spaced Repetition Scheduler, as py-fsrs 6.x (`fsrs` on PyPI, fsrs/scheduler.py)
/// schedules with `Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)` and
/// the default weights; the suite replays generated histories through both (FSRSReferenceTests).
///
/// Days are whole 24-hour periods elapsed between reviews (py-fsrs's `timedelta.days`), counted
/// on UTC instants, never calendar dates in a zone: every machine replaying the same log gets the
/// same numbers whatever its time zone, and a review less than 24 hours after the last is a
/// same-day review. There are no learning steps and no fuzz: a review is scheduled days ahead,
/// and an unseeded fuzz would make replays disagree. Powers of e are `pow(e, x)`, as py-fsrs's
/// `math.e ** x`, not `exp(x)`: the two differ in the last bit for half of all x, enough to move
/// an interval that falls on a rounding edge.
package struct FSRS: Sendable {
    /// w0…w20, the FSRS-6 defaults.
    package static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666,
        0.796, 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]
    package static let defaultRetention = 0.9
    package static let maximumInterval = 36500

    package let weights: [Double]
    /// The probability of recall a review is scheduled for (0.9: review when 90 % remembered).
    package let retention: Double

    package init(retention: Double = FSRS.defaultRetention, weights: [Double] = FSRS.defaultWeights) {
        precondition(weights.count == 21, "FSRS-6 takes 21 weights")
        self.weights = weights
        self.retention = retention
    }

    /// What is known of a card after its reviews.
    package struct Memory: Sendable, Equatable {
        /// Days until recall probability falls to 90 %.
        package var stability: Double
        /// 1 (easy) … 10 (hard).
        package var difficulty: Double
    }

    /// The memory after a review with `grade`; `previous` is nil for a card's first review,
    /// `elapsedDays` the whole days since the last review.
    package func review(_ previous: Memory?, grade: Grade, elapsedDays: Int) -> Memory {
        guard let previous else {
            return Memory(stability: max(w(grade.rawValue - 1), 0.001), difficulty: clampedDifficulty(initialDifficulty(grade)))
        }
        let stability: Double
        if elapsedDays < 1 {
            stability = shortTermStability(previous.stability, grade)
        } else {
            let r = retrievability(elapsedDays: Double(elapsedDays), stability: previous.stability)
            stability = grade == .again
                ? forgetStability(previous, r)
                : recallStability(previous, r, grade)
        }
        return Memory(stability: max(stability, 0.001), difficulty: nextDifficulty(previous.difficulty, grade))
    }

    /// The probability of recall `elapsedDays` after a review that left `stability`.
    package func retrievability(elapsedDays: Double, stability: Double) -> Double {
        pow(1 + factor * elapsedDays / stability, -w(20))
    }

    /// Days until the next review: when recall is expected to have fallen to `retention`.
    package func interval(stability: Double) -> Int {
        let days = stability / factor * (pow(retention, -1 / w(20)) - 1)
        // Python's round(): halves to even. Clamped before converting, so no number traps.
        return Int(min(max(days.rounded(.toNearestOrEven), 1), Double(FSRS.maximumInterval)))
    }
}

private extension FSRS {
    func w(_ i: Int) -> Double { weights[i] }

    /// Python's `math.e`.
    static let e = 2.718281828459045

    /// `math.e ** x`, as py-fsrs writes every power of e.
    func powE(_ x: Double) -> Double { pow(FSRS.e, x) }

    /// Chosen so that R(S, S) = 0.9: stability is the 90 %-recall interval.
    var factor: Double { pow(0.9, -1 / w(20)) - 1 }

    func initialDifficulty(_ grade: Grade) -> Double {
        w(4) - powE(w(5) * Double(grade.rawValue - 1)) + 1
    }

    func clampedDifficulty(_ d: Double) -> Double { min(max(d, 1), 10) }

    func nextDifficulty(_ d: Double, _ grade: Grade) -> Double {
        let delta = -w(6) * Double(grade.rawValue - 3)
        let damped = d + delta * (10 - d) / 9
        // Mean reversion towards the (unclamped) initial difficulty of an easy card.
        return clampedDifficulty(w(7) * initialDifficulty(.easy) + (1 - w(7)) * damped)
    }

    func recallStability(_ m: Memory, _ r: Double, _ grade: Grade) -> Double {
        let hardPenalty = grade == .hard ? w(15) : 1
        let easyBonus = grade == .easy ? w(16) : 1
        return m.stability * (1 + powE(w(8)) * (11 - m.difficulty) * pow(m.stability, -w(9))
            * (powE((1 - r) * w(10)) - 1) * hardPenalty * easyBonus)
    }

    func forgetStability(_ m: Memory, _ r: Double) -> Double {
        let longTerm = w(11) * pow(m.difficulty, -w(12)) * (pow(m.stability + 1, w(13)) - 1) * powE((1 - r) * w(14))
        let shortTerm = m.stability / powE(w(17) * w(18))
        return min(longTerm, shortTerm)
    }

    /// A review less than a day after the last: only `again` can lower stability (py-fsrs
    /// clamps the factor at 1 for hard, good and easy alike).
    func shortTermStability(_ s: Double, _ grade: Grade) -> Double {
        var increase = powE(w(17) * (Double(grade.rawValue) - 3 + w(18))) * pow(s, -w(19))
        if grade != .again { increase = max(increase, 1) }
        return s * increase
    }
}
