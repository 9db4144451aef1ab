import Foundation
@testable import Kept

/// A person reviewing with a memory that follows FSRS-6 with known weights (seeded, so every run
/// makes the same logs): cards come back when the true model expects 90 % recall give or take a
/// few days, recall is drawn from the true retrievability, a miss is often relearned minutes later.
enum FSRSSimulatedUser {
    static let trueWeights: [Double] = [
        0.4, 1.6, 3.1, 12.0, 6.8, 0.6, 2.4, 0.02, 1.5, 0.12, 1.0, 1.8, 0.09, 0.32, 1.2, 0.4, 2.3, 0.4, 0.2, 0.1, 0.25,
    ]

    /// About `reviews` reviews of cards `card0001`…, from 2026-01-01.
    static func records(reviews: Int, seed: UInt64, machines: [String] = ["laptop-3f9a"]) -> [ReviewRecord] {
        var random = SeededRandom(seed: seed)
        let fsrs = FSRS(weights: trueWeights)
        let start = 1_767_225_600.0  // 2026-01-01
        var records: [ReviewRecord] = []
        var number = 0
        while records.count < reviews {
            number += 1
            let card = String(format: "card%04d", number)
            var time = start + Double(random.next() % 300) * 86400 + Double(random.next() % 50_000)
            var memory: FSRS.Memory?
            var last = time
            for _ in 0..<(2 + Int(random.next() % 14)) where records.count < reviews {
                let grade: Grade
                if let memory {
                    let r = fsrs.retrievability(elapsedDays: ((time - last) / 86400).rounded(.down), stability: memory.stability)
                    let u = random.unit()
                    grade = random.unit() > r ? .again : (u < 0.12 ? .hard : u < 0.92 ? .good : .easy)
                } else {
                    grade = [Grade.again, .hard, .good, .easy][Int(random.next() % 4)]
                }
                let elapsed = memory == nil ? 0 : Int(((time - last) / 86400).rounded(.down))
                memory = fsrs.review(memory, grade: grade, elapsedDays: elapsed)
                records.append(ReviewRecord(card: card, time: Date(timeIntervalSince1970: time), grade: grade,
                                            machine: machines[Int(random.next() % UInt64(machines.count))]))
                last = time
                if grade == .again, random.unit() < 0.5 {
                    time += 600  // relearned ten minutes later
                } else {
                    let interval = Double(fsrs.interval(stability: memory!.stability))
                    time += (interval * (0.7 + 0.6 * random.unit())).rounded(.up) * 86400 + Double(random.next() % 7200)
                }
            }
        }
        return records
    }
}
