import Foundation
import Testing
@testable import Kept

/// The path gate agrees with git's own `verify_path` (core.protectNTFS and core.protectHFS on):
/// every name git refuses to put in an index, kept refuses to write; where kept is stricter
/// (a backslash on Linux, NUL, bytes that are not UTF-8), the test says so.
@Suite("the path gate, against git")
struct PathGateTests {
    static let git = ["/usr/bin/git", "/usr/local/bin/git"].first(where: FileManager.default.isExecutableFile)

    /// Names a pusher would try, and names a person writes.
    static let names: [String] = [
        "diary/2026/11/2026-11-22-첫눈.md", "cards/동사/살다.md", ".kept/config.yaml", ".gitignore",
        ".github/x.md", "a/.gitx/b", "a/git~2/b", "a/xgit~1/b", "notes/.git-notes.md", "a..b", "...", ".a.",
        "..", ".", "a/../b", "a/./b", "../x", "a/..", "./a",
        ".git", ".git/config", ".GIT/config", ".Git/hooks/post-commit", "a/.git/config", "a/.gIt",
        ".git.", ".git ", ".git. .", ".git./config", ".git /hooks", "git~1/config", "GIT~1", "a/Git~1.",
        ".git::$INDEX_ALLOCATION/config", ".git:stream", ".gi\u{200C}t/config", "\u{200D}.git/x",
        ".g\u{202A}it", ".git\u{FEFF}", ".\u{206F}git/hooks/x", ".git\u{200B}", ".gıt", ".ĝit",
        "a//b", "a/", "/etc/passwd", "a\\b", "..\\x",
    ]

    /// Whether git takes `path` into an index (`update-index --add --cacheinfo` runs verify_path).
    static func gitAccepts(_ path: String, in repo: String) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git!)
        process.arguments = ["-C", repo, "-c", "core.protectNTFS=true", "-c", "core.protectHFS=true",
                             "update-index", "--add", "--cacheinfo", "100644,e69de29bb2d1d6434b8b29ae775ad8c2e48c5391,\(path)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test(.enabled(if: git != nil, "needs git")) func refusesWhatGitRefuses() throws {
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("kept-gate-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: repo) }
        let initialize = Process()
        initialize.executableURL = URL(fileURLWithPath: Self.git!)
        initialize.arguments = ["init", "-q", repo]
        try initialize.run()
        initialize.waitUntilExit()
        var refusedByGit = 0
        for name in Self.names {
            let accepted = try Self.gitAccepts(name, in: repo)
            let refusal = PathGate.refusal(name)
            if !accepted { refusedByGit += 1 }
            if name.contains("\\") {
                // git on Linux takes a backslash as a letter; Windows reads it as a folder
                // separator (`..\x` leaves the folder there), so kept refuses it everywhere.
                #expect(refusal == .backslash, "\(name)")
                continue
            }
            #expect((refusal == nil) == accepted, "\(name): git \(accepted ? "accepts" : "refuses"), kept says \(String(describing: refusal))")
        }
        #expect(refusedByGit >= 30, "the list must hold what git refuses, found \(refusedByGit)")
    }

    @Test func namesTheReason() {
        #expect(PathGate.refusal("a/../../.bashrc") == .dotComponent(".."))
        #expect(PathGate.refusal(".GIT/hooks/post-commit") == .gitFolder(".GIT"))
        #expect(PathGate.refusal("git~1/config") == .gitFolder("git~1"))
        #expect(PathGate.refusal("/etc/passwd") == .absolute)
        #expect(PathGate.refusal("a//b") == .emptyComponent)
        #expect(PathGate.refusal("") == .empty)
        #expect(PathGate.refusal(bytes: [0x61, 0, 0x62]) == .nul)
        #expect(PathGate.refusal(bytes: [0x61, 0xFF, 0x62]) == .notUTF8)
        #expect(PathGate.refusal("diary/2026/11/2026-11-22-첫눈.md") == nil)
        for refusal: PathGate.Problem in [.empty, .absolute, .emptyComponent, .dotComponent(".."), .gitFolder(".git"), .backslash, .nul, .notUTF8] {
            for language in Language.allCases {
                let text = refusal.message.text(in: language)
                #expect(!text.hasPrefix("gate."), "\(refusal) has no \(language) text")
            }
        }
    }
}
