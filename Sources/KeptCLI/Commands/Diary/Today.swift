import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Today: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "today",
            abstract: say(.helpTodayAbstract),
            discussion: say(.helpTodayDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say(.optionTodayTitle)))
        var title: String?

        @Option(parsing: .unconditional, help: ArgumentHelp(say(.optionTodayDate)))
        var date: String?

        @Option(name: .customLong("set"), parsing: .unconditionalSingleValue,
                help: ArgumentHelp(say(.optionTodayAssignments), valueName: "key=value"))
        var assignments: [String] = []

        @Flag(help: ArgumentHelp(say(.optionFieldsNewField)))
        var newField = false

        @Flag(help: ArgumentHelp(say(.optionTodayNoEdit)))
        var noEdit = false

        @Option(help: ArgumentHelp(say(.optionTodayDraft), valueName: "path"))
        var draft: String?

        @Option(name: .customLong("append"), help: ArgumentHelp(say(.optionTodayAppend), valueName: "text"))
        var line: String?

        func validate() throws {
            if line != nil && (title != nil || date != nil || !assignments.isEmpty || draft != nil) {
                throw ValidationError(say(.cliTodayAppendAlone))
            }
        }

        func run() throws {
            let store = try global.openStore()
            if let line {
                // The phone's Today box and an assistant's append_today: the same operation.
                let text = line == "-" ? try DiaryLine.text(fromBytes: FileHandle.standardInput.readDataToEndOfFile()) : line
                let change = try Diary(store).appendToToday(text.replacingOccurrences(of: "\r\n", with: "\n"))
                Terminal.out(change.path)
                CommitNotice.identity(change.commit)
                return
            }
            // Before the editor opens: what is typed then could not be committed.
            try store.refuseDuringGitOperation()
            let diary = try store.kind(named: "diary")
            let typed = try UsageProblem.argument { try date.map { try PersonDate.parse($0) } }
            let day = typed?.day ?? Day(Date())
            let assignments = try self.assignments.map(FieldAssignment.parse)
            if !newField {
                try UsageProblem.argument { try store.refuseUnknownFields(assignments.map(\.key), kinds: [diary], allowsNew: true) }
            }
            let existing = try Diary(store).entries(on: day)
            if let path = existing.first?.path {
                if let title, !noEdit {
                    Terminal.notice(say(.cliTodayOpeningTheEntry, ["day": "\(day)", "title": ShellWord.quoted(title)]))
                }
                if existing.count > 1 {
                    Terminal.notice(say(.cliTodayOpeningTheFirstEntry, ["day": "\(day)", "count": "\(existing.count)", "existing": "\(existing.dropFirst().map(\.path).joined(separator: ", "))"]))
                }
                try update(path, assignments, day: day, store)
                return
            }
            var request = NewEntry(title: title, date: typed, assignments: assignments)
            if draft == nil, let weather = DiaryWeather.assignment(store: store, kind: diary, request: request) {
                request.assignments.append(weather)
            }
            let text = try store.draft(diary, request)
            let session = EditSession(store: store, purpose: .today(day: day.iso))
            let outcome: EditSession.Outcome
            if noEdit && draft == nil {
                outcome = .saved(try store.add(diary, text: text))
            } else {
                outcome = try session.run(original: text, draft: draft, openEditor: !noEdit,
                                          holdsWork: { Draft.holdsMoreThan(template: text, text: $0, kind: diary) }) { try store.add(diary, text: $0, source: $1) }
            }
            outcome.reportAdded()
        }

        /// The day's entry exists: apply `--set`, then open it unless told not to.
        private func update(_ path: String, _ assignments: [FieldAssignment], day: Day, _ store: Store) throws {
            var path = path
            if !assignments.isEmpty {
                // The names were checked in `run` (or `--new-field` was given): not again here.
                let change = try store.set(path, assignments, newFields: true)
                if change.commit != nil {
                    Terminal.notice(change.summary.map(ChangeSummaryText.text) ?? change.message)
                }
                CommitNotice.identity(change.commit)
                path = change.path
            }
            if noEdit {
                // Say that nothing happened (a title given here names no file), then where it is.
                if assignments.isEmpty {
                    Terminal.notice(title.map { say(.todayAlreadyHasEntryNoEditTitled, ["day": day.iso, "title": ShellWord.quoted($0)]) }
                        ?? say(.todayAlreadyHasEntryNoEdit, ["day": day.iso]))
                }
                Terminal.out(path)
            } else {
                try Edit.open(path, in: store, draft: draft)
            }
        }
    }
}
