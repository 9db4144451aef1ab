import Foundation

/// `diary.weather_command`: a shell command whose output (its first line, trimmed) becomes the
/// `weather` of a new diary entry, e.g. `curl -s 'wttr.in/Seoul?format=%C+%t'`. It is a
/// program setting (`ProgramSetting`): taken from this machine's own config, or from the
/// store's `.kept/config.yaml` only once approved here; `ProgramSettings` says which.
///
/// It must never stand between the user and their diary: a failure, empty output or a
/// command that takes longer than `diary.weather_timeout` seconds (default 5) gives a
/// reason instead of weather, and the entry is written without it.
package struct WeatherCommand: Sendable {
    package let command: String
    package let timeout: TimeInterval
    /// The settings file it was read from, named in the notice when it fails.
    package let file: String

    package static let defaultTimeout: TimeInterval = 5

    /// The weather command `config` sets, or nil when none is set. Only for a config this
    /// machine trusts: a store's command runs once approved (`ProgramSettings`).
    package init?(config: StoreConfig, file: String = StoreConfig.relativePath) throws {
        guard let command = config.string("diary.weather_command")?.trimmingCharacters(in: .whitespaces),
              !command.isEmpty else { return nil }
        self.command = command
        self.timeout = try config.number("diary.weather_timeout") ?? Self.defaultTimeout
        self.file = file
    }

    package init(command: String, timeout: TimeInterval = WeatherCommand.defaultTimeout, file: String = StoreConfig.relativePath) {
        self.command = command
        self.timeout = timeout
        self.file = file
    }

    /// Whether a new entry of `kind` gets weather: only a diary entry written today
    /// (yesterday's entry must not get today's weather), and only when none is given.
    package static func isWanted(kind: Kind, request: NewEntry, now: Date, calendar: Calendar = .current) -> Bool {
        kind.name == "diary" && !request.assignments.contains { $0.key == "weather" }
            && (request.date?.day ?? Day(now, calendar: calendar)) == Day(now, calendar: calendar)
    }

    /// Runs the command in `folder` (the store) with `runner`: the weather (the first line
    /// it printed, trimmed, at most 200 characters), or why there is none.
    package func run(in folder: String, using runner: any CommandRunner) -> Result<String, WeatherError> {
        switch runner.run(command, in: folder, timeout: timeout) {
        case let .notStarted(reason):
            return .failure(WeatherError(command: command, file: file, reason: Message(.weatherNotStarted, ["error": reason])))
        case .tookLonger:
            return .failure(WeatherError(command: command, file: file, reason: Message(.weatherTookLonger, ["seconds": Self.seconds(timeout)])))
        case let .failed(status):
            return .failure(WeatherError(command: command, file: file, reason: Message(.weatherExitStatus, ["status": String(status)])))
        case let .printed(text):
            let first = text.split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard !first.isEmpty else {
                return .failure(WeatherError(command: command, file: file, reason: Message(.weatherPrintedNothing)))
            }
            return .success(String(first.prefix(200)))
        }
    }

    private static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

/// Why a weather command gave no weather; the text is the notice users read.
package struct WeatherError: UserMessageError, Sendable, CustomStringConvertible {
    package let command: String
    package let file: String
    package let why: Message
    package init(command: String, file: String = StoreConfig.relativePath, reason: Message) {
        self.command = command
        self.file = file
        self.why = reason
    }
    package var reason: String { why.english }
    package var message: Message {
        Message(.weatherFailed, ["command": ProgramChoice.shown(command), "file": file]).localizing("reason", why)
    }
    package var description: String { message.english }
}
