import Foundation
import Testing
@testable import KeptGit

/// `Repository.operationInProgress` reads what the real git leaves in `.git` while an
/// operation of the user's waits: each state made with git itself.
@Suite("libgit2: git operations in progress")
struct OperationInProgressTests {
    private func git(_ args: [String], in folder: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", folder, "-c", "user.name=t", "-c", "user.email=t@example.org", "-c", "advice.detachedHead=false"] + args
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_EDITOR"] = "true"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// main and `other` both change the one line of `a.md` after a common commit.
    private func diverged() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.write("a.md", "one\n")
        try repo.repository.commit(paths: ["a.md"], message: "one")
        _ = try git(["branch", "other"], in: repo.path)
        try repo.write("a.md", "main\n")
        try repo.repository.commit(paths: ["a.md"], message: "main")
        _ = try git(["switch", "-q", "other"], in: repo.path)
        try repo.write("a.md", "other\n")
        _ = try git(["commit", "-qam", "other"], in: repo.path)
        _ = try git(["switch", "-q", "main"], in: repo.path)
        return repo
    }

    private func state(_ repo: TemporaryRepository) throws -> GitOperation? {
        try Repository.open(at: repo.path).operationInProgress()
    }

    @Test func eachOperationIsNamed() throws {
        let cases: [([String], GitOperation)] = [
            (["merge", "other"], .merge), (["rebase", "other"], .rebase), (["cherry-pick", "other"], .cherryPick),
            (["revert", "--no-edit", "HEAD"], .revert), (["bisect", "start", "HEAD", "HEAD~1"], .bisect),
            (["switch", "-q", "--detach", "HEAD~1"], .detachedHead),
        ]
        for (command, expected) in cases {
            let repo = try diverged()
            #expect(try state(repo) == nil)
            if expected == .revert {
                try repo.write("a.md", "later\n")
                try repo.repository.commit(paths: ["a.md"], message: "later")
                _ = try git(["revert", "--no-edit", "HEAD~1"], in: repo.path)
            } else {
                _ = try git(command, in: repo.path)
            }
            #expect(try state(repo) == expected, "git \(command.joined(separator: " "))")
        }
    }

    @Test func anUnbornBranchIsNoOperation() throws {
        let repo = try TemporaryRepository()
        #expect(repo.repository.operationInProgress() == nil)
        #expect(repo.repository.localBranches() == [])
    }
}
