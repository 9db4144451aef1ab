import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Share: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "share",
            abstract: say(.helpShareAbstract),
            discussion: say(.helpShareDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say(.optionShareRefs)), completion: CompletionCandidates.entries)
        var refs: [String]

        @Flag(help: ArgumentHelp(say(.optionShareCopy)))
        var copy = false

        @Flag(help: ArgumentHelp(say(.optionShareImage)))
        var image = false

        func validate() throws {
            if refs.isEmpty { throw ValidationError(say(.cliShareNameAtLeastOne)) }
            if image && !copy { throw ValidationError(say(.cliShareImageNeedsCopy)) }
            if image && refs.count > 1 { throw ValidationError(say(.cliShareImageOneEntry)) }
        }

        func run() throws {
            let store = try global.openStore()
            let index = StoreIndex.load(store)
            let entries = try refs.map { ref in
                do {
                    return try store.entry(at: try store.resolve(TypedArguments.asTyped(ref), index: index))
                } catch KeptError.ambiguous {
                    return try store.entry(at: try store.resolveOrPick(ref))  // fzf on a terminal
                }
            }
            for entry in entries {
                if let problem = entry.problem {
                    Terminal.notice(say(.cliShareSharedWithoutItsFields, ["path": "\(entry.path)", "line": "\(problem.line)", "message": problem.localized.text]))
                }
            }
            if image, let entry = entries.first { return try copyImage(of: entry, store: store) }
            var attachmentLines: [String: String] = [:]
            for entry in entries {
                let files = store.attachments(of: entry.path)
                guard !files.isEmpty else { continue }
                let photos = files.filter(AttachmentFolder.isImage).count
                let parts = [photos > 0 ? say(.cliSharePhotos, count: photos) : nil,
                             files.count > photos ? say(.cliShareFiles, count: files.count - photos) : nil]
                attachmentLines[entry.path] = "📎 " + parts.compactMap { $0 }.joined(separator: ", ")
            }
            let share = ShareText(preferred: TextLanguage.preferred(in: ProcessInfo.processInfo.environment), attachmentLines: attachmentLines)
            let text = share.text(of: entries, kinds: store.kinds)
            guard copy else { return Terminal.out(text) }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            switch Clipboard.copy(text + "\n") {
            case let .copied(tool):
                Terminal.notice(say(.cliShareCopied, count: entries.count, ["lines": "\(lines)", "tool": "\(tool)"]))
            case let .failed(tools, status):
                Terminal.out(text)
                throw CommandLineError.clipboardFailed(tools: tools, status: status)
            case .noTool:
                Terminal.notice(say(.cliShareNoClipboardToolFound, ["installHint": "\(Clipboard.installHint)"]))
                Terminal.out(text)
            }
        }
        /// `--copy --image`: the entry's first image, as its media type, on the clipboard.
        private func copyImage(of entry: Entry, store: Store) throws {
            guard let file = store.firstImage(of: entry.path) else {
                throw CommandLineError.noImage(path: entry.path, ref: refs[0])
            }
            guard let data = FileManager.default.contents(atPath: store.absolutePath(file)) else {
                throw CommandLineError.cannotReadImage(path: file)
            }
            let type = AttachmentFolder.mediaType(file)
            switch Clipboard.copy(data, type: type) {
            case let .copied(tool):
                Terminal.notice(say(.cliShareCopiedImage, ["path": file, "type": type, "tool": tool]))
            case let .failed(tools, status):
                throw CommandLineError.imageClipboardFailed(tools: tools, status: status)
            case .noTool:
                throw CommandLineError.noImageClipboardTool
            }
        }
    }
}
