import Foundation
import Kept

/// One round of writing in the editor, safe for the text: the user edits a draft under
/// `.kept/state/drafts/`, which is removed only once its text is in the store.
///
/// - An unchanged or emptied draft changes nothing.
/// - An editor that exits non-zero commits nothing; the text is kept as a draft.
/// - A text the store refuses (broken front matter) reopens in the editor on a terminal,
///   after the error is shown; without a terminal the draft is kept and the command fails.
struct EditSession {
    enum Outcome {
        case saved(Change)
        case unchanged
    }

    let store: Store
    /// The file name the draft gets (after a time stamp), e.g. `첫눈.md`.
    let draftName: String
    /// The command that resumes from a kept draft, with `DRAFT` for its path.
    let resume: String

    /// Edits `original` (or an existing draft's text) and saves it with `save`.
    /// With `openEditor` false, the draft is saved as it is.
    func run(original: String, draft existing: String? = nil, openEditor: Bool = true,
             save: (_ text: String, _ draft: String) throws -> Change) throws -> Outcome {
        let draft = try existing.map(Self.existingDraft) ?? makeDraft(original)
        let resumeCommand = resume.replacingOccurrences(of: "DRAFT", with: draft)
        func keep(_ reason: String) -> KeptError { .draftKept(reason: reason, draft: draft, resume: resumeCommand) }

        while true {
            if openEditor {
                let status = try Editor.edit(draft)
                if status != 0 {
                    let edited = (try? String(contentsOfFile: draft, encoding: .utf8)) ?? ""
                    if edited == original && existing == nil {
                        try? FileManager.default.removeItem(atPath: draft)
                        throw EditorError(message: "the editor exited with status \(status); nothing was changed")
                    }
                    throw keep("the editor exited with status \(status)")
                }
            }
            guard let edited = try? String(contentsOfFile: draft, encoding: .utf8) else {
                throw keep("the draft cannot be read as UTF-8 text")
            }
            if edited == original || edited.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                try? FileManager.default.removeItem(atPath: draft)
                return .unchanged
            }
            do {
                let change = try save(edited, draft)
                try? FileManager.default.removeItem(atPath: draft)
                return .saved(change)
            } catch let error as KeptError {
                guard openEditor, Terminal.isInteractive else { throw keep(error.description) }
                Terminal.error(error.description)
                let answer = Terminal.readLine(prompt: "Press Enter to fix it in the editor, or type q to stop: ")
                if answer == nil || answer?.lowercased().hasPrefix("q") == true { throw keep("stopped") }
            }
        }
    }

    private func makeDraft(_ text: String) throws -> String {
        let folder = store.absolutePath(".kept/state/drafts")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let path = (folder as NSString).appendingPathComponent("\(formatter.string(from: Date()))-\(getpid())-\(draftName)")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The full path of a draft named on the command line, which must exist.
    private static func existingDraft(_ path: String) throws -> String {
        let full = (path as NSString).isAbsolutePath ? path
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: full) else {
            throw EditorError(message: "there is no draft at \(path)")
        }
        return full
    }
}

extension EditSession.Outcome {
    /// What a command that adds an entry prints: the new path (with the identity notice when
    /// git had to guess who you are), or why nothing was added.
    func reportAdded(otherwise nothing: String = "the file was left unchanged or empty; no entry created") {
        switch self {
        case let .saved(change):
            Terminal.out(change.path)
            CommitNotice.identity(change.commit)
        case .unchanged:
            Terminal.error(nothing)
        }
    }
}
