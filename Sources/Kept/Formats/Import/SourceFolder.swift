import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The folder an import reads (a Markdown vault, an unpacked Day One export, a jrnl folder
/// journal), whose files are opened name by name from the folder's own descriptor with
/// `O_NOFOLLOW`: a link in the source (a note, a picture or a folder pointing at `/etc/passwd`
/// or `~/.ssh`) is never followed and `..` never climbs out, however the source was made.
/// Nothing outside the source is read.
struct SourceFolder: Sendable {
    /// The folder as the user named it.
    let root: String

    /// Why a file of the source is not read.
    enum ReadError: Error, Equatable {
        /// `component` (the file or one of its folders, relative to the source) is a symbolic link.
        case link(component: String, target: String)
        /// A `..`, `.`, empty or absolute part: the path would leave the source.
        case leaves
        /// Not a plain file (a folder, a device, a pipe).
        case notAFile
        case missing
        /// Exists but cannot be opened or read (`errno` says why).
        case unreadable(String)
    }

    /// What the file at `relative` is, without following a link there or on the way.
    func check(_ relative: String) -> ReadError? {
        switch open(relative) {
        case let .success(fd): Glibc.close(fd); return nil
        case let .failure(refusal): return refusal
        }
    }

    /// The bytes of the plain file at `relative` (`photos/a.jpeg`, `notes/일기.md`).
    func read(_ relative: String) -> Result<Data, ReadError> {
        switch open(relative) {
        case let .failure(refusal): return .failure(refusal)
        case let .success(fd):
            let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
            do { return .success(try handle.readToEnd() ?? Data()) } catch { return .failure(.unreadable(String(cString: strerror(EIO)))) }
        }
    }

    /// The plain file at `relative` opened for reading (for a program to read it from, a
    /// compressed member of an Anki package given to `zstd`), closed when the handle goes.
    func handle(_ relative: String) -> Result<FileHandle, ReadError> {
        open(relative).map { FileHandle(fileDescriptor: $0, closeOnDealloc: true) }
    }

    /// The size of the plain file at `relative`, or nil when it is not one.
    func size(_ relative: String) -> Int? {
        guard case let .success(fd) = open(relative) else { return nil }
        defer { Glibc.close(fd) }
        var info = stat()
        return fstat(fd, &info) == 0 ? Int(info.st_size) : nil
    }

    /// A descriptor of the plain file at `relative`, each folder on the way and the file itself
    /// opened with `O_NOFOLLOW` from the one before: no link is followed, none can be swapped in
    /// between a check and the read.
    private func open(_ relative: String) -> Result<Int32, ReadError> {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !relative.hasPrefix("/"), !parts.isEmpty, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            return .failure(.leaves)
        }
        var folder = Glibc.open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return .failure(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno)))) }
        for (i, part) in parts.enumerated() {
            let last = i == parts.count - 1
            let fd = openat(folder, part, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | (last ? 0 : O_DIRECTORY))
            let error = errno
            if fd < 0 {
                let sofar = parts[...i].joined(separator: "/")
                // ELOOP (or ENOTDIR for a link standing where a folder is named): a link.
                var info = stat()
                if fstatat(folder, part, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                    Glibc.close(folder)
                    return .failure(.link(component: sofar, target: SourceFolder.linkTarget(root + "/" + sofar)))
                }
                Glibc.close(folder)
                switch error {
                case ENOENT: return .failure(.missing)
                case ENOTDIR: return .failure(.notAFile)
                default: return .failure(.unreadable(String(cString: strerror(error))))
                }
            }
            Glibc.close(folder)
            folder = fd
        }
        var info = stat()
        guard fstat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            Glibc.close(folder)
            return .failure(.notAFile)
        }
        return .success(folder)
    }

    /// What a link says it points at, for a message (never opened).
    static func linkTarget(_ path: String) -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
    }
}

extension SourceFolder.ReadError {
    /// The sentence an import's report says after the file's name.
    func message(source: String) -> Message {
        switch self {
        case let .link(component, target): Message(.importTrustLink, ["file": component, "target": target, "source": source])
        case .leaves: Message(.importTrustLeaves, ["source": source])
        case .notAFile: Message(.importTrustNotAFile)
        case .missing: Message(.importTrustMissing, ["source": source])
        case let .unreadable(reason): Message(.importTrustUnreadable, ["reason": reason])
        }
    }
}
