import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The store-wide writer lock, `.kept/state/lock`: one `kept` writes at a time, the others
/// wait their turn (so two at once both land).
///
/// An advisory `flock`: the kernel releases it when its holder exits, however it dies, so a
/// killed `kept` never leaves the store locked. The file holds the holder's pid and, while it
/// changes entries, what it is about to write (`StoreIntent`); a clean release empties it. So
/// whoever takes the lock and finds a record there knows its holder died mid-change (the
/// flock proves that process is gone) and can finish the change.
///
/// Waiting is bounded (`ThisMachine.lockTimeout`: $KEPT_LOCK_TIMEOUT seconds, 30 by default):
/// a holder that lives on (an editor left open in a script, a hung network sync) gets a
/// message naming its pid.
package final class StoreLock: Sendable {
    package static let defaultTimeout: TimeInterval = 30

    let path: String
    /// What the previous holder was doing when it died, if it died holding the lock.
    let interrupted: StoreIntent?
    private let fd: Int32

    init(root: String, timeout limit: TimeInterval = StoreLock.defaultTimeout) throws {
        path = Self.path(root: root)
        // No link followed on the way (`StoreFolder`): a pushed `.kept/state/lock` link to
        // ~/.bashrc would have this record written into it and emptied.
        let store = try StoreFolder(root: root)
        let state = try store.folder(".kept/state", create: true)
        if state >= 0 { close(state) }
        fd = try store.open(Self.relativePath, O_RDWR | O_CREAT, mode: 0o644)
        guard fd >= 0 else { throw KeptError.io(path, Message(.errorStoreLockCannotOpenStoreLock, ["cString": "\(String(cString: strerror(errno)))"])) }
        let deadline = Date().addingTimeInterval(limit)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else {
                close(fd)
                throw KeptError.io(path, Message(.errorStoreLockCannotTakeStoreLock, ["cString": "\(String(cString: strerror(code)))"]))
            }
            if Date() >= deadline {
                let holder = Self.readRecord(fd).flatMap(StoreIntent.init(record:))?.pid
                close(fd)
                throw KeptError.storeBusy(lock: path, holder: holder, waited: limit)
            }
            usleep(20_000)
        }
        let previous = Self.readRecord(fd).flatMap(StoreIntent.init(record:))
        interrupted = previous?.pid == getpid() ? nil : previous
        write(StoreIntent(pid: getpid()))
    }

    /// Notes what the holder is about to change, before it changes it.
    func record(_ intent: StoreIntent) { write(intent) }

    deinit {
        // Emptied before the release: a record left behind means a holder that died.
        _ = ftruncate(fd, 0)
        flock(fd, LOCK_UN)
        close(fd)
    }

    static let relativePath = ".kept/state/lock"

    static func path(root: String) -> String {
        (root as NSString).appendingPathComponent(relativePath)
    }

    /// The pid recorded in the lock file and whether a live process holds the lock now:
    /// what `kept check` reports without waiting for or taking the lock.
    static func inspect(root: String) -> (record: StoreIntent?, held: Bool) {
        guard let fd = try? StoreFolder(root: root).open(relativePath, O_RDONLY), fd >= 0 else { return (nil, false) }
        defer { close(fd) }
        let record = readRecord(fd).flatMap(StoreIntent.init(record:))
        guard flock(fd, LOCK_SH | LOCK_NB) == 0 else { return (record, true) }
        flock(fd, LOCK_UN)
        return (record, false)
    }

    private func write(_ intent: StoreIntent) {
        let bytes = Array(intent.record.utf8)
        _ = ftruncate(fd, 0)
        _ = bytes.withUnsafeBufferPointer { pwrite(fd, $0.baseAddress, $0.count, 0) }
    }

    /// The whole record: an import's intent names every file it writes (10,000 paths are
    /// about 700 KB), and a record read only in part would commit only part of them.
    private static func readRecord(_ fd: Int32) -> String? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBufferPointer { pread(fd, $0.baseAddress, $0.count, off_t(bytes.count)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += chunk[..<n]
        }
        guard !bytes.isEmpty else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
