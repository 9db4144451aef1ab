import Kept

/// Rows of text in aligned columns, as every table of kept prints them: each column is as wide
/// as its widest cell, within the bounds the table gives it, measured in terminal columns
/// (`DisplayWidth`: a Hangul syllable takes two), so that 김치 lines up under Eggs. A cell wider
/// than its column is cut, ending with `…`. Cells after the laid-out columns (a last column
/// that runs on, a command to copy) are left as they are.
struct ColumnLayout {
    /// How one column is sized.
    struct Column {
        /// The widest the column gets.
        var most = Int.max
        /// The narrowest it gets, even when its cells are narrower.
        var least = 0
        /// Numbers: padded on the left, never cut.
        var alignedRight = false

        /// A column as wide as its widest cell, up to `most`.
        static func upTo(_ most: Int) -> Column { Column(most: most) }
        /// A column of numbers, aligned on the right.
        static let number = Column(alignedRight: true)
    }

    let columns: [Column]
    /// Each column's width, in terminal columns.
    private(set) var widths: [Int]

    /// Columns sized for `rows` (each row a cell per column; more cells are ignored here).
    init(_ rows: [[String]], _ columns: [Column]) {
        self.columns = columns
        widths = columns.indices.map { i in
            let widest = rows.map { i < $0.count ? DisplayWidth.of($0[i]) : 0 }.max() ?? 0
            return max(columns[i].least, min(widest, columns[i].most))
        }
    }

    /// Narrows the last column so that a line (cells joined by `separator`) takes at most
    /// `total` terminal columns, but never below `least`: the column that runs on, on a
    /// terminal of a known width.
    mutating func narrowLast(toFit total: Int, least: Int, separator: String = "  ") {
        guard let last = widths.indices.last else { return }
        let used = widths.dropLast().reduce(0, +) + DisplayWidth.of(separator) * last
        widths[last] = max(least, min(widths[last], total - used))
    }

    /// Narrows `column` so that a line of all the columns (after `indent`, cells joined by
    /// `separator`) takes at most `total` terminal columns, but never below `least`: a wide
    /// table on a narrow terminal cuts its names instead of wrapping every row.
    mutating func narrow(_ column: Int, toFit total: Int, least: Int, indent: Int = 0, separator: String = "  ") {
        let used = indent + widths.reduce(0, +) + DisplayWidth.of(separator) * (widths.count - 1)
        guard used > total, column < widths.count else { return }
        widths[column] = max(min(least, widths[column]), widths[column] - (used - total))
    }

    /// `text` as a cell of `column`: padded to the column's width, or cut to it with `…`;
    /// a number padded on the left. Past the laid-out columns, `text` as it is.
    func cell(_ text: String, _ column: Int) -> String {
        guard column < widths.count else { return text }
        if columns[column].alignedRight { return String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(text))) + text }
        return DisplayWidth.fit(text, widths[column])
    }

    /// The spaces that follow `text` in its cell of `column`, for a view that draws the text
    /// itself (search results highlight the matches in it).
    func padding(after text: String, _ column: Int) -> String {
        String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(DisplayWidth.truncate(text, to: widths[column]))))
    }

    /// One line: each cell fitted to its column, then painted (`paint` gets the column's
    /// index and the fitted cell, so colour covers the padding), joined by `separator`. The
    /// padding of the last cells stays: a view trims the line (`trimmingTrailingSpaces`).
    func line(_ cells: [String], separator: String = "  ", paint: (Int, String) -> String = { $1 }) -> String {
        cells.indices.map { paint($0, cell(cells[$0], $0)) }.joined(separator: separator)
    }
}
