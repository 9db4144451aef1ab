import Foundation

/// The last scheduled push the hub handled, of each kind, in this machine's state beside the
/// subscriptions (`push-sent.json`): a hub restarted at any point reads it and neither repeats
/// a reminder it sent nor skips one that fell due while it was stopped. A time is written
/// before its push is sent: after a crash in between, the phone misses one reminder rather
/// than getting it twice.
package struct PushLedger: Sendable {
    package struct Marks: Codable, Sendable, Equatable {
        /// The card time last handled.
        package var cards: Date?
        /// The fridge time last handled.
        package var fridge: Date?

        package init(cards: Date? = nil, fridge: Date? = nil) {
            self.cards = cards
            self.fridge = fridge
        }
    }

    package let path: String

    package init(subscriptions: PushSubscriptions) {
        path = (subscriptions.path as NSString).deletingLastPathComponent + "/push-sent.json"
    }

    /// What was handled; nothing yet when the file is missing or unreadable (the schedule then
    /// starts counting from now, and sends nothing for times before it).
    package func marks() -> Marks {
        guard let data = FileManager.default.contents(atPath: path) else { return Marks() }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return (try? decoder.decode(Marks.self, from: data)) ?? Marks()
    }

    package func save(_ marks: Marks) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try AtomicFile.write(try encoder.encode(marks), to: path)
    }
}
