internal import CLibGit2
import Foundation

/// A git repository with a work tree, opened through libgit2.
///
/// Not thread-safe: one `Repository` is used by one thread at a time. Writers in different
/// processes must be serialised by the caller (libgit2 detects, but does not wait for, a
/// locked index).
package final class Repository {
    let pointer: OpaquePointer
    /// The work tree's folder, with a trailing slash removed.
    package let workdir: String

    init(pointer: OpaquePointer) {
        self.pointer = pointer
        var dir = git_repository_workdir(pointer).map { String(cString: $0) } ?? ""
        while dir.count > 1 && dir.hasSuffix("/") { dir.removeLast() }
        self.workdir = dir
    }

    deinit { git_repository_free(pointer) }

    /// Whether `path` is itself the top of a git work tree (holds `.git`).
    package static func exists(at path: String) -> Bool {
        FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(".git"))
    }

    /// Opens the repository whose work tree is exactly `path` (no search upwards).
    package static func open(at path: String) throws -> Repository {
        LibGit2.ensureInitialised()
        var repo: OpaquePointer?
        try check("open repository at \(path)") {
            git_repository_open_ext(&repo, path, GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, nil)
        }
        return Repository(pointer: repo!)
    }

    /// Creates a new repository with a work tree at `path`, its unborn HEAD on `initialBranch`.
    package static func create(at path: String, initialBranch: String = "main") throws -> Repository {
        LibGit2.ensureInitialised()
        var options = git_repository_init_options()
        git_repository_init_options_init(&options, UInt32(GIT_REPOSITORY_INIT_OPTIONS_VERSION))
        options.flags = GIT_REPOSITORY_INIT_MKPATH.rawValue
        var repo: OpaquePointer?
        try initialBranch.withCString { branch in
            options.initial_head = branch
            try check("init repository at \(path)") { git_repository_init_ext(&repo, path, &options) }
        }
        return Repository(pointer: repo!)
    }

    /// Creates a bare repository (a remote to sync through, on a server or a USB disk), HEAD on `initialBranch`.
    @discardableResult
    package static func createBare(at path: String, initialBranch: String = "main") throws -> Repository {
        LibGit2.ensureInitialised()
        var options = git_repository_init_options()
        git_repository_init_options_init(&options, UInt32(GIT_REPOSITORY_INIT_OPTIONS_VERSION))
        options.flags = GIT_REPOSITORY_INIT_MKPATH.rawValue | GIT_REPOSITORY_INIT_BARE.rawValue
        var repo: OpaquePointer?
        try initialBranch.withCString { branch in
            options.initial_head = branch
            try check("init bare repository at \(path)") { git_repository_init_ext(&repo, path, &options) }
        }
        return Repository(pointer: repo!)
    }

    /// The commit HEAD points at, or nil while the branch has no commit yet.
    package func headCommitID() throws -> ObjectID? {
        var oid = git_oid()
        let code = git_reference_name_to_id(&oid, pointer, "HEAD")
        if code == GIT_ENOTFOUND.rawValue || code == GIT_EUNBORNBRANCH.rawValue { return nil }
        if code < 0 { throw GitError.last("read HEAD", code: code) }
        return ObjectID(oid)
    }

    /// The short name of the branch HEAD points at (`main`), even before its first commit.
    package func currentBranch() throws -> String? {
        var ref: OpaquePointer?
        let code = git_reference_lookup(&ref, pointer, "HEAD")
        if code < 0 { throw GitError.last("read HEAD", code: code) }
        defer { git_reference_free(ref) }
        guard git_reference_type(ref) == GIT_REFERENCE_SYMBOLIC,
              let target = git_reference_symbolic_target(ref) else { return nil }
        let name = String(cString: target)
        return name.hasPrefix("refs/heads/") ? String(name.dropFirst("refs/heads/".count)) : name
    }

    /// Whether git would ignore `path` (relative to the work tree).
    package func isIgnored(_ path: String) -> Bool {
        var ignored: Int32 = 0
        return git_ignore_path_is_ignored(&ignored, pointer, path) == 0 && ignored != 0
    }
}
