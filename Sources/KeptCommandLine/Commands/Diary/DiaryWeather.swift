import Foundation
import Kept

/// The weather of a new diary entry, from the store's `diary.weather_command`: only for an
/// entry written today (yesterday's entry must not get today's weather) that has none given.
/// Anything wrong is a one-line notice; the entry is written regardless.
enum DiaryWeather {
    static func assignment(store: Store, kind: Kind, request: NewEntry, now: Date = Date()) -> FieldAssignment? {
        guard WeatherCommand.isWanted(kind: kind, request: request, now: now) else { return nil }
        let command: WeatherCommand
        do {
            guard let configured = try WeatherCommand(config: store.config()) else { return nil }
            command = configured
        } catch {
            Terminal.notice(say("cli.diaryWeather.noWeather", ["UserFacingError": "\(UserFacingError.message(for: error) ?? "\(error)")"]))
            return nil
        }
        switch command.run(in: store.root, using: ShellCommandRunner()) {
        case let .success(weather):
            return FieldAssignment(key: "weather", value: weather)
        case let .failure(failure):
            Terminal.notice(failure.message.text)
            return nil
        }
    }
}
