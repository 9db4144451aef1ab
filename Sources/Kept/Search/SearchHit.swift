/// One entry a search found, with where it matched and what to show of it.
public struct SearchHit: Sendable {
    /// Where an entry matched; a smaller place ranks first.
    public enum Place: Int, Sendable, Comparable, CustomStringConvertible {
        case title, field, body
        public static func < (a: Place, b: Place) -> Bool { a.rawValue < b.rawValue }
        public var description: String { ["title", "field", "body"][rawValue] }
    }

    public let entry: Entry
    /// The weakest place any term needed: `title` only when every term is in the title.
    public let place: Place
    /// The title with its matches marked.
    public let title: MarkedText
    /// Front-matter fields in which some term matched, with their values marked.
    public let fields: [(name: String, value: MarkedText)]
    /// One line of the body around its first match, the matches marked.
    public let snippet: MarkedText?
}
