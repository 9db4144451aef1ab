internal import CLibGit2

/// libgit2 must be initialised once per process before any other call.
enum LibGit2 {
    private static let initialised: Bool = {
        git_libgit2_init()
        return true
    }()

    static func ensureInitialised() {
        _ = initialised
    }
}
