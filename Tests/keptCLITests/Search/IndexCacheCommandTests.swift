import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import Kept

/// The index cache seen from the command line: another program's edits show on the next
/// run, the cache is never committed, and deleting it changes no output.
@Suite("kept list and search with the index cache")
struct IndexCacheCommandTests {
    @Test func anotherProgramsEditsShowOnTheNextRun() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.ok(["new", "diary", "첫눈", "--date", "2026-11-22T09:14", "--body", "눈이 왔다"]).stdout
            .trimmingCharacters(in: .newlines)
        try sandbox.ok(["new", "diary", "rain", "--date", "2026-11-20", "--body", "wet"])
        try Self.waitUntilSettled([sandbox.url(path), sandbox.url("diary/2026/11/2026-11-20-rain.md")])
        let first = try sandbox.ok(["list", "diary", "--format", "{{title}} {{excerpt}}"]).stdout
        #expect(first == "첫눈 눈이 왔다\nrain wet\n")
        // Both were cached, so the edit below is seen through the cache's stamps.
        let cache = try Data(contentsOf: sandbox.url(".kept/cache/index"))
        #expect(cache.range(of: Data(path.utf8)) != nil && cache.range(of: Data("2026-11-20-rain.md".utf8)) != nil)
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

    /// Returns once each file's last change lies more than the index's clock margin (0.05 s)
    /// in the past: only then does kept cache it (an edit in the same clock tick could go
    /// unseen). The binary reads the real clock, and a file's status-change time cannot be
    /// set back (setting its modification time renews it), so this waits — as long as that
    /// takes and no longer: usually not at all, a `kept new` outlasts the margin.
    static func waitUntilSettled(_ files: [URL], margin: TimeInterval = 0.05) throws {
        var latest = 0.0
        for file in files {
            var info = stat()
            guard stat(file.path, &info) == 0 else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: file.path]) }
            latest = max(latest, Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9,
                         Double(info.st_ctim.tv_sec) + Double(info.st_ctim.tv_nsec) / 1e9)
        }
        let left = latest + margin + 0.001 - Date().timeIntervalSince1970
        if left > 0 { Thread.sleep(forTimeInterval: left) }
    }

    /// Entries as another program leaves them: written in the last few milliseconds.
    static let entries = [
        "diary/2026/11/2026-11-22-첫눈.md": "---\ntitle: 첫눈\ndate: 2026-11-22T09:14\ntags: [walk, 겨울]\n---\n\n창밖에 **첫눈**이 내렸다.\n",
        "diary/2026/11/2026-11-20-rain.md": "---\ntitle: rain\ndate: 2026-11-20\n---\nwet\n",
        "diary/2026/11/2026-11-21-broken.md": "---\ntitle: [unclosed\n---\nbody\n",
        "cards/words/살다.md": "---\ntitle: 살다\ncategory: words\ncreated: 2026-11-01\n---\nto live\n",
    ]

    /// What the next `kept list` would find: every entry from the cache, none of its files read.
    static func expectAllCached(_ root: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let index = StoreIndex.load(try Store(root: root))
        #expect(index.entries.count == count, sourceLocation: sourceLocation)
        let read = index.entries.filter { !$0.isFromCache }.map(\.path)
        #expect(read.isEmpty, "files read: \(read)", sourceLocation: sourceLocation)
    }

    @Test func initAdoptingFilesLeavesThemCachedForTheFirstList() throws {
        let sandbox = try Sandbox(initStore: false)
        for (path, text) in Self.entries { try sandbox.write(path, text) }
        try sandbox.ok(["init", sandbox.store.path])
        #expect(sandbox.exists(".kept/cache/index"))
        try Self.expectAllCached(sandbox.store.path, count: Self.entries.count)
        let first = try sandbox.ok(["list", "--format", "json"]).stdout
        try FileManager.default.removeItem(at: sandbox.url(".kept/cache"))
        #expect(try sandbox.ok(["list", "--format", "json"]).stdout == first)
    }

    @Test func aCloneIsCachedForTheFirstList() throws {
        let sandbox = try Sandbox(initStore: false)
        for (path, text) in Self.entries { try sandbox.write(path, text) }
        try sandbox.ok(["init", sandbox.store.path])
        let clone = sandbox.root.appendingPathComponent("clone").path
        try sandbox.ok(["clone", sandbox.store.path, clone])
        #expect(FileManager.default.fileExists(atPath: clone + "/.kept/cache/index"))
        try Self.expectAllCached(clone, count: Self.entries.count)
        let first = try sandbox.ok(["--store", clone, "list", "--format", "json"]).stdout
        #expect(first == (try sandbox.ok(["list", "--format", "json"]).stdout.replacingOccurrences(of: sandbox.store.path, with: clone)))

        // An edit right after the clone, in place and of the same size, is still seen.
        let edited = clone + "/diary/2026/11/2026-11-20-rain.md"
        let handle = try #require(FileHandle(forWritingAtPath: edited))
        try handle.write(contentsOf: Data(try String(contentsOfFile: edited, encoding: .utf8).replacingOccurrences(of: "wet", with: "dry").utf8))
        try handle.close()
        let after = try sandbox.ok(["--store", clone, "list", "diary", "--format", "{{title}} {{excerpt}}"]).stdout
        #expect(after.contains("rain dry\n"), "\(after)")
        let warm = try sandbox.ok(["--store", clone, "list", "--format", "json"]).stdout
        try FileManager.default.removeItem(atPath: clone + "/.kept/cache")
        #expect(try sandbox.ok(["--store", clone, "list", "--format", "json"]).stdout == warm)
    }
}
