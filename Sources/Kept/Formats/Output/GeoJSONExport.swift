import Foundation

/// Entries with a location as a GeoJSON FeatureCollection (RFC 7946): one Point feature each,
/// `[longitude, latitude]`, with the entry's title, date, path and kind as properties. Any map
/// (geojson.io, QGIS, GitHub's file view) shows it.
enum GeoJSONExport {
    static func document(_ entries: [Entry], kinds: [Kind]) -> String {
        let features = entries.compactMap { entry -> String? in
            guard let point = entry.location else { return nil }
            let (lat, lon) = (point.latitude, point.longitude)
            let location = Location(entry.fields["location"])
            let kind = kinds.first { $0.name == entry.kind }
            let date = kind?.dateField.flatMap { entry.value(of: $0) }
            var properties: [(String, String)] = [
                ("title", string(entry.title)),
                ("date", date.map(string) ?? "null"),
                ("path", string(entry.path)),
                ("kind", string(entry.kind)),
            ]
            if let name = location?.name { properties.append(("place", string(name))) }
            if let weather = entry.value(of: "weather") { properties.append(("weather", string(weather))) }
            let object = properties.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ")
            return "    {\"type\": \"Feature\", \"geometry\": {\"type\": \"Point\", \"coordinates\": [\(number(lon)), \(number(lat))]}, "
                + "\"properties\": {\(object)}}"
        }
        let list = features.isEmpty ? "[]" : "[\n" + features.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"type\": \"FeatureCollection\",\n  \"features\": \(list)\n}\n"
    }

    private static func string(_ text: String) -> String { QuotedString.make(text) }

    /// Degrees as a JSON number: `126.9788`, `37` (never `37.0` or an exponent).
    private static func number(_ value: Double) -> String {
        var text = String(format: "%.7f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
