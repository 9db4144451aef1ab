import Foundation

extension Comparable {
    /// The three-way comparison `String.compare` gives, for any comparable value.
    func compared(to other: Self) -> ComparisonResult {
        self == other ? .orderedSame : (self < other ? .orderedAscending : .orderedDescending)
    }
}
