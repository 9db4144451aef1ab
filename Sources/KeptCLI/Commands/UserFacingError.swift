import Foundation
import Kept

/// The domain's errors carry the sentence users read, in their language; this picks them out
/// from argument-parser's own (usage) errors. Which errors are the user's is Kept's to say
/// (`Message.userFacing`: every `UserMessageError`, and the git wrapper's), not a list here.
enum UserFacingError {
    static func message(for error: Error) -> String? {
        Message.userFacing(error)?.text
    }
}
