import Foundation
import Testing
@testable import KeptGit

/// A new repository in a temporary folder, removed afterwards.
final class TemporaryRepository {
    let path: String
    let repository: Repository

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("keptgit-\(UUID().uuidString)").path
        repository = try Repository.create(at: path, initialBranch: "main")
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ text: String) throws {
        let full = (path as NSString).appendingPathComponent(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    func delete(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: (path as NSString).appendingPathComponent(relative))
    }

    func rename(_ from: String, _ to: String) throws {
        let target = (path as NSString).appendingPathComponent(to)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: (path as NSString).appendingPathComponent(from), toPath: target)
    }
}

@Suite("libgit2: commits of known paths")
struct RepositoryCommitTests {
    @Test func newRepositoryIsOnMainWithoutCommits() throws {
        let repo = try TemporaryRepository()
        #expect(try repo.repository.currentBranch() == "main")
        #expect(try repo.repository.headCommitID() == nil)
        #expect(try repo.repository.history().isEmpty)
        #expect(Repository.exists(at: repo.path))
        let reopened = try Repository.open(at: repo.path)
        #expect(reopened.workdir == repo.path)
    }

    @Test func commitsOnlyTheNamedPaths() throws {
        let repo = try TemporaryRepository()
        try repo.write("a.md", "a\n")
        try repo.write("b.md", "b\n")
        let first = try #require(try repo.repository.commit(paths: ["a.md"], message: "add a"))
        #expect(try repo.repository.headCommitID() == first.id)
        // b.md was not named: it is still untracked.
        #expect(try repo.repository.changes() == [PathChange(path: "b.md", kind: .added)])
    }

    @Test func noCommitWhenNothingChanged() throws {
        let repo = try TemporaryRepository()
        try repo.write("a.md", "a\n")
        try repo.repository.commit(paths: ["a.md"], message: "add a")
        #expect(try repo.repository.commit(paths: ["a.md"], message: "again") == nil)
        try repo.write("a.md", "a\n")  // rewritten with the same bytes
        #expect(try repo.repository.commit(paths: ["a.md"], message: "same") == nil)
        #expect(try repo.repository.history().map(\.summary) == ["add a"])
        #expect(try repo.repository.commit(paths: [], message: "nothing") == nil)
    }

    @Test func deletedPathsAreRemoved() throws {
        let repo = try TemporaryRepository()
        try repo.write("dir/a.md", "a\n")
        try repo.repository.commit(paths: ["dir/a.md"], message: "add")
        try repo.delete("dir/a.md")
        #expect(try repo.repository.changes() == [PathChange(path: "dir/a.md", kind: .deleted)])
        #expect(try repo.repository.commit(paths: ["dir/a.md"], message: "remove") != nil)
        #expect(try repo.repository.changes().isEmpty)
    }

    @Test func commitCarriesMessageAndIdentity() throws {
        let repo = try TemporaryRepository()
        try repo.write("a.md", "a\n")
        let result = try #require(try repo.repository.commit(paths: ["a.md"], message: "diary: add 2026-11-22 첫눈"))
        let commit = try #require(try repo.repository.history().first)
        #expect(commit.id == result.id)
        #expect(commit.message == "diary: add 2026-11-22 첫눈")
        #expect(commit.authorName == result.identity.name && commit.authorEmail == result.identity.email)
        #expect(abs(commit.date.timeIntervalSinceNow) < 60)
    }

    @Test func fallbackIdentityIsUsable() {
        let identity = Identity.fallback()
        #expect(identity.isFallback)
        #expect(!identity.name.isEmpty && identity.email.contains("@"))
    }

    @Test func statusSeesOutsideEdits() throws {
        let repo = try TemporaryRepository()
        try repo.write(".gitignore", "state/\n")
        try repo.write("a.md", "a\n")
        try repo.repository.commit(paths: [".gitignore", "a.md"], message: "start")
        try repo.write("a.md", "changed\n")
        try repo.write("state/lock", "1")
        try repo.write("n/new.md", "new\n")
        let changes = try repo.repository.changes().sorted { $0.path < $1.path }
        #expect(changes == [PathChange(path: "a.md", kind: .modified), PathChange(path: "n/new.md", kind: .added)])
        #expect(repo.repository.isIgnored("state/lock"))
    }

    @Test func errorsSayWhichStepFailed() throws {
        #expect { try Repository.open(at: "/nonexistent/kept/store") } throws: { error in
            guard let error = error as? GitError else { return false }
            return error.step.contains("/nonexistent/kept/store") && error.code < 0 && !error.message.isEmpty
        }
    }
}

@Suite("libgit2: history of one entry")
struct RepositoryHistoryTests {
    @Test func historyOfOneFileSkipsOthers() throws {
        let repo = try TemporaryRepository()
        try repo.write("a.md", "1\n"); try repo.repository.commit(paths: ["a.md"], message: "a1")
        try repo.write("b.md", "1\n"); try repo.repository.commit(paths: ["b.md"], message: "b1")
        try repo.write("a.md", "2\n"); try repo.repository.commit(paths: ["a.md"], message: "a2")
        #expect(try repo.repository.history(of: "a.md").map(\.summary) == ["a2", "a1"])
        #expect(try repo.repository.history(of: "b.md").map(\.summary) == ["b1"])
        #expect(try repo.repository.history().map(\.summary) == ["a2", "b1", "a1"])
        #expect(try repo.repository.history(limit: 2).count == 2)
    }

    @Test func historyFollowsRenames() throws {
        let repo = try TemporaryRepository()
        try repo.write("cards/x/old.md", "---\ntitle: old\n---\nsome longer body text that stays\nthe same\n")
        try repo.repository.commit(paths: ["cards/x/old.md"], message: "add old")
        try repo.write("cards/x/old.md", "---\ntitle: old\n---\nsome longer body text that stays\nthe same\nmore\n")
        try repo.repository.commit(paths: ["cards/x/old.md"], message: "edit old")
        try repo.rename("cards/x/old.md", "cards/y/new.md")
        try repo.repository.commit(paths: ["cards/x/old.md", "cards/y/new.md"], message: "rename")
        let history = try repo.repository.history(of: "cards/y/new.md")
        #expect(history.map(\.summary) == ["rename", "edit old", "add old"])
        #expect(history.map(\.path) == ["cards/y/new.md", "cards/x/old.md", "cards/x/old.md"])
    }

    @Test func historyOfAReusedPathShowsEveryLife() throws {
        let repo = try TemporaryRepository()
        try repo.write("a.md", "first life\n"); try repo.repository.commit(paths: ["a.md"], message: "add a")
        try repo.delete("a.md"); try repo.repository.commit(paths: ["a.md"], message: "remove a")
        try repo.write("x.md", "unrelated\n"); try repo.repository.commit(paths: ["x.md"], message: "x")
        #expect(try repo.repository.history(of: "a.md").map(\.summary) == ["remove a", "add a"])
        try repo.write("a.md", "second life, different\n"); try repo.repository.commit(paths: ["a.md"], message: "add a again")
        #expect(try repo.repository.history(of: "a.md").map(\.summary) == ["add a again", "remove a", "add a"])
    }
}
