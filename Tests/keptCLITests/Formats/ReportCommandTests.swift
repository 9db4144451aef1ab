import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ReferenceTools
import Testing
@testable import Kept

/// `kept report`: one self-contained page, well-formed XML, whose charts show the numbers
/// `kept stats --format json` prints, and which Chromium renders inside 1280 pixels.
struct ReportCommandTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A diary with places and Korean tags, cards with a review log, a fridge.
    static func store() throws -> Sandbox {
        let sandbox = try Sandbox()
        let diary: [(String, String, String)] = [
            ("2025-01-04T10:00", "경복궁 산책", "tags: [산책, 서울]\nlocation: {name: 종로구, lat: 37.5796, lon: 126.9770}"),
            ("2025-01-05T11:00", "한강", "tags: [산책]\nlocation: {name: 여의도, lat: 37.5284, lon: 126.9327}"),
            ("2025-03-01T09:00", "Busan trip", "tags: [travel]\nlocation: {name: 해운대, lat: 35.1587, lon: 129.1604}"),
            ("2025-03-02T09:00", "집", "tags: [서울]"),
            ("2025-07-14T21:00", "여름", ""),
            ("2024-12-31T23:00", "last year", "location: {name: Jeju, lat: 33.4996, lon: 126.5312}"),
        ]
        for (date, title, fields) in diary {
            try sandbox.write("diary/\(date.prefix(4))/\(date.dropFirst(5).prefix(2))/\(date.prefix(10))-\(Slug.make(title)).md",
                              "---\ntitle: \(title)\ndate: \(date)\n\(fields)\n---\nbody of \(title)\n")
        }
        for (id, title) in [("aaaa", "A"), ("bbbb", "B"), ("cccc", "C")] {
            try sandbox.write("cards/test/\(title).md", "---\ntitle: \(title)\nid: \(id)\ncategory: test\ncreated: 2025-01-01\n---\n\(title)\n")
        }
        let now = Date()
        let time = { (days: Double) in ReviewRecord.utc(now.addingTimeInterval(-days * 86400)) }
        try sandbox.write(".kept/reviews/machine.jsonl", """
            {"card":"aaaa","time":"\(time(10))","grade":3}
            {"card":"aaaa","time":"\(time(5))","grade":1}
            {"card":"bbbb","time":"\(time(3))","grade":4}
            {"card":"aaaa","time":"\(time(2))","grade":3}

            """)
        try sandbox.ok(["fridge", "add", "우유", "--category", "유제품", "--expires", "+2d"])
        try sandbox.ok(["fridge", "add", "김치", "--category", "반찬"])
        try sandbox.ok(["fridge", "add", "깍두기", "--category", "반찬"])
        try sandbox.ok(["fridge", "consume", "우유"])
        return sandbox
    }

    static func values(_ document: XMLDocument, chart: String, element: String = "rect") throws -> [String] {
        try document.nodes(forXPath: "//*[local-name()='svg' and @id='\(chart)']//*[local-name()='\(element)']/@data-value")
            .map { $0.stringValue ?? "" }
    }

    @Test func theReportIsXMLAndItsChartsShowTheStatsNumbers() throws {
        let sandbox = try Self.store()
        let out = sandbox.root.appendingPathComponent("report.html")
        let result = try sandbox.ok(["report", "--year", "2025", "-o", out.path])
        #expect(result.stderr.contains("wrote the report to"))
        let html = try String(contentsOf: out, encoding: .utf8)
        let stats = try JSONDecoder().decode(StoreStats.self, from: Data(try sandbox.ok(["stats", "--format", "json"]).stdout.utf8))
        let document = try XMLDocument(data: Data(html.utf8), options: [])

        // Self-contained: no script, nothing loaded from anywhere.
        #expect(!html.contains("<script") && !html.contains("src=") && !html.contains("url("))
        #expect(try document.nodes(forXPath: "//@href").allSatisfy { $0.stringValue!.hasPrefix("#") })

        let diary = try #require(stats.kind("diary"))
        let months2025 = (1...12).map { m in diary.months.first { $0.month == String(format: "2025-%02d", m) }?.entries ?? 0 }
        #expect(try Self.values(document, chart: "months") == months2025.map(String.init))
        #expect(months2025 == [2, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, 0])
        let days = try Self.values(document, chart: "heatmap")
        #expect(days.count == 365 && days.compactMap(Int.init).reduce(0, +) == months2025.reduce(0, +))

        let fridge = try #require(stats.fridge)
        #expect(try Self.values(document, chart: "categories") == fridge.categories.map { String($0.items) })
        #expect(try Self.values(document, chart: "consumed") == fridge.months.map { String($0.consumed) })
        #expect(try Self.values(document, chart: "discarded") == fridge.months.map { String($0.discarded) })

        let cards = try #require(stats.cards)
        #expect(try Self.values(document, chart: "reviews") == cards.reviewsPerDay.map { String($0.reviews) })
        #expect(cards.reviewsPerDay.map(\.reviews).reduce(0, +) == 4)
        #expect(try Self.values(document, chart: "due") == cards.dueForecast.map { String($0.due) })
        #expect(try Self.values(document, chart: "retention") == cards.retention.map { String(format: "%.0f%%", $0.retention * 100) })
        #expect(try Self.values(document, chart: "states") == [cards.states.new, cards.states.learning, cards.states.review, cards.states.lapsed].map(String.init))

        // The map: a point for every located entry, each linking to its entry in the page.
        let points = try Self.values(document, chart: "map", element: "circle")
        #expect(points.count == 4)
        let links = try document.nodes(forXPath: "//*[local-name()='svg' and @id='map']//*[local-name()='a']/@href").map { $0.stringValue! }
        #expect(links.count == 4)
        for link in links {
            #expect(try document.nodes(forXPath: "//*[@id='\(link.dropFirst())']").count == 1, "\(link)")
        }
        #expect(html.contains(">종로구</text>") && html.contains(">해운대</text>") && html.contains(" km</text>"))

        // Every chart says what it shows to a screen reader.
        let charts = try document.nodes(forXPath: "//*[local-name()='svg']")
        #expect(charts.count >= 9)
        for chart in charts {
            let element = chart as! XMLElement
            let title = try element.nodes(forXPath: "*[local-name()='title']").first?.stringValue ?? ""
            let desc = try element.nodes(forXPath: "*[local-name()='desc']").first?.stringValue ?? ""
            #expect(!title.isEmpty && !desc.isEmpty, "\(element.xmlString.prefix(120))")
        }
        // Tags as a sized list, Korean names as they are.
        #expect(html.contains(">산책 <span class=\"count\">2</span></li>"))
    }

    @Test func theReportIsNeverWrittenInsideTheStore() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["report", "-o", "report.html"], cwd: sandbox.store)
        #expect(result.status == 1)
        #expect(result.stderr == "kept: -o report.html is inside the store (\(sandbox.store.path)), which a report never changes: write it elsewhere, e.g. -o ~/kept-report.html\n", "\(result)")
        #expect(!sandbox.exists("report.html"))
    }

    @Test func labelsFollowTheInterfaceLanguage() throws {
        let sandbox = try Self.store()
        let korean = try sandbox.ok(["report", "--year", "2025"], env: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stdout.contains("<h2>일기</h2>") && korean.stdout.contains("<h2>장소</h2>") && korean.stdout.contains("<html lang=\"ko\""))
        #expect(korean.stdout.contains("2025년: 5일에 항목 5개"))
        let english = try sandbox.ok(["report", "--year", "2025"])
        #expect(english.stdout.contains("<h2>Diary</h2>") && english.stdout.contains("5 entries on 5 days in 2025"))
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed (make deps installs it)"), .tags(.browser), .fullSuiteOnly)
    func chromiumDrawsItWithinThePageWidth() throws {
        let sandbox = try Self.store()
        let folder = SourceRoot.url.appendingPathComponent(".build/test-output", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("report.html")
        try sandbox.ok(["report", "--year", "2025", "-o", page.path], env: ["LANG": "ko_KR.UTF-8"])
        let screenshot = folder.appendingPathComponent("report.png")
        try? FileManager.default.removeItem(at: screenshot)
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1280,3400"]
        let shot = try KeptProcess.run(URL(fileURLWithPath: Self.chromium!), flags + ["--screenshot=\(screenshot.path)", page.absoluteString],
                                       env: ["HOME": sandbox.home.path, "PATH": "/usr/bin:/bin"])
        #expect(FileManager.default.fileExists(atPath: screenshot.path), "\(shot)")

        // A copy with a measuring script (the report has none): every element's right edge
        // within the 1280-pixel window, and no horizontal scrolling.
        let measured = folder.appendingPathComponent("report-measured.html")
        let script = """
            <script>
            var wide = [];
            document.querySelectorAll('body *').forEach(function (e) {
              var r = e.getBoundingClientRect();
              if (r.right > window.innerWidth + 0.5) wide.push(e.tagName + '#' + (e.id || e.className.baseVal || e.className) + ':' + Math.round(r.right));
            });
            document.body.setAttribute('data-measured', document.documentElement.scrollWidth + '/' + window.innerWidth + ' ' + wide.join(','));
            </script>
            """
        let html = try String(contentsOf: page, encoding: .utf8).replacingOccurrences(of: "</body>", with: script + "</body>")
        try html.write(to: measured, atomically: true, encoding: .utf8)
        let dump = try KeptProcess.run(URL(fileURLWithPath: Self.chromium!), flags + ["--dump-dom", measured.absoluteString],
                                       env: ["HOME": sandbox.home.path, "PATH": "/usr/bin:/bin"])
        let found = try #require(dump.stdout.firstMatch(of: /data-measured="([^"]*)"/)?.output.1, "\(dump)")
        #expect(found == "1280/1280 ", "elements wider than the page: \(found)")
    }
}

/// The package's root folder, from this file's place in it.
enum SourceRoot {
    static var url: URL {
        URL(fileURLWithPath: ReferencePython.packageRoot)
    }
}
