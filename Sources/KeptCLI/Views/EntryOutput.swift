import ArgumentParser
import Foundation
import Kept

/// Prints a list of entries in the chosen `--format`.
struct EntryOutput {
    let format: String
    let includeBody: Bool
    let kinds: [Kind]
    let style: Style
    var near: NearFilter? = nil
    /// The store the entries are in: JSON lists each entry's attachments from it.
    var store: Store? = nil

    func print(_ entries: [Entry]) throws {
        switch format {
        case "table":
            if !entries.isEmpty { Terminal.out(EntryTable(kinds: kinds, style: style, width: Terminal.width, near: near).render(entries)) }
        case "paths":
            if !entries.isEmpty { Terminal.out(entries.map(\.path).joined(separator: "\n")) }
        case "json":
            Terminal.out(EntryJSON.encode(entries, includeBody: includeBody) { entry in
                var extra = near.flatMap { $0.distance(to: entry) }.map { [("distance_m", String(Int($0.rounded())))] } ?? []
                if let files = store?.attachments(of: entry.path), !files.isEmpty {
                    extra.append(("attachments", "[" + files.map(EntryJSON.string).joined(separator: ", ") + "]"))
                }
                return extra
            })
        default:
            guard format.contains("{{") else {
                throw ValidationError(say(.cliEntryOutputUnknownFormat, ["format": "\(format)"]))
            }
            let template = try UsageProblem.argument { try EntryMustache(format) }
            if !entries.isEmpty { Terminal.out(entries.map(template.render).joined(separator: "\n")) }
        }
    }
}
