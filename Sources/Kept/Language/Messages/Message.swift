import Foundation

/// A sentence the user reads, named by its `MessageKey` in the `Catalogue` and filled with its
/// arguments, not yet in any language: errors carry one, and the command line renders it in
/// the user's `Language`.
///
/// Arguments fill the `{name}` placeholders of the catalogue's text; `{name|을}` adds the
/// Korean particle in the form the value takes (`KoreanParticle`). A count picks between
/// `key.one` and `key.other`, for languages that say "1 entry" but "2 entries".
package struct Message: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The key's name: what is encoded (caches keep messages) and looked up.
    package let key: String
    package let arguments: [String: String]
    /// Arguments that are sentences themselves, rendered in the same language.
    package private(set) var nested: [String: Message] = [:]

    package init(_ key: MessageKey, _ arguments: [String: String] = [:]) {
        self.key = key.name
        self.arguments = arguments
    }

    /// Text that is not kept's to translate (libgit2's or the YAML parser's words, a file's
    /// own text), shown as it is in every language.
    package static func verbatim(_ text: String) -> Message { Message(.verbatim, ["text": text]) }

    /// An error's message: its own when it has one, else its description as it is.
    package static func of(_ error: Error) -> Message {
        (error as? UserMessageError)?.message ?? .verbatim("\(error)")
    }

    /// This message with `{name}` filled by another message, in the same language.
    package func localizing(_ name: String, _ message: Message) -> Message {
        var copy = self
        copy.nested[name] = message
        return copy
    }

    /// `key.one` when `count` is 1, else `key.other`; `{count}` is the number.
    package init(_ key: MessageKey, count: Int, _ arguments: [String: String] = [:]) {
        var arguments = arguments
        arguments["count"] = String(count)
        self.init(MessageKey(key.name + (count == 1 ? ".one" : ".other")), arguments)
    }

    /// Whether this message is `key`'s sentence (either form of a counted one).
    package func isNamed(_ key: MessageKey) -> Bool {
        self.key == key.name || self.key == key.name + ".one" || self.key == key.name + ".other"
    }

    /// The sentence in `language`. A key missing from the catalogue shows itself (a test
    /// keeps that from reaching a user).
    package func text(in language: Language) -> String {
        guard let texts = Catalogue.texts(key), let template = texts[language] ?? texts[.english] else {
            return key + (arguments.isEmpty ? "" : " " + arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
        }
        var filled = arguments
        for (name, message) in nested { filled[name] = message.text(in: language) }
        return Message.fill(template, filled)
    }

    /// The message as one line of JSON, for caches that keep it to render later.
    package var encoded: String {
        (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    package init?(encoded: String) {
        guard let message = try? JSONDecoder().decode(Message.self, from: Data(encoded.utf8)) else { return nil }
        self = message
    }

    /// English, for logs and debugging; users get `text(in:)`.
    package var description: String { text(in: .english) }

    package var english: String { text(in: .english) }

    static func fill(_ template: String, _ arguments: [String: String]) -> String {
        // Bytes: Foundation's contains is a CFStringFind each (8 million instructions at start-up),
        // and a Character search breaks graphemes: `{` and `}` are ASCII, found as bytes their
        // indices fall on scalar boundaries. The help texts of every command are filled at each start.
        let hasBrace = template.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "{")) }
        guard hasBrace ?? template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var out = ""
        var rest = Substring(template)
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
            out += rest[..<open]
            let afterOpen = rest.utf8.index(after: open)
            guard let close = rest[afterOpen...].utf8.firstIndex(of: UInt8(ascii: "}")) else {
                out.append("{")
                rest = rest[afterOpen...]
                continue
            }
            let inside = rest[afterOpen..<close]
            if let value = arguments[String(inside)] {
                out += value
            } else if let withParticle = filledWithParticle(inside, arguments, after: out) {
                out += withParticle
            } else {
                out.append("{")
                rest = rest[afterOpen...]
                continue
            }
            rest = rest[rest.utf8.index(after: close)...]
        }
        return out + rest
    }

    /// `{name|을}`: the value and the form of the Korean particle it takes (라면을, 우유를);
    /// `{|을}`: the particle alone, chosen by the text before it, for a placeholder in quotes
    /// (`` `{name}`{|은} ``). Nil when `inside` is neither form, names no argument or no particle
    /// the filler knows (a test keeps those out of the catalogue): it stays as written. Reached
    /// only when `inside` is not a plain name, so plain placeholders cost nothing more.
    private static func filledWithParticle(_ inside: Substring, _ arguments: [String: String], after text: String) -> String? {
        guard let bar = inside.utf8.firstIndex(of: UInt8(ascii: "|")) else { return nil }
        let name = inside[..<bar]
        let particle = String(inside[inside.utf8.index(after: bar)...])
        if name.isEmpty { return KoreanParticle.form(of: particle, after: text[...]) }
        guard let value = arguments[String(name)], let form = KoreanParticle.form(of: particle, after: value[...]) else { return nil }
        return value + form
    }

    /// The `{name}` placeholders of a catalogue text (`{name|을}` included), for the test that
    /// every language uses the same ones.
    package static func placeholders(in template: String) -> Set<String> {
        Set(template.matches(of: /\{([A-Za-z][A-Za-z0-9]*)(?:\|[^{}]*)?\}/).map { String($0.output.1) })
    }

    /// The particles of a catalogue text's `{name|을}` and `{|을}` forms, for the test that the
    /// filler knows each.
    package static func particles(in template: String) -> [String] {
        template.matches(of: /\{[A-Za-z0-9]*\|([^{}]*)\}/).map { String($0.output.1) }
    }
}

/// An error whose text the user reads, in their language.
package protocol UserMessageError: Error {
    var message: Message { get }
}

