import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Export: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "export",
            abstract: say(.helpExportAbstract),
            discussion: say(.helpExportDiscussion)) }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: ListOptions

        @Argument(help: ArgumentHelp(say(.optionExportKind)), completion: CompletionCandidates.kinds)
        var kind: String?

        @Option(parsing: .unconditional, help: ArgumentHelp(say(.optionExportUntil), valueName: "date"))
        var until: String?

        @Option(name: [.short, .customLong("output")], help: ArgumentHelp(say(.optionExportOutput), valueName: "path"))
        var output: String?

        @Flag(name: .customLong("self-contained"), help: ArgumentHelp(say(.optionExportSelfContained)))
        var selfContained = false

        func validate() throws {
            if try format() != .html && selfContained {
                throw ValidationError(say(.cliExportSelfContainedIsForHTML))
            }
        }

        func run() throws {
            let format = try self.format()
            let store = try global.openStore()
            let kinds = try kind.map { [try store.kind(named: $0)] }
            var dates = filters
            dates.to = until
            let query = try dates.query(kinds: kinds?.map(\.name), known: store.kinds)
            let all = StoreIndex.load(store, kinds: kinds).entries.withoutConflictCopies
            try query.refuseUnknownFields(in: store, kinds: kinds, entries: all)
            let entries = query.apply(to: all, kinds: store.kinds)
            guard !entries.isEmpty else {
                throw NothingFoundError.noEntriesToExport
            }
            let export = EntryExport(entries: entries, kinds: store.kinds,
                                     preferred: TextLanguage.preferred(in: ProcessInfo.processInfo.environment),
                                     store: store, interface: UserLanguage.current)
            if format == .html { return try html(export, store: store) }
            if [.anki, .csv, .tsv].contains(format) { return try anki(format, export, store: store) }
            let text = try export.render(format)
            let missing = format == .geojson ? export.withoutCoordinates.count : 0
            if missing > 0 {
                Terminal.notice(say(.cliExportEntriesHaveNoLocation, ["missing": "\(missing)", "count": "\(entries.count)"]))
            }
            guard let output else {
                FileHandle.standardOutput.write(Data(text.utf8))
                return
            }
            let path = try target(output, store: store)
            try AtomicFile.write(text, to: path)
            Terminal.notice(say(.cliExportExported, count: entries.count, ["format": format.rawValue, "output": output]))
        }

        /// The page, and the files its entries link to: copied into `media/` beside it, or
        /// inlined with --self-contained and on standard output (no folder to put them in).
        private func html(_ export: EntryExport, store: Store) throws {
            guard let output else {
                let page = export.htmlPage(.inline)
                report(page.missing)
                FileHandle.standardOutput.write(Data(page.html.utf8))
                return
            }
            let path = try target(output, store: store)
            let page = export.htmlPage(selfContained ? .inline : .folder("media"))
            report(page.missing)
            let shownFolder = ((output as NSString).deletingLastPathComponent as NSString).appendingPathComponent("media")
            if !page.media.isEmpty {
                let folder = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent("media")
                if store.holds(folder) || store.root.hasPrefix(folder + "/") {
                    throw CommandLineError.mediaInsideStore(output: output, folder: shownFolder, root: store.root)
                }
                // The files first: a page never links to files that are not there yet.
                try page.writeMedia(beside: path)
            }
            try AtomicFile.write(page.html, to: path)
            Terminal.notice(say(.cliExportExported, count: export.entries.count, ["format": "html", "output": output]))
            if !page.media.isEmpty {
                Terminal.notice(say(.cliExportCopiedMedia, count: page.media.count, ["folder": shownFolder]))
            }
        }

        /// The cards among the entries for Anki: a package (zipped here from the files the domain
        /// writes into a private folder), or its CSV / tab-separated text.
        private func anki(_ format: ExportFormat, _ export: EntryExport, store: Store) throws {
            guard try !EntryExport.cards(export.entries, in: store).isEmpty else {
                throw ValidationError(say(.exportAnkiNoCards, ["format": format.rawValue]))
            }
            guard format == .anki else {
                let (text, summary) = try export.ankiText(from: store, tabs: format == .tsv)
                report(summary.missing)
                if let output {
                    try AtomicFile.write(text, to: try target(output, store: store))
                    Terminal.notice(say(.cliExportExported, count: summary.notes, ["format": format.rawValue, "output": output]))
                } else {
                    FileHandle.standardOutput.write(Data(text.utf8))
                }
                if summary.pictures > 0 { Terminal.notice(say(.cliExportAnkiPicturesNotInText, count: summary.pictures)) }
                return
            }
            guard let output else { throw ValidationError(say(.exportAnkiNeedsOutput)) }
            let path = try target(output, store: store)
            guard ExternalProgram.find("zip") != nil else { throw CommandLineError.toolMissing(.zip) }
            // Private (0700), as an import's unpacking folder: the collection is written, then zipped.
            let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("kept-export-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let summary = try export.writeAnkiPackage(from: store, into: folder)
            report(summary.missing)
            let zipped = (folder as NSString).appendingPathComponent("package.zip")
            try ZipArchive.pack(summary.files, in: folder, to: zipped)
            guard let data = FileManager.default.contents(atPath: zipped) else {
                throw KeptError.io(zipped, Message(.importCannotReadSource))
            }
            try AtomicFile.write(data, to: path)
            Terminal.notice(say(.cliExportAnkiExported, count: summary.notes, ["output": output, "cards": "\(summary.cards)",
                                                                               "reviews": "\(summary.reviews)", "pictures": "\(summary.pictures)"]))
        }

        /// Links to files that are not in the store: the page shows them broken, so say which.
        private func report(_ missing: [String]) {
            guard !missing.isEmpty else { return }
            let shown = missing.prefix(5).joined(separator: ", ") + (missing.count > 5 ? ", …" : "")
            Terminal.notice(say(.cliExportMissingMedia, count: missing.count, ["links": shown]))
        }

        private func format() throws -> ExportFormat {
            guard let name = filters.to else { return .text }
            if let format = ExportFormat(rawValue: name.lowercased()) { return format }
            if name.lowercased() == "md" { return .markdown }
            if name.lowercased() == "txt" { return .text }
            let formats = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
            let hint = (try? DaySpan.parse(name)) != nil ? "; " + say(.exportUseUntil, ["name": name]) : ""
            throw ValidationError(say(.cliExportUnknownFormat, ["formats": "\(formats)", "name": "\(name)", "hint": "\(hint)"]))
        }

        /// The absolute path to write: never inside the store, which an export leaves as it was
        /// (a file there would be an uncommitted change, or in a kind's folder a new entry).
        private func target(_ output: String, store: Store) throws -> String {
            let path = URL(fileURLWithPath: (output as NSString).expandingTildeInPath,
                           relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.path
            // Links resolved first: a folder link to the store's `.git` is the store.
            if store.holds(path) {
                let name = (path as NSString).lastPathComponent
                throw CommandLineError.exportInsideStore(output: output, root: store.root, name: name)
            }
            // A mistyped folder is not made: the export would land where nobody looks.
            let folder = (path as NSString).deletingLastPathComponent
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw CommandLineError.noOutputFolder(output: output, folder: folder)
            }
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw CommandLineError.outputIsAFolder(output: output, fileName: "kept.\(try self.format().fileExtension)")
            }
            return Store.realOutputPath(path)
        }
    }
}
