import Foundation
import Testing
@testable import Kept

/// The diary's year folders are walked on all cores (`EntryFileWalk`). With a handful of
/// years the threads barely overlap; with 40 and more they do, which is where ThreadSanitizer
/// saw every thread write the one shared results array (issue 27). `make tsan` runs this.
@Suite("A diary of many years")
struct ManyYearsWalkTests {
    static let years = 1980...2029

    static var files: [String: String] {
        var files: [String: String] = [:]
        for year in years {
            for month in [1, 6, 12] {
                let m = String(format: "%02d", month)
                files["diary/\(year)/\(m)/\(year)-\(m)-15-day.md"] = "---\ntitle: day \(year)-\(m)\ndate: \(year)-\(m)-15\n---\nbody \(year)\n"
            }
        }
        files["diary/2024-loose.md"] = "---\ntitle: loose\ndate: 2024-02-02\n---\nat the top\n"
        return files
    }

    @Test func everyFileOfFiftyYearFoldersIsWalkedOnceInPathOrder() throws {
        let fixture = try TemporaryStore(files: Self.files)
        let expected = Self.files.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        for _ in 0..<20 {
            let walked = EntryFileWalk.files(under: "diary", root: fixture.root).map(\.path)
            #expect(walked == expected)
            #expect(EntryFileWalk.files(under: "diary", root: fixture.root, stamped: false).map(\.path) == expected)
        }
    }

    @Test func aListOfFiftyYearsHasEveryEntry() throws {
        let fixture = try TemporaryStore(files: Self.files)
        for _ in 0..<5 {
            let index = StoreIndex.load(fixture.store, now: Date().addingTimeInterval(1))
            #expect(index.entries.count == Self.files.count)
        }
    }
}
