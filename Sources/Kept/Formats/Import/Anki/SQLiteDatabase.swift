import CSQLite
import Foundation

/// A SQLite file opened read-only through Debian's libsqlite3, for reading another program's
/// data (an Anki collection). The file comes from outside, so it is treated as hostile: opened
/// read-only and without a journal beside it, no extension loading, no `ATTACH`, and the schema
/// is not trusted to run functions (a view or a trigger of the file calls nothing of ours).
/// Every error names the file.
final class SQLiteDatabase {
    /// The path as messages name it (the package the user gave, not a temporary copy).
    let name: String
    private let handle: OpaquePointer

    init(path: String, name: String) throws {
        self.name = name
        var db: OpaquePointer?
        // `immutable=1`: the copy is ours and nobody writes it, so no -wal or -journal file
        // beside it is read or made.
        let uri = "file:" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path) + "?immutable=1"
        let status = sqlite3_open_v2(uri, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nil)
        handle = try Self.opened(db, status: status, name: name)
        _ = sqlite3_enable_load_extension(db, 0)
        _ = kept_sqlite3_db_config_flag(db, SQLITE_DBCONFIG_DEFENSIVE, 1)
        _ = kept_sqlite3_db_config_flag(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0)
        _ = kept_sqlite3_db_config_flag(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0)
        _ = kept_sqlite3_db_config_flag(db, SQLITE_DBCONFIG_ENABLE_VIEW, 0)
        // Reading only: anything else a statement would do (ATTACH above all) is denied.
        _ = sqlite3_set_authorizer(db, { _, action, _, _, _, _ in
            switch action {
            case SQLITE_SELECT, SQLITE_READ, SQLITE_FUNCTION: SQLITE_OK
            default: SQLITE_DENY
            }
        }, nil)
        // A file that is not SQLite opens lazily: the first read says so.
        _ = try rows("SELECT count(*) FROM sqlite_master") { _ in () }
    }

    /// The handle `sqlite3_open_v2` gave, or its reason as an error naming the file (the
    /// handle closed).
    static func opened(_ db: OpaquePointer?, status: Int32, name: String) throws -> OpaquePointer {
        guard status == SQLITE_OK, let db else {
            let reason = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            if let db { sqlite3_close_v2(db) }
            throw KeptError.io(name, Message(.importSqliteCannotOpen, ["reason": reason]))
        }
        return db
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs `sql` (with `?` bound to `arguments`) and gives each row to `row`.
    func rows<T>(_ sql: String, _ arguments: [Int64] = [], _ row: (SQLiteRow) throws -> T) throws -> [T] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw failure()
        }
        defer { sqlite3_finalize(statement) }
        for (i, argument) in arguments.enumerated() { sqlite3_bind_int64(statement, Int32(i + 1), argument) }
        var results: [T] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { break }
            guard step == SQLITE_ROW else { throw failure() }
            results.append(try row(SQLiteRow(statement: statement)))
        }
        return results
    }

    private func failure() -> KeptError {
        KeptError.io(name, Message(.importSqliteCannotRead, ["reason": String(cString: sqlite3_errmsg(handle))]))
    }
}

/// One row of a statement, read while it is current.
struct SQLiteRow {
    let statement: OpaquePointer

    func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement, column) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, column))), as: UTF8.self)
    }

    func int(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

    func blob(_ column: Int32) -> Data {
        guard let bytes = sqlite3_column_blob(statement, column) else { return Data() }
        return Data(bytes: bytes, count: Int(sqlite3_column_bytes(statement, column)))
    }
}
