import CSQLite
import Foundation

/// A new SQLite file written through Debian's libsqlite3: the collection of an Anki package kept
/// exports. Unlike `SQLiteDatabase` (another program's file, read as hostile) this one is ours
/// and fresh, so it is opened read-write and created; nothing else is trusted more for it:
/// no extension loading. Every error names the file.
final class SQLiteWriter {
    /// The path as messages name it.
    let name: String
    private let handle: OpaquePointer

    /// A value bound to a statement's `?`.
    enum Value {
        case int(Int64)
        case real(Double)
        case text(String)
        case blob(Data)
    }

    /// Creates the database at `path`, which must not exist yet.
    init(creating path: String, name: String) throws {
        self.name = name
        var db: OpaquePointer?
        let status = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        handle = try SQLiteDatabase.opened(db, status: status, name: name)
        _ = sqlite3_enable_load_extension(db, 0)
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs statements that take no values (the schema, `BEGIN`, `COMMIT`).
    func execute(_ sql: String) throws {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw failure() }
    }

    /// Runs one statement once per row of `rows`, each row's values bound to its `?` in order:
    /// prepared once, so thousands of cards go in quickly.
    func insert(_ sql: String, _ rows: [[Value]]) throws {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else { throw failure() }
        defer { sqlite3_finalize(statement) }
        // SQLITE_TRANSIENT: SQLite copies each value before the call returns.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for row in rows {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
            for (i, value) in row.enumerated() {
                let index = Int32(i + 1)
                switch value {
                case let .int(number): sqlite3_bind_int64(statement, index, number)
                case let .real(number): sqlite3_bind_double(statement, index, number)
                case let .text(text): sqlite3_bind_text(statement, index, text, -1, transient)
                case let .blob(data):
                    _ = data.withUnsafeBytes { sqlite3_bind_blob(statement, index, $0.baseAddress, Int32($0.count), transient) }
                }
            }
            guard sqlite3_step(statement) == SQLITE_DONE else { throw failure() }
        }
    }

    private func failure() -> KeptError {
        KeptError.io(name, Message(.exportAnkiCannotWrite, ["reason": String(cString: sqlite3_errmsg(handle))]))
    }
}
