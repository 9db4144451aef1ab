import ArgumentParser
import Foundation
import Kept

/// `kept report [-o PATH] [--year Y]`: one self-contained HTML page with charts and a map.
struct ReportCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "report",
        abstract: say(.helpReportAbstract),
        discussion: say(.helpReportDiscussion)) }

    @OptionGroup var global: GlobalOptions

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp(say(.optionReportOutput), valueName: "path"),
            completion: .file(extensions: ["html"]))
    var output: String?

    @Option(help: ArgumentHelp(say(.optionReportYear), valueName: "year"))
    var year: Int?

    func run() throws {
        let store = try global.openStore()
        let today = Day(Date())
        let firstWeekday = try WeekStart("fridge.week-start", in: store.config())?.isoWeekday ?? LocaleEnvironment.firstWeekday
        let page = try store.report(year: year ?? today.year, today: today, firstWeekday: firstWeekday, language: UserLanguage.current)
        let html = page.html()
        guard let output else {
            FileHandle.standardOutput.write(Data(html.utf8))
            return
        }
        let path = URL(fileURLWithPath: (output as NSString).expandingTildeInPath,
                       relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.path
        // Never inside the store: there the page would be an uncommitted change every sync trips on.
        // Links resolved first: `-o ~/links/g/x` with `~/links/g -> STORE/.git` is inside too.
        if store.holds(path) {
            throw CommandLineError.reportInsideStore(output: output, root: store.root)
        }
        try AtomicFile.write(html, to: Store.realOutputPath(path))
        Terminal.error(say(.reportWritten, ["path": output]))
    }
}
