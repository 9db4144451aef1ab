import Foundation
import Testing
@testable import Kept

/// Where drafts live: in the store's git-ignored `.kept/state/drafts/`, named by their time,
/// process and what they are for.
@Suite("Drafts: where they live and what they are called")
struct DraftTests {
    @Test func aDraftsNameSaysWhatItIsFor() {
        #expect(DraftPurpose.new(kind: "fridge").draftName == "fridge.md")
        #expect(DraftPurpose.today(day: "2026-11-22").draftName == "2026-11-22.md")
        #expect(DraftPurpose.edit(path: "cards/동사/살다.md").draftName == "살다.md")
        // A conflict copy's draft is named for the entry it joins.
        #expect(DraftPurpose.resolve(copy: "cards/동사/살다.conflict-laptop-20261122.md").draftName == "살다.md")
    }

    @Test func aDraftIsMadeInTheStatesDraftsFolderWithItsRecord() throws {
        let fixture = try TemporaryStore()
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let draft = try fixture.store.makeDraft("---\ntitle: 첫눈\n---\n", for: .today(day: "2026-11-22"), now: now)
        let folder = fixture.store.absolutePath(Store.draftsFolder)
        #expect(Store.draftsFolder == ".kept/state/drafts")
        #expect((draft.path as NSString).deletingLastPathComponent == folder)
        #expect((draft.path as NSString).lastPathComponent.hasSuffix("-\(getpid())-2026-11-22.md"))
        #expect(draft.title == "첫눈" && draft.kind == "diary" && draft.created == now)
        #expect(fixture.store.drafts() == [draft])
        #expect(draft.resumeCommand.hasPrefix("kept today --date 2026-11-22 --draft "))
    }
}
