import Foundation

extension Store {
    /// What `kept check` finds wrong with cards and reviews: review log lines that cannot be
    /// read, and entries sharing an id (`sharedIDProblems`).
    func cardProblems() -> [Message] {
        var problems: [Message] = []
        do {
            _ = try ReviewLog.all(in: self)
        } catch {
            problems.append(Message.of(error))
        }
        return problems + sharedIDProblems()
    }
}
