/// One entry a search found, with where it matched and what to show of it.
package struct SearchHit: Sendable {
    /// Where an entry matched; a smaller place ranks first.
    package enum Place: Int, Sendable, Comparable, CustomStringConvertible {
        case title, field, body
        package static func < (a: Place, b: Place) -> Bool { a.rawValue < b.rawValue }
        package var description: String { ["title", "field", "body"][rawValue] }
    }

    package let entry: Entry
    /// The weakest place any term needed: `title` only when every term is in the title.
    package let place: Place
    /// The title with its matches marked.
    package let title: MarkedText
    /// Front-matter fields in which some term matched, with their values marked.
    package let fields: [(name: String, value: MarkedText)]
    /// One line of the body around its first match, the matches marked.
    package let snippet: MarkedText?
}
