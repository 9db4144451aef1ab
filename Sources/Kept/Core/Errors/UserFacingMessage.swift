internal import KeptGit

extension Message {
    /// The sentence a user reads for `error`: its own for every error that adopts
    /// `UserMessageError`, libgit2's words as they are for a `GitError` or `TransferError` an
    /// operation let through; nil for errors that are not the user's to read (the command
    /// line's usage errors). KeptGit cannot adopt Kept's protocol (it sits below Kept), so
    /// its two error types are named here, where the layers meet.
    package static func userFacing(_ error: Error) -> Message? {
        switch error {
        case let error as UserMessageError: return error.message
        case let error as GitError: return .verbatim(error.description)
        case let error as TransferError: return .verbatim(error.description)
        default: return nil
        }
    }
}
