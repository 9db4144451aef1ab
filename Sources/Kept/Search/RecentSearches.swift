import Foundation

/// The searches made on this machine, newest first, in `.kept/state/recent-searches`
/// (git-ignored: recent searches are per machine and never committed). One query a line;
/// a query searched again moves to the top instead of appearing twice.
package struct RecentSearches: Sendable {
    package static let limit = 20
    package let path: String
    private let root: String
    private static let relativePath = ".kept/state/recent-searches"

    package init(store: Store) {
        path = store.absolutePath(Self.relativePath)
        root = store.root
    }

    /// Newest first.
    package func list() -> [String] {
        guard let data = (try? StoreFolder(root: root).contents(Self.relativePath)) ?? nil else { return [] }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }

    /// Puts `query` first, dropping an earlier equal one (same words, any case) and the
    /// oldest beyond the limit.
    package func record(_ query: String) throws {
        let line = Self.line(query)
        guard !line.isEmpty else { return }
        let rest = list().filter { Self.key($0) != Self.key(line) }
        try save(Array(([line] + rest).prefix(Self.limit)))
    }

    /// Removes `query`; false when it was not there.
    @discardableResult
    package func forget(_ query: String) throws -> Bool {
        let all = list()
        let rest = all.filter { Self.key($0) != Self.key(Self.line(query)) }
        guard rest.count != all.count else { return false }
        try save(rest)
        return true
    }

    /// Removes them all; returns how many there were.
    @discardableResult
    package func forgetAll() throws -> Int {
        let count = list().count
        if count > 0 { try save([]) }
        return count
    }

    /// Replaced atomically but not flushed to disk: a list of this machine's searches, never
    /// committed, that a crash may at worst take back to an earlier list. Flushing it made
    /// every search wait for the disk (ripgrep writes nothing).
    private func save(_ lines: [String]) throws {
        try AtomicFile.write(Array((lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n").utf8), in: StoreFolder(root: root), at: Self.relativePath, flush: false)
    }

    /// The query on one line, NFC, its white space single spaces.
    package static func line(_ query: String) -> String {
        query.nfc.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func key(_ line: String) -> String { line.lowercased() }
}
