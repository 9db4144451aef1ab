import Foundation

/// One card's share of the optimizer's loss, with its gradient by the 21 weights: the card's
/// reviews replayed through FSRS-6 exactly as `FSRS.review` computes them (FSRSOptimizerTests
/// checks the two agree), each scored review adding its weighted binary cross-entropy between the
/// predicted recall and what happened (recalled = graded above again).
enum FSRSCardLoss {
    /// fsrs-rs keeps predictions this far from 0 and 1 so a confident miss costs a finite loss.
    static let probabilityFloor = 1e-7

    /// Adds the card's weighted loss to `loss` and its gradient to `gradient`.
    static func add(_ card: FSRSTrainingSet.CardHistory, weights: [FSRSDual], loss: inout Double, gradient: inout SIMD32<Double>) {
        let w = weights
        // The forgetting curve's factor, chosen so that R(S, S) = 0.9.
        var factor = FSRSDual.exp(-Foundation.log(0.9) / w[20]) - 1
        factor.value = pow(0.9, -1 / w[20].value) - 1  // bit for bit FSRS.swift's
        let decay = -w[20]
        var s = FSRSDual(0), d = FSRSDual(0)
        for (index, review) in card.reviews.enumerated() {
            let g = review.grade.rawValue
            if index == 0 {
                s = w[g - 1].floored(0.001)
                d = initialDifficulty(w, g).clamped(1, 10)
                continue
            }
            let days = Double(review.days)
            let base: FSRSDual = factor * days / s + 1
            let r = FSRSDual.pow(base, decay)
            let weight = card.weights[index]
            if weight > 0 {
                let p = r.clamped(probabilityFloor, 1 - probabilityFloor)
                let term = g > 1 ? FSRSDual.log(p) : FSRSDual.log(1 - p)
                loss -= term.value * weight
                gradient -= term.partials * weight
            }
            let next: FSRSDual
            if review.days < 1 {
                let exponent: FSRSDual = w[17] * (w[18] + Double(g - 3))
                var increase: FSRSDual = FSRSDual.exp(exponent) * FSRSDual.pow(s, -w[19])
                if g != 1, increase.value < 1 { increase = FSRSDual(1) }
                next = s * increase
            } else if g == 1 {
                let grown: FSRSDual = FSRSDual.pow(s + 1, w[13]) - 1
                let surprise: FSRSDual = FSRSDual.exp((1 - r) * w[14])
                let longTerm: FSRSDual = w[11] * FSRSDual.pow(d, -w[12]) * grown * surprise
                let shortTerm: FSRSDual = s / FSRSDual.exp(w[17] * w[18])
                next = longTerm.value <= shortTerm.value ? longTerm : shortTerm
            } else {
                var bonus = FSRSDual(1)
                if g == 2 { bonus = w[15] }
                if g == 4 { bonus = w[16] }
                let surprise: FSRSDual = FSRSDual.exp((1 - r) * w[10]) - 1
                let growth: FSRSDual = FSRSDual.exp(w[8]) * (11 - d) * FSRSDual.pow(s, -w[9]) * surprise * bonus
                next = s * (growth + 1)
            }
            s = next.floored(0.001)
            let delta: FSRSDual = w[6] * Double(3 - g)
            let damped: FSRSDual = d + delta * (10 - d) / 9
            let reverted: FSRSDual = w[7] * initialDifficulty(w, 4) + (1 - w[7]) * damped
            d = reverted.clamped(1, 10)
        }
    }

    @inline(__always) static func initialDifficulty(_ w: [FSRSDual], _ grade: Int) -> FSRSDual {
        w[4] - FSRSDual.exp(w[5] * Double(grade - 1)) + 1
    }
}

extension FSRSDual {
    /// max(self, low), as FSRS.swift floors stability.
    @inline(__always) func floored(_ low: Double) -> FSRSDual { value < low ? FSRSDual(low) : self }
}
