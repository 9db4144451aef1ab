import Foundation

/// An entry as plain text for a chat message or an email:
///
/// ```
/// 첫눈
/// 2026년 11월 22일 일요일
/// snow -2°C · 종로구
///
/// Walked to 종로 in the first snow.
/// ```
///
/// The title (left out when the entry has none of its own: the date line says it all), the
/// day of its dating field in words, weather and place when present, then the body with its
/// Markdown syntax removed (`MarkdownText`).
package struct ShareText: Sendable {
    /// The language the environment asks dates in (`TextLanguage.preferred(in:)`).
    package let preferred: TextLanguage?
    /// A last line naming an entry's attachments (`📎 2 photos`), by the entry's path: the
    /// caller knows the files and the user's language.
    package var attachmentLines: [String: String] = [:]
    /// Every other front-matter field as `key: value` lines under the details (`ExportFields`):
    /// an export keeps them all, a message does without.
    package var showsEveryField = false

    package init(preferred: TextLanguage?, attachmentLines: [String: String] = [:]) {
        self.preferred = preferred
        self.attachmentLines = attachmentLines
    }

    /// The line put between entries shared together.
    package static let separator = "— — —"

    package func text(of entry: Entry, kind: Kind?) -> String {
        var head: [String] = []
        let ownTitle = entry.fields["title"].map(\.text)?.trimmingCharacters(in: .whitespaces) ?? ""
        if !ownTitle.isEmpty { head.append(ownTitle) }
        if let date = entry.date(in: kind) {
            head.append(HumanDate.day(date.day, language(of: entry)))
        }
        let details = [entry.value(of: "weather"), Location(entry.fields["location"])?.label]
            .compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if !details.isEmpty { head.append(details.joined(separator: " · ")) }
        if head.isEmpty { head.append(entry.title) }
        if showsEveryField { head += ExportFields.of(entry, kind: kind).map { "\($0.key): \($0.value)" } }
        let body = MarkdownText.plain(entry.body)
        let attached = attachmentLines[entry.path].map { "\n\n" + $0 } ?? ""
        return head.joined(separator: "\n") + (body.isEmpty ? "" : "\n\n" + body) + attached
    }

    /// Several entries, separated by a line of their own.
    package func text(of entries: [Entry], kinds: [Kind]) -> String {
        entries.map { entry in text(of: entry, kind: kinds.first { $0.name == entry.kind }) }
            .joined(separator: "\n\n\(Self.separator)\n\n")
    }

    /// The language an entry's dates are written in: see `TextLanguage.forText`.
    package func language(of entry: Entry) -> TextLanguage {
        let title = entry.fields["title"].map(\.text) ?? ""
        return TextLanguage.forText(title.isEmpty ? entry.excerpt : title, preferred: preferred)
    }
}
