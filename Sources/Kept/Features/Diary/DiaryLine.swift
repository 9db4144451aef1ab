import Foundation

/// A line for the diary (the phone's *Today* box, an assistant's `append_today`): a paragraph
/// of its own at the end of an entry's file.
package enum DiaryLine {
    /// The most a line may hold, in UTF-8 bytes: a long letter is a few kilobytes; more is a
    /// file piped by mistake (`kept today --append - < photo.jpg`), not a line.
    package static let largest = 1 << 20

    /// Bytes read as a line (`kept today --append -`): UTF-8, or refused naming the first byte
    /// that is not, never turned into `�` without a word.
    package static func text(fromBytes data: Data) throws -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        var offset = 0
        var decoder = UTF8()
        var iterator = data.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): offset += String(scalar).utf8.count
            case .emptyInput: break loop
            case .error: break loop
            }
        }
        let byte = offset < data.count ? data[data.startIndex + offset] : 0
        throw KeptError.invalidValue(.diaryLineNotUTF8(offset: offset, byte: "0x" + String(format: "%02X", byte)))
    }

    /// Refuses what is no line for a diary: nothing but spaces, a control character other than
    /// newline and tab (a NUL from a binary file, an escape sequence), or more than `largest`.
    package static func check(_ text: String) throws {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw KeptError.invalidValue(.diaryLineEmpty)
        }
        let bytes = text.utf8.count
        guard bytes <= largest else { throw KeptError.invalidValue(.diaryLineTooLong(bytes: bytes)) }
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let control = line.unicodeScalars.first(where: { TerminalSafeText.isControl($0) && $0 != "\r" }) {
                throw KeptError.invalidValue(.diaryLineControl(line: offset + 1, code: "U+" + String(format: "%04X", control.value)))
            }
        }
    }

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
