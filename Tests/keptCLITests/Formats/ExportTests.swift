import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `kept export` in every format, on one store the tests only read.
@Suite("kept export")
struct ExportTests {
    static let shared: Result<Sandbox, Error> = Result {
        let sandbox = try Sandbox(shared: true)
        let entries: [[String]] = [
            ["diary", "첫눈", "--date", "2026-11-22T09:14", "--set", "weather=snow -2°C",
             "--set", "location=종로구 37.5735,126.9788", "--body", "**눈**이 왔다 & 추웠다."],
            ["diary", "<script>alert(1)</script>", "--date", "2026-11-20T10:00", "--body", "<b>not bold</b>"],
            ["diary", "Beach", "--date", "2025-08-01T15:00", "--set", "location=Haeundae 35.1587,129.1604",
             "--body", "Sand. [Map](https://maps.example/?q=a&b=1)."],
            ["fridge", "김치", "--set", "expires=2026-12-20", "--date", "2026-11-01"],
            ["card", "살다", "--category", "동사", "--date", "2026-11-03", "--body", "# 뜻\n\nto live\n\n```\n# not a heading\n```"],
        ]
        for entry in entries {
            let result = try sandbox.run(["new"] + entry + ["--no-edit"])
            guard result.status == 0 else { throw SupportError("kept new \(entry) failed: \(result)") }
        }
        return sandbox
    }

    func export(_ args: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let sandbox = try Self.shared.get()
        let head = try sandbox.history().first?.id
        let result = try sandbox.run(["export"] + args)
        #expect(result.status == 0, "\(result)", sourceLocation: sourceLocation)
        #expect(try sandbox.history().first?.id == head, "an export makes no commit", sourceLocation: sourceLocation)
        #expect(try sandbox.pending() == [], "an export leaves the store clean", sourceLocation: sourceLocation)
        return result.stdout
    }

    @Test func jsonIsTheListWithBodies() throws {
        let list = try parseJSONList(try export(["diary", "--to", "json"]))
        #expect(list.map { $0["title"] as? String } == ["첫눈", "<script>alert(1)</script>", "Beach"])
        #expect(list.first?["body"] as? String == "**눈**이 왔다 & 추웠다.\n")
        #expect((list.first?["location"] as? [String: Any])?["lat"] as? Double == 37.5735)
    }

    @Test func geojsonHasTheEntriesWithALocation() throws {
        let sandbox = try Self.shared.get()
        let result = try sandbox.run(["export", "--to", "geojson"])
        #expect(result.stderr == "kept: 3 of 5 entries have no location with lat and lon; left out of the map\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["type"] as? String == "FeatureCollection")
        let features = try #require(object["features"] as? [[String: Any]])
        #expect(features.count == 2)
        for feature in features {
            #expect(feature["type"] as? String == "Feature")
            let geometry = try #require(feature["geometry"] as? [String: Any])
            #expect(geometry["type"] as? String == "Point")
            #expect((geometry["coordinates"] as? [Double])?.count == 2)
        }
        let first = try #require(features.first)
        #expect((first["geometry"] as? [String: Any])?["coordinates"] as? [Double] == [126.9788, 37.5735], "[longitude, latitude]")
        let properties = try #require(first["properties"] as? [String: Any])
        #expect(properties["title"] as? String == "첫눈")
        #expect(properties["date"] as? String == "2026-11-22T09:14:00+09:00")
        #expect(properties["path"] as? String == "diary/2026/11/2026-11-22-첫눈.md")
    }

    @Test func htmlIsOneEscapedPageWithContentsByMonth() throws {
        let html = try export(["diary", "--to", "html"])
        #expect(!html.contains("<script>"))
        #expect(html.contains("<h3>&lt;script&gt;alert(1)&lt;/script&gt;</h3>"))
        #expect(html.contains("&lt;b&gt;not bold&lt;/b&gt;"))
        #expect(html.contains("<p><strong>눈</strong>이 왔다 &amp; 추웠다.</p>"), "Markdown drawn as HTML")
        #expect(!html.contains("src=") && !html.contains("<link") && !html.contains("@import"), "self-contained")
        #expect(html.contains("<p>Sand. <a href=\"https://maps.example/?q=a&amp;b=1\">Map</a>.</p>"))
        #if canImport(FoundationXML)
        let document = try XMLDocument(data: Data(html.utf8), options: [])
        let months = try document.nodes(forXPath: "//nav/ul/li/a").compactMap(\.stringValue)
        #expect(months == ["November 2026", "August 2025"], "headings follow the locale (C), not the Korean titles")
        let contents = try document.nodes(forXPath: "//nav//li/ul/li/a").compactMap(\.stringValue)
        #expect(contents == ["첫눈", "<script>alert(1)</script>", "Beach"])
        #expect(try document.nodes(forXPath: "//script").isEmpty)
        let articles = try document.nodes(forXPath: "//article/h3").compactMap(\.stringValue)
        #expect(articles == contents)
        #expect(try document.nodes(forXPath: "//article//a/@href").compactMap(\.stringValue) == ["https://maps.example/?q=a&b=1"])
        #endif
    }

