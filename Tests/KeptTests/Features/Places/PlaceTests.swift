import Foundation
import Testing
@testable import Kept

@Suite("Places: locations and distances")
struct PlaceTests {
    @Test func haversineDistances() throws {
        let seoulStation = try #require(GeoPoint(latitude: 37.5547, longitude: 126.9707))
        let busanStation = try #require(GeoPoint(latitude: 35.1151, longitude: 129.0415))
        #expect((320_000...330_000).contains(seoulStation.distance(to: busanStation)), "Seoul to Busan is some 320–330 km as the crow flies")
        let origin = try #require(GeoPoint(latitude: 0, longitude: 0))
        // One degree of the equator and a quarter meridian on a sphere of the mean Earth radius.
        #expect(abs(origin.distance(to: GeoPoint(latitude: 0, longitude: 1)!) - 111_195.08) < 0.5)
        #expect(abs(origin.distance(to: GeoPoint(latitude: 90, longitude: 0)!) - 10_007_557.2) < 1)
        #expect(seoulStation.distance(to: seoulStation) == 0)
        #expect(GeoPoint(latitude: 91, longitude: 0) == nil)
        #expect(GeoPoint(parsing: "37.5735, 126.9788") == GeoPoint(latitude: 37.5735, longitude: 126.9788))
        #expect(GeoPoint(parsing: "종로구") == nil)
    }

    @Test func distancesAndTheirText() throws {
        #expect(try NearFilter.metres("5km") == 5000)
        #expect(try NearFilter.metres("500m") == 500)
        #expect(try NearFilter.metres("1.5 KM") == 1500)
        #expect(try NearFilter.metres("2") == 2000, "kilometres by default")
        #expect(throws: PlaceError.notADistance("far")) { try NearFilter.metres("far") }
        #expect(NearFilter.describe(12.4) == "12 m")
        #expect(NearFilter.describe(1234) == "1.2 km")
        #expect(NearFilter.describe(325_113) == "325 km")
    }

    @Test func entriesWithALocationNearestFirstWithinEachKind() throws {
        let fixture = try TemporaryStore(files: [
            "diary/2026/11/2026-11-22-a.md": "---\ntitle: 광화문\ndate: 2026-11-22\nlocation: {name: 광화문, lat: 37.5759, lon: 126.9769}\n---\n",
            "diary/2026/11/2026-11-21-b.md": "---\ntitle: 해운대\ndate: 2026-11-21\nlocation: {name: 해운대, lat: 35.1587, lon: 129.1604}\n---\n",
            "diary/2026/11/2026-11-20-c.md": "---\ntitle: 종로\ndate: 2026-11-20\nlocation: {name: 종로구, latitude: 37.5735, longitude: 126.9788}\n---\n",
            "diary/2026/11/2026-11-19-d.md": "---\ntitle: 어딘가\ndate: 2026-11-19\nlocation: 어딘가\n---\n",
            "cards/places/e.md": "---\ntitle: 남산\ncategory: places\nlocation: {lat: 37.5512, lon: 126.9882}\n---\n",
        ])
        func titles(_ near: NearFilter) -> [String] {
            var query = ListQuery()
            query.near = near
            return query.apply(to: StoreIndex.load(fixture.store).entries, kinds: fixture.store.kinds).map(\.title)
        }
        let jongno = try #require(GeoPoint(latitude: 37.5735, longitude: 126.9788))
        #expect(titles(NearFilter(point: jongno)) == ["종로", "광화문", "해운대", "남산"], "kinds keep their order; a name alone is no location")
        #expect(titles(NearFilter(point: jongno, within: 5000)) == ["종로", "광화문", "남산"])
        var sorted = ListQuery()
        sorted.near = NearFilter(point: jongno, within: 5000)
        sorted.sort = SortKey.list("title")
        #expect(sorted.apply(to: StoreIndex.load(fixture.store).entries, kinds: fixture.store.kinds).map(\.title) == ["광화문", "남산", "종로"],
                "an explicit sort wins")
    }

    /// The reader `Entry.location` had before it asked `Location`, kept here frozen: the one
    /// reader must accept and refuse what it did, and give the same point.
    static func formerReader(_ entry: Entry) -> GeoPoint? {
        guard case let .map(fields)? = entry.fields["location"] else { return nil }
        func number(_ keys: [String]) -> Double? {
            for key in keys { if let value = fields[key], case let .scalar(text, _) = value, let number = Double(text) { return number } }
            return nil
        }
        guard let lat = number(["lat", "latitude"]), let lon = number(["lon", "lng", "longitude"]) else { return nil }
        return GeoPoint(latitude: lat, longitude: lon)
    }

    @Test(arguments: [
        "{name: 광화문, lat: 37.5759, lon: 126.9769}", "{name: 종로구, latitude: 37.5735, longitude: 126.9788}",
        "{lat: 37.5512, lon: 126.9882}", "{lat: 37.5, lng: 127}", "{lat: 1, lon: 2, latitude: 3, longitude: 4}",
        "{lat: x, latitude: 37.5, lon: 127}", "{lat: 37.5, lon: nope, lng: 127.5}", "{lat: 91, lon: 0}", "{lat: 0, lon: -181}",
        "{lat: -90, lon: 180}", "{lat: 1e1, lon: .5}", "{lat: +37, lon: 127.}", "{lat: .nan, lon: 0}", "{lat: .inf, lon: 0}",
        "{lat: inf, lon: 0}", "{lat: '37.5', lon: \"127\"}", "{lat: [1], lon: 2}", "{lat: {a: 1}, lon: 2}", "{lat: , lon: 2}",
        "{lat: 37.5}", "{lon: 127}", "{name: 집}", "{}", "{name: {lat: 1, lon: 2}}", "{Lat: 1, Lon: 2}", "{lat: 0x10, lon: 2}",
        "{lat: 1_000, lon: 2}", "{lat: true, lon: 2}", "{lat: null, lon: 2}", "{lat: ~, latitude: 5, lon: 2}",
        "37.5735,126.9788", "종로구 37.5735,126.9788", "geo:-33.8568,151.2153", "어딘가", "[37.5, 127]", "",
    ])
    func entryLocationReadsAsBefore(_ value: String) {
        let entry = Entry(path: "diary/2026/11/2026-11-22-a.md", kind: "diary",
                          document: EntryDocument(text: "---\ntitle: a\nlocation: \(value)\n---\n"))
        #expect(entry.location == Self.formerReader(entry), "location: \(value)")
    }
}
