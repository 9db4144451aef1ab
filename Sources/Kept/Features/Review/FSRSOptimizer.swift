import Foundation

/// FSRS fitted to one person's reviews, as fsrs-rs's optimizer trains (training.rs, version
/// 6.6): w0…w3 first set from first-review recalls (`FSRSInitialStability`), then every weight
/// by Adam on the recency-weighted binary cross-entropy of predicted recall, summed per batch of
/// cards (up to 512 scored reviews, cards of similar length together, batches shuffled each of
/// 5 epochs), learning rate 0.04 on a cosine schedule, an L2 pull towards the starting weights
/// scaled by fsrs-rs's spread of each weight, and every weight clipped into its bounds after
/// each step. The shuffle is seeded, so the same logs always give the same weights. Unlike
/// fsrs-rs it drops no "outlier" first reviews (fsrs-rs's `FSRS_NO_OUTLIER`).
package enum FSRSOptimizer {
    /// Scored reviews needed before fitting: fewer fit noise (fsrs-rs trains from 64, Anki
    /// asks for hundreds).
    package static let minimumPredictions = 400

    package struct Evaluation: Sendable, Equatable {
        /// Recency-weighted binary cross-entropy of predicted recall (fsrs-rs's `log_loss`).
        package let logLoss: Double
        /// fsrs-rs's "RMSE(bins)": reviews binned by days elapsed, review count and lapses,
        /// the root of the weighted mean squared gap between predicted and actual recall per bin.
        package let rmseBins: Double
    }

    package struct Result: Sendable {
        package let weights: [Double]
        package let before: Evaluation
        package let after: Evaluation
        package let predictions: Int
        package let cards: Int
    }

    package enum Outcome: Sendable {
        case fitted(Result)
        /// Fewer scored reviews than `minimumPredictions`: how many there are.
        case tooFew(predictions: Int)
    }

    static let spread: [Double] = [6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3,
                                   0.09, 0.16, 0.57, 0.25, 1.03, 0.31, 0.32, 0.14, 0.27]
    static let epochs = 5, batchSize = 512, learningRate = 0.04, seed: UInt64 = 2023

    /// Fits weights to `set`, starting from (and comparing with) `current`.
    package static func optimize(_ set: FSRSTrainingSet, current: [Double] = FSRS.defaultWeights) -> Outcome {
        guard set.predictions >= minimumPredictions else { return .tooFew(predictions: set.predictions) }
        let weights = train(set)
        return .fitted(Result(weights: weights, before: evaluate(current, on: set), after: evaluate(weights, on: set),
                              predictions: set.predictions, cards: set.cards.count))
    }

    /// The weights fsrs-rs's training would reach on `set`.
    static func train(_ set: FSRSTrainingSet) -> [Double] {
        let (found, counts) = FSRSInitialStability.fit(set)
        let start = FSRSInitialStability.smoothAndFill(found, counts: counts) + FSRS.defaultWeights[4...]
        var w = start
        let batches = batches(set)
        let total = Double(set.predictions)
        var schedule = CosineSchedule(steps: Double((set.predictions / batchSize + 1) * epochs), rate: learningRate)
        var adam = Adam()
        var random = SeededRandom(seed: seed)
        for _ in 0..<epochs {
            var order = Array(batches.indices)
            for i in stride(from: order.count - 1, to: 0, by: -1) {
                order.swapAt(i, Int(random.next() % UInt64(i + 1)))
            }
            for index in order {
                let rate = schedule.step()
                var gradient = gradient(of: batches[index].cards, weights: w)
                let share = Double(batches[index].predictions) / total
                for i in 0..<21 { gradient[i] += 2 * (w[i] - start[i]) / (spread[i] * spread[i]) * share }
                adam.step(&w, gradient, rate: rate)
                w = FSRSWeights.clipped(w)
            }
        }
        // As fsrs-rs does after training: w0…w3 ordered and filled for grades without data.
        let first = Dictionary(uniqueKeysWithValues: (1...4).map { ($0, w[$0 - 1]) })
        return FSRSInitialStability.smoothAndFill(first, counts: counts) + w[4...]
    }

    /// Parts a batch's cards are split into, each summed on its own thread: a fixed number, so
    /// the sums (and so the weights) are the same bit for bit on every machine, however many
    /// cores it has.
    static let parts = 4

    /// The batch's loss gradient: its cards' gradients summed per part in parallel, the parts
    /// then added in order.
    static func gradient(of cards: [FSRSTrainingSet.CardHistory], weights: [Double]) -> SIMD32<Double> {
        var sums = [SIMD32<Double>](repeating: .zero, count: parts)
        sums.withUnsafeMutableBufferPointer { buffer in
            // Each part writes only its own slot.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                var loss = 0.0, gradient = SIMD32<Double>.zero, tape = FSRSTape()
                for i in stride(from: part, to: cards.count, by: parts) {
                    FSRSCardLoss.add(cards[i], weights: weights, loss: &loss, gradient: &gradient, tape: &tape)
                }
                slots[part] = gradient
            }
        }
        return sums.reduce(.zero, +)
    }

    struct Batch {
        var cards: [FSRSTrainingSet.CardHistory] = []
        var predictions = 0
    }

    /// Cards from shortest to longest, filled into batches of up to 512 scored reviews.
    static func batches(_ set: FSRSTrainingSet) -> [Batch] {
        let sorted = set.cards.enumerated().sorted { ($0.element.reviews.count, $0.offset) < ($1.element.reviews.count, $1.offset) }
        var batches: [Batch] = [], current = Batch()
        for (_, card) in sorted {
            let scored = card.weights.filter { $0 > 0 }.count
            if !current.cards.isEmpty, current.predictions + scored > batchSize {
                batches.append(current)
                current = Batch()
            }
            current.cards.append(card)
            current.predictions += scored
        }
        if !current.cards.isEmpty { batches.append(current) }
        return batches
    }

    /// How well `weights` predict the recalls in `set`, replayed through kept's own `FSRS`.
    package static func evaluate(_ weights: [Double], on set: FSRSTrainingSet) -> Evaluation {
        let fsrs = FSRS(weights: weights)
        var loss = 0.0, weightSum = 0.0
        var bins: [BinKey: (predicted: Double, actual: Double, count: Double, weight: Double)] = [:]
        for card in set.cards {
            var memory: FSRS.Memory?
            var lapses = 0, longTerm = 0
            for (index, review) in card.reviews.enumerated() {
                if let memory, card.weights[index] > 0 {
                    let p = fsrs.retrievability(elapsedDays: Double(review.days), stability: memory.stability)
                    let y = review.grade == .again ? 0.0 : 1.0
                    let weight = card.weights[index]
                    let clamped = min(max(p, FSRSCardLoss.probabilityFloor), 1 - FSRSCardLoss.probabilityFloor)
                    loss -= (y * log(clamped) + (1 - y) * log(1 - clamped)) * weight
                    weightSum += weight
                    let key = BinKey(days: review.days, length: longTerm + 1, lapses: lapses)
                    var bin = bins[key] ?? (0, 0, 0, 0)
                    bin.predicted += p; bin.actual += y; bin.count += 1; bin.weight += weight
                    bins[key] = bin
                }
                if index > 0, review.days > 0 {
                    longTerm += 1
                    if review.grade == .again { lapses += 1 }
                }
                memory = fsrs.review(memory, grade: review.grade, elapsedDays: review.days)
            }
        }
        var squares = 0.0, binWeights = 0.0
        for bin in bins.values {
            squares += pow(bin.predicted / bin.count - bin.actual / bin.count, 2) * bin.weight
            binWeights += bin.weight
        }
        return Evaluation(logLoss: weightSum == 0 ? 0 : loss / weightSum,
                          rmseBins: binWeights == 0 ? 0 : (squares / binWeights).squareRoot())
    }

    /// fsrs-rs's r-matrix bin of a scored review (dataset.rs `r_matrix_index`): days, reviews
    /// and lapses so far, each on a logarithmic scale.
    struct BinKey: Hashable {
        let days: Int, length: Int, lapses: Int
        init(days: Int, length: Int, lapses: Int) {
            self.days = Int((2.48 * pow(3.62, (log(Double(days)) / log(3.62)).rounded(.down)) * 100).rounded())
            self.length = Int((1.99 * pow(1.89, (log(Double(length + 1)) / log(1.89)).rounded(.down))).rounded())
            self.lapses = lapses == 0 ? 0 : Int((1.65 * pow(1.73, (log(Double(lapses)) / log(1.73)).rounded(.down))).rounded())
        }
    }
}
