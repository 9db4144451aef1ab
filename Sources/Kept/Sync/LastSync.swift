import Foundation

/// When this machine last synced, in `.kept/state/last-sync` (git-ignored: each machine its own).
package struct LastSync: Sendable, Equatable {
    package let date: Date
    package let remote: String

    static func path(root: String) -> String { (root as NSString).appendingPathComponent(".kept/state/last-sync") }

    static func record(_ sync: LastSync, root: String) throws {
        let stamp = ISO8601DateFormatter().string(from: sync.date)
        try AtomicFile.write(Array("\(stamp) \(sync.remote)\n".utf8), in: StoreFolder(root: root), at: ".kept/state/last-sync")
    }

    static func read(root: String) -> LastSync? {
        guard let data = (try? StoreFolder(root: root).contents(".kept/state/last-sync")) ?? nil else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let parts = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", maxSplits: 1)
        guard let first = parts.first, let date = ISO8601DateFormatter().date(from: String(first)) else { return nil }
        return LastSync(date: date, remote: parts.count > 1 ? String(parts[1]) : "")
    }
}
