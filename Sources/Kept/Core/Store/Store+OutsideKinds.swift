import Foundation

extension Store {
    /// Walks what the kinds' folders do not cover: the top of the store, every folder that
    /// belongs to no kind (hidden ones aside) and `.kept/` (its state and cache aside).
    /// Symbolic links are not followed.
    package func outsideKinds() -> OutsideKinds {
        var found = OutsideKinds()
        let manager = FileManager.default
        let folders = Set(kinds.map(\.folder))
        for name in (try? manager.contentsOfDirectory(atPath: root)) ?? [] where name != ".git" {
            let full = root + "/" + name
            var isFolder: ObjCBool = false
            let isLink = (try? manager.destinationOfSymbolicLink(atPath: full)) != nil
            guard !isLink, manager.fileExists(atPath: full, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                // A README.md at the top describes the store: no entry is expected there.
                note(name, markdown: false, into: &found)
                continue
            }
            if folders.contains(name.nfc) { continue }
            if name == ".kept" {
                walk(".kept", skipping: [".kept/state", ".kept/cache"], markdown: false, into: &found)
            } else {
                walk(name, skipping: [], markdown: !name.hasPrefix("."), into: &found)
            }
        }
        found.markdown.sort(by: UTF8Order.precedes)
        found.conflictCopies.sort(by: UTF8Order.precedes)
        return found
    }

    private func walk(_ folder: String, skipping: Set<String>, markdown: Bool, into found: inout OutsideKinds) {
        guard let walker = FileManager.default.enumerator(atPath: root + "/" + folder) else { return }
        while let item = walker.nextObject() as? String {
            let path = folder + "/" + item
            let type = walker.fileAttributes?[.type] as? FileAttributeType
            if type == .typeDirectory {
                // A nested repository's own files, and the skipped folders, are not the store's.
                if skipping.contains(path) || (item as NSString).lastPathComponent == ".git" { walker.skipDescendants() }
                continue
            }
            guard type == .typeRegular else { continue }
            note(path, markdown: markdown, into: &found)
        }
    }

    private func note(_ path: String, markdown: Bool, into found: inout OutsideKinds) {
        let name = (path as NSString).lastPathComponent
        if ConflictCopy.original(of: path) != nil { found.conflictCopies.append(path) }
        else if markdown, name.hasSuffix(".md"), !name.hasPrefix("."), !path.hasPrefix(".") { found.markdown.append(path) }
    }
}
