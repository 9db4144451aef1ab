import Foundation

extension Terminal {
    /// Columns that wide output (heatmaps, month grids, bars) may fill: the terminal's own
    /// width, else `$COLUMNS` (so a script or a test can ask for a width), else 80.
    static var columns: Int {
        if let width { return width }
        if let value = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? ""), value > 0 { return value }
        return 80
    }
}
