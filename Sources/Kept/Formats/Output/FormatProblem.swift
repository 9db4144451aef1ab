/// Why a `--format` is not a Mustache template kept can fill (`KeptError.invalidFormat`).
package enum FormatProblem: Equatable, Sendable {
    /// What is wrong at `column` of the user's text.
    case at(column: Int, Message)
    /// The library's own reason, where it names no place.
    case unreadable(String)

    package var message: Message {
        switch self {
        case let .at(column, problem):
            return Message(.mustacheProblemAt, ["column": String(column)]).localizing("problem", problem)
        case let .unreadable(reason):
            return Message(.mustacheNotTemplate, ["error": reason])
        }
    }
}
