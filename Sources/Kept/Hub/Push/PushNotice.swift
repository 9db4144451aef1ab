import Foundation

/// What a notification says, in the language of the phone it goes to: a card's question
/// (never its answer) that opens the card, the fridge's items expiring soon ("우유 D-1, 두부
/// D-2") that opens the fridge, or a test. Each is short enough that its sealed payload stays
/// well under the 4 KiB push services take.
package enum PushNotice {
    /// The longest title and body a notification carries; a phone shows a few lines anyway.
    static let titleLimit = 120
    static let bodyLimit = 600

    /// The card's question as the title; tapping opens that card's page, to reveal and grade it.
    package static func card(_ card: Card, in language: Language) -> WebPushRequest.Payload {
        let question = card.question { _ in "[…]" }
        let firstLine = question.split(whereSeparator: \.isNewline).first.map(String.init) ?? card.title
        return WebPushRequest.Payload(
            title: clipped(firstLine.isEmpty ? card.title : firstLine, to: titleLimit),
            body: clipped(Message(.pushCardBody, ["category": card.category]).text(in: language), to: bodyLimit),
            url: cardPath(card.path))
    }

    /// The fridge's warning: every item expiring within `fridge.soon`, soonest first, in one
    /// notification; nil when nothing does.
    package static func fridge(_ reminders: [FridgeReminder], in language: Language) -> WebPushRequest.Payload? {
        guard !reminders.isEmpty else { return nil }
        let separator = Message(.pushListSeparator).text(in: language)
        var body = ""
        for (index, reminder) in reminders.enumerated() {
            let item = reminder.item.title + " " + reminder.daysLeft.description
            let more = Message(.pushFridgeMore, ["count": String(reminders.count - index)]).text(in: language)
            if !body.isEmpty, body.count + separator.count + item.count + more.count + separator.count > bodyLimit {
                body += separator + more
                break
            }
            body += (body.isEmpty ? "" : separator) + item
        }
        return WebPushRequest.Payload(
            title: Message(.pushFridgeTitle, count: reminders.count).text(in: language),
            body: body, url: "/fridge")
    }

    /// What the settings page's test button sends.
    package static func test(in language: Language) -> WebPushRequest.Payload {
        WebPushRequest.Payload(title: Message(.pushTestTitle).text(in: language),
                               body: Message(.pushTestBody).text(in: language), url: "/settings")
    }

    /// The hub's address of a card's own review page.
    package static func cardPath(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        return "/cards/review?card=" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
    }

    static func clipped(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
