import Kept

/// What a page says after a change: a sentence in the page's language ("저장했습니다"), and
/// beside it, small, the commit's own message (`diary: add 2026-11-27 첫눈`), which names what
/// changed as `kept log` shows it.
struct Notice: Sendable {
    var text: String
    var commit: String?
    /// Something to offer beside the notice: the last one gone, put it on the shopping list.
    var offer: ShoppingOffer? = nil
}

/// "That was the last 우유: put it on the shopping list?", with the item the button names.
struct ShoppingOffer: Sendable {
    var path: String
    var text: String
}

enum Saved {
    static func text(_ change: Change, _ context: WebContext) -> Notice {
        Notice(text: context.say(.webSaved), commit: change.message)
    }
}
