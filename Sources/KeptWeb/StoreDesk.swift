import Foundation
import Kept

/// The store as the routes use it. Writes go one at a time in this process, because the store
/// lock keeps processes apart and two requests of one server must wait for each other too.
///
/// What pages read over the whole store (a kind's index, the fridge, the deck of cards) is
/// kept in memory for two seconds and dropped at once by a write of this server: a page then
/// costs no walk of 10,000 files, and a change made elsewhere (the terminal, a sync) shows on
/// the phone within two seconds.
final class StoreDesk: Sendable {
    static let freshFor: TimeInterval = 2
    let store: Store
    private let writing = Locked(())
    private let kept = Locked<(generation: Int, values: [String: (generation: Int, at: Date, value: any Sendable)])>((0, [:]))

    init(_ store: Store) {
        self.store = store
    }

    func write<T>(_ body: (Store) throws -> T) throws -> T {
        defer { kept.withLock { $0 = ($0.generation + 1, [:]) } }
        return try writing.withLock { _ in try body(store) }
    }

    /// `make()`'s value, made again when older than `freshFor` or after a write.
    func memo<T: Sendable>(_ key: String, _ make: () throws -> T) rethrows -> T {
        let now = Date()
        let (generation, cached) = kept.withLock { ($0.generation, $0.values[key]) }
        if let cached, cached.generation == generation, now.timeIntervalSince(cached.at) < Self.freshFor, let value = cached.value as? T {
            return value
        }
        let value = try make()
        kept.withLock { if $0.generation == generation { $0.values[key] = (generation, now, value) } }
        return value
    }

    /// The index of the kind named `name`, as `memo` keeps it.
    func index(_ kind: Kind) -> StoreIndex {
        memo("index." + kind.name) { StoreIndex.load(store, kinds: [kind]) }
    }

    /// Every entry with its text read, newest first within each kind: what search as you type
    /// looks through, so that a keystroke reads no file.
    func searchCorpus() -> [Entry] {
        memo("search.corpus") {
            store.kinds.flatMap { kind in
                index(kind).entries.compactMap { entry in
                    (try? store.text(at: entry.path)).map { Entry(path: entry.path, kind: entry.kind, document: EntryDocument(text: $0)) }
                }
            }
        }
    }

    func fridge() throws -> Fridge { try memo("fridge") { try Fridge.load(store) } }

    func deck() throws -> CardDeck { try memo("deck") { try CardDeck.load(store) } }
}
