import Foundation

/// How much of an item `consume` takes.
package enum ConsumeAmount: Sendable, Equatable {
    case quantity(Double)
    /// All that is left.
    case all
}
