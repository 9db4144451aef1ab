import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Log: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "log",
            abstract: say(.helpLogAbstract)) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say(.optionLogRef)), completion: CompletionCandidates.entries)
        var ref: String?

        @Option(name: [.customShort("n"), .long], help: ArgumentHelp(say(.optionLogLimit)))
        var limit: Int?

        @Option(help: ArgumentHelp(say(.optionLogVia), valueName: "name"))
        var via: String?

        @Flag(help: ArgumentHelp(say(.optionLogDeleted)))
        var deleted = false

        func validate() throws {
            if deleted && ref != nil { throw ValidationError(say(.cliLogDeletedTakesNoRef)) }
        }

        func run() throws {
            let store = try global.openStore()
            global.pageOutput(store)
            if deleted { return try listDeleted(store) }
            var path: String?
            if let ref {
                do {
                    path = try store.resolveOrPick(ref)
                } catch KeptError.noMatch(_) where ref.contains("/") {
                    path = ref.hasSuffix(".md") ? ref : ref + ".md"  // a removed entry lives on in history
                }
            }
            var commits = try store.history(of: path, limit: via == nil ? limit : nil)
            // A commit made through the assistant ends its first line with ` (via assistant)`.
            if let via {
                commits = commits.filter { CommitAttribution.read($0.summary).via == via }
                if let limit { commits = Array(commits.prefix(limit)) }
            }
            if commits.isEmpty {
                if let via { throw NothingFoundError.noCommitsVia(via) }
                throw NothingFoundError.noCommits(path: path)
            }
            let style = global.style
            Terminal.out(commits.map { commit in
                var line = "\(style.yellow(commit.id.short))  \(Self.format(commit))  \(commit.summary)"
                if let path, let old = commit.path, old != path { line += style.dim("  (\(old))") }
                return line
            }.joined(separator: "\n"))
        }

        private func listDeleted(_ store: Store) throws {
            var entries = try store.deletedEntries()
            if let limit { entries = Array(entries.prefix(limit)) }
            guard !entries.isEmpty else {
                throw NothingFoundError.noDeletedEntries
            }
            let style = global.style
            let layout = ColumnLayout(entries.map { [$0.path, $0.title] }, [.init(), .upTo(30)])
            Terminal.out(entries.map { entry in
                layout.line([entry.path, entry.title, Self.format(entry.deletion), style.dim("kept restore \(ShellWord.quoted(entry.path))")])
            }.joined(separator: "\n"))
        }

        /// The commit's time in its author's own zone: `2026-11-22 09:14`.
        static func format(_ commit: CommitRecord) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(secondsFromGMT: commit.utcOffsetMinutes * 60)
            formatter.dateFormat = "yyyy-MM-dd HH:mm"
            return formatter.string(from: commit.date)
        }
    }
}
