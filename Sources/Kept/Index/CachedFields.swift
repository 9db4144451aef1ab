import OrderedCollections
import Foundation

/// The fields and excerpt of an entry read from the index cache, left in the cache's bytes
/// until asked for. Sorting 100,000 entries by date needs only each one's `date`, found in
/// its record without building the rest (`field`); all fields are decoded once, on first use.
final class CachedFields: @unchecked Sendable {  // `decoded` is only touched under `lock`
    private let cache: IndexCache
    private let excerptStart: Int
    private let fieldsStart: Int
    private let end: Int
    /// One lock for all the entries of a cache: a lock each cost 100,000 allocations.
    private var lock: NSLock { cache.fieldsLock }
    private var decoded: OrderedDictionary<String, FieldValue>?

    init(cache: IndexCache, excerptStart: Int, fieldsStart: Int, end: Int) {
        self.cache = cache
        self.excerptStart = excerptStart
        self.fieldsStart = fieldsStart
        self.end = end
    }

    var fields: OrderedDictionary<String, FieldValue> {
        if let fields = lock.withLock({ decoded }) { return fields }
        // The record was checked when the entry was made; empty only if the mapped file
        // changed under us, which AtomicFile's rename rules out.
        let fields = cache.fields(at: fieldsStart, end: end) ?? [:]
        lock.withLock { decoded = fields }
        return fields
    }

    /// One field, from the decoded fields once they exist, else straight from the record.
    func field(_ key: String) -> FieldValue? {
        if let fields = lock.withLock({ decoded }) { return fields[key] }
        return cache.field(key, at: fieldsStart, end: end)
    }

    var excerpt: String { cache.excerpt(at: excerptStart, end: end) ?? "" }
}
