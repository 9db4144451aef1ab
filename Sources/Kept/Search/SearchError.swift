/// Why a search could not run; the text is what the user reads.
public enum SearchError: Error, Equatable, Sendable, CustomStringConvertible {
    case emptyQuery
    case notRecent(String)

    public var description: String {
        switch self {
        case .emptyQuery:
            return "give something to search for, e.g. `kept search 김치`, `kept search ㄱㅊ` or `kept search '\"IP 주소\"'`"
        case let .notRecent(query):
            return "`\(query)` is not among the recent searches (see `kept search --recent`)"
        }
    }
}
