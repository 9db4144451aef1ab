internal import CLibGit2
import Foundation

extension Repository {
    /// For each file in HEAD's history, when the oldest commit that added or changed it was
    /// made: the day a note was first committed (`kept import markdown` dates a vault that is
    /// a repository as Obsidian's git plugins do). One walk of at most `limit` commits from
    /// HEAD, each commit's tree compared with its first parent's (`changedFiles`); a history
    /// longer than that gives the dates it reached, and a repository without commits none.
    package func firstCommitDates(limit: Int = 100_000) throws -> [String: Date] {
        var first: [String: Date] = [:]
        var walked = 0
        try walkChanges(while: {
            walked += 1
            return walked <= limit
        }) { path, deleted, date in
            guard !deleted else { return }
            if let known = first[path], known <= date { return }
            first[path] = date
        }
        return first
    }
}
