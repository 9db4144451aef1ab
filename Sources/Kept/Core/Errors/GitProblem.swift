internal import KeptGit

/// A libgit2 call that failed under the store: which step, libgit2's code and its own words
/// (not kept's to translate).
package struct GitProblem: Sendable, Equatable, CustomStringConvertible {
    package let step: String
    package let code: Int32
    package let message: String

    init(_ error: GitError) {
        step = error.step
        code = error.code
        message = error.message
    }

    package var description: String { "git \(step) failed: \(message) (libgit2 error \(code))" }
}
