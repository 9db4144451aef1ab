import Foundation
import Kept

/// Fridge items as aligned rows: days left, expiry date, name, amount, category (and the
/// status of items not in stock). Expired rows are red, soon ones yellow, when colour is on.
/// Wide (Korean) characters count two columns.
struct FridgeTable {
    let today: Day
    let soon: Int
    let style: Style
    var showStatus = false
    /// The terminal's width: names, then categories, are cut to fit it (nil: not a terminal).
    var width: Int? = nil

    func render(_ items: [FridgeItem]) -> String {
        let rows = items.map { item -> [String] in
            let label = item.status == .stocked ? item.daysLeft(today: today)?.description ?? "-" : ""
            var row = [label, item.expires?.iso ?? "-", item.title.replacingOccurrences(of: "\n", with: " "),
                       item.amount, item.category]
            if showStatus { row.append(item.status == .stocked ? "" : item.statusText) }
            return row
        }
        guard let columns = rows.first?.count else { return "" }
        var layout = ColumnLayout(rows, (0..<columns).map { .upTo($0 == 2 ? 32 : 24) })
        if let width {
            layout.narrow(2, toFit: width, least: 8, indent: 2)
            layout.narrow(4, toFit: width, least: 6, indent: 2)
        }
        return zip(items, rows).map { item, row in
            let cells = row.indices.map { layout.cell(row[$0], $0) }
            let colour: (String) -> String
            switch item.status == .stocked ? item.urgency(today: today, soon: soon) : .undated {
            case .expired: colour = style.red
            case .soon: colour = style.yellow
            default: colour = { $0 }
            }
            let line = "  " + colour(cells[0] + "  " + cells[1]) + "  " + cells[2...].joined(separator: "  ")
            return line.trimmingTrailingSpaces
        }.joined(separator: "\n")
    }
}
