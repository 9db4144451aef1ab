import Foundation
import Testing
@testable import Kept
@testable import KeptWeb

/// A server that runs for weeks outlives its certificate's good days: it says when the last month
/// begins and when the certificate has ended, once each, by the clock it is given.
@Suite("kept serve: a certificate ending while the server runs")
struct CertificateWatchTests {
    @Test func itSaysOnceWhenTheLastMonthBeginsAndOnceWhenItEnds() async throws {
        let end = Date(timeIntervalSince1970: 1_900_000_000)
        let clock = Locked(end - 40 * 86_400)
        let heard = Locked<[String]>([])
        let watch = Task {
            await WebServer.watch(end, every: .milliseconds(5), now: { clock.withLock { $0 } }) { event in
                heard.withLock { $0.append("\(event)") }
            }
        }
        func settle() async throws { try await Task.sleep(for: .milliseconds(60)) }
        try await settle()
        #expect(heard.withLock { $0 }.isEmpty, "nothing to say 40 days before")
        clock.withLock { $0 = end - 29 * 86_400 }
        try await settle()
        clock.withLock { $0 = end - 3 * 86_400 }
        try await settle()
        #expect(heard.withLock { $0 } == ["\(ServeEvent.certificate(.endsSoon(end)))"])
        clock.withLock { $0 = end + 60 }
        try await settle()
        #expect(heard.withLock { $0 } == ["\(ServeEvent.certificate(.endsSoon(end)))", "\(ServeEvent.certificate(.ended(end)))"])
        // Nothing more to say: the watch ends by itself.
        _ = await watch.value
    }

    @Test func aPlainServerOrAStopHasNothingToWatch() async {
        await WebServer.watch(nil) { _ in Issue.record("no certificate, nothing to say") }
        let end = Date() + 86_400
        let watch = Task { await WebServer.watch(end, every: .seconds(3600)) { _ in Issue.record("stopped first") } }
        watch.cancel()
        _ = await watch.value
    }
}
