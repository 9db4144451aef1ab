import Foundation

/// The JSON file of another program's export (Day One's `Journal.json`, jrnl's
/// `--export json`), read so that a damaged one is named by its line: "Journal.json:4: not
/// valid JSON (column 84)" says where to look, where "not an export" would send the user to
/// make a new one of a file that is one comma off.
enum ExportJSON {
    /// The top-level object of the JSON in `data`, read from `path`; `notExport` when it is
    /// valid JSON without an object at the top.
    static func object(_ data: Data, path: String, notExport: Message) throws -> [String: Any] {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data)
        } catch {
            // Foundation says where it stopped only in words: "Invalid value around character 123."
            let said = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
            guard let offset = said.firstMatch(of: /character (\d+)/).flatMap({ Int($0.output.1) }), offset <= data.count else {
                throw KeptError.io(path, Message(.importBadJSON))
            }
            let before = data.prefix(offset)
            let line = before.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
            let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
            throw KeptError.io("\(path):\(line)", Message(.importBadJSONAt, ["column": String(column)]))
        }
        guard let object = parsed as? [String: Any] else { throw KeptError.io(path, notExport) }
        return object
    }
}
