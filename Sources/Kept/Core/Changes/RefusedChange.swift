import Foundation

/// A change in the work tree that `kept commit` and `kept sync` leave out, and why: a symbolic
/// link leading outside the store (or a file under one), or a git repository nested in the
/// store. Committing either would put into history what is not the store's (a link another
/// machine would follow, or a repository git cannot store as files).
package struct RefusedChange: Sendable, Equatable, CustomStringConvertible {
    package let path: String
    package let reason: Message
    /// A nested repository rather than a link (links are named by `kept check` on their own).
    package var isRepository: Bool { reason.isNamed(.refusedNestedRepository) }

    package var message: Message { Message(.refusedChange, ["path": path]).localizing("reason", reason) }

    package var description: String { message.english }
}
