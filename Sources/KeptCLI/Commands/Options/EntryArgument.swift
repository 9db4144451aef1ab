import ArgumentParser
import Foundation
import Kept

/// The entry a command acts on (`kept show 첫눈`, `kept set`, `kept mv`, `kept rm`, `kept edit`):
/// one argument with one help text, completed with the store's titles and paths.
struct EntryArgument: ParsableArguments {
    @Argument(help: ArgumentHelp(say(.optionEntryArgumentRef)), completion: CompletionCandidates.entries)
    var ref: String
}
