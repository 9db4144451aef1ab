import Foundation

/// A line for the diary (the phone's *Today* box, an assistant's `append_today`): a paragraph
/// of its own at the end of an entry's file.
package enum DiaryLine {
    /// `text` as a new paragraph at the end of an entry's file.
    package static func appending(_ text: String, to file: String) -> String {
        var file = file
        while file.hasSuffix("\n\n") { file.removeLast() }
        if !file.hasSuffix("\n") { file += "\n" }
        let document = EntryDocument(text: file)
        let separator = document.body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "" : "\n"
        // A line typed or piped ends with its newline: one paragraph, not one and a blank line.
        var text = text
        while text.hasSuffix("\n") { text.removeLast() }
        return file + separator + text + "\n"
    }
}
