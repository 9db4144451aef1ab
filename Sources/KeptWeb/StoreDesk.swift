import Foundation
import Kept

/// The store as the routes use it. Reads see the files as they are now (another `kept`, a
/// sync); writes go one at a time in this process, because the store lock keeps processes
/// apart and two requests of one server must wait for each other too.
final class StoreDesk: Sendable {
    let store: Store
    private let writing = Locked(())

    init(_ store: Store) {
        self.store = store
    }

    func write<T>(_ body: (Store) throws -> T) throws -> T {
        try writing.withLock { _ in try body(store) }
    }
}
