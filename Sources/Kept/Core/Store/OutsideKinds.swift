import Foundation

/// The files of the store that no kind's folder holds: Markdown files kept would otherwise
/// never show (an adopted Obsidian vault's `notes/`), and conflict copies a sync made of
/// files outside the kinds (`.kept/config.conflict-laptop-20261122.yaml`).
package struct OutsideKinds: Sendable, Equatable {
    /// Store-relative `.md` files outside every kind's folder, sorted.
    package var markdown: [String] = []
    /// Conflict copies outside the kinds' folders, sorted.
    package var conflictCopies: [String] = []

    /// The top folders the Markdown files are in (`notes/`), in order.
    package var markdownPlaces: [String] {
        var places: [String] = []
        for path in markdown {
            let place = String(path.prefix { $0 != "/" }) + "/"
            if !places.contains(place) { places.append(place) }
        }
        return places
    }

    /// `12 Markdown files outside any kind: notes/ — add a kind for them`; nil when none.
    package var markdownNotice: String? { markdownMessage?.english }

    /// The notice in the user's language.
    package var markdownMessage: Message? {
        guard !markdown.isEmpty else { return nil }
        let places = markdownPlaces
        let named = places.prefix(4).joined(separator: ", ") + (places.count > 4 ? ", …" : "")
        let folder = places.first.map { String($0.dropLast()) } ?? "notes"
        return Message(.outsideMarkdown, count: markdown.count, ["places": named, "folder": folder])
    }
}

extension OutsideKinds {
    /// Walks what the kinds' folders do not cover: the top of the store, every folder that
    /// belongs to no kind (hidden ones aside) and `.kept/` (its state and cache aside).
    /// Symbolic links are not followed.
    package static func find(in store: Store) -> OutsideKinds {
        var found = OutsideKinds()
        let manager = FileManager.default
        let folders = Set(store.kinds.map(\.folder))
        for name in (try? manager.contentsOfDirectory(atPath: store.root)) ?? [] where name != ".git" {
            let full = store.root + "/" + name
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
                walk(".kept", in: store, skipping: [".kept/state", ".kept/cache"], markdown: false, into: &found)
            } else {
                walk(name, in: store, skipping: [], markdown: !name.hasPrefix("."), into: &found)
            }
        }
        found.markdown.sort(by: UTF8Order.precedes)
        found.conflictCopies.sort(by: UTF8Order.precedes)
        return found
    }

    private static func walk(_ folder: String, in store: Store, skipping: Set<String>, markdown: Bool, into found: inout OutsideKinds) {
        guard let walker = FileManager.default.enumerator(atPath: store.root + "/" + folder) else { return }
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

    private static func note(_ path: String, markdown: Bool, into found: inout OutsideKinds) {
        let name = (path as NSString).lastPathComponent
        if ConflictCopy.original(of: path) != nil { found.conflictCopies.append(path) }
        else if markdown, name.hasSuffix(".md"), !name.hasPrefix("."), !path.hasPrefix(".") { found.markdown.append(path) }
    }
}
