import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Conflicts: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the conflict copies a sync kept beside entries it could not join.",
            discussion: "Copies in every kind's folder and in .kept/ (config, templates) are listed. `kept resolve COPY` joins one into its entry (in $EDITOR, or --keep mine|theirs).")

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let store = try global.openStore()
            global.pageOutput(store)
            let copies = store.conflictCopies()
            guard !copies.isEmpty else {
                Terminal.error("no conflict copies")
                throw ExitCode(1)
            }
            let style = global.style
            for copy in copies {
                let original = copy.originalExists ? copy.original : copy.original + " (removed)"
                Terminal.out(style.yellow(copy.path) + "  beside  " + original)
            }
        }
    }
}
