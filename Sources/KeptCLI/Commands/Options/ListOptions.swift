import ArgumentParser
import Foundation
import Kept

/// Filters and order shared by the commands that list entries.
struct ListOptions: ParsableArguments {
    @Option(help: ArgumentHelp(say(.optionListOptionsCategory)), completion: CompletionCandidates.categories)
    var category: String?

    @Option(help: ArgumentHelp(say(.optionListOptionsTag)))
    var tag: [String] = []

    @Option(name: .customLong("where"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp(say(.optionListOptionsConditions), valueName: "condition"),
            completion: CompletionCandidates.conditions)
    var conditions: [String] = []

    // .unconditional: `--from -1w` is a date, not an option.
    @Option(parsing: .unconditional, help: ArgumentHelp(say(.optionListOptionsFrom), valueName: "date"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(say(.optionListOptionsTo), valueName: "date"))
    var to: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp(say(.optionListOptionsSort), valueName: "keys"),
            completion: CompletionCandidates.sortKeys)
    var sort: String?

    @Flag(help: ArgumentHelp(say(.optionListOptionsReverse)))
    var reverse = false

    @Option(help: ArgumentHelp(say(.optionListOptionsLimit)))
    var limit: Int?

    @Option(parsing: .unconditional,
            help: ArgumentHelp(say(.optionListOptionsNear), valueName: "lat,lon"))
    var near: String?

    @Option(help: ArgumentHelp(say(.optionListOptionsWithin), valueName: "distance"))
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
        if let limit, limit < 1 { throw ValidationError(say(.listLimitAtLeastOne, ["limit": String(limit)])) }
        query.limit = limit
        if within != nil && near == nil { throw ValidationError(say(.cliListOptionsWithinNeedsNear)) }
        query.near = try UsageProblem.argument { try near.map { try NearFilter(near: $0, within: within) } }
        return query
    }
}

extension ListQuery {
    /// Refuses a `--where` or `--sort` field that no template of `kinds` (all the store's when
    /// nil) names and no entry holds, with the nearest name: a typo would list nothing, or in
    /// no order, without a word. `entries`, when read already, spare reading them again.
    func refuseUnknownFields(in store: Store, kinds: [Kind]?, entries: [Entry]? = nil) throws {
        let names = conditions.map(\.field) + (sort ?? []).map(\.field)
        guard !names.isEmpty else { return }
        try UsageProblem.argument { try store.refuseUnknownFields(names, kinds: kinds ?? store.kinds, entries: entries) }
    }
}

/// `--format table|paths|json|'<mustache>'`.
struct FormatOption: ParsableArguments {
    @Option(help: ArgumentHelp(say(.optionListOptionsFormatOptionFormat), valueName: "format"))
    var format: String = "table"

    @Flag(help: ArgumentHelp(say(.optionListOptionsFormatOptionBody)))
    var body = false
}
