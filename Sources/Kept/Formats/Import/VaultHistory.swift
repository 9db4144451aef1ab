import Foundation
internal import KeptGit
#if canImport(Glibc)
import Glibc
#endif

/// When each note of a vault that is a git repository was first committed, read through
/// `KeptGit` (no `git` process): Obsidian's git plugins keep a vault so, and a note's first
/// commit is a better date than a copied file's modification time.
///
/// The repository is another's and is not trusted: it is read only when the vault's own
/// `.git` is a plain folder (not a link, not a `gitdir:` file pointing elsewhere) holding no
/// link anywhere inside, and naming no other repository's objects (`objects/info/alternates`,
/// `commondir`) and including no other settings file (`[include]`, `[includeIf]` in its
/// `config`): then nothing libgit2 opens lies outside the vault (but the user's own git settings). Anything else, or a
/// history libgit2 cannot read, gives no dates (the notes fall back to their file times).
enum VaultHistory {
    /// The first commit's time of each file, by its path in the vault (NFC).
    static func firstCommits(of folder: String) -> [String: Date] {
        let git = (folder as NSString).appendingPathComponent(".git")
        guard isPlainRepositoryFolder(git) else { return [:] }
        guard let repository = try? Repository.open(at: folder),
              let dates = try? repository.firstCommitDates() else { return [:] }
        var byName: [String: Date] = [:]
        for (path, date) in dates {
            let name = path.nfc
            if let known = byName[name], known <= date { continue }
            byName[name] = date
        }
        return byName
    }

    /// `.git` is a folder, and nothing under it is a link or points at another repository.
    static func isPlainRepositoryFolder(_ git: String) -> Bool {
        var info = stat()
        guard lstat(git, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return false }
        for elsewhere in ["commondir", "objects/info/alternates", "objects/info/http-alternates"] {
            var other = stat()
            if lstat((git as NSString).appendingPathComponent(elsewhere), &other) == 0 { return false }
        }
        if let config = FileManager.default.contents(atPath: (git as NSString).appendingPathComponent("config")),
           String(decoding: config, as: UTF8.self).lowercased().contains("[include") {
            return false
        }
        guard let enumerator = FileManager.default.enumerator(atPath: git) else { return false }
        while let relative = enumerator.nextObject() as? String {
            var item = stat()
            guard lstat((git as NSString).appendingPathComponent(relative), &item) == 0 else { return false }
            let type = item.st_mode & S_IFMT
            if type != S_IFDIR && type != S_IFREG { return false }
        }
        return true
    }
}
