import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    /// `kept cards …`: alone (or with a category) it lists the cards; `suspend` and `unsuspend`
    /// set a card aside and back.
    struct Cards: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "cards",
            abstract: say(.helpCardsAbstract),
            discussion: say(.helpCardsDiscussion),
            subcommands: [List.self, Suspend.self, Unsuspend.self],
            defaultSubcommand: List.self) }
    }
}
