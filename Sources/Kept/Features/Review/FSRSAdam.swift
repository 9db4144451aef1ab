import Foundation

extension FSRSOptimizer {
    /// Adam (β1 0.9, β2 0.999, ε 1e-8), as fsrs-rs steps its weights.
    struct Adam {
        var m = SIMD32<Double>.zero, v = SIMD32<Double>.zero, t = 0.0

        mutating func step(_ w: inout [Double], _ gradient: SIMD32<Double>, rate: Double) {
            t += 1
            m = 0.9 * m + 0.1 * gradient
            v = 0.999 * v + 0.001 * gradient * gradient
            let correction1 = 1 - pow(0.9, t), correction2 = 1 - pow(0.999, t)
            for i in 0..<21 {
                w[i] -= rate * (m[i] / correction1) / ((v[i] / correction2).squareRoot() + 1e-8)
            }
        }
    }

    /// PyTorch's CosineAnnealingLR in its recursive form, as fsrs-rs's cosine_annealing.rs.
    struct CosineSchedule {
        let steps: Double, initial: Double
        var count = -1.0, rate: Double

        init(steps: Double, rate: Double) {
            self.steps = steps
            initial = rate
            self.rate = rate
        }

        mutating func step() -> Double {
            count += 1
            if count == 0 {
                rate = initial
            } else if (count - 1 - steps).truncatingRemainder(dividingBy: 2 * steps) == 0 {
                rate = initial * (1 - cos(.pi / steps)) / 2
            } else {
                rate = (1 + cos(.pi * count / steps)) / (1 + cos(.pi * (count - 1) / steps)) * rate
            }
            return rate
        }
    }
}
