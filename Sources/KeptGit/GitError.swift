internal import CLibGit2
import Foundation

/// A failed libgit2 call: which step failed, libgit2's code and its own message.
package struct GitError: Error, CustomStringConvertible, Sendable {
    package let step: String
    package let code: Int32
    package let message: String

    package var description: String { "git \(step) failed: \(message) (libgit2 error \(code))" }

    /// Reads libgit2's thread-local last error; call it right after the failing call.
    static func last(_ step: String, code: Int32) -> GitError {
        let message: String
        if let error = git_error_last(), let text = error.pointee.message {
            message = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
        } else {
            message = "unknown error"
        }
        return GitError(step: step, code: code, message: message)
    }
}

/// Runs a libgit2 call and turns a negative result into a `GitError`.
@discardableResult
func check(_ step: String, _ call: () -> Int32) throws -> Int32 {
    let code = call()
    if code < 0 { throw GitError.last(step, code: code) }
    return code
}
