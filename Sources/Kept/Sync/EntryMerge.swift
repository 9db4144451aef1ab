import Foundation
internal import KeptGit

/// A three-way merge of one entry that both machines changed.
///
/// The front matter is joined field by field: a field only one side changed takes that side's
/// lines; a list both sides changed (tags) takes both sides' additions and removals; a field
/// both changed differently collides. The body is joined line by line (git's file merge).
/// The result starts from our file and is edited line by line, so it keeps our layout.
struct EntryMerge {
    /// Our text with every change of theirs that could be joined.
    let text: String
    /// True when something collided: the result then holds our side of it, and theirs must be
    /// kept as a conflict copy.
    let collided: Bool

    /// `base` nil: both sides created the file (an empty base). `rules` say how the kind
    /// joins a field both sides changed (a fridge's `quantity` is summed), from its template.
    static func merge(base: String?, ours: String, theirs: String, rules: [String: FieldMergeRule] = [:]) throws -> EntryMerge {
        if ours == theirs || base == theirs { return EntryMerge(text: ours, collided: false) }
        if base == ours { return EntryMerge(text: theirs, collided: false) }
        let b = EntryDocument(text: base ?? ""), o = EntryDocument(text: ours), t = EntryDocument(text: theirs)
        let baseHasFields = base == nil || b.delimiters != nil || b.text.isEmpty
        guard o.canMergeFields, t.canMergeFields, b.problem == nil, baseHasFields, b.isLineEditable || b.delimiters == nil else {
            return try wholeText(base: base, ours: ours, theirs: theirs)
        }

        var result = o
        var collided = false
        var keys = Array(o.fields.keys)
        for key in t.fields.keys where !keys.contains(key) { keys.append(key) }
        for key in keys {
            let was = b.rawField(key), mine = o.rawField(key), other = t.rawField(key)
            if mine == other || other == was { continue }
            if mine == was {
                result = try result.takingField(key, from: t)
            } else if let joined = joinedList(b.fields[key], o.fields[key], t.fields[key]) {
                result = try result.setting(key, yaml: YAMLScalar.renderList(joined))
            } else if rules[key] == .sum, let total = summed(b.fields[key], o.fields[key], t.fields[key]) {
                result = try result.setting(key, yaml: YAMLScalar.render(total))
            } else {
                collided = true
            }
        }

        let body = try TextMerge.merge(base: Data(b.body.utf8), ours: Data(o.body.utf8), theirs: Data(t.body.utf8))
        if body.isClean {
            let text = String(decoding: body.data, as: UTF8.self)
            if text != result.body { result = result.withBody(text) }
        } else {
            collided = true
        }
        return EntryMerge(text: result.text, collided: collided)
    }

    /// For files whose front matter cannot be edited line by line: git's line merge of the
    /// whole text, our lines where they collide.
    private static func wholeText(base: String?, ours: String, theirs: String) throws -> EntryMerge {
        let b = base.map { Data($0.utf8) }, o = Data(ours.utf8), t = Data(theirs.utf8)
        let plain = try TextMerge.merge(base: b, ours: o, theirs: t)
        if plain.isClean { return EntryMerge(text: String(decoding: plain.data, as: UTF8.self), collided: false) }
        let favoured = try TextMerge.merge(base: b, ours: o, theirs: t, favor: .ours)
        return EntryMerge(text: String(decoding: favoured.data, as: UTF8.self), collided: true)
    }

    /// Both sides changed a number kept as a running amount: both changes count
    /// (7.5 → 5.5 here and 7.5 → 6.5 there is 4.5). Never below zero when no side was;
    /// nil when a value is not a number.
    private static func summed(_ base: FieldValue?, _ ours: FieldValue?, _ theirs: FieldValue?) -> String? {
        func number(_ value: FieldValue?) -> Double? {
            guard let value, case .scalar = value else { return nil }
            return Double(value.text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
        }
        guard let was = number(base), let mine = number(ours), let other = number(theirs) else { return nil }
        var total = ((mine + other - was) * 1_000_000).rounded() / 1_000_000
        if total < 0 && min(was, mine, other) >= 0 { total = 0 }
        return Quantity.text(total)
    }

    /// Both sides changed a list of plain values (tags): our list with the values they added
    /// and without those they removed; nil when a value is not a list of plain values.
    private static func joinedList(_ base: FieldValue?, _ ours: FieldValue?, _ theirs: FieldValue?) -> [String]? {
        func plainItems(_ value: FieldValue?) -> [String]? {
            guard let value else { return [] }
            guard case let .list(items) = value else { return nil }
            var texts: [String] = []
            for item in items {
                guard case let .scalar(text, _) = item else { return nil }
                texts.append(text)
            }
            return texts
        }
        guard ours != nil, theirs != nil,
              let was = plainItems(base), let mine = plainItems(ours), let other = plainItems(theirs) else { return nil }
        let removed = Set(was).subtracting(other)
        var joined = mine.filter { !removed.contains($0) }
        for item in other where !was.contains(item) && !joined.contains(item) { joined.append(item) }
        return joined
    }
}

private extension EntryDocument {
    /// Whether the front matter can be joined field by field.
    var canMergeFields: Bool { problem == nil && delimiters != nil && isLineEditable }

    /// The lines of one field as written, line endings aside; nil when the field is absent.
    func rawField(_ key: String) -> String? {
        guard let span = spans[key] else { return nil }
        return lines[span].map { $0.replacingOccurrences(of: "\r\n", with: "\n") }.joined()
    }

    /// This document with `key` as `other` writes it (its lines, in this file's line ending),
    /// removed when `other` lacks it; a new field goes after the field before it in `other`.
    func takingField(_ key: String, from other: EntryDocument) throws -> EntryDocument {
        guard let source = other.spans[key] else { return try removing(key) }
        let newLines = other.lines[source].map { line -> String in
            var bare = line
            while let last = bare.last, last.isNewline { bare.removeLast() }
            return bare + lineEnding
        }
        guard let close = delimiters?.close else { return self }
        var edited = lines
        if let span = spans[key] {
            edited.replaceSubrange(span, with: newLines)
        } else {
            let order = Array(other.fields.keys)
            let earlier = order[..<(order.firstIndex(of: key) ?? 0)].reversed()
            let insertAt = earlier.lazy.compactMap { self.spans[$0]?.upperBound }.first
                ?? spans.values.map(\.upperBound).max() ?? close
            edited.insert(contentsOf: newLines, at: insertAt)
        }
        return EntryDocument(text: edited.joined())
    }
}
