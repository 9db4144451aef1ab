import OrderedCollections

/// The fields and excerpt of an entry read from the index cache, left in the cache's bytes
/// until asked for. Sorting 100,000 entries by date needs only each one's `date`, read from
/// its record's key fields without building the rest (`field`); all fields are decoded once,
/// on first use. A cache and a row number: no object of its own for each of 100,000 entries.
/// Each is nil when the record's bytes no longer sum to what was written (a damaged cache):
/// the entry then reads its file (`Entry.fields`).
struct CachedFields: Sendable {
    let cache: IndexCache
    let row: Int32

    var fields: OrderedDictionary<String, FieldValue>? { cache.fields(row) }

    /// One field: `.some(nil)` when the entry has none.
    func field(_ key: String) -> FieldValue?? { cache.field(key, row) }

    var excerpt: String? { cache.excerpt(row) }
}
