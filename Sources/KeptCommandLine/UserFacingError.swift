import Foundation
import Kept

/// The domain's errors carry the sentence users read; this picks them out from
/// argument-parser's own (usage) errors.
enum UserFacingError {
    static func message(for error: Error) -> String? {
        switch error {
        case let error as KeptError: return error.description
        case let error as SyncError: return error.description
        case let error as FieldEditError: return error.description
        case let error as PersonDateError: return error.description
        case let error as FilterError: return error.description
        case let error as EntryProblem: return error.description
        case let error as EditorError: return error.description
        case let error as DraftError: return error.description
        case let error as SearchError: return error.description
        case let error as PlaceError: return error.description
        case let error as LocationError: return error.description
        default: return nil
        }
    }
}
