import Foundation
import Kept

/// The weather of a new diary entry, from `diary.weather_command` (this machine's, or the
/// store's once approved with `kept trust`): only for an
/// entry written today (yesterday's entry must not get today's weather) that has none given.
/// Anything wrong is a one-line notice; the entry is written regardless.
enum DiaryWeather {
    static func assignment(store: Store, kind: Kind, request: NewEntry, now: Date = Date()) -> FieldAssignment? {
        guard WeatherCommand.isWanted(kind: kind, request: request, now: now) else { return nil }
        let command: WeatherCommand
        do {
            // The command is the machine's: its own config, or the store's once approved here.
            let programs = try MachineFiles.programs(for: store)
            guard let choice = programs.choice(.weatherCommand) else { return nil }
            if let skipped = choice.skippedNotice {
                Terminal.notice(skipped.text)
                return nil
            }
            let fromMachine = choice.source == .machine
            command = WeatherCommand(command: choice.command,
                                     timeout: try (fromMachine ? programs.machine.config : programs.store).number("diary.weather_timeout")
                                        ?? WeatherCommand.defaultTimeout,
                                     file: fromMachine ? programs.machine.path : StoreConfig.relativePath)
        } catch {
            Terminal.notice(say(.cliDiaryWeatherNoWeather, ["UserFacingError": "\(Message.userFacing(error)?.text ?? "\(error)")"]))
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
