/// How far a fetch, push or clone has got, for a progress line.
public struct TransferProgress: Sendable, Equatable {
    public enum Phase: Sendable, Equatable { case receiving, sending }
    public let phase: Phase
    public let done: Int
    public let total: Int
    public let bytes: Int
}
