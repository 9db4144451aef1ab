import Crypto
import Foundation

/// git's index file (`.git/index`, versions 2 and 3), given new entries for a few paths
/// without reading all of it into libgit2.
///
/// libgit2 reads an index whole (every entry allocated, the checksum verified with its
/// collision-detecting SHA-1) and writes it whole: 116 M instructions of a `kept new` at
/// 10,000 entries, ten times that at 100,000. A commit of a few paths only needs to find
/// their places among the entries, which stay as bytes: the entries are copied around the
/// changed ones, the tree cache (`TREE`) has the folders above them marked changed (as
/// `git add` marks them), and the file is replaced through `index.lock`, as git and libgit2
/// do. The checksum is not verified on reading (git does not either); it is written.
///
/// Anything this does not know is left to libgit2 (`apply` returns false, nothing written):
/// version 4, an entry in conflict (a merge under way), an extension git requires readers to
/// understand (a lower-case name: split or sparse index), or a file that does not parse.
/// Optional extensions other than `TREE` and `REUC` are dropped, as libgit2 drops them when it
/// writes (an untracked-files cache or a file-system monitor token only speeds git up).
enum IndexFile {
    /// A path's new index entry, encoded; nil takes the path out of the index.
    struct Update {
        let path: [UInt8]
        let entry: [UInt8]?
    }

    /// Writes `updates` into the index at `indexPath`; false when the file is left to libgit2.
    static func apply(_ updates: [Update], to indexPath: String) throws -> Bool {
        guard let old = read(indexPath) else { return false }
        guard let layout = Layout(old) else { return false }
        guard let new = layout.applying(updates, to: old) else { return false }
        try replace(indexPath, with: new)
        return true
    }

    /// An entry for `path` with the file's `info` (from lstat), `mode` and blob `id`.
    static func entry(path: [UInt8], info: stat, mode: UInt32, id: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        let length = (62 + path.count + 8) & ~7
        bytes.reserveCapacity(length)
        #if canImport(Glibc)
        let ctime = info.st_ctim, mtime = info.st_mtim
        #else
        let ctime = info.st_ctimespec, mtime = info.st_mtimespec
        #endif
        for field in [Int(ctime.tv_sec), Int(ctime.tv_nsec), Int(mtime.tv_sec), Int(mtime.tv_nsec), Int(info.st_dev),
                      Int(info.st_ino), Int(mode), Int(info.st_uid), Int(info.st_gid), Int(info.st_size)] {
            appendBigEndian(UInt32(truncatingIfNeeded: field), to: &bytes)
        }
        bytes.append(contentsOf: id)
        let flags = UInt16(min(path.count, 0xFFF))
        bytes.append(UInt8(flags >> 8))
        bytes.append(UInt8(truncatingIfNeeded: flags))
        bytes.append(contentsOf: path)
        bytes.append(contentsOf: repeatElement(0, count: length - bytes.count))
        return bytes
    }

    // MARK: - Reading

