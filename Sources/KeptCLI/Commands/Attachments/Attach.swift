import ArgumentParser
import Foundation
import Kept

/// `kept attach REF FILE…`: photos and other files into the entry's attachment folder.
struct AttachCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "attach", abstract: say(.helpAttachAbstract), discussion: say(.helpAttachDiscussion)) }

    @OptionGroup var global: GlobalOptions

    @OptionGroup var entry: EntryArgument

    @Argument(help: ArgumentHelp(say(.optionAttachFiles)), completion: .file())
    var files: [String]

    @Flag(name: .long, help: ArgumentHelp(say(.optionAttachMove)))
    var move = false

    @Flag(name: .long, help: ArgumentHelp(say(.optionImportLarge)))
    var large = false

    func validate() throws {
        if files.isEmpty { throw ValidationError(say(.cliAttachNoFiles)) }
    }

    func run() throws {
        let store = try global.openStore()
        let path = try store.resolveOrPick(entry.ref)
        let (change, names) = try store.attach(files.map { ($0 as NSString).expandingTildeInPath }, to: path,
                                               move: move, allowLarge: large)
        let folder = AttachmentFolder.of(path)
        for name in names { Terminal.out(folder + "/" + name) }
        CommitNotice.identity(change.commit)
    }
}
