/// A kind whose template in `.kept/templates/` cannot be used (a path leading outside, a
/// template for a newer kept, YAML kept cannot read). Only that kind is off: every command
/// says so once, `kept check` reports it with the template's path and line, the rest works.
package struct DisabledKind: Sendable, CustomStringConvertible {
    package let name: String
    /// Store-relative path of the template.
    package let template: String
    /// What is wrong, with `path:line`.
    package let problem: Message

    package var message: Message {
        Message(.kindDisabled, ["name": name, "template": template]).localizing("problem", problem)
    }

    package var description: String { message.english }
}
