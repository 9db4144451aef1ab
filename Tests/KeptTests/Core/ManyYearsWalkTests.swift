import Foundation
import ReferenceTools
import Testing
@testable import Kept

/// The diary's year folders are walked on all cores (`EntryFileWalk`). With a handful of
/// years the threads barely overlap; with 40 and more they do, which is where ThreadSanitizer
/// saw every thread write the one shared results array (issue 27). `make tsan` runs this.
@Suite("A diary of many years", .tags(.slow), .fullSuiteOnly)
struct ManyYearsWalkTests {
    static let years = 1980...2029

    static var files: [String: String] {
        var files: [String: String] = [:]
        for year in years {
            // Enough files a year that the threads' walks overlap (three a year did not).
            for month in 1...12 {
                let m = String(format: "%02d", month)
                for day in ["03", "17"] {
                    files["diary/\(year)/\(m)/\(year)-\(m)-\(day)-day.md"] = "---\ntitle: day \(year)-\(m)-\(day)\ndate: \(year)-\(m)-\(day)\n---\nbody \(year)\n"
                }
            }
        }
        files["diary/2024-loose.md"] = "---\ntitle: loose\ndate: 2024-02-02\n---\nat the top\n"
        return files
    }

    /// Runs `body` on a thread of its own, as `kept` runs a command on its main thread: called
    /// from a test's pooled thread, `concurrentPerform` ran the years one after another and
    /// ThreadSanitizer saw no race even in the code that had one.
    static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: T?
        Thread.detachNewThread {
            result = body()
            done.signal()
        }
        done.wait()
        return result!
    }

    @Test func everyFileOfFiftyYearFoldersIsWalkedOnceInPathOrder() throws {
        let fixture = try TemporaryStore(files: Self.files)
        let root = fixture.root
        let expected = Self.files.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        for _ in 0..<10 {
            #expect(Self.onOwnThread { EntryFileWalk.files(under: "diary", root: root).map(\.path) } == expected)
            #expect(Self.onOwnThread { EntryFileWalk.files(under: "diary", root: root, stamped: false).map(\.path) } == expected)
        }
    }

    @Test func aListOfFiftyYearsHasEveryEntry() throws {
        let fixture = try TemporaryStore(files: Self.files)
        let store = fixture.store
        for _ in 0..<3 {
            #expect(Self.onOwnThread { StoreIndex.load(store, now: Date().addingTimeInterval(1)).entries.count } == Self.files.count)
        }
    }
}
