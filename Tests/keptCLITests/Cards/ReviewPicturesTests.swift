import Foundation
import Testing

/// Pictures on cards in the terminal review: a picture `kept attach` put on a card is shown as
/// `[picture: name]` and the file's path, on a terminal a hyperlink (OSC 8) to the file; a link
/// that leaves the store, or a card's own escape sequences, are shown as written, never obeyed.
@Suite("kept review shows a card's pictures")
struct ReviewPicturesTests {
    /// The smallest PNG: one transparent pixel.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")!

    static func sandbox() throws -> (Sandbox, String) {
        let sandbox = try Sandbox()
        try sandbox.write("cards/지리/한강.md", "---\ntitle: 서울을 지나는 강\nid: hangang1\ncategory: 지리\ncreated: 2026-11-01\ntags: []\n---\n한강\n")
        try sandbox.write(".kept/state/machine-id", "laptop-1a2b\n")
        try sandbox.ok(["commit", "-m", "cards"])
        let picture = sandbox.root.appendingPathComponent("한강 지도.png")
        try Self.png.write(to: picture)
        try sandbox.ok(["attach", "cards/지리/한강.md", picture.path])
        let body = try sandbox.read("cards/지리/한강.md")
        let link = try #require(body.split(separator: "\n").last.map(String.init))
        #expect(link.hasPrefix("![") && link.contains(".png"), "\(body)")
        return (sandbox, sandbox.store.path + "/cards/지리/한강/한강-지도.png")
    }

    @Test func theAnswerNamesThePictureAndItsFile() throws {
        let (sandbox, file) = try Self.sandbox()
        #expect(FileManager.default.contents(atPath: file) == Self.png, "the attached file is where the link says")
        let session = try sandbox.run(["review"], stdin: "\n3\n")
        #expect(session.status == 0, "\(session)")
        #expect(session.stdout.contains("  한강\n  \n  [picture: 한강-지도.png] \(file)\n  → next review"), "\(session.stdout)")
        let korean = try sandbox.run(["review"], env: ["LANG": "ko_KR.UTF-8"], stdin: "q\n")
        #expect(korean.status == 0, "\(korean)")
    }

    @Test func aLinkOutOfTheStoreOrAnEscapeIsShownAsWritten() throws {
        let sandbox = try Sandbox()
        let outside = sandbox.root.appendingPathComponent("secret.png")
        try Self.png.write(to: outside)
        try sandbox.write("cards/x/a.md", "---\ntitle: a\nid: aaaa0001\ncreated: 2026-11-01\ntags: []\n---\n"
            + "![up](../../../secret.png)\n![abs](\(outside.path))\n![linked](../link.png)\n"
            + "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\\n")
        try FileManager.default.createSymbolicLink(atPath: sandbox.store.path + "/cards/link.png", withDestinationPath: outside.path)
        try sandbox.write(".kept/state/machine-id", "laptop-1a2b\n")
        let session = try sandbox.run(["review"], stdin: "\n3\n")
        #expect(session.status == 0, "\(session)")
        #expect(session.stdout.contains("![up](../../../secret.png)") && session.stdout.contains("![abs](\(outside.path))")
            && session.stdout.contains("![linked](../link.png)"), "\(session.stdout)")
        #expect(!session.stdout.contains("[picture:"), "\(session.stdout)")
        #expect(!session.stdout.contains("\u{1B}]8"), "the card's own hyperlink is not obeyed: \(session.stdout.debugDescription)")
        #expect(session.stdout.contains("␛]8;;https://evil.example"), "\(session.stdout.debugDescription)")
    }

    /// A synced file whose name holds an escape sequence, linked percent-encoded: the name
    /// decoded from the link is shown, not obeyed (OSC 52 would write the clipboard).
    @Test func aPictureNamedWithAnEscapeIsShownNotObeyed() throws {
        let sandbox = try Sandbox()
        try sandbox.write("cards/t/a.md", "---\ntitle: a\nid: aaaa0002\ncreated: 2026-11-01\ntags: []\n---\n![](a/p%1B%5D52%3Bc%3BSEFDS0VE%07.png)\n")
        try FileManager.default.createDirectory(at: sandbox.url("cards/t/a"), withIntermediateDirectories: true)
        try Self.png.write(to: sandbox.url("cards/t/a/p\u{1B}]52;c;SEFDS0VE\u{07}.png"))
        try sandbox.write(".kept/state/machine-id", "laptop-1a2b\n")
        let session = try sandbox.run(["review"], stdin: "\n3\n")
        #expect(session.status == 0, "\(session)")
        #expect(session.stdout.contains("[picture: p␛]52;c;SEFDS0VE␇.png]"), "\(session.stdout.debugDescription)")
        #expect(!session.stdout.contains("\u{1B}]52") && !session.stdout.contains("\u{07}"), "\(session.stdout.debugDescription)")
    }

    /// On a terminal with colour the words are a hyperlink to `file://HOST/…`, the path
    /// percent-encoded; `script` records the bytes the terminal was sent.
    @Test(.tags(.terminal), .fullSuiteOnly, .enabled(if: TmuxSession.installed("script")))
    func onATerminalTheWordsAreAHyperlink() throws {
        let (sandbox, file) = try Self.sandbox()
        let tmux = try TmuxSession(sandbox, env: ["NO_COLOR": nil])
        defer { tmux.kill() }
        let typescript = sandbox.root.appendingPathComponent("typescript").path
        let marker = try tmux.start("script -qfc 'kept review' \(typescript)")
        try tmux.waitFor("the card") { $0.contains("[1/1]") && $0.contains("서울을 지나는 강") }
        try tmux.type(" ")
        try tmux.waitFor("the picture") { $0.contains("[picture: 한강-지도.png]") }
        try tmux.type("3")
        try tmux.waitFor("the summary") { $0.contains("Reviewed 1 card") }
        #expect(try tmux.status(of: marker) == 0, tmux.shown)
        let bytes = try String(contentsOfFile: typescript, encoding: .utf8)
        var host = [CChar](repeating: 0, count: 256)
        gethostname(&host, 255)
        let encoded = file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
        #expect(encoded.contains("%ED%95%9C%EA%B0%95-%EC%A7%80%EB%8F%84.png"))
        #expect(bytes.contains("\u{1B}]8;;file://\(String(cString: host))\(encoded)\u{1B}\\"), "\(bytes.debugDescription)")
        #expect(bytes.contains("\u{1B}]8;;\u{1B}\\"), "the link is closed")
    }
}
