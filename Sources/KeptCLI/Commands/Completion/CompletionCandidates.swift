import ArgumentParser
import Foundation
import Kept

/// What the shell offers on TAB for kept's arguments: kinds, entries, categories, field names
/// and values, remotes. Argument-parser's completion scripts call back into `kept` for these
/// (`CompletionKind.custom`), with the words of the command line.
///
/// Quiet and quick by design: outside a store, or when anything fails, there is simply nothing
/// to offer (an error printed here would land in the middle of the user's command line), and
/// the per-user default store is never created just because someone pressed TAB.
enum CompletionCandidates {
    /// `kept new <TAB>`, `kept list <TAB>`: the kinds' names (the store's own kinds too).
    static let kinds = CompletionKind.custom { words, _, prefix in
        offer(prefix, words: words) { store in store.kinds.map(\.name) }
    }

    /// `kept edit <TAB>` and every other REF: titles and paths of the entries.
    static let entries = CompletionKind.custom { words, _, prefix in
        offer(prefix, words: words) { store in
            let entries = StoreIndex.load(store).entries
            return entries.map(\.title) + entries.map(\.path)
        }
    }

    /// `kept fridge consume <TAB>`, `discard`: the fridge's items.
    static let fridgeItems = CompletionKind.custom { words, _, prefix in
        offer(prefix, words: words) { store in
            let entries = StoreIndex.load(store, kinds: [try store.kind(named: "fridge")]).entries
            return entries.map(\.title) + entries.map(\.path)
        }
    }

    /// `--category <TAB>`, `kept cards list <TAB>`, `kept review <TAB>`: the categories entries have.
    static let categories = CompletionKind.custom { words, _, prefix in
        offer(prefix, words: words) { store in
            StoreIndex.load(store).entries.compactMap { $0.fields["category"]?.text }
        }
    }

    /// `--sort <TAB>`: field names, each also as `-name` (descending); after a comma, the next key.
    static let sortKeys = CompletionKind.custom { words, _, prefix in
        let done = prefix.lastIndex(of: ",").map { String(prefix[...$0]) } ?? ""
        let key = String(prefix.dropFirst(done.count))
        return offer(key, words: words) { store in
            let names = fieldNames(store)
            return names + names.map { "-" + $0 }
        }.map { done + $0 }
    }

    /// `--where <TAB>`: field names; after `name=` (or another operator), that field's values.
    static let conditions = CompletionKind.custom { words, _, prefix in
        let operators = ["!=", "<=", ">=", "=", "<", ">", "~"]
        if let range = operators.lazy.compactMap({ prefix.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let field = String(prefix[..<range.lowerBound])
            let head = String(prefix[..<range.upperBound])
            return offer(String(prefix[range.upperBound...]), words: words) { store in
                StoreIndex.load(store).entries.flatMap { entry -> [String] in
                    guard let value = entry.fields[field] else { return [] }
                    let items = value.items
                    return items.isEmpty ? [value.text] : items
                }
            }.map { head + $0 }
        }
        return offer(prefix, words: words) { store in fieldNames(store).map { $0 + "=" } }
    }

    /// `kept sync <TAB>`: the store's remotes.
    static let remotes = CompletionKind.custom { words, _, prefix in
        offer(prefix, words: words) { store in try store.remotes().map(\.name) }
    }

    // MARK: Finding the store and offering

    /// The candidates `make` finds in the store the command line names, that start with
    /// `prefix`, once each, sorted; none when there is no store or anything fails.
    private static func offer(_ prefix: String, words: [String],
                              _ make: (Store) throws -> [String]) -> [String] {
        guard let store = store(words: words), let all = try? make(store) else { return [] }
        var typed = prefix.nfc
        // bash hands over the word as typed: `Quiet\ ev`, `'Quiet ev`.
        if CompletionShell.requesting == .bash {
            if let first = typed.first, first == "'" || first == "\"" { typed.removeFirst() }
            typed = typed.replacingOccurrences(of: "\\", with: "")
        }
        var seen = Set<String>()
        let matching = all.filter { !$0.isEmpty && $0.hasPrefix(typed) && seen.insert($0).inserted }.sorted()
        // zsh's _describe reads `word:description`: a colon in a candidate must be escaped.
        if CompletionShell.requesting == .zsh { return matching.map { $0.replacingOccurrences(of: ":", with: "\\:") } }
        return matching
    }

    /// The store `--store DIR` on the command line names, else the one kept would use; nil
    /// when that folder is not a store (the default store is not made here).
    private static func store(words: [String]) -> Store? {
        var option: String?
        for (i, word) in words.enumerated() {
            if word == "--store", i + 1 < words.count { option = words[i + 1] }
            if word.hasPrefix("--store=") { option = String(word.dropFirst("--store=".count)) }
        }
        let location = StoreLocation.find(option: option, environment: ProcessInfo.processInfo.environment,
                                          workingDirectory: FileManager.default.currentDirectoryPath, homeDirectory: NSHomeDirectory())
        guard Store.isStore(location.path) else { return nil }
        return try? Store(root: location.path, machine: .current)
    }

    /// The field names the kinds' templates and the entries use, and `title`, `path`, `kind`.
    private static func fieldNames(_ store: Store) -> [String] {
        var names = ["title", "path", "kind"] + store.kinds.flatMap { Array($0.defaults.keys) + Array($0.types.keys) }
        for entry in StoreIndex.load(store).entries { names += entry.fields.keys }
        return names
    }
}
