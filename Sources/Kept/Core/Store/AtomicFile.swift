import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that a reader (or a crash) sees the old content or the new, never half.
///
/// The text goes to a temporary file in the same folder, is flushed to disk, and is renamed
/// over the target: rename within one file system is atomic.
package enum AtomicFile {
    package static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// The same for bytes that need not be text (a file kept aside by an interrupted sync).
    package static func write(_ data: Data, to path: String) throws {
        try write(Array(data), to: path)
    }

    /// A symbolic link at `path` leading to `target`, made beside and renamed over, as a file is
    /// (a sync writes the links a tree holds as git would, never following them).
    static func writeLink(_ target: String, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = (folder as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).kept-\(getpid()).tmp")
        unlink(temporary)
        guard symlink(target, temporary) == 0 else { throw KeptError.io(path, Message(.atomicCannotWriteLink, ["reason": String(cString: strerror(errno))])) }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw KeptError.io(path, Message(.atomicCannotWriteLink, ["reason": reason]))
        }
    }

    /// Whether `path` names one of the temporary files `write` makes (`.NAME.kept-PID.tmp`).
    package static func isTemporary(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: ".kept-", options: .backwards) else { return false }
        return Int32(name[marker.upperBound...].dropLast(4)) != nil
    }

    /// The same for bytes already in an array (the index cache: no copy of tens of MB).
    /// `flush: false` skips the fsync, for state that may be lost (never an entry): the rename
    /// still leaves the old file or the new one.
    static func write(_ bytes: [UInt8], to path: String, flush: Bool = true, beforeRename: (() -> Void)? = nil) throws {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw KeptError.io(folder, Message(.errorAtomicFileCannotCreateFolder, ["localizedDescription": "\(error.localizedDescription)"]))
        }
        let name = (path as NSString).lastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".\(name).kept-\(getpid()).tmp")
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw KeptError.io(path, Message(.errorAtomicFileCannotWrite, ["cString": "\(String(cString: strerror(errno)))"])) }
        // A rewritten file keeps its mode (a diary kept `chmod 600` stays private).
        var existing = stat()
        if stat(path, &existing) == 0 { _ = fchmod(fd, existing.st_mode & 0o7777) }
        var failure = fill(fd, with: bytes, flush: flush)
        close(fd)
        if failure == nil { beforeRename?() }
        if failure == nil && rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw KeptError.io(path, Message(.errorAtomicFileCannotWriteFileUnchanged, ["failure": "\(failure)"]))
        }
    }

    /// The same for a store file, `relative` below the store folder, no link followed on the
    /// way (`StoreFolder`): the folder is opened (made) name by name, the temporary file made
    /// in it with `openat` and renamed with `renameat` there. A link at `relative` itself is
    /// refused, not replaced: it is named, for the user to decide.
    static func write(_ bytes: [UInt8], in store: StoreFolder, at relative: String, flush: Bool = true, beforeRename: (() -> Void)? = nil) throws {
        let parent = (relative as NSString).deletingLastPathComponent
        let name = (relative as NSString).lastPathComponent
        let folder = try store.folder(parent, create: true)
        guard folder >= 0 else {
            throw KeptError.io(parent, Message(.errorAtomicFileCannotCreateFolder, ["localizedDescription": String(cString: strerror(errno))]))
        }
        defer { close(folder) }
        var existing = stat()
        let exists = fstatat(folder, name, &existing, AT_SYMLINK_NOFOLLOW) == 0
        if exists && existing.st_mode & S_IFMT == S_IFLNK {
            throw StoreFolder.refusal((relative, StoreFolder.linkTarget(folder, name) ?? "?"))
        }
        let temporary = ".\(name).kept-\(getpid()).tmp"
        unlinkat(folder, temporary, 0)
        let fd = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw KeptError.io(relative, Message(.errorAtomicFileCannotWrite, ["cString": String(cString: strerror(errno))])) }
        if exists { _ = fchmod(fd, existing.st_mode & 0o7777) }
        var failure = fill(fd, with: bytes, flush: flush)
        close(fd)
        if failure == nil { beforeRename?() }
        if failure == nil && renameat(folder, temporary, folder, name) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlinkat(folder, temporary, 0)
            throw KeptError.io(relative, Message(.errorAtomicFileCannotWriteFileUnchanged, ["failure": failure]))
        }
    }

    static func write(_ text: String, in store: StoreFolder, at relative: String) throws {
        try write(Array(text.utf8), in: store, at: relative)
    }

    static func write(_ data: Data, in store: StoreFolder, at relative: String) throws {
        try write(Array(data), in: store, at: relative)
    }

    /// Writes all of `bytes` to `fd` (and flushes them): the failure's reason, nil when none.
    private static func fill(_ fd: Int32, with bytes: [UInt8], flush: Bool) -> String? {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBufferPointer { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            written += n
        }
        if flush && fsync(fd) != 0 { return String(cString: strerror(errno)) }
        return nil
    }
}
