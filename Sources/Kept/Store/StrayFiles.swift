import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What one walk over the store (outside .git) finds that is no entry and needs saying:
/// temporary files of writes whose writer is gone, and symbolic links leading outside.
/// One walk, because at 100,000 entries each walk costs `kept check` a noticeable moment.
struct StrayFiles {
    /// Store-relative paths of `.NAME.kept-PID.tmp` files whose process is gone.
    var temporaries: [String] = []
    /// Links that lead outside the store (or nowhere), with their targets.
    var outsideLinks: [(path: String, target: String)] = []
}

extension Store {
    func strayFiles() -> StrayFiles {
        var found = StrayFiles()
        guard let walker = FileManager.default.enumerator(atPath: root) else { return found }
        while let item = walker.nextObject() as? String {
            if item == ".git" { walker.skipDescendants(); continue }
            let name = (item as NSString).lastPathComponent
            if AtomicFile.isTemporary(name), let pid = Self.temporaryWriter(name), kill(pid, 0) != 0 && errno == ESRCH {
                found.temporaries.append(item)
            } else if walker.fileAttributes?[.type] as? FileAttributeType == .typeSymbolicLink, let link = linkLeavingStore(item) {
                found.outsideLinks.append(link)
            }
        }
        found.temporaries.sort()
        return found
    }

    /// The pid in `.NAME.kept-PID.tmp` (AtomicFile's temporary name).
    static func temporaryWriter(_ name: String) -> Int32? {
        guard let range = name.range(of: ".kept-", options: .backwards) else { return nil }
        return Int32(name[range.upperBound...].dropLast(4))
    }
}
