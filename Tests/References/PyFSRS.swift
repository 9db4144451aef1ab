import Foundation

/// py-fsrs (`fsrs` on PyPI, pinned in requirements.txt): the FSRS-6 scheduler kept's review
/// follows, set up as kept schedules — no learning or relearning steps, no fuzz, a desired
/// retention per history. One Python process replays every history it is given.
public enum PyFSRS {
    public struct Review: Codable, Sendable {
        /// Seconds since 1970, UTC (kept's log keeps whole seconds).
        public var time: Int
        /// 1 again, 2 hard, 3 good, 4 easy.
        public var grade: Int
        public init(time: Int, grade: Int) { self.time = time; self.grade = grade }
    }

    public struct History: Codable, Sendable {
        public var retention: Double
        /// In any order: py-fsrs sorts them by time, as kept sorts a merged log.
        public var reviews: [Review]
        /// The time zone the due day is read in (an IANA name).
        public var zone: String
        public init(retention: Double, reviews: [Review], zone: String = "UTC") {
            self.retention = retention; self.reviews = reviews; self.zone = zone
        }
    }

    /// A card after a review, as py-fsrs has it.
    public struct State: Codable, Sendable {
        /// `card.due`, seconds since 1970.
        public var due: Int
        public var stability: Double
        public var difficulty: Double
        /// Whole days from the review to `due`.
        public var interval: Int
        /// `card.due`'s calendar day in the history's zone, `YYYY-MM-DD`.
        public var dueDay: String
    }

    public struct Outcome: Codable, Sendable {
        /// After each review, in time order (`Scheduler.review_card` one by one).
        public var steps: [State]
        /// `Scheduler.reschedule_card` over all the reviews at once: py-fsrs's own replay of a log.
        public var final: State
    }

    public struct Replay: Codable, Sendable {
        /// The installed `fsrs` version.
        public var version: String
        public var outcomes: [Outcome]
    }

    /// Replays `histories` through py-fsrs, one outcome per history in the same order.
    public static func replay(_ histories: [History]) throws -> Replay {
        try ReferencePython.json(script, histories, as: Replay.self)
    }

    static let script = #"""
import json, sys
from datetime import datetime, timezone
from importlib.metadata import version
from zoneinfo import ZoneInfo
from fsrs import Card, Rating, ReviewLog, Scheduler

def state(card, zone):
    return {"due": int(card.due.timestamp()), "stability": card.stability, "difficulty": card.difficulty,
            "interval": (card.due - card.last_review).days,
            "dueDay": card.due.astimezone(zone).date().isoformat()}

def at(seconds):
    return datetime.fromtimestamp(seconds, timezone.utc)

outcomes = []
for number, history in enumerate(json.load(sys.stdin), start=1):
    scheduler = Scheduler(desired_retention=history["retention"], learning_steps=(),
                          relearning_steps=(), enable_fuzzing=False)
    zone = ZoneInfo(history["zone"])
    card, steps = Card(card_id=number), []
    for review in sorted(history["reviews"], key=lambda r: r["time"]):
        card, _ = scheduler.review_card(card, Rating(review["grade"]), at(review["time"]))
        steps.append(state(card, zone))
    logs = [ReviewLog(card_id=number, rating=Rating(r["grade"]), review_datetime=at(r["time"]),
                      review_duration=None) for r in history["reviews"]]
    final = scheduler.reschedule_card(Card(card_id=number), logs)
    outcomes.append({"steps": steps, "final": state(final, zone)})
json.dump({"version": version("fsrs"), "outcomes": outcomes}, sys.stdout)
"""#
}
