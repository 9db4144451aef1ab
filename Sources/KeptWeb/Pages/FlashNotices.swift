import Foundation
import Hummingbird
import Kept

/// What a change said, kept for the page the browser is sent to next: every change answers
/// with a redirect (Post/Redirect/Get), so a refresh or a pull-to-refresh shows the page again
/// instead of making the change a second time, and the page still says what was done. One
/// message per device, in memory, taken by the next page drawn for it.
final class FlashNotices: Sendable {
    struct Flash: Sendable {
        var notice: String?
        /// The commit's message, shown small after the notice.
        var commit: String? = nil
        var problem: String?
        /// A conflict copy to link to.
        var copy: String? = nil
        /// The shopping list offered after the last one was used up.
        var offer: ShoppingOffer? = nil

        init(notice: String? = nil, commit: String? = nil, problem: String? = nil, copy: String? = nil) {
            self.notice = notice
            self.commit = commit
            self.problem = problem
            self.copy = copy
        }

        init(_ notice: Notice) {
            self.init(notice: notice.text, commit: notice.commit)
            offer = notice.offer
        }
    }

    private let waiting = Locked<[String: Flash]>([:])

    func put(_ flash: Flash, for context: WebContext) {
        guard let id = context.device?.id else { return }
        waiting.withLock { $0[id] = flash }
    }

    func take(for context: WebContext) -> Flash? {
        guard let id = context.device?.id else { return nil }
        return waiting.withLock { $0.removeValue(forKey: id) }
    }

    /// Whether a flash waits for the device's next page.
    func waits(for context: WebContext) -> Bool {
        guard let id = context.device?.id else { return false }
        return waiting.withLock { $0[id] != nil }
    }

    /// Keeps `flash` and sends the browser to `location`.
    func redirect(to location: String, _ flash: Flash, _ context: WebContext) -> Response {
        put(flash, for: context)
        return Response(status: .seeOther, headers: [.location: location])
    }
}
