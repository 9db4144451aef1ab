import Foundation

extension Store {
    /// Every conflict copy in the store, sorted by path: in the kinds' folders (user kinds
    /// too), in `.kept/` (config, templates) and in folders that belong to no kind. `index`,
    /// when given, saves walking the kinds' folders again.
    package func conflictCopies(index: StoreIndex? = nil) -> [ConflictCopyInfo] {
        let inKinds = index.map { $0.entries.lazy.map(\.path).filter(ConflictCopy.mayBeCopy) }.map(Array.init)
            ?? markdownFiles().filter(ConflictCopy.mayBeCopy)
        // Attachments too (`img.conflict-laptop-20261123.png`): a sync keeps both versions of
        // a file it cannot join line by line, and its message sends the user here.
        let attachments = strayFiles().otherFiles.filter(ConflictCopy.mayBeCopy)
        let paths = Set(inKinds + outsideKinds().conflictCopies + attachments)
        return paths.sorted(by: UTF8Order.precedes).compactMap { path in
            ConflictCopy.original(of: path).map {
                ConflictCopyInfo(path: path, original: $0,
                                 originalExists: FileManager.default.fileExists(atPath: absolutePath($0)))
            }
        }
    }
}
