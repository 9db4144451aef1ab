import Foundation

/// The JSON `kept tags` and `kept stats` print, and `kept mcp`'s `stats` and `kept://report`
/// answer: keys sorted, indented, Korean as it is.
package enum ReportJSON {
    package static func text(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
