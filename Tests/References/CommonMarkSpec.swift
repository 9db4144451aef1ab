import Foundation

/// The CommonMark specification's examples (0.31.2, `Tests/Fixtures/commonmark/`), as the
/// reference tests read them.
public struct CommonMarkExample: Decodable, Sendable {
    public let markdown: String
    /// The HTML the specification gives.
    public let html: String
    public let example: Int
    public let section: String

    public static func all() throws -> [CommonMarkExample] {
        let url = URL(fileURLWithPath: ReferencePython.packageRoot + "/Tests/Fixtures/commonmark/spec-0.31.2.json")
        return try JSONDecoder().decode([CommonMarkExample].self, from: Data(contentsOf: url))
    }
}
