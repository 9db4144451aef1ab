import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct New: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "new",
            abstract: say(.helpNewAbstract),
            discussion: say(.helpNewDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say(.optionNewKind)), completion: CompletionCandidates.kinds)
        var kind: String

        @Argument(help: ArgumentHelp(say(.optionNewTitle)))
        var title: String?

        // .unconditional: `--date -2d` is a date, not an option.
        @Option(parsing: .unconditional, help: ArgumentHelp(say(.optionNewDate), valueName: "date"))
        var date: String?

        @Option(help: ArgumentHelp(say(.optionNewCategory)), completion: CompletionCandidates.categories)
        var category: String?

        @Option(name: .customLong("set"), parsing: .unconditionalSingleValue, help: ArgumentHelp(say(.optionNewAssignments), valueName: "key=value"))
        var assignments: [String] = []

        @Flag(help: ArgumentHelp(say(.optionFieldsNewField)))
        var newField = false

        @Option(help: ArgumentHelp(say(.optionNewBody), valueName: "text|-"))
        var body: String?

        @Flag(help: ArgumentHelp(say(.optionNewNoEdit)))
        var noEdit = false

        @Option(help: ArgumentHelp(say(.optionNewDraft), valueName: "path"))
        var draft: String?

        func run() throws {
            let store = try global.openStore()
            // Before the editor opens: what is typed then could not be committed.
            try store.refuseDuringGitOperation()
            let kind = try store.kind(named: self.kind)
            var request = NewEntry(title: title)
            if let date { request.date = try UsageProblem.argument { try PersonDate.parse(date) } }
            request.assignments = try assignments.map(FieldAssignment.parse)
            if !newField {
                try UsageProblem.argument { try store.refuseUnknownFields(request.assignments.map(\.key), kinds: [kind], allowsNew: true) }
            }
            if let category { request.assignments.insert(FieldAssignment(key: "category", value: category), at: 0) }
            if let body {
                request.body = body == "-" ? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) : body
            }
            // A resumed draft has its text already: no weather is asked for.
            if draft == nil, let weather = DiaryWeather.assignment(store: store, kind: kind, request: request) {
                request.assignments.append(weather)
            }
            let text = try store.draft(kind, request)
            let session = EditSession(store: store, purpose: .new(kind: kind.name))
            let edit = !(noEdit || body != nil)
            let outcome: EditSession.Outcome
            if edit || draft != nil {
                outcome = try session.run(original: text, draft: draft, openEditor: edit,
                                          holdsWork: { Draft.holdsMoreThan(template: text, text: $0, kind: kind) }) { try store.add(kind, text: $0, source: $1) }
            } else {
                outcome = .saved(try store.add(kind, text: text))
            }
            outcome.reportAdded()
        }
    }
}
