import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads the entry files a load parses, and once a read has had to wait for the disk, asks
/// the kernel for the next block of files before they are needed (`posix_fadvise` with
/// `WILLNEED`): the disk then works on many files at once while both cores parse, rather
/// than on the one file each core is waiting for. Files already in memory (every run soon
/// after another, and a benchmark's) cost one clock reading each and advise nothing.
final class ReadAhead: Sendable {
    /// Files a block: advised together, one block ahead of the slow read.
    static let block = 32
    /// A read slower than this went to the disk (one from memory takes a few microseconds).
    static let slowRead: UInt64 = 200_000

    private let count: Int
    /// The full path of file `i` when the load is to read it (nil for one it takes from the
    /// cache): the files to advise.
    private let path: @Sendable (Int) -> String?
    private let advised: Locked<[Bool]>

    init(count: Int, path: @escaping @Sendable (Int) -> String?) {
        self.count = count
        self.path = path
        advised = Locked(Array(repeating: false, count: (count + Self.block - 1) / Self.block + 1))
    }

    /// File `i` (at `full`): its bytes and stamp (`EntryFile.bytesAndStamp`), nil when it
    /// cannot be read.
    func read(_ i: Int, at full: String) -> (bytes: Data, stamp: FileStamp)? {
        let start = DispatchTime.now().uptimeNanoseconds
        let read = EntryFile.bytesAndStamp(full)
        if DispatchTime.now().uptimeNanoseconds - start > Self.slowRead { advise(block: i / Self.block + 1) }
        return read
    }

    private func advise(block: Int) {
        let files = min(count, block * Self.block) ..< min(count, (block + 1) * Self.block)
        guard !files.isEmpty, advised.withLock({ advised -> Bool in
            defer { advised[block] = true }
            return !advised[block]
        }) else { return }
        for i in files {
            guard let full = path(i) else { continue }
            let fd = open(full, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { continue }
            _ = posix_fadvise(fd, 0, 0, POSIX_FADV_WILLNEED)
            close(fd)
        }
    }
}
