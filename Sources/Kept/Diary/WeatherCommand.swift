import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `diary.weather_command` from `.kept/config.yaml`: a shell command whose output (its first
/// line, trimmed) becomes the `weather` of a new diary entry, e.g.
/// `curl -s 'wttr.in/Seoul?format=%C+%t'`.
///
/// It must never stand between the user and their diary: a failure, empty output or a
/// command that takes longer than `diary.weather_timeout` seconds (default 5) gives a
/// reason instead of weather, and the entry is written without it.
public struct WeatherCommand: Sendable {
    public let command: String
    public let timeout: TimeInterval

    public static let defaultTimeout: TimeInterval = 5

    /// The store's weather command, or nil when none is set.
    public init?(config: StoreConfig) throws {
        guard let command = config.string("diary.weather_command")?.trimmingCharacters(in: .whitespaces),
              !command.isEmpty else { return nil }
        self.command = command
        self.timeout = try config.number("diary.weather_timeout") ?? Self.defaultTimeout
    }

    public init(command: String, timeout: TimeInterval = WeatherCommand.defaultTimeout) {
        self.command = command
        self.timeout = timeout
    }

    /// Runs the command in `folder` (the store): the weather, or why there is none.
    public func run(in folder: String) -> Result<String, WeatherFailure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        process.standardOutput = output
        // Its own stderr is dropped: a helper left running must not hold ours open.
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return .failure(WeatherFailure(command: command, reason: Message("weather.notStarted", ["error": error.localizedDescription])))
        }
        let reader = OutputReader(output.fileHandleForReading)
        let deadline = DispatchTime.now() + timeout
        guard exited.wait(timeout: deadline) == .success else {
            kill(-process.processIdentifier, SIGKILL)
            process.terminate()
            return .failure(WeatherFailure(command: command, reason: Message("weather.tookLonger", ["seconds": Self.seconds(timeout)])))
        }
        guard process.terminationStatus == 0, process.terminationReason == .exit else {
            return .failure(WeatherFailure(command: command, reason: Message("weather.exitStatus", ["status": String(process.terminationStatus)])))
        }
        // Output still held open by something the command left running is not waited for.
        let data = reader.wait(until: deadline) ?? Data()
        let text = String(decoding: data, as: UTF8.self)
        let first = text.split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        guard !first.isEmpty else {
            return .failure(WeatherFailure(command: command, reason: Message("weather.printedNothing")))
        }
        return .success(String(first.prefix(200)))
    }

    private static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

/// Why a weather command gave no weather; the text is the notice users read.
public struct WeatherFailure: UserMessageError, Sendable, CustomStringConvertible {
    public let command: String
    public let why: Message
    public init(command: String, reason: Message) {
        self.command = command
        self.why = reason
    }
    public var reason: String { why.english }
    public var message: Message { Message("weather.failed", ["command": command]).localizing("reason", why) }
    public var description: String { message.english }
}

/// Reads a pipe to its end on a thread of its own.
private final class OutputReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    func wait(until deadline: DispatchTime) -> Data? {
        done.wait(timeout: deadline) == .success ? data : nil
    }
}
