import Foundation

/// Charts as inline SVG for the report and the HTML export: no script, no outside file, and
/// each chart with a `<title>` and `<desc>` that screen readers read. Every drawn value
/// carries `data-value`, so a test can add up what a chart shows and compare it with
/// `kept stats --format json`.
enum SVGChart {
    struct Bar {
        let label: String
        let value: Double
        /// What the bar's own tooltip says (its label and value by default).
        var tip: String? = nil
    }

    /// Vertical bars, labels under them (every `labelEvery`th one when they are many).
    static func columns(id: String, title: String, desc: String, bars: [Bar], width: Int = 720, height: Int = 180,
                        labelEvery: Int = 1, format: (Double) -> String = { String(Int($0)) }) -> String {
        let top = 16.0, bottom = 22.0, left = 4.0
        let plot = Double(height) - top - bottom
        let most = max(1, bars.map(\.value).max() ?? 1)
        let pitch = (Double(width) - left * 2) / Double(max(1, bars.count))
        var svg = open(id: id, title: title, desc: desc, width: width, height: height)
        for (i, bar) in bars.enumerated() {
            let h = bar.value / most * plot
            let x = left + Double(i) * pitch
            svg += "<g class=\"column\">"
            // Bars at most 40 wide: one month of retention is a bar, not a wall.
            let barWidth = min(40, pitch * 0.8)
            svg += "<rect class=\"bar\" data-value=\"\(format(bar.value))\" x=\"\(n(x + (pitch - barWidth) / 2))\" y=\"\(n(top + plot - h))\" "
                + "width=\"\(n(barWidth))\" height=\"\(n(h))\"><title>\(HTMLText.escape(bar.tip ?? "\(bar.label): \(format(bar.value))"))</title></rect>"
            if bar.value > 0 && bars.count <= 16 {
                svg += "<text class=\"value\" x=\"\(n(x + pitch / 2))\" y=\"\(n(top + plot - h - 3))\">\(format(bar.value))</text>"
            }
            if i % labelEvery == 0 {
                svg += "<text class=\"label\" x=\"\(n(x + pitch / 2))\" y=\"\(n(Double(height) - 6))\">\(HTMLText.escape(bar.label))</text>"
            }
            svg += "</g>\n"
        }
        return svg + "</svg>\n"
    }

    /// Horizontal bars, a label to the left of each: for names (categories, states).
    static func rows(id: String, title: String, desc: String, bars: [Bar], width: Int = 720) -> String {
        let rowHeight = 24.0, labelWidth = 160.0
        let height = Int(Double(bars.count) * rowHeight + 8)
        let most = max(1, bars.map(\.value).max() ?? 1)
        let room = Double(width) - labelWidth - 60
        var svg = open(id: id, title: title, desc: desc, width: width, height: height)
        for (i, bar) in bars.enumerated() {
            let y = 4 + Double(i) * rowHeight
            let w = max(bar.value > 0 ? 2 : 0, bar.value / most * room)
            svg += "<g class=\"row\"><text class=\"name\" x=\"\(n(labelWidth - 8))\" y=\"\(n(y + 16))\">\(HTMLText.escape(bar.label))</text>"
            svg += "<rect class=\"bar\" data-value=\"\(Int(bar.value))\" x=\"\(n(labelWidth))\" y=\"\(n(y + 4))\" width=\"\(n(w))\" height=\"16\">"
                + "<title>\(HTMLText.escape("\(bar.label): \(Int(bar.value))"))</title></rect>"
            svg += "<text class=\"count\" x=\"\(n(labelWidth + w + 6))\" y=\"\(n(y + 16))\">\(Int(bar.value))</text></g>\n"
        }
        return svg + "</svg>\n"
    }

    /// A year heatmap: a square per day in week columns, shaded by level, month names above.
    static func heatmap(_ heatmap: YearHeatmap, title: String, desc: String, language: Language) -> String {
        let cell = 11.0, pitch = 13.0, left = 26.0, top = 16.0
        let width = Int(left + Double(heatmap.weeks.count) * pitch + 4)
        let height = Int(top + 7 * pitch + 4)
        var svg = open(id: "heatmap", title: title, desc: desc, width: width, height: height)
        for (month, column) in heatmap.monthColumns {
            svg += "<text class=\"label month\" x=\"\(n(left + Double(column) * pitch))\" y=\"11\">\(HTMLText.escape(Message(.monthShort(month)).text(in: language)))</text>"
        }
        for (row, weekday) in heatmap.weekdayRows.enumerated() where row % 2 == 0 {
            svg += "<text class=\"label weekday\" x=\"0\" y=\"\(n(top + Double(row) * pitch + 9))\">\(HTMLText.escape(HumanDate.shortWeekdayName(weekday, language)))</text>"
        }
        svg += "\n"
        for (column, week) in heatmap.weeks.enumerated() {
            for (row, day) in week.enumerated() {
                guard let day else { continue }
                let count = heatmap.counts[day] ?? 0
                svg += "<rect class=\"day l\(heatmap.level(day))\" data-value=\"\(count)\" x=\"\(n(left + Double(column) * pitch))\" "
                    + "y=\"\(n(top + Double(row) * pitch))\" width=\"\(n(cell))\" height=\"\(n(cell))\"><title>\(day.iso): \(count)</title></rect>"
            }
            svg += "\n"
        }
        return svg + "</svg>\n"
    }

    static func open(id: String, title: String, desc: String, width: Int, height: Int) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(id)\" class=\"chart\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\" "
            + "viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" preserveAspectRatio=\"xMinYMin meet\">\n"
            + "<title id=\"\(id)-title\">\(HTMLText.escape(title))</title>\n<desc id=\"\(id)-desc\">\(HTMLText.escape(desc))</desc>\n"
    }

    /// A coordinate to one decimal.
    static func n(_ value: Double) -> String { String(format: "%.1f", value) }
}

/// Text escaped for HTML and XML alike, control characters left out.
enum HTMLText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
