import Foundation
import Kept

/// What the command line itself refuses or cannot do — where a file is written, a program or
/// a terminal it needs — as the domain's errors do, with the text from the catalogue.
enum CommandLineError: UserMessageError, CustomStringConvertible, Equatable {
    /// `kept export -o` inside the store (`output` as given, resolved to a path in `root`).
    case exportInsideStore(output: String, root: String, name: String)
    /// `kept export --to html -o` whose `media/` folder (`folder`) would be inside the store.
    case mediaInsideStore(output: String, folder: String, root: String)
    /// `kept report -o` inside the store.
    case reportInsideStore(output: String, root: String)
    /// `-o` into a folder that does not exist (not made: the file would land where nobody looks).
    case noOutputFolder(output: String, folder: String)
    /// `-o` naming a folder; `fileName` is the one to suggest in it.
    case outputIsAFolder(output: String, fileName: String)
    /// A program kept starts and does not find on PATH.
    case toolMissing(Tool)
    /// `kept pick` with no terminal for fzf to draw on.
    case needsTerminal
    /// `kept resolve` whose copy went away while the text was kept in `draft`.
    case resolveCopyGone(reason: Message, draft: String, original: String)
    /// `kept resolve` that failed (`error`) and left both the entry and its copy.
    case resolveLeftBoth(Message, original: String, copy: String)
    /// `kept pick` without fzf on PATH.
    case fzfMissing
    /// `kept share --copy`: every clipboard tool tried failed (the text went to stdout instead).
    case clipboardFailed(tools: [String], status: Int32)
    /// `kept share --copy --image`: the entry (`path`, asked for as `ref`) has no image.
    case noImage(path: String, ref: String)
    case cannotReadImage(path: String)
    case imageClipboardFailed(tools: [String], status: Int32)
    case noImageClipboardTool
    /// `kept check` found `problems` among `entries`.
    case checkFoundProblems(problems: Int, entries: Int)
    /// `kept sync` with several remotes: these failed (each said as it happened).
    case remotesFailed([String])

    enum Tool: Equatable {
        case notifySend, unzip, zstd, zip
    }

    var message: Message {
        switch self {
        case let .exportInsideStore(output, root, name):
            return Message(.cliExportOutputInsideStore, ["output": output, "root": root, "name": name])
        case let .mediaInsideStore(output, folder, root):
            return Message(.cliExportMediaInsideStore, ["output": output, "folder": folder, "root": root])
        case let .reportInsideStore(output, root):
            return Message(.reportInsideStore, ["output": output, "root": root])
        case let .noOutputFolder(output, folder):
            return Message(.cliExportOutputFolderMissing, ["output": output, "folder": folder, "folder2": ShellWord.quoted(folder)])
        case let .outputIsAFolder(output, fileName):
            return Message(.cliExportOutputIsFolder,
                           ["output": output, "output2": ShellWord.quoted((output as NSString).appendingPathComponent(fileName))])
        case .toolMissing(.notifySend):
            return Message(.cliNotifierNotifySendMissing)
        case .toolMissing(.unzip):
            return Message(.cliImportNeedsUnzip)
        case .toolMissing(.zstd):
            return Message(.cliImportNeedsZstd)
        case .toolMissing(.zip):
            return Message(.cliExportAnkiNeedsZip)
        case .needsTerminal:
            return Message(.pickNeedsTerminal)
        case let .resolveCopyGone(reason, draft, original):
            return Message(.cliResolveTextKeptInDraft, ["draftPath": draft, "info": ShellWord.quoted(original)])
                .localizing("reason", reason)
        case let .resolveLeftBoth(error, original, copy):
            return Message(.cliResolveKeptBothAfterError, ["original": original, "path": copy]).localizing("error", error)
        case .fzfMissing:
            return Message(.cliPickFzfMissing)
        case let .clipboardFailed(tools, status):
            return Message(.cliShareCopyFailed, ["tools": tools.joined(separator: ", "), "status": "\(status)"])
        case let .noImage(path, ref):
            return Message(.cliShareNoImage, ["path": path, "ref": ref])
        case let .cannotReadImage(path):
            return Message(.cliShareCannotReadImage, ["path": path])
        case let .imageClipboardFailed(tools, status):
            return Message(.cliShareCouldNotCopyImage, ["tools": tools.joined(separator: ", "), "status": "\(status)"])
        case .noImageClipboardTool:
            return Message(.cliShareNoImageClipboardTool)
        case let .checkFoundProblems(problems, entries):
            return Message(.cliCheckProblems, count: problems).localizing("entries", Message(.cliCheckEntries, count: entries))
        case let .remotesFailed(names):
            return Message(.syncSomeRemotesFailed, ["remotes": names.joined(separator: ", "), "count": String(names.count)])
        }
    }

    var description: String { message.english }
}
