import Foundation

/// Orders strings by their UTF-8 bytes: for NFC text the order of `<`, at the cost of a
/// `memcmp` (`<` and `utf8.lexicographicallyPrecedes` are several times slower on Hangul).
enum UTF8Order {
    static func precedes(_ a: String, _ b: String) -> Bool { compare(a, b) < 0 }

    static func equal(_ a: String, _ b: String) -> Bool { compare(a, b) == 0 }

    /// Negative, zero or positive, as `memcmp`.
    static func compare(_ a: String, _ b: String) -> Int {
        a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in compare(x, y) }
        }.flatMap { $0 } ?? compare(Array(a.utf8), Array(b.utf8))
    }

    private static func compare(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Int {
        let n = Swift.min(x.count, y.count)
        let order = n == 0 ? 0 : Int(memcmp(x.baseAddress!, y.baseAddress!, n))
        return order != 0 ? order : x.count - y.count
    }

    private static func compare(_ x: [UInt8], _ y: [UInt8]) -> Int {
        x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in compare(x, y) } }
    }
}
