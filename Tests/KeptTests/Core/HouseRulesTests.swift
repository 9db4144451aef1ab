import Foundation
import Testing

/// The house's rules, counted in the sources so that they stay: the domain in at most eight
/// rooms, a small `Store`, test seams read in one file, few unchecked globals, one command a file.
@Suite("the house's rules")
struct HouseRulesTests {
    @Test func theDomainHasAtMostEightRooms() throws {
        let kept = SourceFiles.root.appendingPathComponent("Sources/Kept")
        let rooms = try FileManager.default.contentsOfDirectory(atPath: kept.path).filter { name in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: kept.appendingPathComponent(name).path, isDirectory: &folder) && folder.boolValue
        }
        #expect(rooms.count <= 8, "Sources/Kept has \(rooms.count) folders: \(rooms.sorted())")
        #expect(rooms.count >= 2, "the scan found the rooms")
    }

    @Test func testVariablesAreReadInOneFile() throws {
        let readers = try SourceFiles.all().filter { $0.1.contains("\"KEPT_TEST_") }.map(\.0)
        #expect(readers == ["Sources/KeptGit/TestHooks.swift"])
    }

    @Test func atMostEightNonisolatedUnsafe() throws {
        let uses = try SourceFiles.all().flatMap { file, text in
            text.split(separator: "\n").enumerated()
                .filter { $0.element.contains("nonisolated(unsafe)") && !$0.element.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .map { "\(file):\($0.offset + 1)" }
        }
        #expect(uses.count <= 8, "\(uses.count): \(uses.joined(separator: "\n"))")
    }

    @Test func oneCommandPerFile() throws {
        let command = #/struct \w+: (?:Async)?ParsableCommand\b/#
        let crowded = try SourceFiles.all(under: "Sources/KeptCLI").compactMap { file, text -> String? in
            let count = text.matches(of: command).count
            return count > 1 ? "\(file): \(count) commands" : nil
        }
        #expect(crowded == [])
        #expect(try SourceFiles.all(under: "Sources/KeptCLI").contains { $0.1.contains(": ParsableCommand") }, "the scan finds commands")
    }

    /// `Store` is a small core (root, kinds, reading, one transaction) with its entry points
    /// filed by area; the work lives in feature types (`Diary`, `FridgeChanges`, `SyncJournal`,
    /// `MovingEntry`…). A file that extends it says so in its name.
    @Test func atMostTwentyFilesExtendStoreEachNamedSo() throws {
        let opening = #/(?m)^(?:(?:private|fileprivate|package|public|internal)\s+)?extension\s+Store\b\s*(?:where[^{]*)?\{/#
        let extending = try SourceFiles.all(under: "Sources").filter { $0.1.contains(opening) }.map(\.0)
        #expect(extending.count <= 20, "\(extending.count) files extend Store:\n\(extending.joined(separator: "\n"))")
        #expect(extending.count >= 5, "the scan finds the extensions")
        let unnamed = extending.filter { !($0 as NSString).lastPathComponent.hasPrefix("Store+") }
        #expect(unnamed == [], "extend Store only in a Store+X.swift file")
    }
}
