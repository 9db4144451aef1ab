import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Export: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "export",
            abstract: say("help.export.abstract"),
            discussion: say("help.export.discussion")) }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: ListOptions

        @Argument(help: ArgumentHelp(say("option.export.export.kind")), completion: CompletionCandidates.kinds)
        var kind: String?

        @Option(parsing: .unconditional, help: ArgumentHelp(say("option.export.export.until"), valueName: "date"))
        var until: String?

        @Option(name: [.short, .customLong("output")], help: ArgumentHelp(say("option.export.export.output"), valueName: "path"))
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
                Terminal.error(say("cli.export.noEntriesMatchNothing"))
                throw ExitCode(1)
            }
            let export = EntryExport(entries: entries, kinds: store.kinds,
                                     preferred: TextLanguage.preferred(in: ProcessInfo.processInfo.environment),
                                     store: store, interface: UserLanguage.current)
            let text = try export.render(format)
            let missing = format == .geojson ? export.withoutCoordinates.count : 0
            if missing > 0 {
                Terminal.notice(say("cli.export.entriesHaveNoLocation", ["missing": "\(missing)", "count": "\(entries.count)"]))
            }
            guard let output else {
                FileHandle.standardOutput.write(Data(text.utf8))
                return
            }
            let path = try target(output, store: store)
            try AtomicFile.write(text, to: path)
            Terminal.notice(say("cli.export.exported", count: entries.count, ["format": format.rawValue, "output": output]))
        }

        private func format() throws -> ExportFormat {
            guard let name = filters.to else { return .text }
            if let format = ExportFormat(rawValue: name.lowercased()) { return format }
            if name.lowercased() == "md" { return .markdown }
            if name.lowercased() == "txt" { return .text }
            let formats = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
            let hint = (try? DaySpan.parse(name)) != nil ? "; " + say("export.useUntil", ["name": name]) : ""
            throw ValidationError(say("cli.export.namesExportFormatNot", ["formats": "\(formats)", "name": "\(name)", "hint": "\(hint)"]))
        }

        /// The absolute path to write: never inside the store, which an export leaves as it was
        /// (a file there would be an uncommitted change, or in a kind's folder a new entry).
        private func target(_ output: String, store: Store) throws -> String {
            let path = URL(fileURLWithPath: (output as NSString).expandingTildeInPath,
                           relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.path
            if path == store.root || path.hasPrefix(store.root + "/") {
                let name = (path as NSString).lastPathComponent
                throw KeptError.unsupported(Message("cli.export.oInsideStoreWhich", ["output": "\(output)", "root": "\(store.root)", "name": "\(name)"]))
            }
            // A mistyped folder is not made: the export would land where nobody looks.
            let folder = (path as NSString).deletingLastPathComponent
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw KeptError.unsupported(Message("cli.export.oFolderDoesNot", ["output": "\(output)", "folder": "\(folder)", "folder2": "\(ShellWord.quoted(folder))"]))
            }
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw KeptError.unsupported(Message("cli.export.oFolderGiveFile", ["output": "\(output)", "output2": "\(ShellWord.quoted((output as NSString).appendingPathComponent("kept.\(try self.format().rawValue)")))"]))
            }
            return path
        }
    }
}
