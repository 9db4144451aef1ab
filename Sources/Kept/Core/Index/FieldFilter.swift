import Foundation

/// One `--where` condition: `status=stocked`, `quantity>=2`, `expires<=+3d`, `title~김`.
///
/// Compared as dates when both sides are dates (the right side may be a typed date such as
/// `+3d`), as numbers when both are numbers, else as text, case-insensitively. A list field
/// (`tags`) matches when any of its items does. An entry without the field never matches,
/// except for `!=`.
package struct FieldFilter: Sendable, Equatable {
    package enum Operator: String, Sendable, CaseIterable {
        case notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">=", equal = "=", less = "<", greater = ">", contains = "~"
    }

    package let field: String
    package let op: Operator
    package let value: String
    /// The value as a date, read once for a whole list by `resolvingDate` (a typed `모레`
    /// costs a parse, which must not be paid again at every entry); nil when not resolved.
    private var resolvedDate: FieldDate?? = nil

    package init(field: String, op: Operator, value: String) {
        self.field = field
        self.op = op
        self.value = value
    }

    package static func parse(_ text: String) throws -> FieldFilter {
        // The first operator character splits key from value; two-character operators first.
        guard let position = text.firstIndex(where: { "!=<>~".contains($0) }) else { throw FilterError(text: text) }
        let field = text[..<position].trimmingCharacters(in: .whitespaces)
        let rest = text[position...]
        guard let op = Operator.allCases.first(where: { rest.hasPrefix($0.rawValue) }),
              EntryDocument.isValidKey(field) else { throw FilterError(text: text) }
        let value = String(rest.dropFirst(op.rawValue.count))
        if op == .equal, value.first == "=" {
            let condition = "\(field)=\(value.dropFirst())"
            throw FilterError(text: text, reason: Message(.filterDoubleEquals, ["condition": condition]))
        }
        if let second = value.first, "=<>!".contains(second) {
            throw FilterError(text: text, reason: Message(.filterNotOperator, ["op": "\(op.rawValue)\(second)"]))
        }
        if value.trimmingCharacters(in: .whitespaces).isEmpty && op != .equal && op != .notEqual {
            throw FilterError(text: text, reason: Message(.filterNoValue, ["op": op.rawValue]))
        }
        return FieldFilter(field: field, op: op, value: value)
    }

    /// Refuses a comparison that could never hold because its value is not of the field's
    /// type in any kind (`expires<=notadate`): without this it would quietly compare as text.
    package func check(against kinds: [Kind], now: Date = Date()) throws {
        guard [.less, .lessOrEqual, .greater, .greaterOrEqual].contains(op) else { return }
        let types = Set(kinds.compactMap { kind in kind.types[field] ?? (kind.dateField == field ? .date : nil) })
        if types.contains(.date) || types.contains(.datetime) {
            guard FieldDate(value) != nil || typedDay(now: now) != nil else {
                throw FilterError(text: "\(field)\(op.rawValue)\(value)", reason: Message(.filterNotDate, ["value": value, "field": field]))
            }
        } else if types.contains(.number), Double(value) == nil {
            throw FilterError(text: "\(field)\(op.rawValue)\(value)", reason: Message(.filterNotNumber, ["value": value, "field": field]))
        }
    }

    /// This condition with its value read as a date once, for matching many entries.
    func resolvingDate(now: Date) -> FieldFilter {
        var copy = self
        copy.resolvedDate = .some(FieldDate(value) ?? typedDay(now: now))
        return copy
    }

    package func matches(_ entry: Entry, now: Date = Date()) -> Bool {
        let values: [String]
        switch field {
        case "title", "path", "kind": values = entry.value(of: field).map { [$0] } ?? []
        case "tags": values = entry.tags
        default: values = entry.fields[field]?.items ?? []
        }
        if values.isEmpty { return op == .notEqual }
        if op == .notEqual { return !values.contains { test($0, .equal, now: now) } }
        return values.contains { test($0, op, now: now) }
    }

    private func test(_ actual: String, _ op: Operator, now: Date) -> Bool {
        if op == .contains {
            // As `kept search` matches: any case, NFC or NFD, `ㄱㅊ` for 김치.
            return SearchTerm(value.nfc, isPhrase: true).firstMatch(in: FoldedText(actual), initials: true) != nil
        }
        let order: ComparisonResult
        if let left = FieldDate(actual), let right = resolvedDate ?? (FieldDate(value) ?? typedDay(now: now)) {
            // A day on either side compares days; two times compare instants.
            order = left.secondsOfDay == nil || right.secondsOfDay == nil
                ? left.day.compared(to: right.day) : left.instant().compared(to: right.instant())
        } else if let x = Double(actual), let y = Double(value) {
            order = x.compared(to: y)
        } else {
            order = actual.compare(value, options: [.caseInsensitive])
        }
        switch op {
        case .equal: return order == .orderedSame
        case .notEqual: return order != .orderedSame
        case .less: return order == .orderedAscending
        case .lessOrEqual: return order != .orderedDescending
        case .greater: return order == .orderedDescending
        case .greaterOrEqual: return order != .orderedAscending
        case .contains: return false
        }
    }
}

package struct FilterError: UserMessageError, Equatable, Sendable, CustomStringConvertible {
    package let text: String
    /// What is wrong, when more is known than "not a condition".
    package var reason: Message? = nil

    package var message: Message {
        guard let reason else { return Message(.errorFilter, ["text": text]) }
        return Message(.errorFilterBecause, ["text": text]).localizing("reason", reason)
    }
    package var description: String { message.english }
}

private extension FieldFilter {
    /// The value as a typed date (`today`, `+3d`), when it is one.
    func typedDay(now: Date) -> FieldDate? {
        (try? PersonDate.parse(value, now: now)).flatMap { FieldDate($0.day.iso) }
    }
}
