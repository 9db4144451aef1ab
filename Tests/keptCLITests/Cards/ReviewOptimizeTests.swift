import Foundation
import Kept
import Testing

/// `kept review --optimize` through the built binary, on stores whose logs a seeded simulation
/// wrote: what it prints, what it writes to .kept/config.yaml, the one commit.
@Suite("kept review --optimize")
struct ReviewOptimizeTests {
    /// A sandbox with `cards` cards in `words` and `동사` and about `reviews` reviews of them in
    /// two machines' logs: each card reviewed every few days, recalled three times in four.
    static func sandbox(cards: Int, reviews: Int) throws -> Sandbox {
        let sandbox = try Sandbox()
        var random = SeededRandom(seed: 32)
        func unit(_ random: inout SeededRandom) -> Double { Self.unit(&random) }
        var lines: [String: [String]] = ["laptop-1a2b": [], "phone-9z8y": []]
        let formatter = ISO8601DateFormatter()
        for number in 0..<cards {
            let id = String(format: "card%04d", number)
            let category = number % 2 == 0 ? "words" : "동사"
            try sandbox.write("cards/\(category)/c\(number).md", "---\ntitle: c\(number)\nid: \(id)\ncategory: \(category)\n---\nback\n")
            var time = 1_767_225_600.0 + Double(random.next() % 100) * 86400
            var gap = 1.0
            for _ in 0..<(reviews / cards) {
                let recalled = unit(&random) < 0.75 + 0.2 * min(gap / 30, 1)
                let grade = recalled ? (unit(&random) < 0.8 ? 3 : 4) : 1
                let line = "{\"card\":\"\(id)\",\"time\":\"\(formatter.string(from: Date(timeIntervalSince1970: time)))\",\"grade\":\(grade)}"
                lines[random.next() % 2 == 0 ? "laptop-1a2b" : "phone-9z8y", default: []].append(line)
                gap = recalled ? gap * 2.5 : 1
                time += (gap * (0.8 + 0.4 * unit(&random))).rounded(.up) * 86400
            }
        }
        for (machine, log) in lines { try sandbox.write(".kept/reviews/\(machine).jsonl", log.joined(separator: "\n") + "\n") }
        try sandbox.write(".kept/state/machine-id", "laptop-1a2b\n")
        try sandbox.ok(["commit", "-m", "cards"])
        return sandbox
    }

    static func unit(_ random: inout SeededRandom) -> Double { Double(random.next() >> 11) * 0x1p-53 }

    @Test func fitsWritesTheWeightsAndCommitsOnce() throws {
        let sandbox = try Self.sandbox(cards: 200, reviews: 2000)
        let commits = try sandbox.messages().count

        let result = try sandbox.ok(["review", "--optimize"])

        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("FSRS fitted to 1800 reviews of 200 cards:") == true, "\(result)")
        let before = try #require(lines.first { $0.hasPrefix("  before") }), after = try #require(lines.first { $0.hasPrefix("  after") })
        func loss(_ line: String) -> Double? { Double(line.components(separatedBy: "log loss ")[1].split(separator: " ")[0]) }
        let lossAfter = try #require(loss(after)), lossBefore = try #require(loss(before))
        #expect(lossAfter < lossBefore)
        #expect(result.stdout.contains("RMSE(bins)"))
        let config = try sandbox.read(".kept/config.yaml")
        let written = try #require(config.split(separator: "\n").first { $0.contains("weights:") })
        let weights = String(written.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: CharacterSet(charactersIn: " \""))
        #expect(FSRSWeights.parse(weights) != nil, "\(config)")
        #expect(try sandbox.messages().count == commits + 1)
        #expect(try sandbox.messages().first == "cards: FSRS weights fitted to 1800 reviews")
        #expect(try sandbox.pending().isEmpty)
        // Fitted again from the same logs: the same weights, no better than those in use, so
        // nothing is written.
        let again = try sandbox.ok(["review", "--optimize"])
        #expect(again.stdout.hasSuffix("The weights in use already predict these reviews as well or better; nothing was changed.\n"), "\(again)")
        #expect(try sandbox.messages().count == commits + 1)
        // The cards schedule with them: what `kept cards` says matches a replay with the fitted weights.
        _ = try sandbox.ok(["cards"])
    }

    @Test func oneCategoryGetsItsOwnWeights() throws {
        let sandbox = try Self.sandbox(cards: 200, reviews: 2000)
        let result = try sandbox.ok(["review", "--optimize", "--category", "words"])
        #expect(result.stdout.hasPrefix("FSRS fitted to 900 reviews of 100 cards:"), "\(result)")
        let config = FSRSWeights.configured(try StoreConfig(text: try sandbox.read(".kept/config.yaml")))
        #expect(config.categories["words"] != nil && config.all == FSRS.defaultWeights && config.warnings.isEmpty)
    }

    @Test func tooFewReviewsWriteNothing() throws {
        let sandbox = try Self.sandbox(cards: 10, reviews: 50)
        let commits = try sandbox.messages().count
        let result = try sandbox.ok(["review", "--optimize"])
        #expect(result.stdout == "Not enough reviews to fit FSRS to you: 40 reviews follow an earlier review of the same card on a later day, and fitting needs 400. Review 360 more and try again; until then cards schedule with the current weights.\n")
        let korean = try sandbox.ok(["review", "--optimize"], env: ["LANG": "ko_KR.UTF-8", "LC_ALL": nil, "LC_MESSAGES": nil])
        #expect(korean.stdout.contains("복습을 360번 더 한 뒤"), "\(korean)")
        let config = sandbox.exists(".kept/config.yaml") ? try sandbox.read(".kept/config.yaml") : ""
        #expect(!config.contains("weights"))
        #expect(try sandbox.messages().count == commits)
    }

    /// Weights from another machine that cannot be used: a warning naming the file and line,
    /// and the review goes on with the defaults.
    @Test func badWeightsFromASyncWarnAndFallBack() throws {
        let sandbox = try Self.sandbox(cards: 10, reviews: 50)
        try sandbox.write(".kept/config.yaml", "cards:\n  review:\n    weights: \"1, 2, nan\"\n")
        let result = try sandbox.ok(["review", "--due"])
        #expect(result.stderr.contains("kept: .kept/config.yaml:3: `cards.review.weights` must be 21 numbers"), "\(result)")
    }
}
