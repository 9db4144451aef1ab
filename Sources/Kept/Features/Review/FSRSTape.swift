import Foundation

/// The operations of one card's replay, recorded to be swept back once (reverse-mode
/// differentiation): the loss's exact gradient by all 21 weights for about the cost of the
/// replay itself, no hand-derived formulas to drift from the model. Forward mode carried 21
/// derivatives through every operation and took 11 s of CPU on 100,000 reviews; this takes a
/// tenth of that.
///
/// Nodes 0…20 are the weights; every later node has up to two parents, each with the local
/// derivative of the node by it (a parent of -1 is a constant).
struct FSRSTape {
    static let weightCount: Int32 = 21
    private(set) var count: Int32 = weightCount
    private var parents: [Int32] = []
    private var locals: [Double] = []
    /// Each scored term of the loss and the factor its gradient enters with.
    private var seeds: [(node: Int32, factor: Double)] = []
    private var adjoints: [Double] = []

    /// Forgets the last card, keeping the room it took.
    mutating func reset() {
        count = Self.weightCount
        parents.removeAll(keepingCapacity: true)
        locals.removeAll(keepingCapacity: true)
        seeds.removeAll(keepingCapacity: true)
    }

    mutating func push(_ a: Int32, _ da: Double, _ b: Int32 = -1, _ db: Double = 0) -> Int32 {
        parents.append(a); parents.append(b)
        locals.append(da); locals.append(db)
        count += 1
        return count - 1
    }

    /// Adds `factor` × d`node`/dw to the gradient the sweep returns.
    mutating func seed(_ node: Int32, _ factor: Double) {
        if node >= 0 { seeds.append((node, factor)) }
    }

    /// The seeded terms' gradient by the 21 weights, added to `gradient`.
    mutating func sweep(into gradient: inout SIMD32<Double>) {
        guard !seeds.isEmpty else { return }
        let nodes = Int(count)
        if adjoints.count < nodes { adjoints = [Double](repeating: 0, count: nodes) }
        adjoints.withUnsafeMutableBufferPointer { adjoint in
            for i in 0..<nodes { adjoint[i] = 0 }
            for (node, factor) in seeds { adjoint[Int(node)] += factor }
            parents.withUnsafeBufferPointer { parents in
                locals.withUnsafeBufferPointer { locals in
                    var node = nodes - 1
                    while node >= Int(Self.weightCount) {
                        let g = adjoint[node]
                        if g != 0 {
                            let k = 2 * (node - Int(Self.weightCount))
                            if parents[k] >= 0 { adjoint[Int(parents[k])] += g * locals[k] }
                            if parents[k + 1] >= 0 { adjoint[Int(parents[k + 1])] += g * locals[k + 1] }
                        }
                        node -= 1
                    }
                }
            }
            for i in 0..<Int(Self.weightCount) { gradient[i] += adjoint[i] }
        }
    }
}

/// A number of a card's replay: its value, and the tape node it is (-1: a constant, whose
/// derivatives are all 0). Arithmetic on tracked numbers records itself on their tape.
struct FSRSTracked {
    var value: Double
    let node: Int32
    let tape: UnsafeMutablePointer<FSRSTape>?

    init(_ value: Double) {
        self.value = value
        node = -1
        tape = nil
    }

    init(_ value: Double, node: Int32, tape: UnsafeMutablePointer<FSRSTape>?) {
        self.value = value
        self.node = node
        self.tape = tape
    }

    /// The weight `index` of the replay recorded on `tape`.
    static func weight(_ w: Double, index: Int, on tape: UnsafeMutablePointer<FSRSTape>) -> FSRSTracked {
        FSRSTracked(w, node: Int32(index), tape: tape)
    }

    /// A node computed from `a` (and `b`) with these local derivatives; a constant when neither
    /// is tracked.
    @inline(__always)
    static func make(_ value: Double, _ a: FSRSTracked, _ da: Double, _ b: FSRSTracked? = nil, _ db: Double = 0) -> FSRSTracked {
        let bNode = b?.node ?? -1
        guard a.node >= 0 || bNode >= 0, let tape = a.tape ?? b?.tape else { return FSRSTracked(value) }
        return FSRSTracked(value, node: tape.pointee.push(a.node, da, bNode, db), tape: tape)
    }

    @inline(__always) static func + (a: FSRSTracked, b: FSRSTracked) -> FSRSTracked { make(a.value + b.value, a, 1, b, 1) }
    @inline(__always) static func - (a: FSRSTracked, b: FSRSTracked) -> FSRSTracked { make(a.value - b.value, a, 1, b, -1) }
    @inline(__always) static func * (a: FSRSTracked, b: FSRSTracked) -> FSRSTracked { make(a.value * b.value, a, b.value, b, a.value) }
    @inline(__always) static func / (a: FSRSTracked, b: FSRSTracked) -> FSRSTracked {
        make(a.value / b.value, a, 1 / b.value, b, -a.value / (b.value * b.value))
    }
    // Adding a constant changes no derivative: the same node.
    @inline(__always) static func + (a: FSRSTracked, b: Double) -> FSRSTracked { FSRSTracked(a.value + b, node: a.node, tape: a.tape) }
    @inline(__always) static func - (a: FSRSTracked, b: Double) -> FSRSTracked { FSRSTracked(a.value - b, node: a.node, tape: a.tape) }
    @inline(__always) static func + (a: Double, b: FSRSTracked) -> FSRSTracked { b + a }
    @inline(__always) static func - (a: Double, b: FSRSTracked) -> FSRSTracked { make(a - b.value, b, -1) }
    @inline(__always) static func * (a: FSRSTracked, b: Double) -> FSRSTracked { make(a.value * b, a, b) }
    @inline(__always) static func * (a: Double, b: FSRSTracked) -> FSRSTracked { make(a * b.value, b, a) }
    @inline(__always) static func / (a: FSRSTracked, b: Double) -> FSRSTracked { make(a.value / b, a, 1 / b) }
    @inline(__always) static func / (a: Double, b: FSRSTracked) -> FSRSTracked { make(a / b.value, b, -a / (b.value * b.value)) }
    @inline(__always) static prefix func - (a: FSRSTracked) -> FSRSTracked { make(-a.value, a, -1) }

    /// e^x, as `math.e ** x` (FSRS.swift's powE) for the value.
    @inline(__always) static func exp(_ x: FSRSTracked) -> FSRSTracked {
        let e = Foundation.pow(2.718281828459045, x.value)
        return make(e, x, e)
    }

    @inline(__always) static func log(_ x: FSRSTracked) -> FSRSTracked { make(Foundation.log(x.value), x, 1 / x.value) }

    /// x^y for x > 0.
    @inline(__always) static func pow(_ x: FSRSTracked, _ y: FSRSTracked) -> FSRSTracked {
        let p = Foundation.pow(x.value, y.value)
        return make(p, x, p * y.value / x.value, y, p * Foundation.log(x.value))
    }

    /// x^c for a constant c.
    @inline(__always) static func pow(_ x: FSRSTracked, _ c: Double) -> FSRSTracked {
        make(Foundation.pow(x.value, c), x, c * Foundation.pow(x.value, c - 1))
    }

    /// A bound as PyTorch's clamp differentiates it: a value outside has no gradient.
    @inline(__always) func clamped(_ low: Double, _ high: Double) -> FSRSTracked {
        if value < low { return FSRSTracked(low) }
        if value > high { return FSRSTracked(high) }
        return self
    }
}