    private static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size >= 32 else { return nil }
        let size = Int(info.st_size)
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var done = 0
            while done < size {
                let got = Foundation.read(descriptor, buffer.baseAddress! + done, size - done)
                if got < 0 && errno == EINTR { continue }
                if got <= 0 { failed = true; break }
                done += got
            }
            count = done
        }
        return failed ? nil : bytes
    }

    /// Where the entries and extensions of an index file are.
    private struct Layout {
        let version: UInt32
        /// Each entry's offset, in path order, and the offset where entries end.
        var offsets: [Int] = []
        var entriesEnd = 0
        /// The extensions kept: their signature and the range of their data.
        var extensions: [(signature: [UInt8], data: Range<Int>)] = []

        init?(_ bytes: [UInt8]) {
            guard bytes.count >= 32, bytes[0..<4].elementsEqual("DIRC".utf8) else { return nil }
            version = readBigEndian32(bytes, 4)
            guard version == 2 || version == 3 else { return nil }
            let count = Int(readBigEndian32(bytes, 8))
            let end = bytes.count - 20
            offsets.reserveCapacity(count + 1)
            var offset = 12
            for _ in 0..<count {
                guard offset + 62 <= end else { return nil }
                let flags = Int(bytes[offset + 60]) << 8 | Int(bytes[offset + 61])
                guard flags & 0x3000 == 0 else { return nil } // a stage: a merge in conflict
                var header = 62
                if flags & 0x4000 != 0 {
                    guard version >= 3 else { return nil }
                    header += 2
                }
                var nameLength = flags & 0xFFF
                if nameLength == 0xFFF {
                    guard let nul = bytes[(offset + header)..<end].firstIndex(of: 0) else { return nil }
                    nameLength = nul - offset - header
                }
                offsets.append(offset)
                offset += (header + nameLength + 8) & ~7
            }
            guard offset <= end else { return nil }
            entriesEnd = offset
            while offset < end {
                guard offset + 8 <= end else { return nil }
                let signature = Array(bytes[offset..<(offset + 4)])
                let size = Int(readBigEndian32(bytes, offset + 4))
                guard offset + 8 + size <= end else { return nil }
                // A lower-case first letter marks an extension readers must understand.
                guard signature[0] >= UInt8(ascii: "A") && signature[0] <= UInt8(ascii: "Z") else { return nil }
                if signature.elementsEqual("TREE".utf8) || signature.elementsEqual("REUC".utf8) {
                    extensions.append((signature, (offset + 8)..<(offset + 8 + size)))
                }
                offset += 8 + size
            }
        }

        /// The path of the entry at `offset` (the name length in its flags, or up to its NUL).
        private func path(_ bytes: [UInt8], at offset: Int) -> ArraySlice<UInt8> {
            let flags = Int(bytes[offset + 60]) << 8 | Int(bytes[offset + 61])
            let start = offset + (flags & 0x4000 != 0 ? 64 : 62)
            var length = flags & 0xFFF
            if length == 0xFFF { length = bytes[start...].firstIndex(of: 0)! - start }
            return bytes[start..<(start + length)]
        }

        /// The index of the first entry whose path is not before `wanted` (git orders entries
        /// by their paths' bytes).
        private func position(of wanted: [UInt8], in bytes: [UInt8]) -> (index: Int, found: Bool) {
            var low = 0, high = offsets.count
            while low < high {
                let middle = (low + high) / 2
                if path(bytes, at: offsets[middle]).lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
            }
            let found = low < offsets.count && path(bytes, at: offsets[low]).elementsEqual(wanted)
            return (low, found)
        }

        func applying(_ updates: [Update], to bytes: [UInt8]) -> [UInt8]? {
            var byPath: [[UInt8]: Update] = [:]
            for update in updates { byPath[update.path] = update }
            let sorted = byPath.values.sorted { $0.path.lexicographicallyPrecedes($1.path) }
            var count = offsets.count
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + ($1.entry?.count ?? 0) })
            out.append(contentsOf: bytes[0..<8])
            out.append(contentsOf: [0, 0, 0, 0]) // the count, once known
            var cursor = 12
            for update in sorted {
                let (index, found) = position(of: update.path, in: bytes)
                let start = index < offsets.count ? offsets[index] : entriesEnd
                out.append(contentsOf: bytes[cursor..<start])
                if let entry = update.entry { out.append(contentsOf: entry); count += 1 }
                if found {
                    count -= 1
                    cursor = index + 1 < offsets.count ? offsets[index + 1] : entriesEnd
                } else {
                    cursor = start
                }
            }
            out.append(contentsOf: bytes[cursor..<entriesEnd])
            let counted = UInt32(count)
            out[8] = UInt8(counted >> 24); out[9] = UInt8(truncatingIfNeeded: counted >> 16)
            out[10] = UInt8(truncatingIfNeeded: counted >> 8); out[11] = UInt8(truncatingIfNeeded: counted)
            for (signature, data) in extensions {
                var body = Array(bytes[data])
                if signature.elementsEqual("TREE".utf8) {
                    // A cache that does not parse is dropped: git rebuilds it on its next commit.
                    guard let tree = TreeCache(body) else { continue }
                    for update in sorted { tree.invalidate(folderOf: update.path) }
                    body = tree.encoded()
                }
                out.append(contentsOf: signature)
                appendBigEndian(UInt32(body.count), to: &out)
                out.append(contentsOf: body)
            }
            let checksum = out.withUnsafeBytes { Array(Insecure.SHA1.hash(data: $0)) }
            out.append(contentsOf: checksum)
            return out
        }
    }

    // MARK: - Writing

    /// Replaces the file at `path` with `bytes` through `path.lock`, which also keeps out any
    /// other writer (git, libgit2) while it exists.
    private static func replace(_ path: String, with bytes: [UInt8]) throws {
        let lock = path + ".lock"
        let descriptor = open(lock, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let code = errno
            throw GitError(step: "write index", code: code == EEXIST ? -14 : -1,
                           message: code == EEXIST ? "the index is locked (\(lock) exists)"
                                                   : "cannot create \(lock): \(String(cString: strerror(code)))")
        }
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { failure = errno; break }
                written += count
            }
        }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(lock, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(lock)
            throw GitError(step: "write index", code: -1, message: "cannot write \(path): \(String(cString: strerror(failure)))")
        }
    }
}

