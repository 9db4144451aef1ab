import Foundation
import KeptGit
import Testing

/// The store lock: writers started at the same moment take turns, and all of them land.
@Suite("concurrent writers")
struct ConcurrencyTests {
    @Test func tenNewEntriesStartedAtOnceAllLand() throws {
        let sandbox = try Sandbox()
        let names = (1...10).map { "item-\($0)" }

        let running = try names.map { try sandbox.start(["new", "fridge", $0, "--no-edit"]) }
        let results = running.map { $0.wait() }

        for (name, result) in zip(names, results) {
            #expect(result.status == 0, "\(name): \(result)")
            #expect(result.stdout == "fridge/other/\(name).md\n", "\(name): \(result)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.url("fridge/other").path)
        #expect(Set(files) == Set(names.map { "\($0).md" }))
        let history = try sandbox.history()
        #expect(history.count == 11)
        #expect(Set(history.dropLast().map(\.summary)) == Set(names.map { "fridge: add \($0)" }))
        #expect(try sandbox.pending() == [], "every file is in a commit")
        for name in names {
            #expect(try sandbox.history(of: "fridge/other/\(name).md").count == 1)
        }
    }

    @Test func theSameTitleAtOnceGetsDistinctFiles() throws {
        let sandbox = try Sandbox()

        let running = try (1...5).map { _ in try sandbox.start(["new", "card", "same", "--no-edit"]) }
        let results = running.map { $0.wait() }

        #expect(results.allSatisfy { $0.status == 0 }, "\(results)")
        #expect(Set(results.map(\.stdout)) == Set(["", "-2", "-3", "-4", "-5"].map { "cards/general/same\($0).md\n" }))
        #expect(try sandbox.history().count == 6)
        #expect(try sandbox.pending() == [])
    }
}
