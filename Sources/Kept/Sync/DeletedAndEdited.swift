import Foundation
internal import KeptGit

/// An entry one machine deleted and the other edited: the merge keeps the edit (nothing
/// written is lost), and sync says so, or the entry would come back without a word.
enum DeletedAndEdited {
    static func notice(_ file: MergeFile, otherMachine: String, isEntry: Bool) -> Message? {
        guard isEntry, (file.ours == nil) != (file.theirs == nil), let kept = file.ours ?? file.theirs else { return nil }
        let key: MessageKey = file.ours == nil ? .syncDeletedHereEditedThere : .syncDeletedThereEditedHere
        return Message(key, ["title": title(of: kept, path: file.path), "machine": otherMachine, "path": file.path])
    }

    /// The entry's `title:`, else its file name.
    static func title(of data: Data, path: String) -> String {
        if let text = String(validating: data, as: UTF8.self), case let .scalar(title, _)? = EntryDocument(text: text).fields["title"],
           !title.isEmpty {
            return title
        }
        return ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
