import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Many new files put on disk together, and only they: an import writes thousands of files,
/// and an `fsync` after each made it wait for the disk thousands of times, while `sync()`
/// flushed every file of every program on the machine. Each file's writeback is started as
/// it is written (`sync_file_range`, which does not wait); `flush` then waits for each file
/// (`fsync`, by then mostly written) and for each folder that gained a name, once.
struct FileFlush {
    private(set) var files: [String] = []
    private var folders: Set<String> = []
    private let root: String

    /// `root`: the store; the folders flushed are those between it and each file, it included.
    init(root: String) { self.root = root }

    /// Starts writing `fd` (the file now at `path`) to disk, and remembers both.
    mutating func started(_ fd: Int32, path: String) {
        _ = Self.startWriteback?(fd, 0, 0, Self.syncFileRangeWrite)
        files.append(path)
        var folder = (path as NSString).deletingLastPathComponent
        while folder.count >= root.count, folders.insert(folder).inserted, folder != root {
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// Waits until every file and folder is on disk; throws naming the first that is not.
    func flush() throws {
        // Many at once: the file system joins fsyncs that wait together into one journal
        // commit, where one after another each waited for its own.
        let lanes = min(16, files.count)
        let failures = FailureBox()
        let done = DispatchGroup()
        for lane in 0..<lanes {
            done.enter()
            Thread.detachNewThread { [files] in
                defer { done.leave() }
                for path in stride(from: lane, to: files.count, by: lanes).map({ files[$0] }) {
                    do { try Self.sync(path, flags: O_RDONLY) } catch {
                        failures.record(error)
                        return
                    }
                }
            }
        }
        done.wait()
        if let failure = failures.first { throw failure }
        // Deepest first: a folder's own name is in the folder above it.
        for folder in folders.sorted(by: { $0.count > $1.count }) { try Self.sync(folder, flags: O_RDONLY | O_DIRECTORY) }
    }

    /// Linux's `sync_file_range`, which Swift's Glibc module leaves out (it is a GNU
    /// extension): looked up in the C library by name; nil where there is none, and then each
    /// file's writeback starts at its `fsync`.
    private static let startWriteback: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32)? = {
        guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "sync_file_range") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32).self)
    }()

    /// `SYNC_FILE_RANGE_WRITE` of <fcntl.h>: start writing the dirty pages, do not wait.
    private static let syncFileRangeWrite: UInt32 = 2

    private static func sync(_ path: String, flags: Int32) throws {
        let fd = open(path, flags | O_CLOEXEC)
        guard fd >= 0 else { throw KeptError.io(path, Message(.errorAtomicFileCannotWrite, ["cString": String(cString: strerror(errno))])) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw KeptError.io(path, Message(.errorAtomicFileCannotWrite, ["cString": String(cString: strerror(errno))])) }
    }
}

/// The first error of the flush's threads.
private final class FailureBox: Sendable {
    private let error = Locked<Error?>(nil)

    func record(_ error: Error) { self.error.withLock { if $0 == nil { $0 = error } } }
    var first: Error? { error.withLock { $0 } }
}
