import Foundation

/// `kept report`: one self-contained page to look at the store — the diary's heatmap and
/// streaks, entries per month, the fridge by category and this month's expiry calendar, the
/// card reviews, the tags as a sized list and a map of every located entry. Inline CSS and
/// SVG only: no script, no outside file, nothing fetched. Well-formed XML too. Every chart
/// is drawn from `stats`, the numbers `kept stats --format json` prints.
package struct ReportPage: Sendable {
    package let stats: StoreStats
    package let year: Int
    package let heatmap: YearHeatmap?
    package let tags: [TagCount]
    package let located: [Entry]
    package let expiry: ExpiryCalendar?
    package let language: Language
    package let today: Day

    package init(stats: StoreStats, year: Int, heatmap: YearHeatmap?, tags: [TagCount], located: [Entry],
                expiry: ExpiryCalendar?, language: Language, today: Day) {
        self.stats = stats
        self.year = year
        self.heatmap = heatmap
        self.tags = tags
        self.located = located
        self.expiry = expiry
        self.language = language
        self.today = today
    }

    private func t(_ key: MessageKey, _ arguments: [String: String] = [:]) -> String {
        HTMLText.escape(Message(key, arguments).text(in: language))
    }

    private func raw(_ key: MessageKey, _ arguments: [String: String] = [:]) -> String { Message(key, arguments).text(in: language) }

    package func html() -> String {
        var body = "<header><h1>\(t(.reportTitle, ["year": String(year)]))</h1>\n<p class=\"summary\">\(t(.reportMade, ["day": today.iso]))</p></header>\n"
        body += diarySection()
        body += fridgeSection()
        body += cardSection()
        body += tagSection()
        body += mapSection()
        return """
            <!DOCTYPE html>
            <html lang="\(language.rawValue)" xmlns="http://www.w3.org/1999/xhtml">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <meta name="generator" content="kept"/>
            <title>\(t(.reportTitle, ["year": String(year)]))</title>
            <style>
            \(ReportStyle.css)
            </style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    // MARK: Sections

    func diarySection() -> String {
        guard let heatmap, let diary = stats.kind("diary") else { return "" }
        var html = "<section id=\"diary\">\n<h2>\(t(.reportDiary))</h2>\n"
        let summary = Message(.calendarYearSummary, count: heatmap.total, ["days": Message(.countDay, count: heatmap.activeDays).text(in: language),
                                                                               "year": String(year)]).text(in: language)
        let streaks = CalendarText.streaks(diary.streaks, language)
        html += "<div class=\"scroll\">" + SVGChart.heatmap(heatmap, title: raw(.reportHeatmap, ["year": String(year)]),
                                                           desc: summary + ". " + streaks, language: language) + "</div>\n"
        html += "<p class=\"legend\"><span class=\"swatch l0\"></span> 0 <span class=\"swatch l1\"></span> 1 <span class=\"swatch l2\"></span> 2 "
            + "<span class=\"swatch l3\"></span> 3 <span class=\"swatch l4\"></span> 4+</p>\n"
        html += "<p>\(HTMLText.escape(summary))</p>\n<p class=\"streaks\">\(HTMLText.escape(streaks))</p>\n"
        let months = (1...12).map { String(format: "%04d-%02d", year, $0) }
        let counts = Dictionary(diary.months.map { ($0.month, $0.entries) }, uniquingKeysWith: { a, _ in a })
        let bars = months.enumerated().map { SVGChart.Bar(label: raw(.monthShort($0.offset + 1)), value: Double(counts[$0.element] ?? 0)) }
        let total = bars.reduce(0) { $0 + Int($1.value) }
        html += "<h3>\(t(.reportPerMonth))</h3>\n"
        html += SVGChart.columns(id: "months", title: raw(.reportPerMonth), desc: raw(.reportPerMonthDesc, ["year": String(year), "count": String(total)]), bars: bars)
        return html + "</section>\n"
    }

    func fridgeSection() -> String {
        guard let fridge = stats.fridge else { return "" }
        var html = "<section id=\"fridge\">\n<h2>\(t(.reportFridge))</h2>\n<h3>\(t(.fridgeStatsByCategory))</h3>\n"
        if fridge.categories.isEmpty {
            html += "<p>\(t(.fridgeStatsNothingInStock))</p>\n"
        } else {
            html += SVGChart.rows(id: "categories", title: raw(.fridgeStatsByCategory),
                                  desc: raw(.reportCategoriesDesc, ["count": String(fridge.stocked), "categories": String(fridge.categories.count)]),
                                  bars: fridge.categories.map { SVGChart.Bar(label: $0.category, value: Double($0.items)) })
        }
        if let expiry {
            html += "<h3>\(t(.reportExpiry, ["month": HumanDate.month(year: expiry.year, month: expiry.month, language)]))</h3>\n"
            html += "<table class=\"month\">\n<thead><tr>"
            html += expiry.weekdayColumns.map { "<th>\(HTMLText.escape(HumanDate.shortWeekdayName($0, language)))</th>" }.joined()
            html += "</tr></thead>\n<tbody>\n"
            for week in expiry.weeks {
                html += "<tr>"
                for day in week {
                    guard let day else { html += "<td></td>"; continue }
                    let items = expiry.expiring[day] ?? []
                    let classes = [day == today ? "today" : nil, items.isEmpty ? nil : (day < today ? "expired" : "expires")].compactMap { $0 }
                    html += "<td\(classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"")><span class=\"day\">\(day.day)</span>"
                    for item in items { html += "<span class=\"item\">\(HTMLText.escape(item.title))</span>" }
                    html += "</td>"
                }
                html += "</tr>\n"
            }
            html += "</tbody>\n</table>\n"
        }
        let bars = fridge.months.map { SVGChart.Bar(label: String($0.month.suffix(2)), value: Double($0.consumed)) }
        let thrown = fridge.months.map { SVGChart.Bar(label: String($0.month.suffix(2)), value: Double($0.discarded)) }
        html += "<h3>\(t(.statsFridgeMonths))</h3>\n<div class=\"pair\">"
        html += "<figure><figcaption>\(t(.reportConsumed))</figcaption>"
        html += SVGChart.columns(id: "consumed", title: raw(.reportConsumed), desc: raw(.reportConsumedDesc, ["count": String(fridge.months.map(\.consumed).reduce(0, +))]),
                                 bars: bars, width: 360, height: 140)
        html += "</figure><figure><figcaption>\(t(.reportDiscarded))</figcaption>"
        html += SVGChart.columns(id: "discarded", title: raw(.reportDiscarded), desc: raw(.reportDiscardedDesc, ["count": String(fridge.months.map(\.discarded).reduce(0, +))]),
                                 bars: thrown, width: 360, height: 140)
        return html + "</figure></div>\n</section>\n"
    }

    func cardSection() -> String {
        guard let cards = stats.cards else { return "" }
        var html = "<section id=\"cards\">\n<h2>\(t(.reportCards))</h2>\n"
        let s = cards.states
        html += SVGChart.rows(id: "states", title: raw(.reportStates), desc: raw(.statsCardsStates, ["new": String(s.new), "learning": String(s.learning),
                                                                                                       "review": String(s.review), "lapsed": String(s.lapsed)]),
                              bars: [(MessageKey.reportStateNew, s.new), (.reportStateLearning, s.learning), (.reportStateReview, s.review),
                                     (.reportStateLapsed, s.lapsed)].map { SVGChart.Bar(label: raw($0.0), value: Double($0.1)) })
        let reviewed = cards.reviewsPerDay.map(\.reviews).reduce(0, +)
        html += "<h3>\(t(.statsCardsReviewsPerDay, ["count": String(reviewed)]))</h3>\n"
        html += SVGChart.columns(id: "reviews", title: raw(.statsCardsReviewsPerDay, ["count": String(reviewed)]),
                                 desc: raw(.reportDaysDesc, ["from": cards.reviewsPerDay.first!.day, "through": cards.reviewsPerDay.last!.day]),
                                 bars: cards.reviewsPerDay.map { SVGChart.Bar(label: String($0.day.suffix(5)), value: Double($0.reviews)) }, labelEvery: 7)
        if !cards.retention.isEmpty {
            html += "<h3>\(t(.statsCardsRetention))</h3>\n"
            let rows = cards.retention.suffix(12)
            html += SVGChart.columns(id: "retention", title: raw(.statsCardsRetention),
                                     desc: rows.map { "\($0.month) " + raw(.statsCardsRetentionRow, ["percent": String(format: "%.1f", $0.retention * 100), "count": String($0.reviews)]) }.joined(separator: "; "),
                                     bars: rows.map { SVGChart.Bar(label: $0.month, value: $0.retention * 100,
                                                                   tip: "\($0.month): " + raw(.statsCardsRetentionRow, ["percent": String(format: "%.1f", $0.retention * 100), "count": String($0.reviews)])) },
                                     format: { String(format: "%.0f%%", $0) })
        }
        let due = cards.dueForecast.map(\.due).reduce(0, +)
        html += "<h3>\(t(.statsCardsDue, ["count": String(due)]))</h3>\n"
        html += SVGChart.columns(id: "due", title: raw(.statsCardsDue, ["count": String(due)]),
                                 desc: raw(.reportDaysDesc, ["from": cards.dueForecast.first!.day, "through": cards.dueForecast.last!.day]),
                                 bars: cards.dueForecast.map { SVGChart.Bar(label: String($0.day.suffix(5)), value: Double($0.due)) }, labelEvery: 7)
        return html + "</section>\n"
    }

    func tagSection() -> String {
        guard !tags.isEmpty else { return "" }
        let most = Double(tags.map(\.count).max() ?? 1)
        var html = "<section id=\"tags\">\n<h2>\(t(.reportTags))</h2>\n<ul class=\"tags\">\n"
        for tag in tags {
            // 90% to 250% by the share of the most used tag.
            let size = Int(90 + 160 * Double(tag.count) / most)
            html += "<li style=\"font-size: \(size)%\" data-value=\"\(tag.count)\">\(HTMLText.escape(tag.tag)) <span class=\"count\">\(tag.count)</span></li>\n"
        }
        return html + "</ul>\n</section>\n"
    }

    func mapSection() -> String {
        var html = "<section id=\"places\">\n<h2>\(t(.reportPlaces))</h2>\n"
        guard !located.isEmpty else { return html + "<p>\(t(.reportNoPlaces))</p>\n</section>\n" }
        html += ReportMap.svg(located, anchor: { "place-\($0 + 1)" }, language: language)
        html += "<ol class=\"places\">\n"
        for (i, entry) in located.enumerated() {
            let place = Location(entry.fields["location"])?.name
            let date = entry.value(of: "date").flatMap(FieldDate.init)?.day.iso
            html += "<li id=\"place-\(i + 1)\"><strong>\(HTMLText.escape(entry.title))</strong>"
            html += [place, date, entry.path].compactMap { $0 }.map { " <span class=\"meta\">\(HTMLText.escape($0))</span>" }.joined()
            html += "</li>\n"
        }
        return html + "</ol>\n</section>\n"
    }
}

/// The map of located entries, shared by the report and `kept export --to html`.
enum ReportMap {
    static func svg(_ entries: [Entry], anchor: (Int) -> String, language: Language) -> String {
        let points = entries.enumerated().compactMap { i, entry -> PointMap.Point? in
            guard let point = entry.location else { return nil }
            let place = Location(entry.fields["location"])?.name
            return PointMap.Point(point: point, label: place ?? entry.title, anchor: anchor(i),
                                  tip: entry.title + (place.map { " · " + $0 } ?? ""))
        }
        let names = Set(points.map(\.label)).count
        return "<div class=\"scroll\">" + PointMap(points: points).svg(
            title: Message(.reportPlaces).text(in: language),
            desc: Message(.reportMapDesc, ["count": String(points.count), "places": String(names)]).text(in: language)) + "</div>\n"
    }
}

/// Streaks as one sentence: `current streak: 3 days · longest streak: 12 days (2026-03-01 – 2026-03-12)`,
/// for the terminal and the pages alike.
package enum CalendarText {
    package static func streaks(_ streaks: Streaks, _ language: Language) -> String {
        let span = streaks.longestFrom.flatMap { from in streaks.longestThrough.map {
            Message(.calendarStreakSpan, ["from": from.iso, "through": $0.iso]).text(in: language)
        } } ?? ""
        return Message(.calendarStreaks, ["current": Message(.countDay, count: streaks.current).text(in: language),
                                            "longest": Message(.countDay, count: streaks.longest).text(in: language),
                                            "span": span]).text(in: language)
    }
}
