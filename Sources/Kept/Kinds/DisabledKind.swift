/// A kind whose template in `.kept/templates/` cannot be used (a path leading outside, a
/// template for a newer kept, YAML kept cannot read). Only that kind is off: every command
/// says so once, `kept check` reports it with the template's path and line, the rest works.
public struct DisabledKind: Sendable, CustomStringConvertible {
    public let name: String
    /// Store-relative path of the template.
    public let template: String
    /// What is wrong, with `path:line`.
    public let problem: Message

    public var message: Message {
        Message("kind.disabled", ["name": name, "template": template]).localizing("problem", problem)
    }

    public var description: String { message.english }
}
