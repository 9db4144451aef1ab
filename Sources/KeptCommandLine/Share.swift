import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Share: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print entries as plain text for a message: title, date, weather and place, the body without Markdown.",
            discussion: """
                The date line follows LC_ALL/LC_TIME/LANG (2026년 11월 22일 일요일 or Sunday, 22 November 2026); \
                an entry titled in Korean gets the Korean line whatever the locale. Several entries are \
                separated by a line. --copy puts the text on the clipboard with wl-copy, xclip, xsel or pbcopy.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The entries: paths, titles or unique parts of them.", completion: CompletionCandidates.entries)
        var refs: [String]

        @Flag(help: "Copy the text to the clipboard instead of printing it.")
        var copy = false

        func validate() throws {
            if refs.isEmpty { throw ValidationError("name at least one entry to share") }
        }

        func run() throws {
            let store = try global.openStore()
            let index = StoreIndex.load(store)
            let entries = try refs.map { ref in
                do {
                    return try store.entry(at: try store.resolve(ref, index: index))
                } catch KeptError.ambiguous {
                    return try store.entry(at: try store.resolveOrPick(ref))  // fzf on a terminal
                }
            }
            for entry in entries {
                if let problem = entry.problem {
                    Terminal.error("\(entry.path):\(problem.line): \(problem.message); shared without its fields (fix it with `kept edit`)")
                }
            }
            let share = ShareText(preferred: TextLanguage.preferred(in: ProcessInfo.processInfo.environment))
            let text = share.text(of: entries, kinds: store.kinds)
            guard copy else { return Terminal.out(text) }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            switch Clipboard.copy(text + "\n") {
            case let .copied(tool):
                Terminal.error("copied \(entries.count == 1 ? "1 entry" : "\(entries.count) entries") (\(lines) lines) to the clipboard with \(tool)")
            case let .failed(tools, status):
                Terminal.error("could not copy: \(tools.joined(separator: ", ")) failed (exit status \(status); is there a display?); here is the text:")
                Terminal.out(text)
                throw ExitCode(1)
            case .noTool:
                Terminal.error("no clipboard tool found: \(Clipboard.installHint); here is the text:")
                Terminal.out(text)
            }
        }
    }
}
