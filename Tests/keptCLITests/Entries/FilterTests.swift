import Foundation
import Testing

/// `--where`, multi-key `--sort` and `--near` on a user-defined kind, end to end.
@Suite("kept list: filters on a user-defined kind")
struct FilterTests {
    static let shared: Result<Sandbox, Error> = Result {
        let sandbox = try Sandbox(shared: true)
        try sandbox.write(".kept/templates/campaign.md", """
            ---
            kept:
              path: campaigns/{{slug}}.md
              sort: [status, -ratio]
              columns: [status, type, ratio, ends, title]
              types: {ends: date, ratio: number}
            title: {{title}}
            type: {{type}}
            status: {{status}}
            ends: {{ends}}
            ratio: {{ratio}}
            ---

            """)
        let campaigns: [[String]] = [
            ["겨울 나눔", "type=기부", "status=active", "ends=2026-12-31", "ratio=0.42"],
            ["봄 캠페인", "type=홍보", "status=ended", "ends=2026-04-30", "ratio=0.9"],
            ["연말 모금", "type=기부", "status=active", "ends=2026-11-25", "ratio=0.75"],
            ["신규", "type=기부", "status=active"],
            ["Zero", "type=홍보", "status=active", "ends=2026-11-23T18:00", "ratio=0"],
        ]
        for campaign in campaigns {
            let result = try sandbox.run(["new", "campaign", campaign[0], "--no-edit"] + campaign.dropFirst().flatMap { ["--set", $0] })
            guard result.status == 0 else { throw SupportError("kept new campaign failed: \(result)") }
        }
        let places: [(String, String)] = [
            ("2026-11-22-gwanghwamun", "{name: 광화문, lat: 37.5759, lon: 126.9769}"),
            ("2026-11-21-busan", "{name: 해운대, lat: 35.1587, lon: 129.1604}"),
            ("2026-11-20-jongno", "{name: 종로구, lat: 37.5735, lon: 126.9788}"),
        ]
        for (name, location) in places {
            try sandbox.write("diary/2026/11/\(name).md", "---\ntitle: \(name.dropFirst(11))\ndate: \(name.prefix(10))\nlocation: \(location)\n---\n산책\n")
        }
        try sandbox.write("diary/2026/11/2026-11-19-nowhere.md", "---\ntitle: nowhere\ndate: 2026-11-19\n---\n산책\n")
        return sandbox
    }

    func titles(_ args: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let result = try Self.shared.get().run(["list"] + args + ["--format", "{{title}}"])
        #expect(result.status == 0 || result.stdout.isEmpty, "\(result)", sourceLocation: sourceLocation)
        return result.lines
    }

    @Test func theTemplatesOrderRunningFirstThenByRatioMissingLast() throws {
        #expect(try titles(["campaign"]) == ["연말 모금", "겨울 나눔", "Zero", "신규", "봄 캠페인"])
    }

