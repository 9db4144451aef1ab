import Foundation
import FuzzSupport
@testable import Kept

/// The search query parser (words, "phrases", Hangul initials): any text either parses or is
/// refused with a message, never a trap.
runFuzzer { data, size in
    let text = text(data, size)
    do {
        let query = try SearchQuery(text)
        for term in query.terms { _ = term.hasInitials; _ = term.units.count }
    } catch {
        _ = "\(error)"
    }
    return 0
}
