import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write many entries at once as text, markdown, json, html, geojson or ics.",
            discussion: """
                Entries are chosen with the filters of `kept list`, except that --to names the format here: \
                give the last day with --until (a date, month 2026-11 or year 2025). text is what \
                `kept share` prints; markdown one document with a heading per entry; json the list JSON \
                with bodies; html one self-contained page with a table of contents by month; geojson the \
                entries that have a location, as points; ics all-day events (fridge expiry dates, entry \
                dates). Without -o the export goes to standard output. Exports never change the store.
                """)

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: ListOptions

        @Argument(help: "Only this kind (diary, card/cards, fridge, …).", completion: CompletionCandidates.kinds)
        var kind: String?

        @Option(parsing: .unconditional, help: ArgumentHelp("Up to this date, month or year (--to names the format in export).", valueName: "date"))
        var until: String?

        @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "path"))
        var output: String?

        func validate() throws {
            _ = try format()
        }

        func run() throws {
            let format = try self.format()
            let store = try global.openStore()
            let kinds = try kind.map { [try store.kind(named: $0)] }
            var dates = filters
            dates.to = until
            let query = try dates.query(kinds: kinds?.map(\.name), known: store.kinds)
            let entries = query.apply(to: StoreIndex.load(store, kinds: kinds).entries.withoutConflictCopies, kinds: store.kinds)
            guard !entries.isEmpty else {
                Terminal.error("no entries match; nothing exported")
                throw ExitCode(1)
            }
            let export = EntryExport(entries: entries, kinds: store.kinds,
                                     preferred: TextLanguage.preferred(in: ProcessInfo.processInfo.environment),
                                     store: store)
            let text = try export.render(format)
            let missing = format == .geojson ? export.withoutCoordinates.count : 0
            if missing > 0 {
                Terminal.error("\(missing) of \(entries.count) entries have no location with lat and lon; left out of the map")
            }
            guard let output else {
                FileHandle.standardOutput.write(Data(text.utf8))
                return
            }
            let path = try target(output, store: store)
            try AtomicFile.write(text, to: path)
            Terminal.error("exported \(entries.count == 1 ? "1 entry" : "\(entries.count) entries") as \(format.rawValue) to \(output)")
        }

        private func format() throws -> ExportFormat {
            guard let name = filters.to else { return .text }
            if let format = ExportFormat(rawValue: name.lowercased()) { return format }
            if name.lowercased() == "md" { return .markdown }
            if name.lowercased() == "txt" { return .text }
            let formats = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
            let hint = (try? DaySpan.parse(name)) != nil ? "; for entries up to a date use --until \(name)" : ""
            throw ValidationError("--to names the export format: \(formats), not `\(name)`\(hint)")
        }

        /// The absolute path to write: never inside the store, which an export leaves as it was
        /// (a file there would be an uncommitted change, or in a kind's folder a new entry).
        private func target(_ output: String, store: Store) throws -> String {
            let path = URL(fileURLWithPath: (output as NSString).expandingTildeInPath,
                           relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.path
            if path == store.root || path.hasPrefix(store.root + "/") {
                let name = (path as NSString).lastPathComponent
                throw KeptError.unsupported("-o \(output) is inside the store (\(store.root)), which an export never changes: write it elsewhere, e.g. -o ~/\(name)")
            }
            // A mistyped folder is not made: the export would land where nobody looks.
            let folder = (path as NSString).deletingLastPathComponent
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw KeptError.unsupported("-o \(output): the folder \(folder) does not exist; create it first (`mkdir -p \(ShellWord.quoted(folder))`) or write elsewhere")
            }
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw KeptError.unsupported("-o \(output) is a folder: give a file name in it, e.g. -o \(ShellWord.quoted((output as NSString).appendingPathComponent("kept.\(try self.format().rawValue)")))")
            }
            return path
        }
    }
}
