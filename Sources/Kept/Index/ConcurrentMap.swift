import Foundation

extension Array where Element: Sendable {
    /// `map` spread over all cores; order is kept. For work of a few microseconds an item
    /// (parsing a file) on thousands of items.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 64 else { return map(transform) }
        let results = ResultSlots<T>(count: count)
        let chunks = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 4)
        let size = (count + chunks - 1) / chunks
        self.withUnsafeBufferPointer { items in
            nonisolated(unsafe) let items = items
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let range = chunk * size ..< Swift.min(count, (chunk + 1) * size)
                for i in range { results.set(i, transform(items[i])) }
            }
        }
        return results.values()
    }
}

/// Slots written by index from several threads, each slot by exactly one of them.
///
/// Raw memory, allocated once: `Array.withUnsafeMutableBufferPointer` on a shared array moves
/// the buffer out of the array for the closure's length, so a second thread doing the same
/// meanwhile found an empty array and crashed (cold `kept` on 5,000 entries, issue 20).
private final class ResultSlots<T>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<T?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = UnsafeMutablePointer<T?>.allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func set(_ i: Int, _ value: T) { slots[i] = value }

    /// Moved out, not copied (a copy of each value and a release of each slot cost as
    /// much as decoding a cached entry).
    func values() -> [T] {
        var values: [T] = []
        values.reserveCapacity(count)
        for i in 0..<count { values.append(slots[i].take()!) }
        return values
    }
}
