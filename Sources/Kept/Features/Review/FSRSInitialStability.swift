import Foundation

/// The optimizer's first step, as fsrs-rs's parameter_initialization.rs: the stability after a
/// card's first review (w0…w3, one per grade) read straight off how often cards were recalled at
/// their first review on a later day, before gradient descent refines every weight.
enum FSRSInitialStability {
    /// Per first grade (1…4): the stability that best predicts those recalls, and how many there were.
    static func fit(_ set: FSRSTrainingSet) -> (stability: [Int: Double], counts: [Int: Int]) {
        // First grade → days to the first later-day review → (recalled, seen).
        var groups: [Int: [Int: (recalled: Double, count: Double)]] = [:]
        for card in set.cards {
            guard let first = card.reviews.indices.first(where: { $0 > 0 && card.reviews[$0].days > 0 }),
                  card.weights[first] > 0 else { continue }
            let review = card.reviews[first]
            var group = groups[card.reviews[0].grade.rawValue, default: [:]][review.days] ?? (0, 0)
            group.recalled += review.grade == .again ? 0 : 1
            group.count += 1
            groups[card.reviews[0].grade.rawValue, default: [:]][review.days] = group
        }
        let average = set.averageRecall
        var stability: [Int: Double] = [:], counts: [Int: Int] = [:]
        for (grade, byDays) in groups {
            let rows = byDays.sorted { $0.key < $1.key }.map { days, group in
                // Each day's recall pulled towards the overall average by one review's worth.
                (days: Double(days), recall: (group.recalled + average) / (group.count + 1), count: group.count)
            }
            counts[grade] = Int(rows.reduce(0) { $0 + $1.count })
            let prior = FSRS.defaultWeights[grade - 1]
            func loss(_ s: Double) -> Double {
                var total = 0.0
                for row in rows {
                    let p = curve(days: row.days, stability: s)
                    total -= (row.recall * log(p) + (1 - row.recall) * log(1 - p)) * row.count
                }
                return total + abs(s - prior) / 16
            }
            // Ternary search over fsrs-rs's range for a first stability.
            var low = 0.001, high = 100.0, best = prior
            for _ in 0..<1000 where high - low > Double.ulpOfOne {
                let a = low + (high - low) / 3, b = high - (high - low) / 3
                if loss(a) < loss(b) { high = b } else { low = a }
                best = (low + high) / 2
            }
            stability[grade] = best
        }
        return (stability, counts)
    }

    /// The default forgetting curve (initialisation runs before w20 is fitted).
    static func curve(days: Double, stability: Double) -> Double {
        let decay = -FSRS.defaultWeights[20]
        let factor = pow(0.9, 1 / decay) - 1
        return pow(days / stability * factor + 1, decay)
    }

    /// w0…w3 from the grades that have data: an easier first grade never gets a lower stability
    /// (the better-attested of two out-of-order grades wins), and grades without data are
    /// filled in by fsrs-rs's geometric interpolation; defaults when no grade has data.
    static func smoothAndFill(_ found: [Int: Double], counts: [Int: Int]) -> [Double] {
        var s = found.filter { counts[$0.key] != nil }
        for (small, big) in [(1, 2), (2, 3), (3, 4), (1, 3), (2, 4), (1, 4)] {
            guard let a = s[small], let b = s[big], a > b else { continue }
            if counts[small]! > counts[big]! { s[big] = a } else { s[small] = b }
        }
        let w1 = 0.41, w2 = 0.54
        var r: [Double?] = [nil, s[1], s[2], s[3], s[4]]
        switch s.count {
        case 0:
            return Array(FSRS.defaultWeights[0..<4])
        case 1:
            let (grade, value) = s.first!
            let scale = value / FSRS.defaultWeights[grade - 1]
            return FSRS.defaultWeights[0..<4].map { min(max($0 * scale, 0.001), 100) }.sorted()
        case 2:
            let k = w1 / (w1 + w2 - w1 * w2)
            switch (r[1], r[2], r[3], r[4]) {
            case (nil, nil, let r3?, let r4?):
                let r2 = pow(r3, 1 / (1 - w2)) * pow(r4, 1 - 1 / (1 - w2))
                r[2] = r2; r[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (nil, let r2?, nil, let r4?):
                let r3 = pow(r2, 1 - w2) * pow(r4, w2)
                r[3] = r3; r[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (nil, let r2?, let r3?, nil):
                r[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2); r[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (let r1?, nil, nil, let r4?):
                r[2] = pow(r1, k) * pow(r4, 1 - k)
                let k2 = w2 / (w1 + w2 - w1 * w2)
                r[3] = pow(r1, 1 - k2) * pow(r4, k2)
            case (let r1?, nil, let r3?, nil):
                let r2 = pow(r1, w1) * pow(r3, 1 - w1)
                r[2] = r2; r[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
            case (let r1?, let r2?, nil, nil):
                let r3 = pow(r1, 1 - 1 / (1 - w1)) * pow(r2, 1 / (1 - w1))
                r[3] = r3; r[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
            default: break
            }
        case 3:
            switch (r[1], r[2], r[3], r[4]) {
            case (nil, let r2?, let r3?, _): r[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (let r1?, nil, let r3?, _): r[2] = pow(r1, w1) * pow(r3, 1 - w1)
            case (_, let r2?, nil, let r4?): r[3] = pow(r2, 1 - w2) * pow(r4, w2)
            case (_, let r2?, let r3?, nil): r[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
            default: break
            }
        default: break
        }
        return (1...4).map { min(max(r[$0] ?? FSRS.defaultWeights[$0 - 1], 0.001), 100) }
    }
}
