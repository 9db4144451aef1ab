/// A switch written by hand in front matter or settings (`suspended: true`,
/// `cards.review.bury-siblings: yes`): YAML 1.1's true/false and yes/no, any case, spaces around
/// ignored. One reading for every such switch, so a value one of them accepts no other refuses.
package enum YesOrNo {
    /// True or false, or nil when `text` is neither.
    package static func read(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true", "yes": true
        case "false", "no": false
        default: nil
        }
    }
}
