import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print an entry's file.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The entry: its path, title or a unique part of it.", completion: CompletionCandidates.entries)
        var ref: String

        @Flag(help: "Print only the path.")
        var path = false

        func run() throws {
            let store = try global.openStore()
            global.pageOutput(store)
            let found = try store.resolveOrPick(ref)
            Terminal.out(path ? found : try store.text(at: found))
        }
    }
}
