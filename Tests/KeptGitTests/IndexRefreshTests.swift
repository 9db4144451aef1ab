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
/// them, as after a copy or a restore (`cp -a`): every file rewritten with the same bytes (a
/// new inode and ctime) and its mtime put back an hour.
private func staleRepository(files count: Int) throws -> TemporaryRepository {
    let repo = try TemporaryRepository()
    let paths = (0..<count).map { "diary/\($0).md" }
    for path in paths { try repo.write(path, "entry \(path)\n") }
    try repo.repository.commit(paths: paths, message: "start")
    let anHourAgo = Date().addingTimeInterval(-3600)
    for path in paths {
        try repo.write(path, "entry \(path)\n")
        try FileManager.default.setAttributes([.modificationDate: anHourAgo], ofItemAtPath: repo.path + "/" + path)
    }
    return repo
}

/// The modification time of a file, in whole seconds.
private func modified(_ path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_mtim.tv_sec) : -1
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

    /// git compares whole seconds: an entry refreshed from a file that is written again in the
    /// same second, at the same size, while the status still runs, would read as unchanged if
    /// the index were dated when it was written. It is dated a second before the status began,
    /// so such an entry is racy and git reads the file again.
    @Test func theRefreshedIndexIsDatedBeforeTheStatusBegan() throws {
        let repo = try staleRepository(files: 5)
        try repo.write("diary/1.md", "entry diary/1.md\n")  // written now: the entry will say now
        let began = Int(Date().timeIntervalSince1970)
        #expect(try repo.repository.changes(refreshingIndex: true).isEmpty)
        let index = repo.path + "/.git/index"
        #expect(modified(index) < began, "the index is dated \(modified(index)), the status began at \(began)")
        // The same second, the same size, other bytes, the entry's own mtime: git still sees it.
        let entryTime = modified(repo.path + "/diary/1.md")
        try repo.write("diary/1.md", "ENTRY DIARY/1.MD\n")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: TimeInterval(entryTime))],
                                              ofItemAtPath: repo.path + "/diary/1.md")
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        git.arguments = ["-C", repo.path, "status", "--porcelain"]
        let out = Pipe()
        git.standardOutput = out
        try git.run()
        git.waitUntilExit()
        let said = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(said == " M diary/1.md\n", "git status says \(said.debugDescription)")
        #expect(try repo.repository.changes() == [PathChange(path: "diary/1.md", kind: .modified)])
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
