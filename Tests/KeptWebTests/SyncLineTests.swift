import Testing
@testable import KeptWeb

/// The hub's sync line on every page reads as sentences, however many lines its reason has.
@Suite("kept serve: the sync line")
struct SyncLineTests {
    @Test func aReasonOfSeveralLinesEndsEachSentence() {
        #expect(SyncLine.sentences("/tmp/r.git에 저장소가 없습니다\n경로를 확인하세요") == "/tmp/r.git에 저장소가 없습니다. 경로를 확인하세요.")
        #expect(SyncLine.sentences("no repository at /tmp/r.git.\ncheck the path (is the disk mounted?)") == "no repository at /tmp/r.git. check the path (is the disk mounted?)")
    }
}
