import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct New: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a new entry from its kind's template, in $EDITOR unless told otherwise.",
            discussion: "Prints the new entry's path. An unchanged or emptied file creates nothing.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The kind: diary, card, fridge, or one from .kept/templates/ (its folder name works too).", completion: CompletionCandidates.kinds)
        var kind: String

        @Argument(help: "The title.")
        var title: String?

        // .unconditional: `--date -2d` is a date, not an option.
        @Option(parsing: .unconditional, help: ArgumentHelp("The entry's date: 2026-11-22, 2026-11-22T09:14, yesterday, -2d, last monday…", valueName: "date"))
        var date: String?

        @Option(help: "The category (same as --set category=C).", completion: CompletionCandidates.categories)
        var category: String?

        @Option(name: .customLong("set"), parsing: .unconditionalSingleValue, help: ArgumentHelp("A field, as key=value (repeatable).", valueName: "key=value"))
        var assignments: [String] = []

        @Option(help: ArgumentHelp("The body; `-` reads it from standard input. Implies --no-edit.", valueName: "text|-"))
        var body: String?

        @Flag(help: "Do not open the editor.")
        var noEdit = false

        @Option(help: ArgumentHelp("Resume from a draft kept by an earlier attempt.", valueName: "path"))
        var draft: String?

        func run() throws {
            let store = try global.openStore()
            let kind = try store.kind(named: self.kind)
            var request = NewEntry(title: title)
            if let date { request.date = try UsageProblem.argument { try PersonDate.parse(date) } }
            request.assignments = try assignments.map(FieldAssignment.parse)
            if let category { request.assignments.insert(FieldAssignment(key: "category", value: category), at: 0) }
            if let body {
                request.body = body == "-" ? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) : body
            }
            // A resumed draft has its text already: no weather is asked for.
            if draft == nil, let weather = DiaryWeather.assignment(store: store, kind: kind, request: request) {
                request.assignments.append(weather)
            }
            let text = try store.draft(kind, request)
            let session = EditSession(store: store, purpose: .new(kind: kind.name), draftName: "\(kind.name).md")
            let edit = !(noEdit || body != nil)
            let outcome: EditSession.Outcome
            if edit || draft != nil {
                outcome = try session.run(original: text, draft: draft, openEditor: edit) { try store.add(kind, text: $0, source: $1) }
            } else {
                outcome = .saved(try store.add(kind, text: text))
            }
            outcome.reportAdded()
        }
    }
}
