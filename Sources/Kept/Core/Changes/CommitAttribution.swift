import Foundation

/// Who a change was made through, as its commit's first line says: `fridge: add 우유 (via
/// assistant)`. kept mcp's store marks every commit so (`Store.attributed`); `kept log --via`
/// lists them, and what reads kept's own messages (the fridge's numbers) reads past the mark.
package enum CommitAttribution {
    /// `message` with ` (via name)` at the end of its first line.
    package static func marked(_ message: String, via name: String) -> String {
        let lines = message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        return "\(lines[0]) (via \(name))" + (lines.count > 1 ? "\n" + lines[1] : "")
    }

    /// A commit's first line without its mark, and the name in the mark; nil without one.
    package static func read(_ summary: String) -> (summary: String, via: String?) {
        guard summary.hasSuffix(")"), let open = summary.range(of: " (via ", options: .backwards) else { return (summary, nil) }
        let name = summary[open.upperBound..<summary.index(before: summary.endIndex)]
        guard !name.isEmpty, !name.contains("("), !name.contains(")") else { return (summary, nil) }
        return (String(summary[..<open.lowerBound]), String(name))
    }
}
