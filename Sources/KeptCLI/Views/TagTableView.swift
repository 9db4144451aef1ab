import Foundation
import Kept

/// Tags, one a line: the name padded by display width (Korean takes two columns a
/// syllable), the count right-aligned, and a bar as long as the count allows in the width
/// left over.
struct TagTableView {
    let tags: [TagCount]
    let style: Style
    let width: Int

    func render() -> String {
        let nameWidth = min(40, tags.map { DisplayWidth.of($0.tag) }.max() ?? 0)
        let countWidth = String(tags.map(\.count).max() ?? 0).count
        let most = max(1, tags.map(\.count).max() ?? 1)
        let barRoom = max(0, min(30, width - nameWidth - countWidth - 4))
        return tags.map { tag in
            let bar = barRoom > 0 ? "  " + style.cyan(Bar.of(Double(tag.count) / Double(most), width: barRoom)) : ""
            let count = String(repeating: " ", count: countWidth - String(tag.count).count) + String(tag.count)
            return (DisplayWidth.fit(tag.tag, nameWidth) + "  " + count + bar).trimmingTrailingSpaces
        }.joined(separator: "\n")
    }
}

/// A horizontal bar in eighths of a column (`█▉▊▋▌▍▎▏`), at least a sliver for any value
/// above nothing.
enum Bar {
    static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    static func of(_ share: Double, width: Int) -> String {
        guard share > 0, width > 0 else { return "" }
        let total = max(1, Int((min(1, share) * Double(width * 8)).rounded()))
        return String(repeating: "█", count: total / 8) + eighths[total % 8]
    }
}
