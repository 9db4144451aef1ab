import Foundation

/// A picture an entry's body shows: `![지도](서울/map.png "title")`, `![](<a b.jpg>)` or
/// Obsidian's `![[map.png]]`, with where in the text it stands and the store paths it may name
/// (an Obsidian embed is looked up by name: in the entry's attachment folder, then beside it).
package struct PictureLink: Sendable, Equatable {
    /// The link as written, where it stands in the text it was found in.
    package let range: Range<String.Index>
    /// The description (`지도`), else the file's name.
    package let label: String
    /// Store-relative paths it may name, in the order they are tried; none leaves the store
    /// through `..`, starts at `/` or enters a hidden folder (those are never tried).
    package let candidates: [String]

    /// The picture links of `text`, written in the entry at `path`, in order.
    package static func all(in text: String, entry path: String) -> [PictureLink] {
        let folder = (path as NSString).deletingLastPathComponent
        var links: [PictureLink] = []
        for match in text.matches(of: /!\[([^\]]*)\]\(\s*<?([^)>]+?)>?(?:\s+"[^"]*")?\s*\)|!\[\[([^\]|#]+)[^\]]*\]\]/) {
            var candidates: [String]
            let name: String
            if let target = match.output.2 {
                let decoded = String(target).removingPercentEncoding ?? String(target)
                candidates = [folder.isEmpty ? decoded : folder + "/" + decoded]
                name = decoded
            } else if let embedded = match.output.3 {
                let embedded = String(embedded).trimmingCharacters(in: .whitespaces)
                candidates = [AttachmentFolder.of(path) + "/" + embedded, folder.isEmpty ? embedded : folder + "/" + embedded]
                name = embedded
            } else { continue }
            // An address (`https://…`) or an absolute path names no file of the store.
            guard !name.contains("://"), !name.hasPrefix("/") else { continue }
            candidates = candidates.compactMap(StoreRelativePath.normalised).filter(AttachmentFolder.isImage)
            guard !candidates.isEmpty else { continue }
            let description = match.output.1.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
            links.append(PictureLink(range: match.range, label: description.isEmpty ? (name as NSString).lastPathComponent : description,
                                     candidates: candidates))
        }
        return links
    }
}
