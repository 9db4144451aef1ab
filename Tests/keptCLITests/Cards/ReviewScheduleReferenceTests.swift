import Foundation
import Kept
import ReferenceTools
import Testing

/// What the binary shows for a card's next review against py-fsrs (issue 28): card files, two
/// machines' review logs, a desired retention in the store's settings, and the due day
/// `kept export card --to ics` puts each card on, read in several time zones.
@Suite("kept's due days against py-fsrs")
struct ReviewScheduleReferenceTests {
    static let zones = ["Asia/Seoul", "UTC", "America/Los_Angeles", "Pacific/Kiritimati"]

    /// Issue 28's case (fsrs_min.sh) first, then histories from a seed: same-day reviews, gaps of
    /// days to years, every grade.
    static func histories(retention: Double) -> [PyFSRS.History] {
        var random = SeededRandom(seed: 2828)
        func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        var histories = [PyFSRS.History(retention: retention, reviews: [
            PyFSRS.Review(time: 1_767_225_600, grade: 3), PyFSRS.Review(time: 1_767_229_200, grade: 2),
        ])]
        for _ in 0..<11 {
            var time = 1_700_000_000 + below(50_000_000)
            var reviews: [PyFSRS.Review] = []
            for _ in 0..<(1 + below(9)) {
                reviews.append(PyFSRS.Review(time: time, grade: 1 + below(4)))
                time += [60 + below(86_000), 86_400 * (1 + below(30)), 86_400 * (30 + below(700))][below(3)]
            }
            histories.append(PyFSRS.History(retention: retention, reviews: reviews))
        }
        return histories
    }

    /// `cardfsaa`, `cardfsab`…: ids in kept's alphabet.
    static func id(_ number: Int) -> String {
        let letters = Array("abcdefghjkmnpqrstuvwxyz")
        return "cardfs" + String(letters[number / letters.count]) + String(letters[number % letters.count])
    }

    @Test(.enabled(if: ReferencePython.available))
    func theCalendarPutsEachCardOnPyFSRSsDueDay() throws {
        let retention = 0.85
        let histories = Self.histories(retention: retention)
        let sandbox = try Sandbox()
        // Under the `cards:` block `kept init` writes (a second `cards:` is not YAML).
        try sandbox.write(".kept/config.yaml", try sandbox.read(".kept/config.yaml")
            .replacingOccurrences(of: "\ncards:\n", with: "\ncards:\n  review:\n    retention: \(retention)\n"))
        var logs: [String: [(Int, String)]] = [:]
        var random = SeededRandom(seed: 28)
        for (number, history) in histories.enumerated() {
            let id = Self.id(number)
            try sandbox.write("cards/x/\(id).md", "---\ntitle: \(id)\nid: \(id)\ncategory: x\ncreated: 2020-01-01\ntags: []\n---\nx\n")
            for review in history.reviews {
                let machine = random.next() % 2 == 0 ? "laptop-3f9a" : "phone-77c1"
                let time = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: Double(review.time)))
                logs[machine, default: []].append((review.time, "{\"card\":\"\(id)\",\"time\":\"\(time)\",\"grade\":\(review.grade)}\n"))
            }
        }
        for (machine, lines) in logs {
            try sandbox.write(".kept/reviews/\(machine).jsonl", lines.sorted { $0.0 < $1.0 }.map(\.1).joined())
        }
        try sandbox.ok(["commit", "-m", "cards and two machines' reviews"])
        let ids = histories.indices.map(Self.id)

        for zone in Self.zones {
            let reference = try PyFSRS.replay(histories.map { PyFSRS.History(retention: $0.retention, reviews: $0.reviews, zone: zone) })
            // Unfolded: a long DESCRIPTION is folded at 75 octets.
            let ics = try sandbox.ok(["export", "card", "--to", "ics"], env: ["TZ": zone]).stdout
                .replacingOccurrences(of: "\r\n ", with: "")
            for (id, outcome) in zip(ids, reference.outcomes) {
                let event = try #require(ics.components(separatedBy: "BEGIN:VEVENT").first { $0.contains("UID:\(id)@kept\r\n") })
                let start = try #require(event.firstMatch(of: /DTSTART;VALUE=DATE:(\d{8})\r\n/).map { String($0.1) })
                #expect(start == outcome.final.dueDay.replacingOccurrences(of: "-", with: ""), "\(id) in \(zone)")
                #expect(event.contains("interval \(outcome.final.interval)d"), "\(id) in \(zone): \(event)")
            }
        }
    }
}
