import Foundation
import Testing
@testable import Kept

/// The picture links of a body, and the store files they name: what the terminal review links
/// to and what `kept share --copy --image` copies. None may name a file outside the store.
@Suite struct PictureLinkTests {
    @Test func theFormsAMarkdownBodyShowsAPictureIn() {
        let body = "앞\n![지도](한강/map.png)\n![](<한강/a b.jpg> \"제목\")\n![[photo.jpeg]]\n![web](https://example.com/x.png)\n[not a picture](한강/x.png)\n![doc](한강/notes.pdf)\n"
        let links = PictureLink.all(in: body, entry: "cards/지리/한강.md")
        #expect(links.map(\.label) == ["지도", "a b.jpg", "photo.jpeg"])
        #expect(links.map(\.candidates) == [["cards/지리/한강/map.png"], ["cards/지리/한강/a b.jpg"],
                                            ["cards/지리/한강/photo.jpeg", "cards/지리/photo.jpeg"]])
        #expect(String(body[links[0].range]) == "![지도](한강/map.png)")
    }

    @Test func aLinkLeavingTheStoreOrIntoAHiddenFolderNamesNothing() {
        let body = "![](../../../secret.png)\n![](/etc/x.png)\n![](../../.git/x.png)\n![](%2E%2E/%2E%2E/%2E%2E/x.png)\n![](../동사/ok.png)\n"
        #expect(PictureLink.all(in: body, entry: "cards/지리/한강.md").map(\.candidates) == [["cards/동사/ok.png"]])
        #expect(StoreRelativePath.normalised("cards/x/../../../secret.png") == nil)
        #expect(StoreRelativePath.normalised("a/./b/../c.png") == "a/c.png")
    }

    /// `kept share --copy --image` took the first picture a body shows: `../` out of the store
    /// used to name the file there (Linux's `standardizingPath` leaves a relative `..` alone).
    @Test func theFirstImageIsNeverOutsideTheStore() throws {
        let temp = try TemporaryStore(files: ["diary/2026/11/2026-11-27.md": "---\ntitle: 오늘\n---\n![](../../../../secret.png)\n![](2026-11-27/ok.png)\n"])
        let outside = (temp.root as NSString).deletingLastPathComponent + "/secret.png"
        try Data([0x89]).write(to: URL(fileURLWithPath: outside))
        defer { try? FileManager.default.removeItem(atPath: outside) }
        #expect(temp.store.firstImage(of: "diary/2026/11/2026-11-27.md") == nil)
        try FileManager.default.createDirectory(atPath: temp.root + "/diary/2026/11/2026-11-27", withIntermediateDirectories: true)
        try Data([0x89]).write(to: URL(fileURLWithPath: temp.root + "/diary/2026/11/2026-11-27/ok.png"))
        #expect(temp.store.firstImage(of: "diary/2026/11/2026-11-27.md") == "diary/2026/11/2026-11-27/ok.png")
    }
}
