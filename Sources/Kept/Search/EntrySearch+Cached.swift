/// Whether an entry the index cache holds is a hit, decided on bytes: its cached title and
/// fields and its file's body are tested as they are, and no entry, String or folded copy
/// of the text is made. A search of a common word made the entry of every file holding the
/// word's bytes, decoded and folded all its fields: most of its time. Only what this cannot
/// decide exactly as `hit` would (a title that is missing or not text, a body in NFD)
/// is left to `hit`.
extension EntrySearch {
    enum CachedVerdict: Equatable {
        case miss
        /// A hit, with its place as `hit` gives it.
        case hit(SearchHit.Place)
        /// Make the entry and ask `hit`.
        case undecided
    }

    /// The verdict on the entry of record `record` in `cache`, whose file (unchanged since it
    /// was cached) holds `file`.
    func verdict(_ record: Int, in cache: IndexCache, file: UnsafeBufferPointer<UInt8>) -> CachedVerdict {
        let terms = query.terms
        guard terms.count <= 64 else { return .undecided }
        // `hit` reads the file as a String first; one that is not UTF-8 is parsed instead.
        guard (try? UTF8Span(validating: file.span)) != nil else { return .undecided }
        let all: UInt64 = terms.count == 64 ? ~0 : (1 << UInt64(terms.count)) - 1

        // The title: `hit` matches it first, with initials.
        var title: UInt64?
        let readable = cache.forEachField(of: record) { name, value in
            guard Self.isTitle(name) else { return true }
            if case let .scalar(text) = value, !text.isEmpty { title = found(in: text, initials: true, among: all) }
            return false
        }
        // No title (the file's name stands in, maybe NFD) or one that is a list: `hit` decides.
        guard readable, let title else { return .undecided }
        if title == all { return .hit(.title) }

        // The other fields, for the terms not in the title.
        var inFields = title
        _ = cache.forEachField(of: record) { name, value in
            if Self.isTitle(name) { return true }
            switch value {
            case .null: break
            case let .scalar(text):
                if !text.isEmpty { inFields |= found(in: text, initials: true, among: all & ~inFields) }
            case let .other(value):
                // A list (tags) or map: matched in its text, as `hit` does.
                if !value.isEmpty {
                    var text = value.text
                    inFields |= text.withUTF8 { found(in: UnsafeRawBufferPointer($0), initials: true, among: all & ~inFields) }
                }
            }
            return inFields != all
        }
        if inFields == all { return .hit(.field) }

        // The body, for the rest.
        let body = UnsafeBufferPointer(rebasing: file[(EntryDocument.bodyStart(file) ?? 0)...])
        if String.needsComposition(body) { return .undecided }
        let raw = UnsafeRawBufferPointer(body)
        for i in terms.indices where inFields & (1 << UInt64(i)) == 0 {
            if let stem = stemLiterals[i], !stem.isIn(body) { return .miss }
            let isIn = literals[i].map { $0.isIn(body) } ?? terms[i].occurs(inNFC: raw, initials: bodyInitials[i])
            if !isIn { return .miss }
        }
        return .hit(.body)
    }
}

private extension EntrySearch {
    /// The terms among `wanted` (bits by term) that match in `text`.
    func found(in text: UnsafeRawBufferPointer, initials: Bool, among wanted: UInt64) -> UInt64 {
        var found: UInt64 = 0
        for (i, term) in query.terms.enumerated() where wanted & (1 << UInt64(i)) != 0 {
            if term.occurs(inNFC: text, initials: initials) { found |= 1 << UInt64(i) }
        }
        return found
    }

    static func isTitle(_ name: UnsafeRawBufferPointer) -> Bool {
        name.count == 5 && name.elementsEqual("title".utf8)
    }
}
