import Foundation

/// Every entry of the store, read from the files on each run.
public struct StoreIndex: Sendable {
    public let entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// Reads every `.md` file in the kinds' folders (only `kinds`' folders when given), in
    /// parallel. Files whose front matter cannot be read are kept, with their problem.
    public static func load(_ store: Store, kinds: [Kind]? = nil) -> StoreIndex {
        StoreIndex(entries: files(store, kinds: kinds).concurrentMap { store.listedEntry(at: $0.path, kind: $0.kind) })
    }

    /// The entry files of `kinds` (all kinds when nil), each with its kind's name.
    static func files(_ store: Store, kinds: [Kind]? = nil) -> [(path: String, kind: String)] {
        let wanted = Set((kinds ?? store.kinds).map(\.name))
        let kindByFolder = Dictionary(store.kinds.map { ($0.folder, $0.name) }, uniquingKeysWith: { a, _ in a })
        return store.markdownFiles().compactMap { path in
            let folder = String(path.prefix { $0 != "/" })
            guard let kind = kindByFolder[folder], wanted.contains(kind) else { return nil }
            return (path, kind)
        }
    }
}
