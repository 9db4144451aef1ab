internal import KeptGit

/// A libgit2 call that failed under the store: which step, libgit2's code and its own words
/// (not kept's to translate).
public struct GitFailure: Sendable, Equatable, CustomStringConvertible {
    public let step: String
    public let code: Int32
    public let message: String

    init(_ error: GitError) {
        step = error.step
        code = error.code
        message = error.message
    }

    public var description: String { "git \(step) failed: \(message) (libgit2 error \(code))" }
}
