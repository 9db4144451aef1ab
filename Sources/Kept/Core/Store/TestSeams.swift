import Foundation
internal import KeptGit

/// The front ends' door to `TestHooks` (in KeptGit, which they do not import): their `main`
/// installs the hooks from its environment, and the kill points of their own writes name
/// themselves here.
package enum TestSeams {
    /// Reads `KEPT_TEST_KILL_AT` and `KEPT_TEST_FAIL_COMMIT` from the environment `main` passes.
    package static func install(from environment: [String: String]) { TestHooks.install(from: environment) }

    /// An import has written its `count`th entry (0 = the first), before its commit.
    package static func importWrote(_ count: Int) { TestHooks.reached(.importWrite(count)) }

    /// A named point of a front end's write (`serve-after-commit`…), counted per process.
    package static func reached(_ name: String) { TestHooks.reached(name) }

    /// The in-process tests' way to make every commit fail with `message` (nil: commits work).
    package static func failCommits(with message: String?) { TestHooks.set(failCommit: message) }
}
