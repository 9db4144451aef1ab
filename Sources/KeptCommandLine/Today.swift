import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Today: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Open today's diary entry in $EDITOR, writing it from the template if there is none.",
            discussion: """
                One entry a day: when the day has one, it is opened (the earliest, if `kept new diary` made \
                more). A new entry gets the weather from diary.weather_command in .kept/config.yaml when \
                that is set. Without a title the file is named by its date (diary/2026/11/2026-11-22.md) \
                unless you write a title in the editor.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "A title for a new entry.")
        var title: String?

        @Option(parsing: .unconditional, help: ArgumentHelp("Another day: 2026-11-22, yesterday, -2d, last monday…", valueName: "date"))
        var date: String?

        @Option(name: .customLong("set"), parsing: .unconditionalSingleValue,
                help: ArgumentHelp("A field, as key=value (repeatable): mood=calm, location='종로구 37.5735,126.9788'.", valueName: "key=value"))
        var assignments: [String] = []

        @Flag(help: "Do not open the editor (create the entry, or only apply --set).")
        var noEdit = false

        @Option(help: ArgumentHelp("Resume from a draft kept by an earlier attempt.", valueName: "path"))
        var draft: String?

        func run() throws {
            let store = try global.openStore()
            let diary = try store.kind(named: "diary")
            let typed = try UsageProblem.argument { try date.map { try PersonDate.parse($0) } }
            let day = typed?.day ?? Day(Date())
            let assignments = try self.assignments.map(FieldAssignment.parse)
            let existing = try store.diaryEntries(on: day)
            if let path = existing.first?.path {
                if let title, !noEdit {
                    Terminal.error("\(day) already has an entry; opening it (`kept new diary \(ShellWord.quoted(title))` writes another)")
                }
                if existing.count > 1 {
                    Terminal.error("\(day) has \(existing.count) entries; opening the first (others: \(existing.dropFirst().map(\.path).joined(separator: ", ")))")
                }
                try update(path, assignments, day: day, store)
                return
            }
            var request = NewEntry(title: title, date: typed, assignments: assignments)
            if draft == nil, let weather = DiaryWeather.assignment(store: store, kind: diary, request: request) {
                request.assignments.append(weather)
            }
            let text = try store.draft(diary, request)
            let session = EditSession(store: store, purpose: .today(day: day.iso), draftName: "\(day.iso).md")
            let outcome: EditSession.Outcome
            if noEdit && draft == nil {
                outcome = .saved(try store.add(diary, text: text))
            } else {
                outcome = try session.run(original: text, draft: draft, openEditor: !noEdit) { try store.add(diary, text: $0, source: $1) }
            }
            outcome.reportAdded()
        }

        /// The day's entry exists: apply `--set`, then open it unless told not to.
        private func update(_ path: String, _ assignments: [FieldAssignment], day: Day, _ store: Store) throws {
            var path = path
            if !assignments.isEmpty {
                let change = try store.set(path, assignments)
                if change.commit != nil {
                    Terminal.error(change.message.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? change.message)
                }
                CommitNotice.identity(change.commit)
                path = change.path
            }
            if noEdit {
                // Say that nothing happened (a title given here names no file), then where it is.
                if assignments.isEmpty {
                    let other = title.map { " (`kept new diary \(ShellWord.quoted($0))` writes another)" } ?? ""
                    Terminal.error("\(day.iso) already has an entry; nothing changed\(other)")
                }
                Terminal.out(path)
            } else {
                try Edit.open(path, in: store, draft: draft)
            }
        }
    }
}
