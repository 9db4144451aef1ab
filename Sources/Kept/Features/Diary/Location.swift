import Foundation
import Yams

/// A place an entry was written: `location: {name: 종로구, lat: 37.5735, lon: 126.9788}`.
///
/// Typed on the command line (`--set location=…`) as
/// - `종로구 37.5735,126.9788` — a name, then latitude,longitude (a space after the comma and
///   parentheses are fine: `종로구 (37.5735, 126.9788)`);
/// - `37.5735,126.9788` or `geo:37.5735,126.9788` (as map apps copy it) — only coordinates;
/// - `종로구` — only a name;
/// - `{name: 종로구, lat: 37.5735, lon: 126.9788}` — the YAML itself.
package struct Location: Sendable, Equatable {
    package let name: String?
    /// Decimal degrees, as written (`37.5735`), so that a rewrite keeps every digit.
    package let latitude: String?
    package let longitude: String?

    package init(name: String?, latitude: String?, longitude: String?) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Latitude and longitude as numbers, when both are there (in range or not: see
    /// `Entry.location` for the point a valid place is at).
    var coordinates: (lat: Double, lon: Double)? {
        guard let latitude, let longitude, let lat = Double(latitude), let lon = Double(longitude) else { return nil }
        return (lat, lon)
    }

    /// The name, else the coordinates: what a message shows.
    package var label: String {
        if let name, !name.isEmpty { return name }
        if let latitude, let longitude { return "\(latitude), \(longitude)" }
        return ""
    }

    /// What changed from `old` to this place, part by part, for a commit message:
    /// `location.lat 33.5 → 33.46` (a part that was or is missing reads `(none)`).
    package func changes(from old: Location, field: String) -> [String] {
        [("name", old.name, name), ("lat", old.latitude, latitude), ("lon", old.longitude, longitude)]
            .compactMap { part, was, now in
                was == now ? nil : "\(field).\(part) \(was ?? "(none)") → \(now ?? "(none)")"
            }
    }

    /// The flow mapping written in front matter, on one line.
    package var yaml: String {
        var parts: [String] = []
        if let name { parts.append("name: " + YAMLScalar.renderFlowItem(name)) }
        if let latitude { parts.append("lat: \(latitude)") }
        if let longitude { parts.append("lon: \(longitude)") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// The location a front-matter value holds: a `{name, lat, lon}` map, or text in one of
    /// the typed forms. Nil for nothing or something else.
    package init?(_ value: FieldValue?) {
        switch value {
        case let .map(fields)?:
            let number = { (key: String) -> String? in
                guard case let .scalar(text, _)? = fields[key], Double(text) != nil else { return nil }
                return text
            }
            let name = fields["name"].map(\.text).flatMap { $0.isEmpty ? nil : $0 }
            self.init(name: name, latitude: number("lat") ?? number("latitude"),
                      longitude: number("lon") ?? number("lng") ?? number("longitude"))
            if self.name == nil && coordinates == nil { return nil }
        case let .scalar(text, _)?:
            guard let parsed = try? Location.parse(text) else { return nil }
            self = parsed
        default:
            return nil
        }
    }

    /// Reads a typed location; a value that names coordinates wrongly is an error saying how
    /// to write it.
    package static func parse(_ typed: String) throws -> Location {
        let text = typed.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("{") { return try parseMapping(text) }
        if let m = text.wholeMatch(of: /(?i:geo:)?(.*?)[\s,]*\(?\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*\)?/) {
            let name = String(m.1).trimmingCharacters(in: .whitespaces)
            return try checked(Location(name: name.isEmpty ? nil : name, latitude: String(m.2), longitude: String(m.3)))
        }
        return Location(name: text, latitude: nil, longitude: nil)
    }

    static let howToWrite = Message(.errorLocationHowToWrite)

    /// The place itself when its coordinates can be on Earth: both or neither given, within
    /// ±90° and ±180°.
    package func checked() throws -> Location {
        try Location.checked(self)
    }

    private static func checked(_ location: Location) throws -> Location {
        if (location.latitude == nil) != (location.longitude == nil) {
            throw LocationError(Message(.errorLocationBothOrNeither).localizing("how", howToWrite))
        }
        guard let (lat, lon) = location.coordinates else { return location }
        guard (-90...90).contains(lat) else {
            throw LocationError(Message(.errorLocationLatitude, ["value": "\(location.latitude!)"]).localizing("how", howToWrite))
        }
        guard (-180...180).contains(lon) else {
            throw LocationError(Message(.errorLocationLongitude, ["value": "\(location.longitude!)"]).localizing("how", howToWrite))
        }
        return location
    }

    private static func parseMapping(_ text: String) throws -> Location {
        guard let node = try? Yams.compose(yaml: text), case .mapping = node, YAMLBudget.fits(node) else {
            throw LocationError(Message(.errorLocationNotMapping, ["text": text]).localizing("how", howToWrite))
        }
        let value = FieldValue(node: node)
        guard case let .map(fields) = value else { throw LocationError(howToWrite) }
        for key in fields.keys where !["name", "lat", "lon"].contains(key) {
            throw LocationError(Message(.errorLocationUnknownKey, ["key": key]))
        }
        for key in ["lat", "lon"] {
            if let field = fields[key], Double(field.text) == nil {
                throw LocationError(Message(.errorLocationNotDegrees, ["key": key, "value": field.text]).localizing("how", howToWrite))
            }
        }
        guard let location = Location(value) else { throw LocationError(howToWrite) }
        return try checked(location)
    }
}

/// A location typed or written in a way that cannot be read.
package struct LocationError: UserMessageError, Equatable, Sendable, CustomStringConvertible {
    package let localized: Message
    package init(_ message: Message) { localized = message }
    package var message: Message { localized }
    package var description: String { localized.english }
}
