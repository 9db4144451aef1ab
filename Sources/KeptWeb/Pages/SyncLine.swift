import Foundation
import Kept

/// The line every page of a hub shows about its syncs: when it last synced, or since when it
/// has not and why, and when it tries again. None when the store has no remote.
struct SyncLine {
    let text: String
    let failed: Bool

    init?(_ status: HubSyncStatus, language: Language, now: Date = Date()) {
        guard !status.remotes.isEmpty else { return nil }
        let time = { (date: Date) in Self.time(date, now: now) }
        if let failure = status.lastFailure {
            failed = true
            let reason = Self.sentences(failure.reason.text(in: language))
            if let success = status.lastSuccess {
                text = Message(.webSyncFailed, ["since": time(success), "reason": reason, "retry": time(failure.retry)]).text(in: language)
            } else {
                text = Message(.webSyncNeverSynced, ["reason": reason, "retry": time(failure.retry)]).text(in: language)
            }
        } else if let success = status.lastSuccess {
            failed = false
            text = Message(.webSyncSynced, ["remote": status.remotes.joined(separator: ", "), "time": time(success)]).text(in: language)
        } else {
            return nil
        }
    }

    /// A reason of several lines as one paragraph of sentences: each line ends with its stop
    /// (a line break alone ran "…없습니다 경로를 확인하세요" together), the template's words follow.
    static func sentences(_ text: String) -> String {
        text.split(separator: "\n").map { line in
            let line = line.trimmingCharacters(in: .whitespaces)
            return line.last.map { ".!?。)".contains($0) } == true ? line : line + "."
        }.joined(separator: " ")
    }

    /// `14:03:20` today, `2026-12-01 14:03` on another day, in this machine's zone.
    static func time(_ date: Date, now: Date) -> String {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.dateFormat = Calendar.current.isDate(date, inSameDayAs: now) ? "HH:mm:ss" : "yyyy-MM-dd HH:mm"
        return format.string(from: date)
    }
}
