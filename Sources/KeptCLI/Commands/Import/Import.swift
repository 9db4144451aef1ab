import ArgumentParser
import Foundation
import Kept
#if canImport(Glibc)
import Glibc
#endif

extension ImportFormat: ExpressibleByArgument {}

/// `kept import jrnl|dayone|markdown|anki SOURCE`: another program's entries, in one commit.
struct ImportCommand: ParsableCommand {

    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "import", abstract: say(.helpImportAbstract), discussion: say(.helpImportDiscussion)) }

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(say(.optionImportFormat)))
    var format: ImportFormat

    @Argument(help: ArgumentHelp(say(.optionImportSource)), completion: .file())
    var source: String?

    @Option(name: .long, help: ArgumentHelp(say(.optionImportKind), valueName: "kind"))
    var kind: String?

    @Option(name: .long, help: ArgumentHelp(say(.optionImportJournal), valueName: "name"))
    var journal: String?

    @Option(name: .long, help: ArgumentHelp(say(.optionImportTimeformat), valueName: "format"))
    var timeformat: String?

    @Option(name: .long, help: ArgumentHelp(say(.optionImportConfig), valueName: "jrnl.yaml"), completion: .file())
    var config: String?

    @Flag(name: .long, help: ArgumentHelp(say(.optionImportDryRun)))
    var dryRun = false

    @Flag(name: .long, help: ArgumentHelp(say(.optionImportLarge)))
    var large = false

    func validate() throws {
        if format != .jrnl, timeformat != nil || config != nil {
            throw ValidationError(say(.cliImportJrnlOnly))
        }
        if format != .jrnl, source == nil { throw ValidationError(say(.cliImportGiveSource)) }
    }

    /// jrnl's own settings file where jrnl looks for it: `$XDG_CONFIG_HOME/jrnl/jrnl.yaml`
    /// (`~/.config` by default), else the `~/.jrnl_config` of jrnl 1; nil when there is none.
    static func jrnlConfig(_ environment: [String: String]) -> String? {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        return [configHome + "/jrnl/jrnl.yaml", home + "/.jrnl_config"].first { FileManager.default.fileExists(atPath: $0) }
    }

    func run() throws {
        let store = try global.openStore()
        let kind = try store.kind(named: kind ?? (format == .anki ? "card" : "diary"))
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"]
        // jrnl's settings: the file given, else the one jrnl itself reads (a fresh jrnl writes
        // `timeformat: '%F %r'` there, which a journal cannot be read without).
        let jrnlConfigPath = format == .jrnl && timeformat == nil ? config.map { ($0 as NSString).expandingTildeInPath } ?? Self.jrnlConfig(environment) : nil
        let jrnlConfig = try jrnlConfigPath.map(JrnlConfig.read)
        if config == nil, let jrnlConfigPath { Terminal.notice(say(.cliImportJrnlConfigFound, ["path": jrnlConfigPath])) }
        guard let source = source ?? jrnlConfig?.defaultJournal(home: home) else {
            throw ValidationError(say(.cliImportGiveSource))
        }
        let path = (source as NSString).expandingTildeInPath
        var reading: ImportReading
        // A zip is read from a folder it is unpacked into, removed when the import is done.
        var unpacked: String?
        defer { if let unpacked { try? FileManager.default.removeItem(atPath: unpacked) } }
        // An Anki package in the current format is zstd inside the zip: its members are unpacked
        // into a folder of their own, removed alike.
        var zstd = ZstdUnpacker()
        defer { zstd.remove() }
        switch format {
        case .jrnl:
            var timeFormat = JrnlTimeFormat.standard
            var tagSymbols = "#@"
            if let jrnlConfig {
                let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
                timeFormat = jrnlConfig.timeFormat(of: full, home: home)
                tagSymbols = jrnlConfig.tagSymbols(of: full, home: home)
            }
            if let timeformat { timeFormat = JrnlTimeFormat(timeformat) }
            reading = try Jrnl.read(path, timeFormat: timeFormat, tagSymbols: tagSymbols)
        case .markdown:
            reading = try MarkdownFolder.read(path)
        case .anki:
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                reading = try AnkiPackage.read(path, sourceName: path, unzstd: zstd.decompress)
            } else {
                // .apkg and .colpkg are zips: unpacked as Day One's are, members with hostile names left in it.
                let (folder, refused, limits, written) = try ZipArchive.unpack(path, large: large)
                unpacked = folder
                // Its zstd streams are held to the same limits, the zip's members counted in.
                zstd.remove()
                zstd = ZstdUnpacker(package: path, limits: limits, unpacked: written)
                do {
                    reading = try AnkiPackage.read(folder, sourceName: path, unzstd: zstd.decompress)
                } catch {
                    for problem in refused { Terminal.error(problem.line.text) }
                    throw error
                }
                reading.problems.insert(contentsOf: refused, at: 0)
            }
        case .dayone:
            if path.lowercased().hasSuffix(".zip") {
                let (folder, refused, _, _) = try ZipArchive.unpack(path, large: large)
                unpacked = folder
                do {
                    reading = try DayOneExport.read(folder, journal: journal, sourceName: (path as NSString).lastPathComponent)
                } catch {
                    // What was left in the zip may be why nothing could be read (a `Journal.json` that is a link).
                    for problem in refused { Terminal.error(problem.line.text) }
                    // Named by the zip the user gave, not the temporary folder it was unpacked into.
                    if case let KeptError.io(place, message) = error, place == folder { throw KeptError.io(path, message) }
                    throw error
                }
                reading.problems.insert(contentsOf: refused, at: 0)
            } else {
                reading = try DayOneExport.read(path, journal: journal)
            }
        }
        let progress = ImportProgressLine()
        let report = try ImportSession.importEntries(reading, into: kind, in: store, dryRun: dryRun, allowLarge: large) { done, total in
            TestSeams.importWrote(done)
            progress.report(done, total)
        }
        progress.finish()
        print(report: report, reading: reading, kind: kind)
        if let commit = report.commit { CommitNotice.identity(commit) }
    }

    private func print(report: ImportReport, reading: ImportReading, kind: Kind) {
        let what = ["kind": kind.name, "program": reading.program, "source": reading.sourceName]
        if dryRun {
            Terminal.out(say(.cliImportWouldImport, count: report.created.count, what))
            for path in report.created { Terminal.out("  " + path) }
        } else if let commit = report.commit {
            Terminal.out(say(.cliImportImported, count: report.created.count, what.merging(["commit": commit.id.short]) { a, _ in a }))
        } else {
            Terminal.out(say(.cliImportNothingNew, what))
        }
        if report.attachments > 0 {
            Terminal.out(say(dryRun ? .cliImportWouldAttach : .cliImportAttachments, count: report.attachments))
        }
        if report.reviews > 0 { Terminal.out(say(dryRun ? .cliImportWouldReview : .cliImportReviews, count: report.reviews)) }
        // What the source held that kept brings differently: said when something comes in.
        if !report.created.isEmpty { for remark in reading.remarks { Terminal.out(remark.text) } }
        if report.datedByFileTime > 0 { Terminal.out(say(.importDatedByFileTime, count: report.datedByFileTime)) }
        if report.skipped > 0 { Terminal.out(say(.cliImportSkipped, count: report.skipped)) }
        if !report.problems.isEmpty {
            Terminal.out(say(.cliImportProblems, count: report.problems.count))
            for problem in report.problems { Terminal.out("  " + problem.line.text) }
        }
    }
}

/// `importing 120/1234` on stderr while files are written, only on a terminal, erased after.
final class ImportProgressLine: Sendable {
    private let enabled = isatty(STDERR_FILENO) == 1
    private let drawn = Locked<(shown: Bool, last: Date)>((false, .distantPast))

    func report(_ done: Int, _ total: Int) {
        guard enabled else { return }
        drawn.withLock { drawn in
            guard done == total || Date().timeIntervalSince(drawn.last) > 0.1 else { return }
            drawn.last = Date()
            FileHandle.standardError.write(Data("\r\u{1B}[K\(say(.cliImportProgress, ["done": String(done), "total": String(total)]))".utf8))
            drawn.shown = true
        }
    }

    func finish() {
        drawn.withLock { drawn in
            if drawn.shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            drawn.shown = false
        }
    }
}
