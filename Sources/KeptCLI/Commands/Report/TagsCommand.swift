import ArgumentParser
import Foundation
import Kept

/// `kept tags [KIND] [--sort count|name] [--format table|json]`: every tag with its count.
struct TagsCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "tags",
        abstract: say(.helpTagsAbstract),
        discussion: say(.helpTagsDiscussion)) }

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(say(.optionTagsKind)), completion: CompletionCandidates.kinds)
    var kind: String?

    @Option(help: ArgumentHelp(say(.optionTagsSort), valueName: "count|name"))
    var sort: String = "count"

    @OptionGroup var output: TableOrJSONOption

    func validate() throws {
        guard TagOrder(rawValue: sort.lowercased()) != nil else {
            throw ValidationError(say(.tagsBadSort, ["value": sort]))
        }
    }

    func run() throws {
        let store = try global.openStore()
        let tags = try store.tagCounts(kind: kind, order: TagOrder(rawValue: sort.lowercased()) ?? .count)
        if output.isJSON {
            Terminal.out(try ReportJSON.text(tags))
            return
        }
        guard !tags.isEmpty else {
            Terminal.error(say(.tagsNone))
            return
        }
        Terminal.out(TagTableView(tags: tags, style: global.style, width: Terminal.columns).render())
    }
}
