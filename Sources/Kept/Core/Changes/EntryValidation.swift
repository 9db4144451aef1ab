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
            func problem(_ message: Message) -> KeptError { placed(message, key: key, in: document, path: path) }
            switch type {
            case .date, .datetime:
                if FieldDate(value.text) == nil {
                    found.append(problem(Message(.problemNotDate, ["key": key, "value": value.text,
                                                                     "example": type == .date ? "2026-11-22" : "2026-11-22T09:14:00+09:00"])))
                }
            case .number:
                // `nan` and `inf` read as numbers to Double, not to a person.
                if let number = Double(value.text), number.isFinite {
                    if number < 0 && key == "quantity" {
                        found.append(problem(Message(.problemBelowZero, ["key": key, "value": value.text])))
                    }
                } else {
                    found.append(problem(Message(.problemNotNumber, ["key": key, "value": value.text])))
                }
            case .location:
                do {
                    guard let place = Location(value) else {
                        throw LocationError(Message(.errorLocationNotPlace))
                    }
                    _ = try place.checked()
                } catch let error as LocationError {
                    found.append(problem(Message(.errorFieldProblem, ["field": key]).localizing("problem", error.message)))
                } catch {
                    found.append(problem(Message(.errorFieldProblem, ["field": key]).localizing("problem", Message.of(error))))
                }
            case .text:
                break
            }
        }
        for (i, line) in EntryDocument.splitLines(document.text).enumerated()
        where line.hasPrefix("<<<<<<< ") || line.hasPrefix(">>>>>>> ") {
            found.append(.invalidEntry(EntryProblem(path: path, problem: FrontMatterProblem(line: i + 1, column: 1,
                message: Message(.problemConflictMarker)), text: document.text)))
            break
        }
        // In the order of the file (line, then column), as a person reads it and an editor's
        // quickfix list jumps through it; not in the order of the field names.
        return found.enumerated().sorted { a, b in
            let x = place(of: a.element), y = place(of: b.element)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    /// Where a problem is in its file, for sorting: unplaced ones last.
    private static func place(of problem: KeptError) -> Pair {
        switch problem {
        case let .invalidEntry(entry): return Pair(line: entry.problem.line, column: entry.problem.column)
        case let .invalidField(_, line, _): return Pair(line: line ?? .max, column: 0)
        default: return Pair(line: .max, column: .max)
        }
    }

    private struct Pair: Comparable {
        let line: Int
        let column: Int
        static func < (a: Pair, b: Pair) -> Bool { (a.line, a.column) < (b.line, b.column) }
    }

    static func validate(_ document: EntryDocument, kind: Kind, path: String) throws {
        let found = problems(in: document, kind: kind, path: path)
        guard let first = found.first else { return }
        if found.count == 1 { throw first }
        throw KeptError.io(path, .verbatim(found.map(\.description).joined(separator: "\n")))
    }

    /// A problem with a field's value, placed at the value: `path:line:col: message`.
    private static func placed(_ message: Message, key: String, in document: EntryDocument, path: String) -> KeptError {
        guard let line = document.line(of: key) else { return .invalidField(path: path, line: nil, message) }
        let text = document.lines[line - 1]
        var column = 1
        if let colon = text.firstIndex(of: ":") {
            let afterColon = text[text.index(after: colon)...]
            let value = afterColon.firstIndex { $0 != " " && $0 != "\t" } ?? afterColon.endIndex
            column = text.unicodeScalars.distance(from: text.startIndex, to: value) + 1
        }
        return .invalidEntry(EntryProblem(path: path, problem: FrontMatterProblem(line: line, column: column, message: message),
                                          text: document.text))
    }
}
