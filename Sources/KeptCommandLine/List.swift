import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List entries, filtered and sorted (each kind in its own order by default).",
            discussion: "Entries whose front matter cannot be read are listed too, marked with !.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: ListOptions
        @OptionGroup var output: FormatOption

        @Argument(help: "Only this kind (diary, card/cards, fridge, …).")
        var kind: String?

        func run() throws {
            let store = try global.openStore()
            let kinds = try kind.map { [try store.kind(named: $0)] }
            let query = try filters.query(kinds: kinds?.map(\.name))
            let entries = query.apply(to: StoreIndex.load(store, kinds: kinds).entries, kinds: store.kinds)
            try EntryOutput(format: output.format, includeBody: output.body, kinds: store.kinds, style: global.style)
                .print(entries)
            if entries.isEmpty {
                Terminal.error("no entries match")
                throw ExitCode(1)
            }
        }
    }
}

/// Prints a list of entries in the chosen `--format`.
struct EntryOutput {
    let format: String
    let includeBody: Bool
    let kinds: [Kind]
    let style: Style

    func print(_ entries: [Entry]) throws {
        switch format {
        case "table":
            if !entries.isEmpty { Terminal.out(EntryTable(kinds: kinds, style: style, width: Terminal.width).render(entries)) }
        case "paths":
            if !entries.isEmpty { Terminal.out(entries.map(\.path).joined(separator: "\n")) }
        case "json":
            Terminal.out(EntryJSON.encode(entries, includeBody: includeBody))
        default:
            guard format.contains("{{") else {
                throw ValidationError("--format takes table, paths, json or a Mustache template such as '{{title}}', not `\(format)`")
            }
            let template = try EntryMustache(format)
            if !entries.isEmpty { Terminal.out(entries.map(template.render).joined(separator: "\n")) }
        }
    }
}
