import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Kept

/// Posts push requests with Foundation's URLSession (libcurl underneath, which checks the push
/// service's certificate against the system's authorities): the HTTP client the toolchain
/// already carries, so `kept serve` builds no client package for one POST at a time. A
/// redirect is never followed: the endpoint was checked (`PushEndpointPolicy`), where a
/// redirect would lead was not.
package final class URLSessionPushSender: NSObject, PushSender, URLSessionTaskDelegate, @unchecked Sendable {
    // `@unchecked`: the session is made once and URLSession is thread-safe.
    private var session: URLSession!
    let timeout: TimeInterval

    package init(timeout: TimeInterval = 30) {
        self.timeout = timeout
        super.init()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    package func send(_ request: WebPushRequest) async throws -> PushServiceAnswer {
        guard let url = URL(string: request.endpoint) else { throw URLError(.badURL) }
        var post = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        post.httpMethod = "POST"
        for (name, value) in request.headers { post.setValue(value, forHTTPHeaderField: name) }
        let (_, response) = try await session.upload(for: post, from: request.body)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return PushServiceAnswer(status: http.statusCode,
                                 retryAfter: PushServiceAnswer.retryAfter(http.value(forHTTPHeaderField: "Retry-After")))
    }

    package func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                            newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}
