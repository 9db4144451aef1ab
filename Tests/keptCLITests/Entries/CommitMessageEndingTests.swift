import Foundation
import Testing

/// Every commit kept writes holds its message as `git commit -m` writes the same text: ending
/// in one newline (commits, sync merges, restores, a commit of outside edits, the flat-file
/// commits under refs/kept).
@Suite("commit messages as git writes them", .enabled(if: GitFollowComparison.gitAvailable))
struct CommitMessageEndingTests {
    @Test func everyCommitsMessageIsWhatGitCommitWrites() throws {
        let two = try HistoryFollowTests.TwoHistories()
        try two.startSharing(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"])
        try two.desktop(["set", "--new-field", "살다", "level=2"])
        try two.desktop(["sync"])
        try two.laptop(["mv", "살다", "살아가다"])
        try two.laptop(["rm", "살아가다"])
        try two.laptop(["restore", "cards/동사/살아가다.md"])
        let card = two.store(.laptop) + "/cards/동사/살아가다.md"
        let text = try String(contentsOfFile: card, encoding: .utf8)
        try (text + "more\n").write(toFile: card, atomically: true, encoding: .utf8)
        try two.laptop(["commit", "-m", "  an outside edit  \n\n"])
        try two.laptop(["sync"])   // merges the desktop's change

        // A scratch repository where git itself commits each message kept wrote.
        let scratch = two.sandbox.root.appendingPathComponent("scratch").path
        _ = try GitFollowComparison.git(["init", "-q", scratch], store: two.sandbox.root.path, sandbox: two.sandbox)
        let store = two.store(.laptop)
        let commits = try GitFollowComparison.git(["rev-list", "--all"], store: store, sandbox: two.sandbox)
            .split(separator: "\n").map(String.init)
        #expect(commits.count >= 8, "\(commits)")
        var merges = 0
        for commit in commits {
            let object = try GitFollowComparison.git(["cat-file", "commit", commit], store: store, sandbox: two.sandbox)
            let header = try #require(object.range(of: "\n\n"))
            if object[..<header.lowerBound].components(separatedBy: "\n").filter({ $0.hasPrefix("parent ") }).count > 1 { merges += 1 }
            let message = String(object[header.upperBound...])
            _ = try GitFollowComparison.git(["commit", "-q", "--allow-empty", "-m", message], store: scratch, sandbox: two.sandbox)
            let gits = try GitFollowComparison.git(["cat-file", "commit", "HEAD"], store: scratch, sandbox: two.sandbox)
            let gitMessage = String(gits[try #require(gits.range(of: "\n\n")).upperBound...])
            #expect(message == gitMessage, "\(commit): kept wrote \(Array(message.utf8.suffix(4))), git \(Array(gitMessage.utf8.suffix(4)))")
            #expect(message.hasSuffix("\n") && !message.hasSuffix("\n\n"), "\(commit): \(message.debugDescription)")
        }
        #expect(merges >= 1, "a sync merge is among them")
        // Read back, the messages are as they were: kept log shows no blank line or stray space.
        let log = try two.run(.laptop, ["log", "-n", "3"]).stdout
        #expect(log.contains("  an outside edit\n"), "\(log)")

        // A blank message, which git refuses, gets the one that says what changed.
        try (text + "more\nand more\n").write(toFile: card, atomically: true, encoding: .utf8)
        #expect(try two.run(.laptop, ["commit", "-m", " \n "]).stdout == "cards: edit 살아가다 (outside kept)\n")
    }
}
