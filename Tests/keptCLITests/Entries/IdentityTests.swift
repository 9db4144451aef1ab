import Foundation
import KeptGit
import Testing

/// Who commits are by: git config's user.name / user.email, else a fallback that is said.
@Suite("commit identity")
struct IdentityTests {
    @Test func withoutAGitIdentityTheCommitStillHappensAndStderrExplainsTheFallback() throws {
        let sandbox = try Sandbox(initStore: false, identity: false)
        let env: [String: String?] = ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "USER": "tester"]
        #expect(!FileManager.default.fileExists(atPath: sandbox.gitconfig.path))

        let initialised = try sandbox.run(["init", sandbox.store.path], env: env)
        let new = try sandbox.run(["new", "card", "누구", "--no-edit"], env: env)

        for result in [initialised, new] {
            #expect(result.status == 0, "\(result)")
            #expect(result.stderr.hasPrefix("kept: committed as tester <tester@"), "\(result)")
            #expect(result.stderr.contains("git has no user.name/user.email"))
            #expect(result.stderr.contains("git config --global user.name"))
            #expect(result.stderr.hasSuffix("\n") && result.stderr.dropLast().split(separator: "\n").count == 1,
                    "one line: \(result.stderr)")
        }
        #expect(new.stdout == "cards/general/누구.md\n")
        let history = try sandbox.history()
        #expect(history.map(\.summary) == ["cards: add 누구", "kept: init store"])
        #expect(history.allSatisfy { $0.authorName == "tester" && $0.authorEmail.hasPrefix("tester@") })
    }

    @Test func withAnIdentityNothingIsSaidAboutIt() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["new", "card", "누구", "--no-edit"])
        #expect(result.stderr == "")
        #expect(try sandbox.history().allSatisfy { $0.authorName == "Test User" && $0.authorEmail == "test@example.com" })
    }

    /// git reads the global config from $GIT_CONFIG_GLOBAL when it is set; libgit2 1.5 ignores
    /// the variable, so KeptGit reads that file itself (kept once fell back to the login name).
    @Test func theIdentityInGitConfigGlobalIsUsed() throws {
        let sandbox = try Sandbox(initStore: false, identity: false)
        let config = sandbox.root.appendingPathComponent("elsewhere.gitconfig")
        try "[user]\n\tname = Test User\n\temail = test@example.com\n".write(to: config, atomically: true, encoding: .utf8)
        let env: [String: String?] = ["GIT_CONFIG_GLOBAL": config.path]

        let result = try sandbox.run(["init", sandbox.store.path], env: env)

        #expect(result.status == 0, "\(result)")
        let author = try sandbox.history().first.map { "\($0.authorName) <\($0.authorEmail)>" }
        #expect(result.stderr == "")
        #expect(author == "Test User <test@example.com>")
    }
}
