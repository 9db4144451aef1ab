import Foundation
import CLibGit2
import Testing
@testable import KeptGit

/// How many files a status of the repository at `path` reads and hashes, as a new process
/// would see it (libgit2's own count, `git_status_list_get_perfdata`).
func filesHashedByStatus(_ path: String) throws -> Int {
    var repo: OpaquePointer?
    guard git_repository_open(&repo, path) == 0 else { throw GitError.last("open \(path)", code: -1) }
    defer { git_repository_free(repo) }
    var options = git_status_options()
    git_status_options_init(&options, UInt32(GIT_STATUS_OPTIONS_VERSION))
    options.flags = GIT_STATUS_OPT_INCLUDE_UNTRACKED.rawValue | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS.rawValue
    var list: OpaquePointer?
    guard git_status_list_new(&list, repo, &options) == 0 else { throw GitError.last("read status", code: -1) }
    defer { git_status_list_free(list) }
    var perf = git_diff_perfdata()
    perf.version = UInt32(GIT_DIFF_PERFDATA_VERSION)
    guard git_status_list_get_perfdata(&perf, list) == 0 else { throw GitError.last("read status counts", code: -1) }
    return perf.oid_calculations
}

/// A repository of `count` committed files whose stat data in the index no longer matches
/// them, as after a copy or a restore: every file rewritten with the same bytes (a new inode).
private func staleRepository(files count: Int) throws -> TemporaryRepository {
    let repo = try TemporaryRepository()
    let paths = (0..<count).map { "diary/\($0).md" }
    for path in paths { try repo.write(path, "entry \(path)\n") }
    try repo.repository.commit(paths: paths, message: "start")
    for path in paths { try repo.write(path, "entry \(path)\n") }
    // Past the file system's clock tick: the index written next is newer than every file.
    Thread.sleep(forTimeInterval: 0.05)
    return repo
}

@Suite("libgit2: a status writes the stat data it refreshed back to the index")
struct IndexRefreshTests {
    @Test func aPlainStatusReadsEveryStaleFileEachTime() throws {
        let repo = try staleRepository(files: 20)
        #expect(try repo.repository.changes().isEmpty)
        #expect(try filesHashedByStatus(repo.path) == 20)
        #expect(try repo.repository.changes().isEmpty)
        #expect(try filesHashedByStatus(repo.path) == 20, "nothing was written down")
    }

    @Test func aRefreshingStatusLeavesNothingToReadNextTime() throws {
        let repo = try staleRepository(files: 20)
        #expect(try repo.repository.changes(refreshingIndex: true).isEmpty)
        #expect(try filesHashedByStatus(repo.path) == 0)
        // Its files and commits are as before, and git finds the index it wrote sound.
        #expect(try repo.repository.commit(paths: ["diary/0.md"], message: "same") == nil)
        let gitFolder = repo.path + "/.git"
        #expect(try FileManager.default.contentsOfDirectory(atPath: gitFolder).filter { $0.hasSuffix(".lock") }.isEmpty)
    }

    @Test func editsAreStillSeenAfterARefresh() throws {
        let repo = try staleRepository(files: 5)
        try repo.write("diary/1.md", "other diary/1.md\n")  // the same size, other bytes
        try repo.write("new.md", "new\n")
        try repo.delete("diary/2.md")
        let expected = [PathChange(path: "diary/1.md", kind: .modified), PathChange(path: "diary/2.md", kind: .deleted),
                        PathChange(path: "new.md", kind: .added)]
        #expect(try repo.repository.changes(refreshingIndex: true).sorted { $0.path < $1.path } == expected)
        // Changed again at once, the same size, within the index's own clock tick: racy, and read.
        try repo.write("diary/3.md", "ENTRY DIARY/3.MD\n")
        #expect(try repo.repository.changes(refreshingIndex: true).sorted { $0.path < $1.path }
                == (expected + [PathChange(path: "diary/3.md", kind: .modified)]).sorted { $0.path < $1.path })
        #expect(try repo.repository.changes().count == 4)
    }

    @Test func anIndexLockedByAnotherGitIsLeftAlone() throws {
        let repo = try staleRepository(files: 10)
        let lock = repo.path + "/.git/index.lock"
        try Data("another git's\n".utf8).write(to: URL(fileURLWithPath: lock))
        try repo.write("new.md", "new\n")
        #expect(try repo.repository.changes(refreshingIndex: true) == [PathChange(path: "new.md", kind: .added)])
        #expect(try String(contentsOfFile: lock, encoding: .utf8) == "another git's\n", "the lock is not ours to take or remove")
        try FileManager.default.removeItem(atPath: lock)
        #expect(try filesHashedByStatus(repo.path) == 10, "nothing written while it was locked")
    }

    @Test func aStagedChangeSurvivesTheRefresh() throws {
        let repo = try staleRepository(files: 5)
        try repo.write("diary/0.md", "staged\n")
        try repo.repository.stage(["diary/0.md"])
        #expect(try repo.repository.changes(refreshingIndex: true) == [PathChange(path: "diary/0.md", kind: .modified)])
        // Still staged (in the index), not put back to HEAD's.
        try repo.write("diary/0.md", "entry diary/0.md\n")
        #expect(try repo.repository.changes() == [PathChange(path: "diary/0.md", kind: .modified)])
    }
}
