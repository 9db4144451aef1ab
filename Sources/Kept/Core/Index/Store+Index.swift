import Foundation
import Glibc

#if canImport(Glibc)
#endif
extension Store {
    /// Finds the one entry a reference names: a store path (with or without `.md`), else a
    /// title or file name: exact first, then a unique case-insensitive prefix, then a unique
    /// substring. Paths that would lead outside the store are refused. A conflict copy is
    /// found by its path only: its title is its original's, which the title names. With
    /// `wanted`, a path to an entry of another kind names nothing (`kept fridge consume
    /// diary/…` must not write into the diary), as a title of one does.
    package func resolve(_ reference: String, kinds wanted: [String]? = nil, index: StoreIndex? = nil) throws -> String {
        let ref = reference.precomposedStringWithCanonicalMapping
        let isWanted = { (path: String) in wanted.map { names in self.kind(ofPath: path).map { names.contains($0.name) } ?? false } ?? true }
        if ref.contains("/") || ref.hasSuffix(".md") {
            // Byte for byte first, before NFC: of two files whose names differ only in
            // normalisation (`김치.md` NFC and NFD, as a Mac and Linux write them), each is named
            // by its own path. Titles still match normalised, below.
            if let exact = exactPath(reference), isWanted(exact) { return exact }
            let full = Store.absolute(ref.hasPrefix("/") || ref.hasPrefix("~") ? ref
                : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(ref))
            for candidate in [absolutePath(ref), full] {
                let standard = Store.absolute(candidate)
                guard standard.hasPrefix(root + "/") else { continue }
                let relative = String(standard.dropFirst(root.count + 1))
                for path in [relative, relative + ".md"] where path.hasSuffix(".md") && kind(ofPath: path) != nil
                    && isWanted(path) && FileManager.default.fileExists(atPath: absolutePath(path)) {
                    return path
                }
            }
            if ref.split(separator: "/").contains("..") || ref.hasPrefix("/") {
                if !Store.absolute(absolutePath(ref)).hasPrefix(root + "/") { throw KeptError.escapesStore(reference) }
            }
        }
        let kindsToSearch = wanted.map { names in kinds.filter { names.contains($0.name) } }
        let entries = (index ?? StoreIndex.load(self, kinds: kindsToSearch)).entries
            .filter { wanted == nil || wanted!.contains($0.kind) }
        let lower = ref.lowercased()
        let stages: [(Entry) -> Bool] = [
            // A path to a file whose name is NFD on disk (listed by its NFC name).
            { $0.path == ref || $0.path == ref + ".md" },
            { !$0.isConflictCopy && ($0.title == ref || $0.fileStem == ref) },
            { !$0.isConflictCopy && ($0.title.lowercased() == lower || $0.fileStem.lowercased() == lower) },
            { !$0.isConflictCopy && ($0.title.lowercased().hasPrefix(lower) || $0.fileStem.lowercased().hasPrefix(lower)) },
            { !$0.isConflictCopy && ($0.title.lowercased().contains(lower) || $0.fileStem.lowercased().contains(lower)) },
        ]
        for stage in stages {
            let found = entries.filter(stage)
            if found.count == 1 { return found[0].path }
            if found.count > 1 { throw KeptError.ambiguous(reference, candidates: found.map(\.path).sorted()) }
        }
        throw KeptError.noMatch(reference)
    }

    /// The entry file `typed` names with exactly these bytes (store-relative, or relative to the
    /// working folder, or absolute inside the store), with or without `.md`; nil when none
    /// does. No `..`, `.` or empty part: such a path is left to the checks above.
    private func exactPath(_ typed: String) -> String? {
        let rootBytes = Array((root + "/").utf8)
        var candidates: [[UInt8]] = [Array(typed.utf8)]
        let outside = typed.hasPrefix("/") ? typed : FileManager.default.currentDirectoryPath + "/" + typed
        if outside.utf8.starts(with: rootBytes) { candidates.append(Array(outside.utf8.dropFirst(rootBytes.count))) }
        for bytes in candidates {
            let relative = String(decoding: bytes, as: UTF8.self)
            guard !relative.hasPrefix("/"), Array(relative.utf8) == bytes,
                  !relative.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
            else { continue }
            for path in [relative, relative + ".md"] where path.hasSuffix(".md") && kind(ofPath: path) != nil {
                var info = stat()
                // lstat: a link is left to the checks above, as before.
                if lstat(absolutePath(path), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { return path }
            }
        }
        return nil
    }
}

extension Store {
    /// Reads every entry file and writes the index cache for all of them, so that the next
    /// run reads none: for a store whose files were all written just now (a clone's checkout)
    /// or adopted (`kept init`). Returns how many entries there are.
    ///
    /// The cache takes no file changed within `FileStamp.clockMargin` before a run began (an
    /// edit in the same clock tick could keep the whole stamp), and a clone's files were all
    /// changed in the last few milliseconds: so this waits out that margin first, once. Every
    /// file written before this call is then settled and cached with the stamp it has; one
    /// written meanwhile (an editor already at work in the new folder) is left to the usual
    /// rule and read again next time, and any later edit changes the stamp as always.
    @discardableResult
    package func writeIndexCache() -> Int {
        let settled = Date().addingTimeInterval(FileStamp.clockMargin + 0.002)
        let wait = settled.timeIntervalSinceNow
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        return StoreIndex.load(self).entries.count
    }
}

extension Store {
    /// Refuses a field name that no template of `kinds` names and no entry of theirs holds
    /// (`UnknownFieldError`, with the nearest known name). `entries`, when the caller has read
    /// them already, spare a second read; entries are read only for a name no template names.
    /// A dotted name (`location.name`) is checked by its field.
    package func refuseUnknownFields(_ names: [String], kinds: [Kind], allowsNew: Bool = false,
                                    entries: [Entry]? = nil) throws {
        let known = KnownFields(kinds: kinds)
        var held: Set<String>?
        for name in names {
            let field = String(name.prefix { $0 != "." })
            let refusal = known.refusal(field, held: {
                if let held { return held }
                let read = heldFields(of: kinds, in: entries)
                held = read
                return read
            }, allowsNew: allowsNew)
            if let refusal { throw refusal }
        }
    }

    /// Every field an entry of `kinds` holds.
    private func heldFields(of kinds: [Kind], in entries: [Entry]?) -> Set<String> {
        let names = Set(kinds.map(\.name))
        var fields: Set<String> = []
        for entry in entries ?? StoreIndex.load(self, kinds: kinds).entries where names.contains(entry.kind) {
            fields.formUnion(entry.fields.keys)
        }
        return fields
    }
}
