import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Cards {
    /// `kept cards suspend CARD`: `suspended: true` in the card's front matter, committed.
    struct Suspend: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "suspend", abstract: say(.helpCardsSuspendAbstract)) }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var entry: EntryArgument

        func run() throws { try KeptCommand.Cards.suspend(global, entry.ref, true) }
    }

    static func suspend(_ global: GlobalOptions, _ ref: String, _ suspended: Bool) throws {
        let store = try global.openStore()
        let path = try store.resolveOrPick(ref, kinds: ["card"])
        let change = try store.setSuspended(path, suspended)
        let title = (try? store.entry(at: change.path))?.title ?? path
        guard change.commit != nil else {
            Terminal.notice(say(suspended ? .cardsAlreadySuspended : .cardsNotSuspended, ["card": title]))
            return
        }
        Terminal.out(say(suspended ? .cardsSuspended : .cardsUnsuspended, ["card": title]))
        CommitNotice.identity(change.commit)
    }
}
