import Foundation

/// A refusal of the encryption layer: a key that is missing or wrong, a remote that was
/// tampered with or went back in time. Nothing was changed locally when it is thrown.
package struct EncryptionError: UserMessageError, CustomStringConvertible, Equatable {
    package let reason: Message
    package let advice: Message?

    init(_ reason: Message, advice: Message? = nil) {
        self.reason = reason
        self.advice = advice
    }

    package var message: Message {
        guard let advice else { return reason }
        return Message(.syncFailedWithAdvice).localizing("failed", reason).localizing("advice", advice)
    }

    package var description: String { message.english }

    /// The same refusal as a sync's, naming the remote and the step.
    func during(_ step: String, remote: String) -> SyncError {
        SyncError(remote: remote, step: step, reason: reason, advice: advice)
    }
}
