/// How far a fetch, push or clone has got, for a progress line.
package struct TransferProgress: Sendable, Equatable {
    package enum Phase: Sendable, Equatable { case receiving, sending }
    package let phase: Phase
    package let done: Int
    package let total: Int
    package let bytes: Int
}
