import Foundation

/// `--near LAT,LON [--within 5km]`: only entries with a location, within the distance when
/// one is given, nearest first.
package struct NearFilter: Sendable, Equatable {
    package let point: GeoPoint
    /// Metres, or nil for any distance.
    package let within: Double?

    package init(point: GeoPoint, within: Double? = nil) {
        self.point = point
        self.within = within
    }

    /// Reads `--near` and `--within` as typed.
    package init(near: String, within: String?) throws {
        guard let point = GeoPoint(parsing: near) else { throw PlaceError.notAPoint(near) }
        self.point = point
        self.within = try within.map(NearFilter.metres)
    }

    /// Metres from the entry, or nil when it has no location.
    package func distance(to entry: Entry) -> Double? {
        entry.location.map { point.distance(to: $0) }
    }

    /// Whether the entry has a location within reach.
    package func admits(_ entry: Entry) -> Bool {
        guard let distance = distance(to: entry) else { return false }
        return within.map { distance <= $0 } ?? true
    }

    /// `5km`, `500m`, `1.5 km`, `2` (kilometres).
    static func metres(_ text: String) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let (digits, factor): (Substring, Double) =
            trimmed.hasSuffix("km") ? (trimmed.dropLast(2), 1000)
            : trimmed.hasSuffix("m") ? (trimmed.dropLast(1), 1) : (Substring(trimmed), 1000)
        guard let value = Double(digits.trimmingCharacters(in: .whitespaces)), value >= 0, value.isFinite else {
            throw PlaceError.notADistance(text)
        }
        return value * factor
    }

    /// A distance as people read it: `850 m`, `1.2 km`, `37 km`.
    package static func describe(_ metres: Double) -> String {
        if metres < 1000 { return "\(Int(metres.rounded())) m" }
        if metres < 10_000 { return String(format: "%.1f km", metres / 1000) }
        return "\(Int((metres / 1000).rounded())) km"
    }
}

package enum PlaceError: UserMessageError, Equatable, Sendable, CustomStringConvertible {
    case notAPoint(String)
    case notADistance(String)

    package var message: Message {
        switch self {
        case let .notAPoint(text): return Message(.errorPlaceNotAPoint, ["text": text])
        case let .notADistance(text): return Message(.errorPlaceNotADistance, ["text": text])
        }
    }

    package var description: String { message.english }
}
