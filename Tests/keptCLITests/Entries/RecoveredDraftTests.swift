import Foundation
import ReferenceTools
import Testing

/// A draft kept after an edit that did not land, resumed and saved: as it is, it creates the
/// entry; holding only the template, it stays a draft.
@Suite("recovered drafts", .tags(.slow), .fullSuiteOnly)
struct RecoveredDraftTests {
    static let korean: [String: String?] = ["LANG": "ko_KR.UTF-8"]

    @Test("first-hour-2 case 02: a recovered draft saved as it is creates the entry")
    func case02RecoveredDraftSavedAsItIs() throws {
        let sandbox = try Sandbox()
        let failing = try sandbox.editor("fail", "printf '토요일엔 대청소, 일요일엔 영화.\\n' >> \"$1\"; exit 1")
        let failed = try sandbox.run(["new", "diary", "주말 계획", "--date", "2026-11-27T07:00"],
                                     env: Self.korean.merging(["KEPT_EDITOR": failing]) { $1 })
        #expect(failed.status == 1, "\(failed)")
        let draft = try #require(sandbox.drafts().first, "\(failed)")

        let resumed = try sandbox.run(["new", "diary", "--draft", draft], env: Self.korean.merging(["KEPT_EDITOR": "true"]) { $1 })

        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stderr == "")
        #expect(resumed.stdout == "diary/2026/11/2026-11-27-주말-계획.md\n")
        #expect(try sandbox.read("diary/2026/11/2026-11-27-주말-계획.md").hasSuffix("\n토요일엔 대청소, 일요일엔 영화.\n"))
        #expect(try sandbox.messages().first == "diary: add 2026-11-27 주말 계획")
        #expect(sandbox.drafts() == [], "the draft is gone once its text is in the store")
        let listed = try sandbox.ok(["list", "diary", "--format", "paths"], env: Self.korean)
        #expect(listed.stdout == "diary/2026/11/2026-11-27-주말-계획.md\n")
    }

    @Test func aResumedDraftHoldingOnlyTheTemplateStaysADraft() throws {
        let sandbox = try Sandbox()
        // The editor fails having changed only the id, which kept fills in itself.
        let failing = try sandbox.editor("fail", "sed -i 's/^id: .*/id: 7xk2m9/' \"$1\"; exit 1")
        let failed = try sandbox.run(["new", "diary"], env: ["KEPT_EDITOR": failing])
        #expect(failed.status == 1, "\(failed)")
        let draft = try #require(sandbox.drafts().first, "\(failed)")

        let resumed = try sandbox.run(["new", "diary", "--draft", draft], env: ["KEPT_EDITOR": "true"])

        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stdout == "")
        #expect(resumed.stderr.hasPrefix("kept: the draft was left as it was; no entry created."))
        #expect(!sandbox.exists("diary"))
        #expect(sandbox.drafts() == [draft])
    }

    // MARK: Markdown imports, dated as Obsidian dates them

    /// Writes `files` (path: text) under `folder`.
}
