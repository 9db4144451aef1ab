import Foundation
import Testing
@testable import KeptGit

/// The real git, run in `folder`: its standard output, or a failure with its standard error.
private func git(_ args: [String], in folder: String, allowFailure: Bool = false) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = ["-C", folder] + args
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["GIT_AUTHOR_NAME"] = "t"; environment["GIT_AUTHOR_EMAIL"] = "t@example.org"
    environment["GIT_COMMITTER_NAME"] = "t"; environment["GIT_COMMITTER_EMAIL"] = "t@example.org"
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let error = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationStatus != 0 && !allowFailure {
        Issue.record("git \(args.joined(separator: " ")): \(String(decoding: error, as: UTF8.self))")
    }
    return (process.terminationStatus, String(decoding: data + error, as: UTF8.self))
}

private let gitInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")

/// What the real git must see after any commit kept makes: the index is HEAD's tree, nothing
/// staged or changed, a sound object store, and the same state once the index is rebuilt.
private func expectGitSeesACleanCommit(_ repo: TemporaryRepository, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(try git(["status", "--porcelain"], in: repo.path).output == "", sourceLocation: sourceLocation)
    #expect(try git(["diff", "--cached", "--quiet"], in: repo.path).status == 0, sourceLocation: sourceLocation)
    #expect(try git(["write-tree"], in: repo.path).output == git(["rev-parse", "HEAD^{tree}"], in: repo.path).output,
            sourceLocation: sourceLocation)
    #expect(try git(["fsck", "--strict", "--no-progress"], in: repo.path).output == "", sourceLocation: sourceLocation)
    try FileManager.default.removeItem(atPath: repo.path + "/.git/index")
    _ = try git(["reset", "-q"], in: repo.path)
    #expect(try git(["status", "--porcelain"], in: repo.path).output == "", sourceLocation: sourceLocation)
}

