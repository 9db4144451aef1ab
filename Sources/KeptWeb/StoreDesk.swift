import Foundation
import Kept

/// The store as the routes use it. Writes go one at a time in this process, because the store
/// lock keeps processes apart and two requests of one server must wait for each other too.
///
/// What pages make from the whole store (a kind's index, the fridge, the deck, the search
/// corpus, Today's parts) is kept in memory until the store changes: a write of this server
/// drops it at once; a change made elsewhere (the terminal, a sync, an editor) is seen by a
/// look at the files' stamps (`StoreLook`), made in the background every second while
/// requests come (and a commit at once, by `StoreLook.commits`) and before answering one when the last look is older than `freshFor`. So a
/// change shows within `freshFor`, and pages cost no walk of 10,000 files while none happens.
/// (Kept for two seconds and made again by every request that found it old, the whole store
/// was read again every two seconds by up to 32 requests at once: a p99 of 1.4 s.)
final class StoreDesk: Sendable {
    /// The longest a change made outside this server takes to show.
    static let freshFor: TimeInterval = 2
    /// How old the last look may be before a request starts the next one in the background
    /// (a walk of 10,000 stats: a few percent of two busy cores at this pace).
    static let lookEvery: TimeInterval = 1
    let store: Store
    private let writing = Locked(())
    private let kept = Locked(State())
    /// One value made at a time: 32 requests that find a value gone wait for the one making it
    /// rather than each reading the store. Recursive, because a value is made of others.
    private let making = Making()
    private let looker = DispatchQueue(label: "kept.serve.look", qos: .utility)
    /// The last search corpus, kept after the store changed: the next is made from it.
    private let lastShelf = Locked<SearchShelf?>(nil)

    private struct State: Sendable {
        var generation = 0
        var values: [String: (generation: Int, value: any Sendable)] = [:]
        var look: StoreLook?
        /// When the last look that finished began.
        var looked = Date.distantPast
        var looking = false
        /// What `StoreLook.commits` last said.
        var commits: Int?
    }

    /// Told of every write that landed (the hub syncs it soon).
    private let afterWrite: @Sendable () -> Void

    init(_ store: Store, afterWrite: @escaping @Sendable () -> Void = {}) {
        self.store = store
        self.afterWrite = afterWrite
    }

    func write<T>(_ body: (Store) throws -> T) throws -> T {
        // After the write, whether it failed or not: what a page shows is read again.
        defer { forget() }
        let written = try writing.withLock { _ in try body(store) }
        afterWrite()
        return written
    }

    /// Drops every value made from the store: the pages are drawn again (after a write, or
    /// when what they say besides the store changed: the hub's last sync).
    func forget() {
        kept.withLock { $0.generation += 1; $0.values = [:] }
    }

    /// `make()`'s value, made again after the store changed.
    func memo<T: Sendable>(_ key: String, _ make: () throws -> T) rethrows -> T {
        lookIfDue()
        if let value: T = kept.withLock({ Self.current(key, in: $0) }) { return value }
        return try making.withLock {
            let generation = kept.withLock { $0.generation }
            if let value: T = kept.withLock({ Self.current(key, in: $0) }) { return value }
            let value = try make()
            // Not kept when the store changed while it was made: it may hold the old files.
            kept.withLock { if $0.generation == generation { $0.values[key] = (generation, value) } }
            return value
        }
    }

    private static func current<T>(_ key: String, in kept: State) -> T? {
        guard let found = kept.values[key], found.generation == kept.generation else { return nil }
        return found.value as? T
    }

    /// A look at the store, here when the last began more than `freshFor` ago (a request after
    /// a quiet while must see what changed meanwhile), else in the background when due.
    private func lookIfDue() {
        let now = Date()
        let commits = StoreLook.commits(store)
        let (since, start) = kept.withLock { state -> (TimeInterval, Bool) in
            // A commit since the last request (the terminal's, a sync's): read again at once.
            if state.commits != commits {
                if state.commits != nil { state.generation += 1; state.values = [:] }
                state.commits = commits
            }
            let since = now.timeIntervalSince(state.looked)
            let start = since >= Self.lookEvery && !state.looking
            if start { state.looking = true }
            return (since, start)
        }
        if since >= Self.freshFor {
            look(now)
            if start { kept.withLock { $0.looking = false } }
        } else if start {
            looker.async { [self] in
                look(Date())
                kept.withLock { $0.looking = false }
            }
        }
    }

    /// Drops what was made from the store when its files are not as the last look saw them.
    private func look(_ started: Date) {
        let look = StoreLook(store, now: started)
        kept.withLock { state in
            if !look.unchanged(since: state.look) && state.look != nil {
                state.generation += 1
                state.values = [:]
            }
            // Two looks may overlap (one here, one in the background): the later start counts.
            if started >= state.looked {
                state.look = look
                state.looked = started
            }
        }
    }

    /// The index of the kind named `name`, as `memo` keeps it.
    func index(_ kind: Kind) -> StoreIndex {
        memo("index." + kind.name) { StoreIndex.load(store, kinds: [kind]) }
    }

    /// Every entry with its text read and its title and fields folded, newest first within
    /// each kind: what search as you type looks through, so that a keystroke reads no file
    /// and folds no title again. Made again from the last one: only changed files are read.
    func searchCorpus() -> SearchShelf {
        memo("search.corpus") {
            let shelf = SearchShelf(store, listed: store.kinds.flatMap { index($0).entries }, after: lastShelf.withLock { $0 })
            lastShelf.withLock { $0 = shelf }
            return shelf
        }
    }

    /// The search list's rows in `language`, with the search corpus they were drawn for.
    func searchRows(_ language: Language) -> SearchRows {
        memo("search.rows." + language.rawValue) { SearchRows(searchCorpus(), store: store, language: language) }
    }

    func fridge() throws -> Fridge { try memo("fridge") { try Fridge.load(store) } }

    func deck() throws -> CardDeck { try memo("deck") { try CardDeck.load(store) } }
}

/// `NSRecursiveLock` as a Sendable value: it is thread-safe, only not marked so.
private final class Making: @unchecked Sendable {
    private let lock = NSRecursiveLock()

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
