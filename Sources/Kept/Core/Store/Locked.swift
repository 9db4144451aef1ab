import Foundation

/// A value behind a lock: how kept shares mutable state between threads (a class holding one
/// is `Sendable` without `@unchecked`). It has the shape of `Synchronization.Mutex`
/// (`withLock`), on `NSLock`, a pthread mutex, because ThreadSanitizer follows a pthread
/// mutex and on Linux not Mutex's futex: with Mutex, every access under the lock was reported
/// as a race (also in a ten-line program), which would fail `make tsan`. When it does follow
/// Mutex, this becomes `Mutex` in one line.
package final class Locked<Value: Sendable>: @unchecked Sendable {  // `value` is only touched under `lock`
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    package func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
