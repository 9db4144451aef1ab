import Foundation

/// A place on Earth in degrees, as front matter writes it:
/// `location: {name: 종로구, lat: 37.5735, lon: 126.9788}`.
package struct GeoPoint: Sendable, Equatable {
    package let latitude: Double
    package let longitude: Double

    package init?(latitude: Double, longitude: Double) {
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// `37.5735,126.9788` (a space after the comma is fine).
    package init?(parsing text: String) {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let lat = Double(parts[0]), let lon = Double(parts[1]) else { return nil }
        self.init(latitude: lat, longitude: lon)
    }

    /// Great-circle distance in metres (haversine, mean Earth radius).
    package func distance(to other: GeoPoint) -> Double {
        let radius = 6_371_008.8
        let φ1 = latitude * .pi / 180, φ2 = other.latitude * .pi / 180
        let Δφ = (other.latitude - latitude) * .pi / 180
        let Δλ = (other.longitude - longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * radius * asin(min(1, sqrt(a)))
    }
}

extension Entry {
    /// Where the entry was written or is about: its `location` field's `lat` and `lon`
    /// (`latitude`/`longitude` and `lng` are read too), or nil.
    package var location: GeoPoint? {
        // Location reads the map (keys, their order, numbers); only a map places an entry here.
        guard case .map? = fields["location"], let (lat, lon) = Location(fields["location"])?.coordinates else { return nil }
        return GeoPoint(latitude: lat, longitude: lon)
    }
}
