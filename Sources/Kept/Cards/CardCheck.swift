import Foundation

/// What `kept check` finds wrong with cards and reviews.
enum CardCheck {
    /// Review log lines that cannot be read, and entries sharing an id (`sharedIDProblems`).
    static func problems(in store: Store) -> [Message] {
        var problems: [Message] = []
        do {
            _ = try ReviewLog.all(in: store)
        } catch {
            problems.append(Message.of(error))
        }
        return problems + store.sharedIDProblems()
    }
}
