import ArgumentParser
import Foundation
import Kept

/// `kept stats [KIND] [--format table|json]`: the numbers of the store.
struct StatsCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "stats",
        abstract: say(.helpStatsAbstract),
        discussion: say(.helpStatsDiscussion)) }

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(say(.optionStatsKind)), completion: CompletionCandidates.kinds)
    var kind: String?

    @OptionGroup var output: TableOrJSONOption

    func run() throws {
        let store = try global.openStore()
        let today = Day(Date())
        let stats = try store.stats(kind: kind, today: today)
        if output.isJSON {
            Terminal.out(try ReportJSON.text(stats))
            return
        }
        var fridgeView: FridgeStatsView?
        if stats.fridge != nil {
            let fridge = try Fridge.load(store)
            fridgeView = FridgeStatsView(stats: try FridgeStats.make(store, fridge: fridge, today: today), today: today,
                                         soon: fridge.soon, style: global.style)
            fridgeView?.barWidth = max(10, min(30, Terminal.columns - 40))
        }
        global.pageOutput(store)
        Terminal.out(StatsView(stats: stats, fridge: fridgeView, language: UserLanguage.current, style: global.style,
                               width: Terminal.columns).render())
    }
}
