import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The `.md` files under a kind's folder, each with its stamp, found with `readdir` and
/// `fstatat`: one system call a file, no attribute dictionaries (FileManager's enumerator
/// costs several times more at 100,000 files). Names starting with `.` are skipped (and
/// folders so named not entered); symbolic links are not followed. The files come sorted
/// by the bytes of their paths (each folder's names sorted, a folder as `name/`), so that
/// no sort of the whole list is needed.
struct EntryFileWalk {
    struct File: Sendable {
        /// Store-relative, as the disk spells it.
        let path: String
        /// Nil when the walk was asked not to stat (a search stats what it opens).
        let stamp: FileStamp?
    }

    /// The top folder's subfolders (a diary's years) are walked on all cores.
    static func files(under folder: String, root: String, stamped: Bool = true) -> [File] {
        let absolute = (root as NSString).appendingPathComponent(folder)
        guard let top = list(absolute, stamped: stamped) else { return [] }
        let folders = top.folders
        let walked = folders.isEmpty ? [] : [[File]](unsafeUninitializedCapacity: folders.count) { buffer, initialized in
            // Each slot is initialized by exactly one thread, in the new array's own storage
            // (as `concurrentMap` does); the array is read only after every thread is done.
            // A class holding `[[File]]` that each thread set through
            // `withUnsafeMutableBufferPointer` raced: that call moves the array's buffer out
            // and back, a write to the shared array from every thread (ThreadSanitizer saw it).
            nonisolated(unsafe) let slots = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: folders.count) { i in
                var found: [File] = []
                walk(folder + "/" + folders[i], absolute: absolute + "/" + folders[i], stamped: stamped, into: &found)
                (slots + i).initialize(to: found)
            }
            initialized = folders.count
        }
        var found: [File] = []
        for i in top.order {
            if i < top.files.count {
                found.append(File(path: folder + "/" + top.files[i].path, stamp: top.files[i].stamp))
            } else {
                found += walked[i - top.files.count]
            }
        }
        return found
    }
}

private extension EntryFileWalk {
    static func walk(_ relative: String, absolute: String, stamped: Bool, into found: inout [File]) {
        guard let here = list(absolute, stamped: stamped) else { return }
        for i in here.order {
            if i < here.files.count {
                found.append(File(path: relative + "/" + here.files[i].path, stamp: here.files[i].stamp))
            } else {
                let name = here.folders[i - here.files.count]
                walk(relative + "/" + name, absolute: absolute + "/" + name, stamped: stamped, into: &found)
            }
        }
    }

    /// One folder's `.md` files (by name) and subfolders, and the order of both together as
    /// their paths sort: indexes into `files`, then past them into `folders`.
    static func list(_ absolute: String, stamped: Bool) -> (files: [File], folders: [String], order: [Int])? {
        guard let dir = opendir(absolute) else { return nil }
        defer { closedir(dir) }
        let fd = dirfd(dir)
        var folders: [String] = []
        var files: [File] = []
        while let item = readdir(dir) {
            let (name, reported) = withUnsafePointer(to: &item.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { (String(cString: $0), item.pointee.d_type) }
            }
            if isHidden(name) { continue }
            var info = stat()
            var type = reported
            if type == UInt8(DT_UNKNOWN) {  // some file systems do not say: ask
                guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                type = info.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : info.st_mode & S_IFMT == S_IFREG ? UInt8(DT_REG) : 0
                if type == UInt8(DT_DIR) { folders.append(name); continue }
            } else if type == UInt8(DT_DIR) {
                folders.append(name)
                continue
            } else if type == UInt8(DT_REG), isMarkdown(name) {
                if !stamped {
                    files.append(File(path: name, stamp: nil))
                    continue
                }
                guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            }
            guard type == UInt8(DT_REG), isMarkdown(name), info.st_mode & S_IFMT == S_IFREG else { continue }
            files.append(File(path: name, stamp: FileStamp(info)))
        }
        // Files and folders in one order, as their paths will sort.
        return (files, folders, order(files.map(\.path) + folders.map { $0 + "/" }))
    }

    /// `name.hasSuffix(".md")`, on the bytes: by Characters it cost 1,500 instructions a name,
    /// a tenth of a warm `kept list`. Only the character before the `.` can join it into one
    /// cluster (a prepended mark): ASCII and Hangul syllables never do; others are asked.
    static func isMarkdown(_ name: String) -> Bool {
        var name = name
        // nil: ends in `.md` after a character that might join the `.`.
        let answer = name.withUTF8 { bytes -> Bool? in
            let n = bytes.count
            guard n >= 3, bytes[n - 3] == UInt8(ascii: "."), bytes[n - 2] == UInt8(ascii: "m"),
                  bytes[n - 1] == UInt8(ascii: "d") else { return false }
            guard n > 3, bytes[n - 4] >= 0x80 else { return true }
            // A Hangul syllable (U+AC00–U+D7A3) is three bytes, EA B0 80 to ED 9E A3.
            guard n >= 6, (0xEA...0xED).contains(bytes[n - 6]) else { return nil }
            let scalar = UInt32(bytes[n - 6] & 0x0F) << 12 | UInt32(bytes[n - 5] & 0x3F) << 6 | UInt32(bytes[n - 4] & 0x3F)
            return (0xAC00...0xD7A3).contains(scalar) ? true : nil
        }
        return answer ?? name.hasSuffix(".md")
    }

    /// `name.hasPrefix(".")` the same way: only what follows the `.` can join it (a combining mark).
    static func isHidden(_ name: String) -> Bool {
        var name = name
        let answer = name.withUTF8 { bytes -> Bool? in
            guard bytes.first == UInt8(ascii: ".") else { return false }
            return bytes.count == 1 || bytes[1] < 0x80 ? true : nil
        }
        return answer ?? name.hasPrefix(".")
    }

    /// The indexes of `keys` in the order of their UTF-8 bytes. The bytes are laid out in one
    /// buffer first: comparing Strings directly retained and released both at every step.
    static func order(_ keys: [String]) -> [Int] {
        var bytes: [UInt8] = []
        var bounds: [Range<Int>] = []
        bounds.reserveCapacity(keys.count)
        for key in keys {
            let start = bytes.count
            bytes.append(contentsOf: key.utf8)
            bounds.append(start..<bytes.count)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            bounds.withUnsafeBufferPointer { bounds in
                keys.indices.sorted { a, b in
                    let x = bounds[a], y = bounds[b]
                    let n = min(x.count, y.count)
                    let order = n == 0 ? 0 : memcmp(buffer.baseAddress! + x.lowerBound, buffer.baseAddress! + y.lowerBound, n)
                    return order != 0 ? order < 0 : x.count < y.count
                }
            }
        }
    }
}
