import Foundation

/// A run that went on past its failures, each reported on stderr as it happened (one remote of
/// several, one item of a list, one notification), and ends with status 1; or a pick the user
/// closed without choosing, which fzf itself ends with 1 and nothing to say. Nothing more is
/// printed for it.
enum ReportedFailuresError: Error, Equatable {
    case someFailed(count: Int)
    case pickClosed
}