/// The index's tree cache (`TREE`): for each folder, how many entries it holds and its tree's
/// id, or -1 once something in it changed; its subfolders follow it.
private final class TreeCache {
    let name: [UInt8]
    var entryCount: Int
    var id: ArraySlice<UInt8>
    var children: [TreeCache]

    private init(name: [UInt8], entryCount: Int, id: ArraySlice<UInt8>, children: [TreeCache]) {
        self.name = name; self.entryCount = entryCount; self.id = id; self.children = children
    }

    /// The root folder's cache, read from the extension's bytes; nil when they do not parse.
    convenience init?(_ bytes: [UInt8]) {
        var offset = 0
        guard let root = TreeCache.read(bytes, &offset, depth: 0), offset == bytes.count else { return nil }
        self.init(name: root.name, entryCount: root.entryCount, id: root.id, children: root.children)
    }

    private static func read(_ bytes: [UInt8], _ offset: inout Int, depth: Int) -> TreeCache? {
        guard depth < 4096, let nul = bytes[offset...].firstIndex(of: 0),
              let space = bytes[nul...].firstIndex(of: UInt8(ascii: " ")),
              let newline = bytes[space...].firstIndex(of: UInt8(ascii: "\n")),
              let entries = Int(String(decoding: bytes[(nul + 1)..<space], as: UTF8.self)),
              let subtrees = Int(String(decoding: bytes[(space + 1)..<newline], as: UTF8.self)), subtrees >= 0
        else { return nil }
        let name = Array(bytes[offset..<nul])
        offset = newline + 1
        var id: ArraySlice<UInt8> = []
        if entries >= 0 {
            guard offset + 20 <= bytes.count else { return nil }
            id = bytes[offset..<(offset + 20)]
            offset += 20
        }
        var children: [TreeCache] = []
        for _ in 0..<subtrees {
            guard let child = read(bytes, &offset, depth: depth + 1) else { return nil }
            children.append(child)
        }
        return TreeCache(name: name, entryCount: entries, id: id, children: children)
    }

    /// Marks the folders holding `path` as changed, from the root down, as git does on `add`.
    func invalidate(folderOf path: [UInt8]) {
        var node = self
        node.entryCount = -1
        var components = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        components.removeLast()
        for component in components {
            guard let child = node.children.first(where: { $0.name.elementsEqual(component) }) else { return }
            child.entryCount = -1
            node = child
        }
    }

    func encoded() -> [UInt8] {
        var out: [UInt8] = []
        encode(into: &out)
        return out
    }

    private func encode(into out: inout [UInt8]) {
        out.append(contentsOf: name)
        out.append(0)
        out.append(contentsOf: "\(entryCount) \(children.count)\n".utf8)
        if entryCount >= 0 { out.append(contentsOf: id) }
        for child in children { child.encode(into: &out) }
    }
}

private func readBigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
}

private func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                              UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
}
