import Foundation
import Testing

/// `kept log PATH` beside `git log --follow -- PATH` in one store: which commits git lists that
/// kept does not, and which kept lists that git does not.
///
/// git's `--follow` also takes a new file for a copy of any similar file already there (its
/// rename search looks for copies, from every file), and from then on follows that other file:
/// what it lists after such a copy (`C` in `--name-status`) is another entry's history, which
/// kept leaves out. Every commit kept lists beyond git's must have changed the entry, as git's
/// own diff of that commit against its parents (`git diff-tree -m -M`) shows it.
struct GitFollowComparison: CustomStringConvertible {
    let path: String
    /// Commits `git log --follow` lists, newest first (full ids).
    let git: [String]
    /// Of those, the ones listed after git followed a copy into another file.
    let afterCopyGuess: Set<String>
    /// Commits `kept log` lists (full ids), with the path kept says the entry had in each.
    let kept: [(id: String, path: String)]
    /// Commits kept lists beyond git's whose diff git does not see touching that path.
    let unexplained: [String]

    var keptIDs: Set<String> { Set(kept.map(\.id)) }
    /// What git lists for the entry itself that kept does not.
    var missing: [String] { git.filter { !afterCopyGuess.contains($0) && !keptIDs.contains($0) } }
    var extra: [String] { kept.map(\.id).filter { !git.contains($0) } }
    /// kept lists every commit git lists for the entry, and nothing that did not change it.
    var agrees: Bool { missing.isEmpty && unexplained.isEmpty }
    var identical: Bool { Set(git) == keptIDs }

    var description: String {
        "\(path): git \(git.map { String($0.prefix(7)) }) (after a copy guess: \(afterCopyGuess.map { String($0.prefix(7)) }.sorted())), "
            + "kept \(kept.map { String($0.id.prefix(7)) }); missing \(missing.map { String($0.prefix(7)) }), "
            + "unexplained \(unexplained.map { String($0.prefix(7)) })"
    }

    static let gitAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")

    /// Compares the two for `path` in the store at `store` (kept run with `env` added).
    static func compare(_ path: String, store: String, sandbox: Sandbox, env: [String: String?]) throws -> GitFollowComparison {
        let all = try git(["rev-list", "--all"], store: store, sandbox: sandbox).split(separator: "\n").map(String.init)
        // git's list, and where it switched to another file through a copy.
        var listed: [String] = []
        var afterCopy: Set<String> = []
        var copied = false
        let log = try git(["log", "--follow", "--format=commit %H", "--name-status", "--", path], store: store, sandbox: sandbox)
        for line in log.split(separator: "\n") {
            if line.hasPrefix("commit ") {
                let id = String(line.dropFirst("commit ".count))
                listed.append(id)
                if copied { afterCopy.insert(id) }
            } else if line.hasPrefix("C") {
                copied = true
            }
        }

        let result = try sandbox.run(["log", path], env: env)
        var kept: [(id: String, path: String)] = []
        if result.status == 0 {
            for line in result.lines {
                let short = String(line.prefix { $0 != " " })
                let matches = all.filter { $0.hasPrefix(short) }
                guard matches.count == 1 else { throw SupportError("`kept log \(path)` printed \(line), which names no one commit") }
                var atPath = path
                if line.hasSuffix(")"), let open = line.range(of: "  (", options: .backwards) {
                    atPath = String(line[open.upperBound..<line.index(before: line.endIndex)])
                }
                kept.append((matches[0], atPath))
            }
        } else if !result.stderr.contains("no history") {
            throw SupportError("`kept log \(path)` failed: \(result)")
        }

        var unexplained: [String] = []
        for (id, atPath) in kept where !listed.contains(id) {
            let diff = try git(["diff-tree", "--no-commit-id", "-r", "-m", "-M", "--root", "--name-status", id], store: store, sandbox: sandbox)
            let touched = diff.split(separator: "\n").contains { $0.split(separator: "\t").dropFirst().contains { $0 == atPath } }
            if !touched { unexplained.append(id) }
        }
        return GitFollowComparison(path: path, git: listed, afterCopyGuess: afterCopy, kept: kept, unexplained: unexplained)
    }

    static func git(_ args: [String], store: String, sandbox: Sandbox) throws -> String {
        let result = try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/git"), ["-C", store, "-c", "core.quotePath=false"] + args,
                                         env: sandbox.env)
        guard result.status == 0 else { throw SupportError("git \(args.joined(separator: " ")) failed: \(result)") }
        return result.stdout
    }

    /// Every entry path (diary, cards, fridge) the store's history ever held, live or not.
    static func entryPaths(store: String, sandbox: Sandbox) throws -> [String] {
        let names = try git(["log", "--all", "--format=", "--name-only", "--no-renames"], store: store, sandbox: sandbox)
        return Set(names.split(separator: "\n").map(String.init).filter {
            $0.hasSuffix(".md") && ["diary/", "cards/", "fridge/"].contains(where: $0.hasPrefix)
        }).sorted()
    }
}
