import Foundation
import ReferenceTools
import Testing
@testable import Kept

@Suite("FSRS fitted to the user")
struct FSRSOptimizerTests {
    /// The optimizer's differentiable replay is kept's model: the loss it sums, divided by the
    /// weights, is the log loss `evaluate` computes through `FSRS.review`.
    @Test func lossIsKeptsModel() {
        let set = FSRSTrainingSet(records: FSRSSimulatedUser.records(reviews: 3000, seed: 7))
        for weights in [FSRS.defaultWeights, FSRSSimulatedUser.trueWeights] {
            var loss = 0.0, gradient = SIMD32<Double>.zero, total = 0.0
            for card in set.cards {
                FSRSCardLoss.add(card, weights: weights, loss: &loss, gradient: &gradient)
                total += card.weights.reduce(0, +)
            }
            let evaluated = FSRSOptimizer.evaluate(weights, on: set).logLoss
            #expect(abs(loss / total - evaluated) < 1e-9, "\(loss / total) vs \(evaluated)")
        }
    }

    /// The tape's gradient agrees with central differences of the loss.
    @Test func gradientMatchesDifferences() {
        let set = FSRSTrainingSet(records: FSRSSimulatedUser.records(reviews: 600, seed: 3))
        func loss(_ w: [Double]) -> (Double, SIMD32<Double>) {
            var loss = 0.0, gradient = SIMD32<Double>.zero
            for card in set.cards { FSRSCardLoss.add(card, weights: w, loss: &loss, gradient: &gradient) }
            return (loss, gradient)
        }
        let w = FSRS.defaultWeights.enumerated().map { $0.offset == 7 ? 0.05 : $0.element }
        let gradient = loss(w).1
        for i in 0..<21 {
            let h = 1e-6 * max(abs(w[i]), 1)
            var up = w, down = w
            up[i] += h; down[i] -= h
            let numeric = (loss(up).0 - loss(down).0) / (2 * h)
            #expect(abs(numeric - gradient[i]) <= 1e-3 * max(abs(numeric), 1), "w\(i): \(gradient[i]) vs \(numeric)")
        }
    }

    @Test func fiftyReviewsAreTooFew() {
        let set = FSRSTrainingSet(records: FSRSSimulatedUser.records(reviews: 50, seed: 1))
        #expect(set.reviews == 50)
        guard case let .tooFew(predictions) = FSRSOptimizer.optimize(set) else {
            Issue.record("50 reviews were fitted")
            return
        }
        #expect(predictions < FSRSOptimizer.minimumPredictions)
    }

    /// Fitting the same logs twice gives the same weights, within bounds, and a better fit.
    @Test func fitIsDeterministicAndBetter() throws {
        let set = FSRSTrainingSet(records: FSRSSimulatedUser.records(reviews: 4000, seed: 11))
        guard case let .fitted(first) = FSRSOptimizer.optimize(set), case let .fitted(second) = FSRSOptimizer.optimize(set) else {
            Issue.record("not fitted")
            return
        }
        #expect(first.weights == second.weights)
        #expect(first.after.logLoss < first.before.logLoss)
        #expect(FSRSWeights.parse(FSRSWeights.text(first.weights)) != nil)
    }

    @Test func weightSettingsAreChecked() throws {
        let good = FSRSWeights.text(FSRSSimulatedUser.trueWeights)
        let config = try StoreConfig(text: """
            cards:
              review:
                weights: "\(good)"
                categories:
                  korean:
                    weights: "1, 2, 3"
                  words:
                    weights: "\(FSRSWeights.text(FSRS.defaultWeights.map { $0 * 1.01 }))"
            """)
        let configured = FSRSWeights.configured(config)
        #expect(configured.all.map { ($0 * 10000).rounded() } == FSRSSimulatedUser.trueWeights.map { ($0 * 10000).rounded() })
        #expect(configured.categories["korean"] == nil)
        #expect(configured.categories["words"] != nil)
        #expect(configured.warnings == [.invalidField(path: ".kept/config.yaml", line: 6,
                                                      Message(.errorFsrsWeightsInvalid, ["key": "cards.review.categories.korean.weights"]))])
        #expect(FSRSWeights.parse(FSRSWeights.text(FSRS.defaultWeights).replacingOccurrences(of: "0.1542", with: "nan")) == nil)
        #expect(FSRSWeights.parse(FSRSWeights.text(FSRS.defaultWeights).replacingOccurrences(of: "8.2956", with: "800")) == nil)
        // No setting: the defaults, no warning (stores from before fitting schedule as before).
        let none = FSRSWeights.configured(try StoreConfig(text: "cards:\n  review:\n    retention: 0.9\n"))
        #expect(none.all == FSRS.defaultWeights && none.warnings.isEmpty && none.categories.isEmpty)
    }

    /// fsrs-rs (PyPI `fsrs-rs-python`, pinned in requirements.txt) fits the same logs; kept's fit
    /// predicts them within 1 % of the reference's log loss, both judged by one function.
    @Test(.enabled(if: ReferencePython.available)) func matchesFsrsRs() throws {
        let set = FSRSTrainingSet(records: FSRSSimulatedUser.records(reviews: 6000, seed: 5, machines: ["laptop-3f9a", "phone-77c1"]))
        guard case let .fitted(kept) = FSRSOptimizer.optimize(set) else {
            Issue.record("not fitted")
            return
        }
        let reference = try FSRSReferenceOptimizer.fit(set)
        let keptLoss = FSRSOptimizer.evaluate(kept.weights, on: set).logLoss
        let referenceLoss = FSRSOptimizer.evaluate(reference, on: set).logLoss
        #expect(keptLoss <= referenceLoss * 1.01, "kept \(keptLoss) vs fsrs-rs \(referenceLoss)")
        #expect(keptLoss < FSRSOptimizer.evaluate(FSRS.defaultWeights, on: set).logLoss)
    }
}

/// fsrs-rs's optimizer, through its Python binding, on the same scored reviews in the same order.
enum FSRSReferenceOptimizer {
    struct Item: Encodable {
        let card: Int
        /// [grade, days] per review, up to and including the scored one.
        let reviews: [[Int]]
    }

    static func fit(_ set: FSRSTrainingSet) throws -> [Double] {
        var items: [(Int, Item)] = []
        for (number, card) in set.cards.enumerated() {
            for (index, order) in card.order.enumerated() where order >= 0 {
                items.append((order, Item(card: number, reviews: card.reviews[...index].map { [$0.grade.rawValue, $0.days] })))
            }
        }
        let sorted = items.sorted { $0.0 < $1.0 }.map(\.1)
        let output = try ReferencePython.run(script, input: try JSONEncoder().encode(sorted), environment: ["FSRS_NO_OUTLIER": "1"])
        return try JSONDecoder().decode([Double].self, from: output)
    }

    static let script = #"""
import json, sys
from fsrs_rs_python import FSRS, FSRSItem, FSRSReview, DEFAULT_PARAMETERS
items = json.load(sys.stdin)
fsrs_items = [FSRSItem([FSRSReview(g, d) for g, d in item["reviews"]]) for item in items]
weights = FSRS(DEFAULT_PARAMETERS).compute_parameters(fsrs_items, card_ids=[item["card"] for item in items])
print(json.dumps(list(weights)))
"""#
}
