import Foundation
import HTTPTypes
import Hummingbird
import Kept

/// Changes sent with an `Idempotency-Key` (what the phone queued while offline, sent again
/// until an answer arrives) are applied once: a key seen before is answered without doing the
/// change again, even after a restart, because the keys applied are kept in this machine's
/// state beside the devices (the last 10,000, with the status each got and where it sent the
/// browser). That record is written after the change's commit; the commit itself carries the
/// key (`ChangeKey`), so a server killed between the two finds the change in history when the
/// key comes again, and answers it as a replay.
actor AppliedChanges {
    static let kept = 10_000
    private let path: String?
    private var applied: [String: Outcome] = [:]

    struct Outcome: Equatable, Sendable {
        let status: Int
        /// The page a change sent the browser to (Post/Redirect/Get), sent again on a replay.
        let location: String?
    }
    private var order: [String] = []
    private var inFlight: Set<String> = []

    init(path: String?) {
        self.path = path
        guard let path, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count >= 2, let status = Int(parts[1]) else { continue }
            if applied[String(parts[0])] == nil { order.append(String(parts[0])) }
            applied[String(parts[0])] = Outcome(status: status, location: parts.count > 2 ? String(parts[2]) : nil)
        }
    }

    enum Claim: Equatable { case new, applied(Outcome), inFlight }

    /// Whether the change `key` is to be done now; a key in flight or done is not.
    func claim(_ key: String) -> Claim {
        if let outcome = applied[key] { return .applied(outcome) }
        if inFlight.contains(key) { return .inFlight }
        inFlight.insert(key)
        return .new
    }

    /// The change `key` ended with `status`: remembered when it was done (or refused for good),
    /// forgotten when it failed for a reason that may pass (a 5xx), so that a retry does it.
    func finish(_ key: String, status: Int, location: String? = nil) {
        inFlight.remove(key)
        guard status < 500 else { return }
        // A location is one line of this file: a space or a line break in it is not kept.
        applied[key] = Outcome(status: status, location: location.flatMap { $0.contains(where: \.isWhitespace) ? nil : $0 })
        order.append(key)
        if order.count > Self.kept {
            for old in order.prefix(order.count - Self.kept) { applied[old] = nil }
            order.removeFirst(order.count - Self.kept)
        }
        save()
    }

    private func save() {
        guard let path else { return }
        let text = order.map { key in
            let outcome = applied[key]
            return "\(key) \(outcome?.status ?? 200)" + (outcome?.location.map { " " + $0 } ?? "") + "\n"
        }.joined()
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? AtomicFile.write(text, to: path)
    }
}

/// The middleware that asks `AppliedChanges` before a change is done.
struct IdempotentChanges: RouterMiddleware {
    typealias Context = WebContext
    static let header = HTTPField.Name("Idempotency-Key")!
    let applied: AppliedChanges

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .post, let device = context.device, let sent = request.headers[Self.header],
              sent.count <= 100, !sent.isEmpty, sent.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
            return try await next(request, context)
        }
        // A key is the device's own: another device cannot replay or block it.
        let key = device.id + ":" + sent
        switch await applied.claim(key) {
        case .applied(let outcome):
            var headers: HTTPFields = [Self.replayed: "true"]
            if let location = outcome.location { headers[.location] = location }
            return Response(status: .init(code: outcome.status), headers: headers)
        case .inFlight:
            return Response(status: .conflict, headers: [.retryAfter: "1"])
        case .new:
            do {
                // The key goes into the change's commit (`ChangeKey`): a change committed before
                // a crash lost its record here is found again in history, not made twice.
                let response = try await ChangeKey.$current.withValue(ChangeKey(key)) { try await next(request, context) }
                await applied.finish(key, status: response.status.code, location: response.headers[.location])
                ChangeKey.reached("recorded")
                return response
            } catch is ChangeAlreadyMadeError {
                // Made before a crash, its answer lost: answered as a replay, to the app's start.
                await applied.finish(key, status: 303, location: "/")
                return Response(status: .seeOther, headers: [Self.replayed: "true", .location: "/"])
            } catch {
                await applied.finish(key, status: (error as? HTTPResponseError)?.status.code ?? 500)
                throw error
            }
        }
    }

    static let replayed = HTTPField.Name("Kept-Replayed")!
}
