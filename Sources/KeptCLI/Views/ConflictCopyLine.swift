import Foundation
import Kept

/// How a listing (`kept fridge`, `kept cards`) shows a sync's conflict copy: marked `~`,
/// never as an entry of its own, with the command that joins it.
enum ConflictCopyLine {
    static func render(_ copy: Entry, style: Style) -> String {
        let title = copy.title.replacingOccurrences(of: "\n", with: " ")
        return style.yellow("~ ") + title + style.dim("  " + say(.conflictCopyLine, ["path": copy.path, "quoted": ShellWord.quoted(copy.path)]))
    }
}
