import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Drafts: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            abstract: say("help.drafts.abstract"),
            discussion: say("help.drafts.discussion")) }

        @OptionGroup var global: GlobalOptions

        @Option(name: .customLong("rm"), help: ArgumentHelp(say("option.drafts.drafts.remove"), valueName: "path"))
        var remove: [String] = []

        @Flag(help: ArgumentHelp(say("option.drafts.drafts.all")))
        var all = false

        func validate() throws {
            if all && !remove.isEmpty { throw ValidationError(say("cli.drafts.giveEitherRmPath")) }
        }

        func run() throws {
            let store = try global.openStore()
            if all || !remove.isEmpty {
                let cwd = FileManager.default.currentDirectoryPath
                let doomed = all ? store.drafts()
                    : try remove.map { try store.draft(named: $0, workingDirectory: cwd, insideFolder: true) }
                for draft in doomed {
                    try store.removeDraft(draft)
                    Terminal.notice(say("cli.drafts.removed", ["path": "\(draft.path)"]))
                }
                if doomed.isEmpty { Terminal.notice(say("cli.drafts.thereAreNoDrafts")) }
                return
            }
            let drafts = store.drafts()
            guard !drafts.isEmpty else {
                Terminal.error(say("cli.drafts.thereAreNoDrafts"))
                throw ExitCode(1)
            }
            Terminal.out(DraftsView.table(drafts, style: global.style, now: Date()))
        }
    }
}

/// The drafts as lines: kind, title, age, the command that resumes each.
enum DraftsView {
    static func table(_ drafts: [Draft], style: Style, now: Date) -> String {
        let rows = drafts.map { draft in
            [draft.kind ?? "?", draft.title ?? say("drafts.noTitle"), age(of: draft, now: now), draft.resumeCommand]
        }
        let widths = (0..<3).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        return rows.map { row in
            DisplayWidth.fit(row[0], widths[0]) + "  " + DisplayWidth.fit(row[1], widths[1]) + "  "
                + style.dim(DisplayWidth.fit(row[2], widths[2])) + "  " + row[3]
        }.joined(separator: "\n")
    }

    /// `just now`, `5 minutes ago`, `3 hours ago`, `2 days ago`.
    static func age(of draft: Draft, now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(draft.created)))
        func ago(_ n: Int, _ unit: String) -> String { say("ago.\(unit)", count: n) }
        switch seconds {
        case ..<60: return say("ago.justNow")
        case ..<3600: return ago(seconds / 60, "minute")
        case ..<86_400: return ago(seconds / 3600, "hour")
        default: return ago(seconds / 86_400, "day")
        }
    }

}
