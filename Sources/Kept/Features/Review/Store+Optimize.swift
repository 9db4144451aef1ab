import Foundation

extension Store {
    /// `kept review --optimize`: FSRS fitted to every machine's reviews of the store's cards
    /// (`category`'s only when given), the weights written to `.kept/config.yaml` and committed
    /// as one change. With too few reviews, or a fit no better than the current weights, nothing
    /// is written.
    package func optimizeReviews(category: String? = nil) throws -> (outcome: FSRSOptimizer.Outcome, change: Change?) {
        var only: Set<String>?
        if let category {
            only = Set(try CardDeck.load(self, category: category).cards.map(\.id))
        }
        let set = FSRSTrainingSet(records: try ReviewLog.all(in: self), only: only)
        let configured = FSRSWeights.configured(try config())
        let current = category.flatMap { configured.categories[CardCategory.key($0)] } ?? configured.all
        let outcome = FSRSOptimizer.optimize(set, current: current)
        // As Anki does: weights that predict no better than the current ones are not kept.
        guard case let .fitted(result) = outcome, result.after.logLoss < result.before.logLoss else { return (outcome, nil) }
        let message = "cards: FSRS weights fitted to \(result.predictions) reviews" + (category.map { " (\($0))" } ?? "")
        let change = try changeSettings([(FSRSWeights.key(category: category), FSRSWeights.text(result.weights))], message: message)
        return (outcome, change)
    }
}
