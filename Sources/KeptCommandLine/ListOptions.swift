import ArgumentParser
import Foundation
import Kept

/// Filters and order shared by the commands that list entries.
struct ListOptions: ParsableArguments {
    @Option(help: ArgumentHelp(say("option.listOptions.listOptions.category")))
    var category: String?

    @Option(help: ArgumentHelp(say("option.listOptions.listOptions.tag")))
    var tag: [String] = []

    @Option(name: .customLong("where"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp(say("option.listOptions.listOptions.conditions"), valueName: "condition"))
    var conditions: [String] = []

    @Option(help: ArgumentHelp(say("option.listOptions.listOptions.from"), valueName: "date"))
    var from: String?

    @Option(help: ArgumentHelp(say("option.listOptions.listOptions.to"), valueName: "date"))
    var to: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp(say("option.listOptions.listOptions.sort"), valueName: "keys"))
    var sort: String?

    @Flag(help: ArgumentHelp(say("option.listOptions.listOptions.reverse")))
    var reverse = false

    @Option(help: ArgumentHelp(say("option.listOptions.listOptions.limit")))
    var limit: Int?

    @Option(parsing: .unconditional,
            help: ArgumentHelp(say("option.listOptions.listOptions.near"), valueName: "lat,lon"))
    var near: String?

    @Option(help: ArgumentHelp(say("option.listOptions.listOptions.within"), valueName: "distance"))
    var within: String?

    func query(kinds: [String]?) throws -> ListQuery {
        var query = ListQuery()
        query.kinds = kinds
        query.category = category
        query.tags = tag
        query.conditions = try conditions.map(FieldFilter.parse)
        query.from = try from.map { try DaySpan.parse($0).first }
        query.to = try to.map { try DaySpan.parse($0).last }
        query.sort = sort.map(SortKey.list)
        query.reverse = reverse
        query.limit = limit
        if within != nil && near == nil { throw ValidationError(say("cli.listOptions.withinNeedsNearLat")) }
        query.near = try near.map { try NearFilter(near: $0, within: within) }
        return query
    }
}

/// `--format table|paths|json|'<mustache>'`.
struct FormatOption: ParsableArguments {
    @Option(help: ArgumentHelp(say("option.listOptions.formatOption.format"), valueName: "format"))
    var format: String = "table"

    @Flag(help: ArgumentHelp(say("option.listOptions.formatOption.body")))
    var body = false
}
