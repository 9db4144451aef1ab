import Foundation
import Kept

/// The drafts as lines: kind, title, age, the command that resumes each.
enum DraftsView {
    static func table(_ drafts: [Draft], style: Style, now: Date) -> String {
        let rows = drafts.map { draft in
            [draft.kind ?? "?", draft.title ?? say(.draftsNoTitle), age(of: draft, now: now), draft.resumeCommand]
        }
        let layout = ColumnLayout(rows, [.init(), .init(), .init()])
        return rows.map { row in layout.line(row) { i, text in i == 2 ? style.dim(text) : text } }.joined(separator: "\n")
    }

    /// `just now`, `5 minutes ago`, `3 hours ago`, `2 days ago`.
    static func age(of draft: Draft, now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(draft.created)))
        func ago(_ n: Int, _ unit: String) -> String { say(.ago(unit), count: n) }
        switch seconds {
        case ..<60: return say(.agoJustNow)
        case ..<3600: return ago(seconds / 60, "minute")
        case ..<86_400: return ago(seconds / 3600, "hour")
        default: return ago(seconds / 86_400, "day")
        }
    }
}