    @Test func severalSortKeysEachWithItsDirection() throws {
        #expect(try titles(["campaign", "--sort", "-ratio"]) == ["봄 캠페인", "연말 모금", "겨울 나눔", "Zero", "신규"],
                "`-ratio` as its own argument is the value; the entry without a ratio is last")
        #expect(try titles(["campaign", "--sort", "ratio"]) == ["Zero", "겨울 나눔", "연말 모금", "봄 캠페인", "신규"],
                "missing values sort last in either direction")
        #expect(try titles(["campaign", "--sort", "type,-ends"]) == ["겨울 나눔", "연말 모금", "신규", "Zero", "봄 캠페인"])
        #expect(try titles(["campaign", "--where", "type=기부", "--sort", "status,-ratio"]) == ["연말 모금", "겨울 나눔", "신규"])
    }

    @Test func whereComparesNumbers() throws {
        #expect(try titles(["campaign", "--where", "ratio>=0.5"]) == ["연말 모금", "봄 캠페인"])
        #expect(try titles(["campaign", "--where", "ratio>0.42"]) == ["연말 모금", "봄 캠페인"])
        #expect(try titles(["campaign", "--where", "ratio<0.42"]) == ["Zero"])
        #expect(try titles(["campaign", "--where", "ratio<=0.42"]) == ["겨울 나눔", "Zero"])
        #expect(try titles(["campaign", "--where", "ratio=0.90"]) == ["봄 캠페인"], "as numbers, not text")
        #expect(try titles(["campaign", "--where", "ratio!=0.42"]) == ["연말 모금", "Zero", "신규", "봄 캠페인"],
                "!= keeps entries without the field")
    }

    @Test func whereComparesDatesIncludingTypedOnes() throws {
        let today = seoulToday()
        guard today == "2026-11-22" else { return }  // the typed-date cases below are written for that day
        #expect(try titles(["campaign", "--where", "ends<=+3d"]) == ["연말 모금", "Zero", "봄 캠페인"])
        #expect(try titles(["campaign", "--where", "ends>tomorrow"]) == ["연말 모금", "겨울 나눔"])
    }

    @Test func whereComparesDatesWrittenOut() throws {
        #expect(try titles(["campaign", "--where", "ends<2026-11-25"]) == ["Zero", "봄 캠페인"])
        #expect(try titles(["campaign", "--where", "ends<=2026-11-25"]) == ["연말 모금", "Zero", "봄 캠페인"])
        #expect(try titles(["campaign", "--where", "ends>2026-11-25"]) == ["겨울 나눔"])
        #expect(try titles(["campaign", "--where", "ends>=2026-11-25"]) == ["연말 모금", "겨울 나눔"])
        #expect(try titles(["campaign", "--where", "ends=2026-11-23"]) == ["Zero"], "a day matches a time on that day")
        #expect(try titles(["campaign", "--where", "ends!=2026-12-31"]) == ["연말 모금", "Zero", "신규", "봄 캠페인"])
    }

    @Test func whereComparesText() throws {
        #expect(try titles(["campaign", "--where", "type=기부"]) == ["연말 모금", "겨울 나눔", "신규"])
        #expect(try titles(["campaign", "--where", "type!=기부"]) == ["Zero", "봄 캠페인"])
        #expect(try titles(["campaign", "--where", "title~모금"]) == ["연말 모금"])
        #expect(try titles(["campaign", "--where", "title~ㄱㅇ"]) == ["겨울 나눔"], "~ knows initial consonants")
        #expect(try titles(["campaign", "--where", "title~zer"]) == ["Zero"], "any case")
        #expect(try titles(["campaign", "--where", "status>b"]) == ["봄 캠페인"], "text compares as text")
        #expect(try titles(["campaign", "--where", "missing=x"]).isEmpty, "a missing field never equals")
        let bad = try Self.shared.get().run(["list", "--where", "ratio"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("`ratio` is not a condition"))
    }

    @Test func nearShowsEntriesWithALocationNearestFirst() throws {
        #expect(try titles(["diary", "--near", "37.5735,126.9788"]) == ["jongno", "gwanghwamun", "busan"])
        #expect(try titles(["--near", "37.5735,126.9788", "--within", "5km"]) == ["jongno", "gwanghwamun"])
        #expect(try titles(["--near", "37.5735,126.9788", "--within", "100m"]) == ["jongno"])
        let table = try Self.shared.get().run(["list", "diary", "--near", "37.5735,126.9788"])
        #expect(table.stdout == """
              0 m     2026-11-20  Fri  jongno       산책
              315 m   2026-11-22  Sun  gwanghwamun  산책
              332 km  2026-11-21  Sat  busan        산책

            """)
        let json = try parseJSONList(try Self.shared.get().run(["list", "--near", "37.5759,126.9769", "--format", "json"]).stdout)
        #expect(json.compactMap { ($0["distance_m"] as? NSNumber)?.intValue } == [0, 315, 332_339])
        let search = try Self.shared.get().run(["search", "산책", "--near", "35.1587,129.1604", "--within", "10km", "--format", "paths"])
        #expect(search.lines == ["diary/2026/11/2026-11-21-busan.md"])
        let bad = try Self.shared.get().run(["list", "--near", "seoul"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("kept: `seoul` is not a place: write latitude,longitude in degrees, e.g. `--near 37.5735,126.9788`\nUsage: kept list "))
        #expect(try Self.shared.get().run(["list", "--within", "5km"]).status == 64)
        #expect(try titles(["--near", "-33.8688,151.2093", "--within", "1km"]).isEmpty, "a negative latitude is a value")
    }

    func seoulToday() -> String {
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "Asia/Seoul")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
