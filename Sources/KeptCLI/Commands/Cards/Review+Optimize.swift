import Foundation
import Kept

extension KeptCommand.Review {
    /// `kept review --optimize`: the fit's before and after, then the weights committed.
    func runOptimize(_ store: Store, category: String?) throws {
        let configured = FSRSWeights.configured(try store.config())
        for warning in configured.warnings { Terminal.notice(Message.userFacing(warning)?.text ?? warning.description) }
        try store.refuseDuringGitOperation()
        let (outcome, change) = try store.optimizeReviews(category: category)
        switch outcome {
        case let .tooFew(predictions):
            let need = FSRSOptimizer.minimumPredictions
            Terminal.out(say(.optimizeTooFew, ["have": String(predictions), "need": String(need), "more": String(need - predictions)]))
        case let .fitted(result):
            Terminal.out(say(.optimizeHeader, ["predictions": String(result.predictions), "cards": String(result.cards)]))
            for (label, evaluation) in [(say(.optimizeBefore), result.before), (say(.optimizeAfter), result.after)] {
                Terminal.out(say(.optimizeRow, ["label": label, "loss": Self.figure(evaluation.logLoss), "rmse": Self.figure(evaluation.rmseBins)]))
            }
            Terminal.out("  w = " + FSRSWeights.text(result.weights))
            guard change != nil else {
                Terminal.out(say(.optimizeNoBetter))
                return
            }
            Terminal.out(say(.optimizeSaved, ["key": FSRSWeights.key(category: category)]))
            if let change { CommitNotice.identity(change.commit) }
        }
    }

    static func figure(_ value: Double) -> String {
        String(format: "%.4f", locale: Locale(identifier: "en_US_POSIX"), value)
    }
}
