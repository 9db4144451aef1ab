import Kept

/// What a page says after a change: a sentence in the page's language ("저장했습니다"), and
/// beside it, small, the commit's own message (`diary: add 2026-11-27 첫눈`), which names what
/// changed as `kept log` shows it.
struct Notice: Sendable {
    var text: String
    var commit: String?
}

enum Saved {
    static func text(_ change: Change, _ context: WebContext) -> Notice {
        Notice(text: context.say(.webSaved), commit: change.message)
    }
}
