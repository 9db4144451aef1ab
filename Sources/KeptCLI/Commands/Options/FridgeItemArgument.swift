import ArgumentParser
import Foundation
import Kept

/// The fridge item a command acts on (`kept fridge consume 김치`, `discard`): one argument with
/// one help text, completed with the fridge's items.
struct FridgeItemArgument: ParsableArguments {
    static var help: ArgumentHelp { ArgumentHelp(say(.optionFridgeItemArgumentRef)) }

    @Argument(help: help, completion: CompletionCandidates.fridgeItems)
    var ref: String
}
