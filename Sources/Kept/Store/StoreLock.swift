import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The store-wide writer lock, `.kept/state/lock`: one `kept` writes at a time, the others
/// wait their turn (so two at once both land).
///
/// An advisory `flock`: the kernel releases it when its holder exits, however it dies, so a
/// lock is never left behind by a killed process.
final class StoreLock {
    private let fd: Int32

    init(root: String) throws {
        let state = (root as NSString).appendingPathComponent(".kept/state")
        try? FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        let path = (state as NSString).appendingPathComponent("lock")
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw KeptError.io(path, "cannot open the store lock: \(String(cString: strerror(errno)))") }
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let message = String(cString: strerror(errno))
            close(fd)
            throw KeptError.io(path, "cannot take the store lock: \(message)")
        }
        let pid = "\(getpid())\n"
        _ = ftruncate(fd, 0)
        _ = pid.withCString { pwrite(fd, $0, strlen($0), 0) }
    }

    deinit {
        flock(fd, LOCK_UN)
        close(fd)
    }
}
