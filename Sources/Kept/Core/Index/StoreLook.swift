import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What `stat` says of every file a page of `kept serve` is made from (the entry files of
/// every kind, the store's settings, the review logs), boiled down to one number. Two equal
/// looks saw the same files: the server keeps what it made of them until a look differs,
/// whoever changed them (the terminal, a sync, an editor). A stat of 10,000 files costs a few
/// milliseconds; reading and parsing them again, hundreds.
package struct StoreLook: Equatable, Sendable {
    private let digest: Int
    private let count: Int
    /// Whether every file had settled before the look began (`FileStamp.isSettled`): one
    /// changed in the same clock tick as its stamp could change again and keep that stamp,
    /// so a look that is not settled is never taken to show that nothing changed.
    package let isSettled: Bool

    package init(_ store: Store, now: Date = Date()) {
        let started = now.timeIntervalSince1970
        // Hasher's seed is the process's: a look is compared only within one server.
        var hasher = Hasher()
        var settled = true
        var count = 0
        func add(_ path: String, _ stamp: FileStamp?) {
            hasher.combine(path)
            guard let stamp else { hasher.combine(-1); return }
            Self.combine(stamp, into: &hasher)
            if !stamp.isSettled(before: started) { settled = false }
            count += 1
        }
        for file in store.entryFiles(stamped: true) { add(file.path, file.stamp) }
        let reviews = ((try? FileManager.default.contentsOfDirectory(atPath: store.absolutePath(ReviewLog.folder))) ?? []).sorted()
        for path in [StoreConfig.relativePath] + reviews.map({ ReviewLog.folder + "/" + $0 }) {
            var info = stat()
            add(path, stat(store.absolutePath(path), &info) == 0 ? FileStamp(info) : nil)
        }
        digest = hasher.finalize()
        self.count = count
        isSettled = settled
    }

    /// A glance at what every commit changes (git's index, HEAD and its log): a few stats,
    /// cheap enough for every request, so that what the terminal or a sync committed shows
    /// on the next page. An edit left uncommitted is seen by a whole look.
    package static func commits(_ store: Store) -> Int {
        var hasher = Hasher()
        for path in [".git/index", ".git/HEAD", ".git/logs/HEAD"] {
            var info = stat()
            guard stat(store.absolutePath(path), &info) == 0 else { hasher.combine(-1); continue }
            combine(FileStamp(info), into: &hasher)
        }
        return hasher.finalize()
    }

    /// Everything a stamp says of a file's contents: its size, both times and its inode.
    private static func combine(_ stamp: FileStamp, into hasher: inout Hasher) {
        hasher.combine(stamp.size)
        hasher.combine(stamp.modifiedSeconds)
        hasher.combine(stamp.modifiedNanoseconds)
        hasher.combine(stamp.changedSeconds)
        hasher.combine(stamp.changedNanoseconds)
        hasher.combine(stamp.inode)
    }

    /// Whether `self`, a later look, may be taken to show the same store as `earlier`.
    package func unchanged(since earlier: StoreLook?) -> Bool {
        guard let earlier, earlier.isSettled else { return false }
        return earlier.digest == digest && earlier.count == count
    }
}
