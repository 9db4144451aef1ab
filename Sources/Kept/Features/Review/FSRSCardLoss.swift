import Foundation

/// One card's share of the optimizer's loss, with its gradient by the 21 weights: the card's
/// reviews replayed through FSRS-6 exactly as `FSRS.review` computes them (FSRSOptimizerTests
/// checks the two agree), each scored review adding its weighted binary cross-entropy between the
/// predicted recall and what happened (recalled = graded above again). The replay is recorded on
/// `tape` and swept back once for the gradient (`FSRSTape`).
enum FSRSCardLoss {
    /// fsrs-rs keeps predictions this far from 0 and 1 so a confident miss costs a finite loss.
    static let probabilityFloor = 1e-7

    /// Adds the card's weighted loss to `loss` and its gradient to `gradient`; `tape` is room
    /// reused from card to card.
    static func add(_ card: FSRSTrainingSet.CardHistory, weights: [Double], loss: inout Double, gradient: inout SIMD32<Double>,
                    tape: inout FSRSTape) {
        tape.reset()
        withUnsafeMutablePointer(to: &tape) { recording in
            let w = (0..<21).map { FSRSTracked.weight(weights[$0], index: $0, on: recording) }
            replay(card, w, loss: &loss, tape: recording)
            recording.pointee.sweep(into: &gradient)
        }
    }

    /// The same, with a tape of its own.
    static func add(_ card: FSRSTrainingSet.CardHistory, weights: [Double], loss: inout Double, gradient: inout SIMD32<Double>) {
        var tape = FSRSTape()
        add(card, weights: weights, loss: &loss, gradient: &gradient, tape: &tape)
    }

    private static func replay(_ card: FSRSTrainingSet.CardHistory, _ w: [FSRSTracked], loss: inout Double,
                               tape: UnsafeMutablePointer<FSRSTape>) {
        // The forgetting curve's factor, chosen so that R(S, S) = 0.9.
        var factor = FSRSTracked.exp(-Foundation.log(0.9) / w[20]) - 1
        factor.value = pow(0.9, -1 / w[20].value) - 1  // bit for bit FSRS.swift's
        let decay = -w[20]
        var s = FSRSTracked(0), d = FSRSTracked(0)
        for (index, review) in card.reviews.enumerated() {
            let g = review.grade.rawValue
            if index == 0 {
                s = w[g - 1].floored(0.001)
                d = initialDifficulty(w, g).clamped(1, 10)
                continue
            }
            let days = Double(review.days)
            let base: FSRSTracked = factor * days / s + 1
            let r = FSRSTracked.pow(base, decay)
            let weight = card.weights[index]
            if weight > 0 {
                let p = r.clamped(probabilityFloor, 1 - probabilityFloor)
                let term = g > 1 ? FSRSTracked.log(p) : FSRSTracked.log(1 - p)
                loss -= term.value * weight
                tape.pointee.seed(term.node, -weight)
            }
            let next: FSRSTracked
            if review.days < 1 {
                let exponent: FSRSTracked = w[17] * (w[18] + Double(g - 3))
                var increase: FSRSTracked = FSRSTracked.exp(exponent) * FSRSTracked.pow(s, -w[19])
                if g != 1, increase.value < 1 { increase = FSRSTracked(1) }
                next = s * increase
            } else if g == 1 {
                let grown: FSRSTracked = FSRSTracked.pow(s + 1, w[13]) - 1
                let surprise: FSRSTracked = FSRSTracked.exp((1 - r) * w[14])
                let longTerm: FSRSTracked = w[11] * FSRSTracked.pow(d, -w[12]) * grown * surprise
                let shortTerm: FSRSTracked = s / FSRSTracked.exp(w[17] * w[18])
                next = longTerm.value <= shortTerm.value ? longTerm : shortTerm
            } else {
                var bonus = FSRSTracked(1)
                if g == 2 { bonus = w[15] }
                if g == 4 { bonus = w[16] }
                let surprise: FSRSTracked = FSRSTracked.exp((1 - r) * w[10]) - 1
                let growth: FSRSTracked = FSRSTracked.exp(w[8]) * (11 - d) * FSRSTracked.pow(s, -w[9]) * surprise * bonus
                next = s * (growth + 1)
            }
            s = next.floored(0.001)
            let delta: FSRSTracked = w[6] * Double(3 - g)
            let damped: FSRSTracked = d + delta * (10 - d) / 9
            let reverted: FSRSTracked = w[7] * initialDifficulty(w, 4) + (1 - w[7]) * damped
            d = reverted.clamped(1, 10)
        }
    }

    @inline(__always) static func initialDifficulty(_ w: [FSRSTracked], _ grade: Int) -> FSRSTracked {
        w[4] - FSRSTracked.exp(w[5] * Double(grade - 1)) + 1
    }
}

extension FSRSTracked {
    /// max(self, low), as FSRS.swift floors stability.
    @inline(__always) func floored(_ low: Double) -> FSRSTracked { value < low ? FSRSTracked(low) : self }
}
