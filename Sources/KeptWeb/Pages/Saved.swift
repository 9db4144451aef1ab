import Kept

/// What a page says after a change: "Saved" in the page's language, then the commit's own
/// message (`diary: add 2026-11-27 첫눈`), which names what changed as `kept log` shows it.
enum Saved {
    static func text(_ change: Change, _ context: WebContext) -> String {
        context.say(.webSaved, ["change": change.message])
    }
}
