import Foundation
import Testing
@testable import Kept

/// A store opened for the assistant (`kept mcp`) marks each commit's first line
/// ` (via assistant)`; what reads kept's own messages back reads past the mark.
@Suite("Changes made through the assistant are marked, and read as the same changes")
struct CommitAttributionTests {
    @Test func theMarkEndsTheFirstLine() {
        #expect(CommitAttribution.marked("fridge: add 우유", via: "assistant") == "fridge: add 우유 (via assistant)")
        #expect(CommitAttribution.marked("kept: import\n\n3 entries", via: "assistant") == "kept: import (via assistant)\n\n3 entries")
        #expect(CommitAttribution.read("fridge: add 우유 (via assistant)") == ("fridge: add 우유", "assistant"))
        #expect(CommitAttribution.read("fridge: consume 김치 (1 → 0)") == ("fridge: consume 김치 (1 → 0)", nil))
        #expect(CommitAttribution.read("diary: add 2026-11-27 (via)") == ("diary: add 2026-11-27 (via)", nil))
    }

    @Test func everyCommitOfTheAssistantsStoreIsMarked() throws {
        let fixture = try TemporaryStore()
        let assistant = try Store(root: fixture.root, via: "assistant")
        let fridge = try assistant.kind(named: "fridge")
        let added = try assistant.add(fridge, text: try assistant.draft(fridge, NewEntry(title: "우유", assignments: [FieldAssignment(key: "quantity", value: "1")])))
        _ = try FridgeChanges(assistant).consume(added.path, .all)
        let summaries = try fixture.store.history().map(\.summary)
        #expect(summaries.prefix(2) == ["fridge: consume 우유 (1 → 0) (via assistant)", "fridge: add 우유 (via assistant)"])
        // The fridge's numbers count the assistant's consume as the user's own.
        #expect(FridgeStats.event(summaries[0]) == .consumed)
    }
}
