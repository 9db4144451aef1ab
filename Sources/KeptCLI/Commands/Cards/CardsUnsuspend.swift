import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Cards {
    /// `kept cards unsuspend CARD`: the field removed, committed.
    struct Unsuspend: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "unsuspend", abstract: say(.helpCardsUnsuspendAbstract)) }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var entry: EntryArgument

        func run() throws { try KeptCommand.Cards.suspend(global, entry.ref, false) }
    }
}
