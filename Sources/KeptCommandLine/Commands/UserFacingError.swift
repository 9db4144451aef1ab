import Foundation
import Kept

/// The domain's errors carry the sentence users read, in their language; this picks them out
/// from argument-parser's own (usage) errors.
enum UserFacingError {
    static func message(for error: Error) -> String? {
        switch error {
        case let error as UserMessageError: return error.message.text
        default: return nil
        }
    }
}
