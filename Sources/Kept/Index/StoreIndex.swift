import Foundation

/// Every entry of the store, read from the files on each run.
public struct StoreIndex: Sendable {
    public let entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// Reads every `.md` file in the kinds' folders (only `kinds`' folders when given), in
    /// parallel. Files whose front matter cannot be read are kept, with their problem.
    public static func load(_ store: Store, kinds: [Kind]? = nil) -> StoreIndex {
        let wanted = Set((kinds ?? store.kinds).map(\.name))
        let paths = store.markdownFiles().filter { store.kind(ofPath: $0).map { wanted.contains($0.name) } ?? false }
        let kindByFolder = Dictionary(store.kinds.map { ($0.folder, $0.name) }, uniquingKeysWith: { a, _ in a })
        let entries = paths.concurrentMap { path -> Entry in
            let folder = String(path.prefix { $0 != "/" })
            return store.listedEntry(at: path, kind: kindByFolder[folder] ?? folder)
        }
        return StoreIndex(entries: entries)
    }
}
