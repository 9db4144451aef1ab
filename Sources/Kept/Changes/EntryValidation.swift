import Foundation

/// What must hold before `kept` writes or commits an entry, and what `kept check` reports.
enum EntryValidation {
    static func problems(in document: EntryDocument, kind: Kind, path: String) -> [KeptError] {
        if let problem = document.problem {
            return [.invalidEntry(EntryProblem(path: path, problem: problem, text: document.text))]
        }
        var found: [KeptError] = []
        for (key, type) in kind.types.sorted(by: { $0.key < $1.key }) {
            guard let value = document.fields[key], !value.isEmpty else { continue }
            let line = document.line(of: key)
            switch type {
            case .date, .datetime:
                if FieldDate(value.text) == nil {
                    found.append(.invalidField(path: path, line: line,
                        "`\(key): \(value.text)` is not a date: write it as \(type == .date ? "2026-11-22" : "2026-11-22T09:14:00+09:00")"))
                }
            case .number:
                if Double(value.text) == nil {
                    found.append(.invalidField(path: path, line: line, "`\(key): \(value.text)` is not a number: write it as 2 or 0.5"))
                }
            case .location:
                do {
                    guard let place = Location(value) else {
                        throw LocationError(message: "it is not a place: write it as {name: 종로구, lat: 37.5735, lon: 126.9788} (lat and lon in degrees)")
                    }
                    _ = try place.checked()
                } catch let error as LocationError {
                    found.append(.invalidField(path: path, line: line, "`\(key)`: \(error.message)"))
                } catch {
                    found.append(.invalidField(path: path, line: line, "`\(key)`: \(error)"))
                }
            case .text:
                break
            }
        }
        for (i, line) in EntryDocument.splitLines(document.text).enumerated()
        where line.hasPrefix("<<<<<<< ") || line.hasPrefix(">>>>>>> ") {
            found.append(.invalidField(path: path, line: i + 1, "a merge conflict marker is left in the file; keep one side and delete the markers"))
            break
        }
        return found
    }

    static func validate(_ document: EntryDocument, kind: Kind, path: String) throws {
        let found = problems(in: document, kind: kind, path: path)
        guard let first = found.first else { return }
        if found.count == 1 { throw first }
        throw KeptError.io(path, found.map(\.description).joined(separator: "\n"))
    }
}
