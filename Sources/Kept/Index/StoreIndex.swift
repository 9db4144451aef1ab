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
        let root = store.root
        let kindByFolder = Dictionary(store.kinds.map { ($0.folder, $0.name) }, uniquingKeysWith: { a, _ in a })
        let entries = paths.concurrentMap { path -> Entry in
            let full = (root as NSString).appendingPathComponent(path)
            let text = FileManager.default.contents(atPath: full).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let folder = String(path.prefix { $0 != "/" })
            return Entry(path: path, kind: kindByFolder[folder] ?? folder, document: EntryDocument(text: text))
        }
        return StoreIndex(entries: entries)
    }
}
