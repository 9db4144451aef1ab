import Foundation

/// What `kept export --to html` draws above its entries: the heatmap of the newest year the
/// exported entries fall in, and the map of those with a location, each point linking to
/// its article in the page. The same drawings as `kept report`.
struct ExportCharts {
    let export: EntryExport
    /// The page's anchor of each entry by path.
    let anchors: [String: String]

    func html() -> String {
        let language = export.interface
        var html = ""
        var counts: [Day: Int] = [:]
        for entry in export.entries {
            if let day = entry.date(in: export.kind(of: entry))?.day { counts[day, default: 0] += 1 }
        }
        if let year = counts.keys.max()?.year {
            let heatmap = YearHeatmap(year: year, counts: counts)
            let summary = Message(.calendarYearSummary, count: heatmap.total,
                                  ["days": Message(.countDay, count: heatmap.activeDays).text(in: language), "year": String(year)]).text(in: language)
            html += "<section id=\"calendar\" class=\"charts\">\n<div class=\"scroll\">"
                + SVGChart.heatmap(heatmap, title: Message(.reportHeatmapAll, ["year": String(year)]).text(in: language),
                                   desc: summary, language: language)
                + "</div>\n<p class=\"summary\">\(HTMLText.escape(summary))</p>\n</section>\n"
        }
        let located = export.entries.filter { $0.location != nil }
        if !located.isEmpty {
            html += "<section id=\"places\" class=\"charts\">\n<h2>\(HTMLText.escape(Message(.reportPlaces).text(in: language)))</h2>\n"
            html += ReportMap.svg(located, anchor: { anchors[located[$0].path] ?? "" }, language: language)
            html += "</section>\n"
        }
        return html
    }

    static let style = """
        .scroll { max-width: 100%; overflow-x: auto; }
        svg.chart { display: block; max-width: 100%; height: auto; font-size: 10px; }
        svg .label { fill: currentColor; text-anchor: start; }
        svg .l0 { fill: #ebedf0; } svg .l1 { fill: #9be9a8; } svg .l2 { fill: #40c463; } svg .l3 { fill: #30a14e; } svg .l4 { fill: #216e39; }
        svg .ground { fill: #eef4f7; }
        svg .point { fill: #c53030; stroke: white; stroke-width: 1.5; }
        svg .placename { fill: currentColor; font-size: 12px; }
        svg .scale line { stroke: currentColor; stroke-width: 2; }
        @media (prefers-color-scheme: dark) { svg .ground { fill: #1d2a30; } svg .l0 { fill: #2d333b; } }
        """
}
