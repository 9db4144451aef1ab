import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ReferenceTools
import Testing

/// `kept export --to html`: each entry's Markdown drawn as HTML, raw HTML in it inert, the
/// files it links to copied into `media/` beside the page or inlined, and Chromium showing
/// the pictures.
@Suite("kept export --to html")
struct HTMLExportTests {
    /// A 120×80 PNG of four coloured quarters (red, green, blue, white).
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAHgAAABQCAIAAABd+SbeAAAAqklEQVR42u3QQQ0AIBAEMYSdCN6oQw4iUMILG7dJJ6Og41bFXXvGPUCDBg0aNGjQoEGDBg0aNGjQoEGDBg0aNGjQoEGDBg0aNGjQoEGDBg0aNGjQoEGDBg0aNGjQoEGDBg0aNOiG0LVO3C8w0KBBgwYNGjRo0KBBgwYNGjRo0KBBgwYNGjRo0KBBgwYNGjRo0KBBgwYNGjRo0KBBgwYNGjRo0KBBgwYNumEfbSe8MnaJcMoAAAAASUVORK5CYII=")!

    static let body = """
        # 아침

        눈이 **펑펑** 왔다, *정말*. [지도](https://maps.example/?q=a&b=1)

        - 붕어빵 2개
          - 팥, 슈크림

        | 음식 | 값 |
        | --- | --- |
        | 떡볶이 | 3,000원 |

        ```
        if a < b && c { print("<b>") }
        ```

        <script>alert(1)</script>
        <img src=x onerror="document.body.setAttribute('data-pwned','1')">

        [see the beach](../../2025/08/2025-08-01-beach.md) and [nothing](../../nothing.png)
        """