    @Test func markdownHasAHeadingPerEntry() throws {
        let markdown = try export(["--to", "markdown", "--where", "kind!=fridge", "--where", "title!=첫눈"])
        // The card's `id` is kept's name for it, not shown (JSON has it).
        #expect(markdown == """
            # Diary, Cards

            ## \\<script\\>alert(1)\\</script\\>

            _Friday, 20 November 2026_

            - date: 2026-11-20T10:00:00+09:00

            <b>not bold</b>

            ## Beach

            _Friday, 1 August 2025 · Haeundae_

            - date: 2025-08-01T15:00:00+09:00
            - location: {name: Haeundae, lat: 35.1587, lon: 129.1604}

            Sand. [Map](https://maps.example/?q=a&b=1).

            ## 살다

            _2026년 11월 3일 화요일_

            - category: 동사

            ### 뜻

            to live

            ```
            # not a heading
            ```

            """)
    }

    @Test func textIsTheShareFormat() throws {
        let text = try export(["diary", "--to", "text", "--from", "2026-11"])
        #expect(text == """
            첫눈
            2026년 11월 22일 일요일
            snow -2°C · 종로구
            date: 2026-11-22T09:14:00+09:00
            location: {name: 종로구, lat: 37.5735, lon: 126.9788}

            눈이 왔다 & 추웠다.

            — — —

            <script>alert(1)</script>
            Friday, 20 November 2026
            date: 2026-11-20T10:00:00+09:00

            <b>not bold</b>

            """)
    }

    @Test func icsHasAnEventPerDatedEntry() throws {
        let ics = try export(["fridge", "--to", "ics"])
        #expect(ics.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(ics.hasSuffix("END:VCALENDAR\r\n"))
        #expect(ics.components(separatedBy: "BEGIN:VEVENT").count - 1 == 1)
        #expect(ics.contains("DTSTART;VALUE=DATE:20261220\r\n"))
        #expect(ics.contains("SUMMARY:김치\r\n"))
        let all = try export(["--to", "ics"])
        #expect(all.components(separatedBy: "BEGIN:VEVENT").count - 1 == 5)
    }

    @Test func filtersSelectAsListDoes() throws {
        #expect(try parseJSONList(try export(["diary", "--from", "2026", "--to", "json"])).count == 2)
        #expect(try parseJSONList(try export(["diary", "--until", "2025-12", "--to", "json"])).map { $0["title"] as? String } == ["Beach"])
        #expect(try parseJSONList(try export(["--category", "동사", "--to", "json"])).map { $0["path"] as? String } == ["cards/동사/살다.md"])
        #expect(try parseJSONList(try export(["diary", "--limit", "1", "--to", "json"])).count == 1)
    }

    @Test func outputGoesToAFileAtomically() throws {
        let sandbox = try Self.shared.get()
        let target = sandbox.root.appendingPathComponent("out/diary.html")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let result = try sandbox.run(["export", "diary", "--to", "html", "-o", target.path])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "kept: exported 3 entries as html to \(target.path)\n")
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("<!DOCTYPE html>\n"))
        #expect(try sandbox.pending() == [])
    }

    @Test func badRequestsAreRefused() throws {
        let sandbox = try Self.shared.get()
        let date = try sandbox.run(["export", "--to", "2026-11"])
        #expect(date.status == 64)
        #expect(date.stderr.contains("--to names the export format: text, markdown, json, html, geojson, ics, anki, csv, tsv, not `2026-11`; for entries up to a date use --until 2026-11"))
        let inside = try sandbox.run(["export", "--to", "markdown", "-o", sandbox.url("diary/all.md").path])
        #expect(inside.status == 1)
        #expect(!sandbox.exists("diary/all.md"))
        let root = try sandbox.run(["export", "--to", "html", "-o", "all.html"], cwd: sandbox.store)
        #expect(root.status == 1)
        #expect(root.stderr == "kept: -o all.html is inside the store (\(sandbox.store.path)), which an export never changes: write it elsewhere, e.g. -o ~/all.html\n")
        #expect(!sandbox.exists("all.html"))
        let none = try sandbox.run(["export", "diary", "--where", "title=nothing", "--to", "json"])
        #expect(none.status == 1)
        #expect(none.stderr == "kept: no entries match; nothing exported\n")
    }
}
