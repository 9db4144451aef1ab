import Foundation

/// Places as an SVG map without tiles: the points in an equirectangular projection fitted to
/// their bounds (longitude shrunk by the cosine of the middle latitude, so distances look
/// right), each a link to its entry in the page, its place name beside it, and a scale bar.
/// Nothing is fetched.
struct PointMap {
    struct Point {
        let point: GeoPoint
        let label: String
        /// The page's anchor of the entry (`#…` without the `#`).
        let anchor: String
        let tip: String
    }

    let points: [Point]
    var width = 720.0

    func svg(title: String, desc: String) -> String {
        let lats = points.map(\.point.latitude), lons = points.map(\.point.longitude)
        let midLat = ((lats.min() ?? 0) + (lats.max() ?? 0)) / 2
        let shrink = max(0.01, cos(midLat * .pi / 180))
        // At least about a kilometre across, so one point or a few in a street still sit apart.
        let spanX = max(0.01, ((lons.max() ?? 0) - (lons.min() ?? 0)) * shrink)
        let spanY = max(0.01, (lats.max() ?? 0) - (lats.min() ?? 0))
        let margin = 40.0, labelRoom = 140.0
        let scale = min((width - margin * 2 - labelRoom) / spanX, 360 / spanY)
        let height = (spanY * scale + margin * 2).rounded(.up)
        let centreX = ((lons.min() ?? 0) + (lons.max() ?? 0)) / 2 * shrink
        let centreY = midLat
        let x0 = (width - labelRoom) / 2, y0 = height / 2
        func project(_ p: GeoPoint) -> (Double, Double) {
            (x0 + (p.longitude * shrink - centreX) * scale, y0 - (p.latitude - centreY) * scale)
        }
        var svg = SVGChart.open(id: "map", title: title, desc: desc, width: Int(width), height: Int(height))
        svg += "<rect class=\"ground\" x=\"0\" y=\"0\" width=\"\(Int(width))\" height=\"\(Int(height))\"/>\n"
        for point in points {
            let (x, y) = project(point.point)
            svg += "<a href=\"#\(point.anchor)\" class=\"place\"><circle class=\"point\" data-value=\"1\" cx=\"\(SVGChart.n(x))\" cy=\"\(SVGChart.n(y))\" r=\"5\">"
                + "<title>\(HTMLText.escape(point.tip))</title></circle>"
                + "<text class=\"placename\" x=\"\(SVGChart.n(x + 8))\" y=\"\(SVGChart.n(y + 4))\">\(HTMLText.escape(point.label))</text></a>\n"
        }
        // Degrees of latitude are 111.32 km everywhere; a quarter of the width, rounded down to 1, 2 or 5.
        let metresPerUnit = 111_320.0 / scale
        let (metres, label) = Self.niceDistance(below: width / 4 * metresPerUnit)
        let length = metres / metresPerUnit
        let y = height - 14
        svg += "<g class=\"scale\"><line x1=\"12\" y1=\"\(SVGChart.n(y))\" x2=\"\(SVGChart.n(12 + length))\" y2=\"\(SVGChart.n(y))\"/>"
            + "<text class=\"label\" x=\"\(SVGChart.n(16 + length))\" y=\"\(SVGChart.n(y + 4))\">\(label)</text></g>\n"
        return svg + "</svg>\n"
    }

    /// The largest of 1, 2, 5 × 10ⁿ metres not over `limit`, and how it is written.
    static func niceDistance(below limit: Double) -> (Double, String) {
        var best = 1.0
        var unit = 1.0
        while unit * 10 <= max(1, limit) { unit *= 10 }
        for step in [5.0, 2.0, 1.0] where step * unit <= limit { best = step * unit; break }
        if best < unit && unit <= limit { best = unit }
        return (best, best >= 1000 ? "\(Int(best / 1000)) km" : "\(Int(best)) m")
    }
}
