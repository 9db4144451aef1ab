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
    /// Links under `.kept/` or in the kinds' folders that lead inside the store: kept follows
    /// them no more than the others (`StoreFolder`), so they are named too.
    var insideLinks: [(path: String, target: String)] = []
    /// Files in the kinds' folders that are no entry (`.md`) and not hidden: attachments,
    /// store-relative, in NFC.
    var otherFiles: [String] = []
    /// Folders this user cannot open, store-relative: their files are not listed at all.
    var unreadableFolders: [String] = []
}

extension StrayFiles {
    /// Walks the store once (outside .git).
    static func find(in store: Store) -> StrayFiles {
        var found = StrayFiles()
        guard let walker = FileManager.default.enumerator(atPath: store.root) else { return found }
        let kindFolders = Set(store.kinds.map(\.folder))
        while let item = walker.nextObject() as? String {
            if item == ".git" { walker.skipDescendants(); continue }
            let name = (item as NSString).lastPathComponent
            let type = walker.fileAttributes?[.type] as? FileAttributeType
            if AtomicFile.isTemporary(name), let pid = Self.temporaryWriter(name), kill(pid, 0) != 0 && errno == ESRCH {
                found.temporaries.append(item)
            } else if type == .typeDirectory, PermissionProblem.cannotEnter(store.absolutePath(item)) {
                found.unreadableFolders.append(item)
            } else if type == .typeSymbolicLink, let link = store.linkLeavingStore(item) {
                found.outsideLinks.append(link)
            } else if type == .typeSymbolicLink, item == ".kept" || item.hasPrefix(".kept/") || item.contains("/")
                        && kindFolders.contains(String(item.prefix { $0 != "/" })) || kindFolders.contains(item),
                      let target = try? FileManager.default.destinationOfSymbolicLink(atPath: store.absolutePath(item)) {
                found.insideLinks.append((item, target))
            } else if type == .typeRegular, !name.hasPrefix("."), !name.hasSuffix(".md"), item.contains("/"),
                      kindFolders.contains(String(item.prefix { $0 != "/" })) {
                found.otherFiles.append(item.nfc)
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
