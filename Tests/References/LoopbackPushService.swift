import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `Tests/Web/push_service.py` running on loopback: a push service that plays the browser's
/// side of a subscription (its own P-256 key and auth secret), decrypts what it is sent with
/// the reference `http_ece` and verifies the VAPID header. Stopped when released.
public final class LoopbackPushService: @unchecked Sendable {
    public let origin: String
    private let process: Process

    /// One push as the service saw it.
    public struct Received: Decodable, Sendable {
        public let payload: String?
        public let ttl: String?
        public let urgency: String?
        public let encoding: String?
        public let status: Int
        public let claims: [String: JSONValue]?
        public let vapid_ok: Bool
        public let vapid_problem: String?

        /// The decrypted payload's fields.
        public var fields: [String: String] {
            guard let payload, let object = try? JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any] else { return [:] }
            return object.compactMapValues { $0 as? String }
        }
    }

    public enum JSONValue: Decodable, Sendable, Equatable {
        case text(String), number(Double)
        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) { self = .number(number) } else { self = .text(try container.decode(String.self)) }
        }
        public var text: String? { if case let .text(t) = self { t } else { nil } }
        public var number: Double? { if case let .number(n) = self { n } else { nil } }
    }

    public init() throws {
        guard let python = ReferencePython.executable else { throw ReferenceFailure("the reference environment is missing: run `make references`") }
        process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [ReferencePython.packageRoot + "/Tests/Web/push_service.py"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while true {
            let byte = out.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line += byte
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else { throw ReferenceFailure("push_service.py did not start") }
        origin = "http://127.0.0.1:\(port)"
    }

    deinit {
        // Killed and reaped directly: Foundation's waitUntilExit in a deinit spun its run loop.
        let pid = process.processIdentifier
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// A new browser subscription, as `PushSubscription.toJSON()` gives it.
    public func subscribe() throws -> Data {
        try request("POST", "/_subscribe", body: Data())
    }

    /// The subscription's id (the last part of its endpoint).
    public static func id(of subscription: Data) -> String {
        let object = try? JSONSerialization.jsonObject(with: subscription) as? [String: Any]
        return ((object?["endpoint"] as? String) ?? "").split(separator: "/").last.map(String.init) ?? ""
    }

    /// How the next pushes to `id` are answered: status and Retry-After seconds.
    public func answer(_ id: String, with answers: [(Int, Int?)]) throws {
        let list = answers.map { [$0.0, $0.1 as Any? ?? NSNull()] as [Any] }
        _ = try request("POST", "/_answers/" + id, body: try JSONSerialization.data(withJSONObject: list))
    }

    public func received(_ id: String) throws -> [Received] {
        try JSONDecoder().decode([Received].self, from: request("GET", "/_received/" + id, body: nil))
    }

    private func request(_ method: String, _ path: String, body: Data?) throws -> Data {
        var request = URLRequest(url: URL(string: origin + path)!)
        request.httpMethod = method
        request.httpBody = body
        let done = DispatchSemaphore(value: 0)
        let result = LockedBox<Result<Data, Error>>(.failure(ReferenceFailure("no answer")))
        URLSession.shared.dataTask(with: request) { data, _, error in
            result.set(error.map { .failure($0) } ?? .success(data ?? Data()))
            done.signal()
        }.resume()
        done.wait()
        return try result.get().get()
    }
}

/// A value set on one thread and read on another.
final class LockedBox<T>: @unchecked Sendable {
    private var value: T
    private let lock = NSLock()
    init(_ value: T) { self.value = value }
    func set(_ new: T) { lock.lock(); value = new; lock.unlock() }
    func get() -> T { lock.lock(); defer { lock.unlock() }; return value }
}
