import Foundation
#if canImport(Glibc)
import Glibc
#endif
internal import CKeptSystem

/// The store's folder, opened once, and its files opened below it without following any
/// symbolic link: no link inside the store is followed, whether it leads outside (a pushed
/// `.kept/state/lock -> ~/.bashrc`) or inside (`fridge/a.md -> ../diary/b.md`), `.kept` itself
/// included. The store folder may itself be reached through links (`~/notes -> /data/notes`):
/// that is the user's own choice, made outside the store.
///
/// Linux `openat2` with `RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS` opens a path in one call; where
/// the kernel lacks it (ENOSYS, or a seccomp filter answering EPERM), each name is opened with
/// `openat` and `O_NOFOLLOW` from the folder the previous one opened. Either way nothing is
/// resolved by path text, so a link swapped in meanwhile is refused too.
final class StoreFolder: Sendable {
    let root: String
    /// The store folder (`kept_o_path`), the base of every open.
    let fd: Int32

    /// Opens `root` (absolute). Fails only when the folder itself cannot be opened.
    init(root: String) throws {
        self.root = root
        fd = Glibc.open(root, kept_o_path | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw KeptError.io(root, Message(.linksCannotOpenStore, ["reason": String(cString: strerror(errno))])) }
    }

    deinit { close(fd) }

    /// Opens the store-relative `relative` with `flags` (`O_CREAT` makes it with `mode`). Throws
    /// when a link lies on the way (naming it); -1 with errno for any other failure (a file
    /// that is not there).
    func open(_ relative: String, _ flags: Int32, mode: mode_t = 0o644) throws -> Int32 {
        let opened = Self.openBeneath(fd, relative, flags | O_CLOEXEC, mode)
        if opened >= 0 { return opened }
        let code = errno
        if code == ELOOP || code == EXDEV || code == ENOTDIR, let link = linkOnTheWay(relative) {
            throw Self.refusal(link)
        }
        errno = code
        return -1
    }

    /// The folder `relative` (`""` for the store folder), opened `kept_o_path`, made with its
    /// parents when missing and `create`; -1 when it is not there. Throws at a link on the way.
    func folder(_ relative: String, create: Bool) throws -> Int32 {
        var current = Glibc.openat(fd, ".", kept_o_path | O_DIRECTORY | O_CLOEXEC)
        guard current >= 0 else { return -1 }
        var walked = ""
        for part in relative.split(separator: "/") where part != "." {
            let name = String(part)
            walked = walked.isEmpty ? name : walked + "/" + name
            var next = Self.openBeneath(current, name, kept_o_path | O_DIRECTORY | O_CLOEXEC, 0)
            if next < 0 && errno == ENOENT && create {
                if mkdirat(current, name, 0o755) != 0 && errno != EEXIST {
                    let code = errno
                    close(current)
                    errno = code
                    return -1
                }
                next = Self.openBeneath(current, name, kept_o_path | O_DIRECTORY | O_CLOEXEC, 0)
            }
            let code = errno
            if next < 0, let target = Self.linkTarget(current, name) {
                close(current)
                throw Self.refusal((walked, target))
            }
            close(current)
            guard next >= 0 else { errno = code; return -1 }
            current = next
        }
        return current
    }

    /// The whole file `relative` (nil when it is not there or is no regular file). Throws at a
    /// link on the way.
    func contents(_ relative: String) throws -> Data? {
        let file = try open(relative, O_RDONLY)
        guard file >= 0 else { return nil }
        defer { close(file) }
        return EntryFile.bytesAndStamp(fd: file)?.bytes
    }

    /// The first symbolic link met on the way to `relative`, store-relative, with its target:
    /// found by looking at each name in turn without following it, so the first one is named.
    func linkOnTheWay(_ relative: String) -> (path: String, target: String)? {
        var walked = ""
        for part in relative.split(separator: "/") where part != "." {
            walked = walked.isEmpty ? String(part) : walked + "/" + part
            var info = stat()
            guard fstatat(fd, walked, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            if info.st_mode & S_IFMT == S_IFLNK { return (walked, Self.linkTarget(fd, walked) ?? "?") }
        }
        return nil
    }

    /// The target of the link `name` in the folder `folder`, nil when `name` is no link.
    static func linkTarget(_ folder: Int32, _ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlinkat(folder, name, &buffer, buffer.count - 1)
        guard length >= 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func refusal(_ link: (path: String, target: String)) -> KeptError {
        KeptError.io(link.path, Message(.linksThroughLink, ["path": link.path, "target": link.target]))
    }

    /// Whether this kernel has `openat2` (Linux 5.6): asked once.
    private static let hasOpenat2: Bool = {
        let probe = kept_openat_beneath(AT_FDCWD, ".", kept_o_path | O_CLOEXEC, 0)
        if probe >= 0 { close(probe); return true }
        return errno != ENOSYS && errno != EPERM
    }()

    /// `path` below the folder `folder`, no link followed, no `..` leaving it.
    static func openBeneath(_ folder: Int32, _ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
        if path.isEmpty || path == "." { return Glibc.openat(folder, ".", flags, mode) }
        if hasOpenat2 { return kept_openat_beneath(folder, path, flags, UInt32(mode)) }
        return openByName(folder, path, flags, mode)
    }

    /// The fallback: one `openat` a name, each folder opened `O_NOFOLLOW` from the one before.
    static func openByName(_ folder: Int32, _ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
        let parts = path.split(separator: "/").filter { $0 != "." }
        if parts.contains("..") { errno = EXDEV; return -1 }
        var current = folder
        defer { if current != folder { close(current) } }
        for (i, part) in parts.enumerated() {
            let last = i == parts.count - 1
            let next = last ? Glibc.openat(current, String(part), flags | O_NOFOLLOW, mode)
                : Glibc.openat(current, String(part), kept_o_path | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if last || next < 0 {
                // kept_o_path | O_NOFOLLOW on a link gives ENOTDIR: said as the link it is.
                if next < 0 && errno == ENOTDIR && linkTarget(current, String(part)) != nil { errno = ELOOP }
                return next
            }
            if current != folder { close(current) }
            current = next
        }
        return Glibc.openat(folder, ".", flags, mode)
    }
}
