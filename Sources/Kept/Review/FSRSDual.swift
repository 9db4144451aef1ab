import Foundation

/// A number with its derivatives by each of the 21 FSRS weights (forward-mode differentiation):
/// the optimizer runs the model once per card and gets the loss's exact gradient, no hand-derived
/// formulas to drift from the model's. The partials sit in one SIMD value (lanes 21…31 unused),
/// so each operation is a few vector instructions and nothing is allocated. Every operation is
/// inlined into the loss: called, each one spilled its 32 lanes to the stack and back (issue 32's
/// profile: three quarters of the optimizer's time).
struct FSRSDual {
    var value: Double
    var partials: SIMD32<Double>

    @inline(__always) init(_ value: Double, _ partials: SIMD32<Double> = .zero) {
        self.value = value
        self.partials = partials
    }

    /// The weight `index` itself: value `w`, derivative 1 by itself.
    @inline(__always) static func weight(_ w: Double, index: Int) -> FSRSDual {
        var partials = SIMD32<Double>.zero
        partials[index] = 1
        return FSRSDual(w, partials)
    }

    @inline(__always) static func + (a: FSRSDual, b: FSRSDual) -> FSRSDual { FSRSDual(a.value + b.value, a.partials + b.partials) }
    @inline(__always) static func - (a: FSRSDual, b: FSRSDual) -> FSRSDual { FSRSDual(a.value - b.value, a.partials - b.partials) }
    @inline(__always) static func * (a: FSRSDual, b: FSRSDual) -> FSRSDual {
        FSRSDual(a.value * b.value, b.value * a.partials + a.value * b.partials)
    }
    @inline(__always) static func / (a: FSRSDual, b: FSRSDual) -> FSRSDual {
        FSRSDual(a.value / b.value, (b.value * a.partials - a.value * b.partials) / (b.value * b.value))
    }
    @inline(__always) static func + (a: FSRSDual, b: Double) -> FSRSDual { FSRSDual(a.value + b, a.partials) }
    @inline(__always) static func - (a: FSRSDual, b: Double) -> FSRSDual { FSRSDual(a.value - b, a.partials) }
    @inline(__always) static func - (a: Double, b: FSRSDual) -> FSRSDual { FSRSDual(a - b.value, -b.partials) }
    @inline(__always) static func + (a: Double, b: FSRSDual) -> FSRSDual { FSRSDual(a + b.value, b.partials) }
    @inline(__always) static func / (a: FSRSDual, b: Double) -> FSRSDual { FSRSDual(a.value / b, a.partials / b) }
    @inline(__always) static func / (a: Double, b: FSRSDual) -> FSRSDual {
        FSRSDual(a / b.value, b.partials * (-a / (b.value * b.value)))
    }
    @inline(__always) static func * (a: FSRSDual, b: Double) -> FSRSDual { FSRSDual(a.value * b, a.partials * b) }
    @inline(__always) static func * (a: Double, b: FSRSDual) -> FSRSDual { FSRSDual(a * b.value, b.partials * a) }
    static prefix func - (a: FSRSDual) -> FSRSDual { FSRSDual(-a.value, -a.partials) }

    /// e^x, as `math.e ** x` (FSRS.swift's powE) for the value.
    @inline(__always) static func exp(_ x: FSRSDual) -> FSRSDual {
        let e = Foundation.pow(2.718281828459045, x.value)
        return FSRSDual(e, x.partials * e)
    }

    @inline(__always) static func log(_ x: FSRSDual) -> FSRSDual { FSRSDual(Foundation.log(x.value), x.partials / x.value) }

    /// x^y for x > 0.
    @inline(__always) static func pow(_ x: FSRSDual, _ y: FSRSDual) -> FSRSDual {
        let p = Foundation.pow(x.value, y.value)
        return FSRSDual(p, p * (y.value / x.value * x.partials + Foundation.log(x.value) * y.partials))
    }

    /// x^c for a constant c.
    @inline(__always) static func pow(_ x: FSRSDual, _ c: Double) -> FSRSDual {
        let p = Foundation.pow(x.value, c)
        return FSRSDual(p, x.partials * (c * Foundation.pow(x.value, c - 1)))
    }

    /// A bound as PyTorch's clamp differentiates it: a value outside has no gradient.
    @inline(__always) func clamped(_ low: Double, _ high: Double) -> FSRSDual {
        if value < low { return FSRSDual(low) }
        if value > high { return FSRSDual(high) }
        return self
    }
}
