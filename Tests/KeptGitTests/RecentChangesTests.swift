import Foundation
import Testing
@testable import KeptGit

/// `recentChanges`: what the overview's "newest" is made of.
@Suite("libgit2: files changed last")
struct RecentChangesTests {
    @Test func newestFirstByLastChangeSkippingDeletedAndStoppingAtTheLimit() throws {
        let repo = try TemporaryRepository()
        func commit(_ paths: [String], _ message: String) throws {
            _ = try repo.repository.commit(paths: paths, message: message)
        }
        try repo.write("diary/a.md", "a")
        try repo.write("diary/b.md", "b")
        try commit(["diary/a.md", "diary/b.md"], "add a, b")
        try repo.write("cards/x/c.md", "c")
        try commit(["cards/x/c.md"], "add c")
        try repo.write("diary/a.md", "a2")
        try commit(["diary/a.md"], "edit a")
        try repo.delete("diary/b.md")
        try commit(["diary/b.md"], "remove b")
        try repo.rename("cards/x/c.md", "cards/y/c.md")
        try commit(["cards/x/c.md", "cards/y/c.md"], "move c")
        try repo.write(".kept/config.yaml", "x")
        try commit([".kept/config.yaml"], "settings")

        let entries = { (path: String) in path.hasSuffix(".md") }
        let all = try repo.repository.recentChanges(limit: 10, counts: entries)
        #expect(all.map(\.path) == ["cards/y/c.md", "diary/a.md"],
                "newest first; b was deleted later than it was written, c counts once under its new path")
        #expect(try repo.repository.recentChanges(limit: 1, counts: entries).map(\.path) == ["cards/y/c.md"])
        #expect(try repo.repository.recentChanges(limit: 10) { _ in true }.first?.path == ".kept/config.yaml")
        let history = try repo.repository.history()
        #expect(all.first?.date == history[1].date, "the time of the commit that moved it")
    }
}