@Suite("libgit2: a commit writes only the trees on its paths")
struct CommitTreeTests {
    /// A store of `folders` × `files` entries, committed once.
    private func store(folders: Int = 4, files: Int = 5) throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        var paths: [String] = []
        for folder in 0..<folders {
            for file in 0..<files {
                let path = "diary/2026/\(String(format: "%02d", folder + 1))/entry-\(file).md"
                try repo.write(path, "entry \(folder) \(file)\n")
                paths.append(path)
            }
        }
        try repo.write("cards/a/card.md", "card\n")
        paths.append("cards/a/card.md")
        try repo.repository.commit(paths: paths, message: "start")
        return repo
    }

    @Test(.enabled(if: gitInstalled)) func addingOneEntryKeepsEveryOtherTree() throws {
        let repo = try store()
        let before = try git(["ls-tree", "-r", "-t", "HEAD"], in: repo.path).output
        try repo.write("diary/2026/03/new.md", "new\n")
        #expect(try repo.repository.commit(paths: ["diary/2026/03/new.md"], message: "add") != nil)
        let after = try git(["ls-tree", "-r", "-t", "HEAD"], in: repo.path).output
        // Only the new file and the trees above it changed.
        let changed = Set(after.split(separator: "\n")).subtracting(before.split(separator: "\n"))
            .map { $0.split(separator: "\t").last.map(String.init) ?? "" }.sorted()
        #expect(changed == ["diary", "diary/2026", "diary/2026/03", "diary/2026/03/new.md"])
        try expectGitSeesACleanCommit(repo)
    }

    @Test(.enabled(if: gitInstalled)) func editsRemovalsAndNewFoldersMatchWhatGitWouldCommit() throws {
        let repo = try store()
        try repo.write("diary/2026/01/entry-0.md", "changed\n")
        try repo.delete("diary/2026/02/entry-1.md")
        try repo.write("fridge/2026/milk.md", "milk\n")
        try repo.write("cards/b/other.md", "other\n")
        let paths = ["diary/2026/01/entry-0.md", "diary/2026/02/entry-1.md", "fridge/2026/milk.md",
                     "cards/b/other.md", "diary/2026/09/never-existed.md", "diary/2026/01/entry-0.md"]
        #expect(try repo.repository.commit(paths: paths, message: "several") != nil)
        try expectGitSeesACleanCommit(repo)
        #expect(try git(["show", "--stat", "--format=", "HEAD"], in: repo.path).output.contains("4 files changed"))
    }

    @Test(.enabled(if: gitInstalled)) func removingAFoldersLastFileRemovesTheFolder() throws {
        let repo = try store(folders: 1, files: 1)
        try repo.delete("diary/2026/01/entry-0.md")
        #expect(try repo.repository.commit(paths: ["diary/2026/01/entry-0.md"], message: "remove") != nil)
        #expect(try git(["ls-tree", "-r", "-t", "--name-only", "HEAD"], in: repo.path).output == "cards\ncards/a\ncards/a/card.md\n")
        try expectGitSeesACleanCommit(repo)
    }

    @Test(.enabled(if: gitInstalled)) func aCommitAfterTheRealGitsKeepsBothInStep() throws {
        let repo = try store()
        try repo.write("diary/2026/04/by-git.md", "git\n")
        _ = try git(["add", "diary/2026/04/by-git.md"], in: repo.path)
        _ = try git(["commit", "-q", "-m", "by git"], in: repo.path)
        try repo.write("diary/2026/04/by-kept.md", "kept\n")
        #expect(try repo.repository.commit(paths: ["diary/2026/04/by-kept.md"], message: "by kept") != nil)
        try expectGitSeesACleanCommit(repo)
        try repo.write("diary/2026/01/by-git-again.md", "git\n")
        _ = try git(["add", "."], in: repo.path)
        _ = try git(["commit", "-q", "-m", "by git again"], in: repo.path)
        try expectGitSeesACleanCommit(repo)
    }

    @Test(.enabled(if: gitInstalled)) func somethingStagedByHandStaysOutOfTheCommit() throws {
        let repo = try store()
        try repo.write("diary/2026/01/staged.md", "staged by hand\n")
        _ = try git(["add", "diary/2026/01/staged.md"], in: repo.path)
        try repo.write("diary/2026/02/named.md", "named\n")
        #expect(try repo.repository.commit(paths: ["diary/2026/02/named.md"], message: "named") != nil)
        #expect(try git(["show", "--name-only", "--format=", "HEAD"], in: repo.path).output == "diary/2026/02/named.md\n")
        #expect(try git(["status", "--porcelain"], in: repo.path).output == "A  diary/2026/01/staged.md\n")
    }

    @Test(.enabled(if: gitInstalled)) func theIndexKeptWritesMatchesTheFilesStat() throws {
        let repo = try store()
        try repo.write("diary/2026/03/new.md", "new\n")
        try repo.write("diary/2026/01/entry-2.md", "edited\n")
        try repo.repository.commit(paths: ["diary/2026/03/new.md", "diary/2026/01/entry-2.md"], message: "two")
        // diff-files compares each entry's stat with the file's and does not refresh: any
        // field kept wrote wrong shows the file as changed.
        #expect(try git(["diff-files", "--quiet"], in: repo.path).status == 0)
        #expect(try git(["ls-files", "-s", "diary/2026/03/new.md"], in: repo.path).output
                == "100644 3e757656cf36eca53338e520d134963a44f793f8 0\tdiary/2026/03/new.md\n")
        // libgit2 reads it back the same.
        #expect(try repo.repository.changes().isEmpty)
        try expectGitSeesACleanCommit(repo)
    }

    @Test(.enabled(if: gitInstalled)) func executablesAndSymlinksKeepTheirModes() throws {
        let repo = try store()
        try repo.write("bin/run.sh", "#!/bin/sh\n")
        chmod(repo.path + "/bin/run.sh", 0o755)
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/link.md", withDestinationPath: "cards/a/card.md")
        #expect(try repo.repository.commit(paths: ["bin/run.sh", "link.md"], message: "kinds") != nil)
        let staged = try git(["ls-files", "-s", "bin", "link.md"], in: repo.path).output
        #expect(staged.contains("100755 ") && staged.contains("120000 "))
        #expect(try git(["diff-files", "--quiet"], in: repo.path).status == 0)
        try expectGitSeesACleanCommit(repo)
    }

    /// A path of 4,095 bytes or more has no length in its entry's flags: the entry ends at its
    /// NUL. No file can have such a path (PATH_MAX), but git's index can hold one.
    @Test(.enabled(if: gitInstalled)) func anEntryWithAPathTooLongForItsFlagsIsSteppedOver() throws {
        let repo = try store()
        let blob = try git(["hash-object", "-w", "diary/2026/01/entry-0.md"], in: repo.path).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let long = "a/" + String(repeating: "x", count: 200) + "/" + String(repeating: "y/", count: 2100) + "deep.md"
        _ = try git(["update-index", "--add", "--cacheinfo", "100644,\(blob),\(long)"], in: repo.path)
        _ = try git(["commit", "-q", "-m", "long"], in: repo.path)
        try repo.write("diary/2026/03/new.md", "new\n")
        #expect(try repo.repository.commit(paths: ["diary/2026/03/new.md"], message: "add") != nil)
        #expect(try git(["ls-files", "--", long], in: repo.path).output == long + "\n")
        #expect(try git(["diff", "--cached", "--quiet"], in: repo.path).status == 0)
        #expect(try git(["write-tree"], in: repo.path).output == git(["rev-parse", "HEAD^{tree}"], in: repo.path).output)
    }

    @Test(.enabled(if: gitInstalled)) func anIndexOfVersionFourIsLeftToLibgit2() throws {
        let repo = try store()
        _ = try git(["update-index", "--index-version", "4"], in: repo.path)
        try repo.write("diary/2026/03/new.md", "new\n")
        #expect(try repo.repository.commit(paths: ["diary/2026/03/new.md"], message: "add") != nil)
        try expectGitSeesACleanCommit(repo)
    }

    /// A kill after the index was written and before the commit leaves the path staged: the
    /// next commit of that path (kept's recovery) commits it and leaves git clean.
    @Test(.enabled(if: gitInstalled)) func aPathStagedByAKilledRunIsCommittedByTheNext() throws {
        let repo = try store()
        try repo.write("diary/2026/03/killed.md", "written, staged, never committed\n")
        _ = try git(["add", "diary/2026/03/killed.md"], in: repo.path)
        #expect(try repo.repository.commit(paths: ["diary/2026/03/killed.md"], message: "recovered") != nil)
        #expect(try git(["show", "--name-only", "--format=", "HEAD"], in: repo.path).output == "diary/2026/03/killed.md\n")
        try expectGitSeesACleanCommit(repo)
    }

    /// A kill while the index was being written leaves `index.lock`: the next commit refuses
    /// (kept's recovery removes the lock first) and changes neither the index nor HEAD.
    @Test(.enabled(if: gitInstalled)) func aLeftoverIndexLockRefusesAndChangesNothing() throws {
        let repo = try store()
        let head = try repo.repository.headCommitID()
        let index = try Data(contentsOf: URL(fileURLWithPath: repo.path + "/.git/index"))
        try Data("half".utf8).write(to: URL(fileURLWithPath: repo.path + "/.git/index.lock"))
        try repo.write("diary/2026/03/new.md", "new\n")
        #expect(throws: GitError.self) { try repo.repository.commit(paths: ["diary/2026/03/new.md"], message: "add") }
        #expect(try repo.repository.headCommitID() == head)
        #expect(try Data(contentsOf: URL(fileURLWithPath: repo.path + "/.git/index")) == index)
        try FileManager.default.removeItem(atPath: repo.path + "/.git/index.lock")
        #expect(try repo.repository.commit(paths: ["diary/2026/03/new.md"], message: "add") != nil)
        try expectGitSeesACleanCommit(repo)
    }

    /// The blob is written through `.gitattributes` filters as `git add` writes it (the index
    /// is not read for them: the attributes file on disk is).
    @Test(.enabled(if: gitInstalled)) func attributesOnDiskStillFilterTheBlob() throws {
        let repo = try store()
        try repo.write(".gitattributes", "*.txt text\n")
        try repo.repository.commit(paths: [".gitattributes"], message: "attributes")
        try repo.write("notes/a.txt", "one\r\ntwo\r\n")
        #expect(try repo.repository.commit(paths: ["notes/a.txt"], message: "crlf") != nil)
        #expect(try git(["show", "HEAD:notes/a.txt"], in: repo.path).output == "one\ntwo\n")
        #expect(try git(["ls-files", "-s", "notes/a.txt"], in: repo.path).output.contains(
            try git(["hash-object", "notes/a.txt"], in: repo.path).output.trimmingCharacters(in: .whitespacesAndNewlines)))
        try expectGitSeesACleanCommit(repo)
    }
}

