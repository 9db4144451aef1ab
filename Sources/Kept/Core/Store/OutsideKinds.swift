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
