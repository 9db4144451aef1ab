import Foundation
import Testing

/// The index cache seen from the command line: another program's edits show on the next
/// run, the cache is never committed, and deleting it changes no output.
@Suite("kept list and search with the index cache")
struct IndexCacheCommandTests {
    @Test func anotherProgramsEditsShowOnTheNextRun() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.ok(["new", "diary", "첫눈", "--date", "2026-11-22T09:14", "--body", "눈이 왔다"]).stdout
            .trimmingCharacters(in: .newlines)
        try sandbox.ok(["new", "diary", "rain", "--date", "2026-11-20", "--body", "wet"])
        Thread.sleep(forTimeInterval: 0.1)  // older than the clock margin: cacheable
        let first = try sandbox.ok(["list", "diary", "--format", "{{title}} {{excerpt}}"]).stdout
        #expect(first == "첫눈 눈이 왔다\nrain wet\n")
        #expect(sandbox.exists(".kept/cache/index"))
        #expect(try sandbox.ok(["list", "diary", "--format", "{{title}} {{excerpt}}"]).stdout == first)

        // Same size, same second, written in place: title and body both change.
        let text = try sandbox.read(path)
        let edited = text.replacingOccurrences(of: "title: 첫눈", with: "title: 첫비")
            .replacingOccurrences(of: "눈이 왔다", with: "비가 왔다")
        #expect(edited.utf8.count == text.utf8.count)
        let handle = try FileHandle(forWritingTo: sandbox.url(path))
        try handle.write(contentsOf: Data(edited.utf8))
        try handle.close()
        #expect(try sandbox.ok(["list", "diary", "--format", "{{title}} {{excerpt}}"]).stdout == "첫비 비가 왔다\nrain wet\n")
        #expect(try sandbox.ok(["search", "비가", "--format", "paths"]).stdout == path + "\n")

        // Added and removed by hand.
        try sandbox.write("diary/2026/11/2026-11-21-fog.md", "---\ntitle: fog\ndate: 2026-11-21\n---\ngrey\n")
        try FileManager.default.removeItem(at: sandbox.url("diary/2026/11/2026-11-20-rain.md"))
        #expect(try sandbox.ok(["list", "diary", "--format", "{{title}}"]).stdout == "첫비\nfog\n")

        // Never committed; deleting it changes nothing.
        try sandbox.ok(["commit", "-m", "edits by hand"])
        #expect(try sandbox.pending().isEmpty)
        #expect(try !sandbox.repository().changes().contains { $0.path.hasPrefix(".kept") })
        let warm = try sandbox.ok(["list", "--format", "json", "--body"]).stdout
        try FileManager.default.removeItem(at: sandbox.url(".kept/cache"))
        #expect(try sandbox.ok(["list", "--format", "json", "--body"]).stdout == warm)
    }
}