    /// A diary with a photo and a text file attached to one entry, and an entry it links to.
    static func store() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2026-11-22T09:14", "--set", "mood=좋음", "--body", body, "--no-edit"])
        try sandbox.ok(["new", "diary", "Beach", "--date", "2025-08-01T15:00", "--body", "Sand.", "--no-edit"])
        let photo = sandbox.root.appendingPathComponent("IMG 0012.png")
        try png.write(to: photo)
        let notes = sandbox.root.appendingPathComponent("notes.txt")
        try Data("a <b>note</b>\n".utf8).write(to: notes)
        try sandbox.ok(["attach", "첫눈", photo.path, notes.path])
        return sandbox
    }

    static let folder = "diary/2026/11/2026-11-22-첫눈"

    func xml(_ html: String) throws -> Any? {
        #if canImport(FoundationXML)
        return try XMLDocument(data: Data(html.utf8), options: [])
        #else
        return nil
        #endif
    }

    @Test func aDiarysLinesAreKeptAndACardReadsAsCommonMark() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "비", "--date", "2026-12-02", "--body", "오늘은 비가 왔다\n점심은 김치찌개", "--no-edit"])
        try sandbox.ok(["new", "card", "apple", "--category", "영어", "--body", "사과\n과일", "--no-edit"])
        let diary = try sandbox.ok(["export", "diary", "--to", "html"]).stdout
        #expect(diary.contains("오늘은 비가 왔다<br />\n점심은 김치찌개"), "\(diary)")
        let cards = try sandbox.ok(["export", "card", "--to", "html"]).stdout
        #expect(cards.contains("사과\n과일") && !cards.contains("사과<br"), "\(cards)")
    }

    @Test func markdownIsDrawnAndRawHTMLIsText() throws {
        let sandbox = try Self.store()
        let html = try sandbox.ok(["export", "diary", "--to", "html"]).stdout
        #expect(html.contains("<h4>아침</h4>"), "the body's heading below the entry's <h3>")
        #expect(html.contains("<strong>펑펑</strong>") && html.contains("<em>정말</em>"))
        #expect(html.contains("<a href=\"https://maps.example/?q=a&amp;b=1\">지도</a>"))
        #expect(html.contains("<ul>\n<li>붕어빵 2개\n<ul>\n<li>팥, 슈크림</li>\n</ul>\n</li>\n</ul>"))
        #expect(html.contains("<td>떡볶이</td>\n<td>3,000원</td>"))
        #expect(html.contains("<pre><code>if a &lt; b &amp;&amp; c { print(&quot;&lt;b&gt;&quot;) }\n</code></pre>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&lt;img src=x onerror=&quot;document.body.setAttribute('data-pwned','1')&quot;&gt;"))
        #expect(!html.contains("<script") && !html.contains("<img src=x"))
        #expect(html.contains("<a href=\"#e2\">see the beach</a>"), "a link to another exported entry goes to its place on the page")
        #expect(html.contains("<dl class=\"fields\"><dt>date</dt><dd>2026-11-22T09:14:00+09:00</dd><dt>mood</dt><dd>좋음</dd></dl>"))
        #expect(html.contains("<p class=\"meta\">2026년 11월 22일 일요일</p>"))
        #if canImport(FoundationXML)
        let document = try #require(try xml(html) as? XMLDocument)
        #expect(try document.nodes(forXPath: "//script").isEmpty)
        #expect(try document.nodes(forXPath: "//article/h3").compactMap(\.stringValue) == ["첫눈", "Beach"])
        #endif
    }

    @Test func filesGoIntoMediaBesideThePage() throws {
        let sandbox = try Self.store()
        let out = sandbox.root.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let result = try sandbox.ok(["export", "diary", "--to", "html", "-o", out.appendingPathComponent("index.html").path])
        #expect(result.stderr == """
            kept: 1 link leads to no file of the store and shows broken on the page: \(Self.folder).md: ../../nothing.png
            kept: exported 2 entries as html to \(out.path)/index.html
            kept: copied 2 files the page links to into \(out.path)/media

            """)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let encoded = "media/diary/2026/11/2026-11-22-%EC%B2%AB%EB%88%88"
        #expect(html.contains("<img src=\"\(encoded)/img-0012.png\" alt=\"\" loading=\"lazy\" />"))
        #expect(html.contains("<a href=\"\(encoded)/notes.txt\">notes.txt</a>"))
        for name in ["img-0012.png", "notes.txt"] {
            let copy = try Data(contentsOf: out.appendingPathComponent("media/\(Self.folder)/\(name)"))
            #expect(copy == (try sandbox.bytes("\(Self.folder)/\(name)")), "\(name) copied byte for byte")
        }
        #expect(try sandbox.pending() == [], "the store is left as it was")
        // Again: the files are written over, nothing else changes.
        try sandbox.ok(["export", "diary", "--to", "html", "-o", out.appendingPathComponent("index.html").path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("media/\(Self.folder)").path).sorted()
                == ["img-0012.png", "notes.txt"])
    }

    @Test func selfContainedPutsTheFilesInsideThePage() throws {
        let sandbox = try Self.store()
        let out = sandbox.root.appendingPathComponent("one")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let result = try sandbox.ok(["export", "diary", "--to", "html", "--self-contained", "-o", out.appendingPathComponent("page.html").path])
        #expect(!result.stderr.contains("copied"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["page.html"])
        let html = try String(contentsOf: out.appendingPathComponent("page.html"), encoding: .utf8)
        #expect(html.contains("<img src=\"data:image/png;base64,\(Self.png.base64EncodedString())\" alt=\"\" loading=\"lazy\" />"))
        let notes = Data("a <b>note</b>\n".utf8).base64EncodedString()
        #expect(html.contains("<a href=\"data:application/octet-stream;base64,\(notes)\" download=\"notes.txt\">notes.txt</a>"))
        // Standard output has no folder beside it: the same page.
        let printed = try sandbox.ok(["export", "diary", "--to", "html"]).stdout
        #expect(printed.contains("src=\"data:image/png;base64,"))
    }

    @Test func selfContainedIsForHTMLOnly() throws {
        let sandbox = try Self.store()
        let result = try sandbox.run(["export", "--to", "json", "--self-contained"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--self-contained is for --to html: it puts the pictures inside the page"))
        let korean = try sandbox.run(["export", "--to", "json", "--self-contained"], env: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stderr.contains("--self-contained는 --to html에만 씁니다: 사진을 페이지 안에 넣습니다"))
    }

    @Test func mediaNeverGoesIntoTheStore() throws {
        // A store in a folder called media: a page beside it would put its files inside the store.
        let sandbox = try Sandbox(initStore: false)
        let store = sandbox.root.appendingPathComponent("media")
        try sandbox.ok(["init", store.path])
        let env = ["KEPT_STORE": store.path]
        try sandbox.ok(["new", "diary", "x", "--body", "x", "--no-edit"], env: env)
        let photo = sandbox.root.appendingPathComponent("p.png")
        try Self.png.write(to: photo)
        try sandbox.ok(["attach", "x", photo.path], env: env)
        let result = try sandbox.run(["export", "--to", "html", "-o", sandbox.root.appendingPathComponent("index.html").path], env: env)
        #expect(result.status == 1)
        #expect(result.stderr.contains("inside the store (\(store.path)), which an export never changes: write the page elsewhere, or add --self-contained"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("index.html").path))
        let status = try sandbox.run(["export", "--to", "html", "--self-contained", "-o", sandbox.root.appendingPathComponent("index.html").path], env: env)
        #expect(status.status == 0, "\(status)")
    }

    @Test func anImportedObsidianEmbedShowsItsPicture() throws {
        // `![[Photo 1.png]]` stays as written on import; the file is kept as photo-1.png.
        let sandbox = try Sandbox()
        let vault = sandbox.root.appendingPathComponent("vault")
        try FileManager.default.createDirectory(at: vault.appendingPathComponent("attachments"), withIntermediateDirectories: true)
        try Data("# Day\n\n![[Photo 1.png]] and ![[gone.png]]\n".utf8).write(to: vault.appendingPathComponent("2024-01-15.md"))
        try Self.png.write(to: vault.appendingPathComponent("attachments/Photo 1.png"))
        try sandbox.ok(["import", "markdown", vault.path])
        let out = sandbox.root.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try sandbox.ok(["export", "--to", "html", "-o", out.appendingPathComponent("index.html").path])
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<p><img src=\"media/diary/2024/01/2024-01-15-day/photo-1.png\" alt=\"\" loading=\"lazy\" /> and ![[gone.png]]</p>"))
        #expect(try Data(contentsOf: out.appendingPathComponent("media/diary/2024/01/2024-01-15-day/photo-1.png")) == Self.png)
    }

    // MARK: In a browser

    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Chromium opens the page: a screenshot in .build/test-output, then the DOM as it was
    /// after loading (any script of the entry's would have run by then), with each picture's
    /// size as the browser decoded it.
    func open(_ page: URL, sandbox: Sandbox, screenshot: String) throws -> String {
        let output = SourceRoot.url.appendingPathComponent(".build/test-output", isDirectory: true)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let shot = output.appendingPathComponent(screenshot)
        try? FileManager.default.removeItem(at: shot)
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1280,3000"]
        let env = ["HOME": sandbox.home.path, "PATH": "/usr/bin:/bin"]
        let drawn = try KeptProcess.run(URL(fileURLWithPath: Self.chromium!), flags + ["--screenshot=\(shot.path)", page.absoluteString], env: env)
        #expect(FileManager.default.fileExists(atPath: shot.path), "\(drawn)")
        // A copy beside the page with a measuring script (the page has none).
        let measured = page.deletingLastPathComponent().appendingPathComponent("measured-" + page.lastPathComponent)
        let script = """
            <script>
            window.addEventListener('load', function () {
              document.querySelectorAll('img').forEach(function (i) { i.setAttribute('data-size', i.naturalWidth + 'x' + i.naturalHeight); });
              document.body.setAttribute('data-measured', '1');
            });
            </script>
            """
        let html = try String(contentsOf: page, encoding: .utf8).replacingOccurrences(of: "</body>", with: script + "</body>")
        try html.write(to: measured, atomically: true, encoding: .utf8)
        let dump = try KeptProcess.run(URL(fileURLWithPath: Self.chromium!), flags + ["--dump-dom", measured.absoluteString], env: env)
        #expect(dump.stdout.contains("data-measured=\"1\""), "\(dump)")
        return dump.stdout
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed (make deps installs it)"), .tags(.browser), .fullSuiteOnly)
    func chromiumShowsThePicturesFromMedia() throws {
        let sandbox = try Self.store()
        let out = sandbox.root.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let page = out.appendingPathComponent("index.html")
        try sandbox.ok(["export", "diary", "--to", "html", "-o", page.path], env: ["LANG": "ko_KR.UTF-8"])
        let dom = try open(page, sandbox: sandbox, screenshot: "html-export.png")
        let images = dom.matches(of: /<img src="([^"]*)"[^>]*data-size="([^"]*)"/).map { (String($0.output.1), String($0.output.2)) }
        #expect(images.count == 1, "\(images)")
        for (source, size) in images {
            #expect(source.hasPrefix("media/"))
            let file = out.appendingPathComponent(source.removingPercentEncoding ?? source)
            #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path)")
            #expect(size == "120x80", "Chromium decoded the picture")
        }
        #expect(dom.contains("<h3>첫눈</h3>") && dom.contains("<h4>아침</h4>"))
        #expect(dom.contains("<h2>목차</h2>"))
        #expect(dom.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "the entry's script is text on the page")
        #expect(!dom.contains("data-pwned=\"1\""), "the entry's onerror never ran")
        #expect(dom.components(separatedBy: "<script").count == 2, "only the measuring script")
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed (make deps installs it)"), .tags(.browser), .fullSuiteOnly)
    func chromiumShowsTheInlinedPictures() throws {
        let sandbox = try Self.store()
        let out = sandbox.root.appendingPathComponent("one")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let page = out.appendingPathComponent("page.html")
        try sandbox.ok(["export", "diary", "--to", "html", "--self-contained", "-o", page.path])
        let dom = try open(page, sandbox: sandbox, screenshot: "html-export-self-contained.png")
        let images = dom.matches(of: /<img src="([^"]*)"[^>]*data-size="([^"]*)"/).map { (String($0.output.1), String($0.output.2)) }
        #expect(images.map(\.0) == ["data:image/png;base64,\(Self.png.base64EncodedString())"])
        #expect(images.map(\.1) == ["120x80"])
        #expect(!dom.contains("data-pwned=\"1\""), "the entry's onerror never ran")
    }
}
