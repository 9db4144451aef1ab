/// Why a search could not run; the text is what the user reads.
package enum SearchError: UserMessageError, Equatable, Sendable, CustomStringConvertible {
    case emptyQuery
    case notRecent(String)

    package var message: Message {
        switch self {
        case .emptyQuery: return Message(.errorSearchEmptyQuery)
        case let .notRecent(query): return Message(.errorSearchNotRecent, ["query": query])
        }
    }

    package var description: String { message.english }
}
