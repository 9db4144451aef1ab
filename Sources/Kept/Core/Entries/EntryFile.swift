import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads an entry file's bytes as text. Entries are UTF-8; a file that is not (an old
/// EUC-KR export, a binary saved as .md) is still shown, decoded with replacement
/// characters, but carries a problem so that nothing rewrites it and loses its bytes.
enum EntryFile {
    struct Contents {
        let text: String
        /// Set when the bytes are not UTF-8: where the first bad byte is.
        let encodingProblem: FrontMatterProblem?
    }

    static func read(_ fullPath: String) -> Contents? {
        bytes(fullPath).map(decode)
    }

    /// The file's bytes (nil when it cannot be read), with one `open`, `fstat` and `read`:
    /// FileManager's `contents(atPath:)` costs several times more on thousands of small files.
    static func bytes(_ fullPath: String) -> Data? {
        bytesAndStamp(fullPath)?.bytes
    }

    /// The same with the file's stamp as `fstat` gave it before the read.
    /// `O_NOFOLLOW`: the walk that named the file saw no link (it lists regular files only);
    /// one swapped in since is not read through.
    static func bytesAndStamp(_ fullPath: String) -> (bytes: Data, stamp: FileStamp)? {
        let fd = open(fullPath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return bytesAndStamp(fd: fd)
    }

    /// The same from a file already open (`StoreFolder` opened it without following links).
    static func bytesAndStamp(fd: Int32) -> (bytes: Data, stamp: FileStamp)? {
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        // Not `Data(count:)`: zero-filling every file first costs as much as reading it.
        let size = Int(info.st_size)
        var data = size == 0 ? Data() : Data(bytesNoCopy: malloc(size)!, count: size, deallocator: .free)
        var filled = 0
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            while filled < buffer.count {
                let n = Glibc.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return n == 0 }
                filled += n
            }
            return true
        }
        guard complete else { return nil }
        if filled < data.count { data.count = filled }  // cut short since the stat
        // Grown since the stat: the rest too (into a buffer not zero-filled: filling 64 KiB
        // for every file of a search cost more than reading the files).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 65536) { chunk in
            while true {
                let n = Glibc.read(fd, chunk.baseAddress!, chunk.count)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                data.append(UnsafeBufferPointer(rebasing: chunk[0..<n]))
            }
        }
        return (data, FileStamp(info))
    }

    /// The file's bytes, and its stamp only when `wanted` says the bytes are worth it: a
    /// search reads every file but needs the stamp (to trust the index cache) of those that
    /// may match, and ripgrep makes no `fstat` either. Read to the end without knowing the
    /// size; the stamp comes from the open file after the read, and is nil when the size it
    /// gives is not what was read (the file changed meanwhile: parse it, trust no cache).
    static func bytes(_ fullPath: String, stampIf wanted: (Data) -> Bool) -> (bytes: Data, stamp: FileStamp?)? {
        let fd = open(fullPath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var capacity = 16384
        var buffer = malloc(capacity)!
        var filled = 0
        while true {
            if filled == capacity {
                capacity *= 4
                buffer = realloc(buffer, capacity)!
            }
            let n = Glibc.read(fd, buffer + filled, capacity - filled)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { free(buffer); return nil }  // a folder, or gone
            if n == 0 { break }
            filled += n
        }
        let data = filled == 0 ? { free(buffer); return Data() }() : Data(bytesNoCopy: buffer, count: filled, deallocator: .free)
        guard wanted(data) else { return (data, nil) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == filled else { return (data, nil) }
        return (data, FileStamp(info))
    }

    static func decode(_ data: Data) -> Contents {
        if let text = String(validating: data, as: UTF8.self) { return Contents(text: text, encodingProblem: nil) }
        // Find the first byte that breaks UTF-8, to name its line and column.
        var line = 1, column = 1
        let bytes = [UInt8](data)
        var i = 0
        while i < bytes.count {
            let length = sequenceLength(bytes, at: i)
            if length == 0 { break }
            if bytes[i] == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            i += length
        }
        return Contents(
            text: String(decoding: data, as: UTF8.self),
            encodingProblem: FrontMatterProblem(line: line, column: column,
                message: Message(.problemNotUTF8)))
    }

    /// The length of the valid UTF-8 sequence starting at `i`, or 0 when it is not valid.
    private static func sequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
        let lead = bytes[i]
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard i + length <= bytes.count else { return 0 }
        let slice = Array(bytes[i..<(i + length)])
        return String(validating: slice, as: UTF8.self) == nil ? 0 : length
    }
}
