import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Make a store: a git repository with .kept/, adopting the files already there.")

        @Argument(help: "The folder (default: the current one).")
        var dir: String?

        func run() throws {
            let report = try Store.initialize(at: dir ?? FileManager.default.currentDirectoryPath,
                                              language: LocaleEnvironment.language)
            if report.alreadyStore {
                Terminal.out("\(report.root) is already a kept store; nothing changed")
                return
            }
            var line = "initialised a kept store in \(report.root)"
            if report.adoptedRepository { line += " (adopting its git repository)" }
            if !report.adoptedEntries.isEmpty {
                let count = report.adoptedEntries.count
                line += "; \(count) existing entr\(count == 1 ? "y" : "ies") committed as \(count == 1 ? "it is" : "they are")"
            }
            Terminal.out(line)
            CommitNotice.identity(report.commit)
        }
    }
}
