import ArgumentParser
import Foundation
import Kept

/// Filters and order shared by the commands that list entries.
struct ListOptions: ParsableArguments {
    @Option(help: "Only entries of this category.", completion: CompletionCandidates.categories)
    var category: String?

    @Option(help: "Only entries with this tag (repeatable: all must match).")
    var tag: [String] = []

    @Option(name: .customLong("where"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A condition on a field: key=value, or with != < <= > >= ~ (repeatable).", valueName: "condition"),
            completion: CompletionCandidates.conditions)
    var conditions: [String] = []

    // .unconditional: `--from -1w` is a date, not an option.
    @Option(parsing: .unconditional, help: ArgumentHelp("From this date, month (2026-11) or year (2025) on, or -1w, yesterday….", valueName: "date"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Up to this date, month or year (in `kept export`: the format; use --until).", valueName: "date"))
    var to: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Sort keys, comma-separated; -key for descending (title, date or any field).", valueName: "keys"),
            completion: CompletionCandidates.sortKeys)
    var sort: String?

    @Flag(help: "Reverse the order.")
    var reverse = false

    @Option(help: "At most this many entries.")
    var limit: Int?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Only entries with a location, nearest first, distance shown: latitude,longitude.", valueName: "lat,lon"))
    var near: String?

    @Option(help: ArgumentHelp("With --near, only entries within this distance (5km, 500m).", valueName: "distance"))
    var within: String?

    /// The query these options ask for; a malformed one is a usage error. `known` are the
    /// store's kinds, whose field types a `--where` comparison is checked against.
    func query(kinds: [String]?, known: [Kind]) throws -> ListQuery {
        var query = ListQuery()
        query.kinds = kinds
        query.category = category
        query.tags = tag
        query.conditions = try UsageProblem.argument {
            let conditions = try self.conditions.map(FieldFilter.parse)
            for condition in conditions { try condition.check(against: known) }
            return conditions
        }
        query.from = try UsageProblem.argument { try from.map { try DaySpan.parse($0).first } }
        query.to = try UsageProblem.argument { try to.map { try DaySpan.parse($0).last } }
        query.sort = sort.map(SortKey.list)
        query.reverse = reverse
        if let limit, limit < 1 { throw ValidationError("--limit must be 1 or more, not \(limit)") }
        query.limit = limit
        if within != nil && near == nil { throw ValidationError("--within needs --near LAT,LON, e.g. `--near 37.5735,126.9788 --within 5km`") }
        query.near = try UsageProblem.argument { try near.map { try NearFilter(near: $0, within: within) } }
        return query
    }
}

/// `--format table|paths|json|'<mustache>'`.
struct FormatOption: ParsableArguments {
    @Option(help: ArgumentHelp("Output: table, paths, json, or a Mustache template such as '{{title}} ({{path}})'.", valueName: "format"))
    var format: String = "table"

    @Flag(help: "With --format json, include each entry's body.")
    var body = false
}
