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
    struct File {
        /// Store-relative, as the disk spells it.
        let path: String
        let stamp: FileStamp
    }

    static func files(under folder: String, root: String) -> [File] {
        var found: [File] = []
        walk(folder, absolute: (root as NSString).appendingPathComponent(folder), into: &found)
        return found
    }
}

private extension EntryFileWalk {
    static func walk(_ relative: String, absolute: String, into found: inout [File]) {
        guard let dir = opendir(absolute) else { return }
        defer { closedir(dir) }
        let fd = dirfd(dir)
        var folders: [String] = []
        var files: [File] = []
        while let item = readdir(dir) {
            let (name, reported) = withUnsafePointer(to: &item.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { (String(cString: $0), item.pointee.d_type) }
            }
            if name.hasPrefix(".") { continue }
            var info = stat()
            var type = reported
            if type == UInt8(DT_UNKNOWN) {  // some file systems do not say: ask
                guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                type = info.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : info.st_mode & S_IFMT == S_IFREG ? UInt8(DT_REG) : 0
                if type == UInt8(DT_DIR) { folders.append(name); continue }
            } else if type == UInt8(DT_DIR) {
                folders.append(name)
                continue
            } else if type == UInt8(DT_REG), name.hasSuffix(".md") {
                guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            }
            guard type == UInt8(DT_REG), name.hasSuffix(".md"), info.st_mode & S_IFMT == S_IFREG else { continue }
            files.append(File(path: name, stamp: FileStamp(info)))
        }
        // Files and folders in one order, as their paths will sort.
        let keys = files.map(\.path) + folders.map { $0 + "/" }
        for i in keys.indices.sorted(by: { UTF8Order.precedes(keys[$0], keys[$1]) }) {
            if i < files.count {
                found.append(File(path: relative + "/" + files[i].path, stamp: files[i].stamp))
            } else {
                let name = folders[i - files.count]
                walk(relative + "/" + name, absolute: absolute + "/" + name, into: &found)
            }
        }
    }
}
