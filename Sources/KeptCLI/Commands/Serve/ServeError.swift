import Kept

/// Why `kept serve` does not start.
enum ServeError: UserMessageError {
    /// The address given names nothing on this machine, or its port is taken.
    case cannotListen(String, String)
    /// `kept-serve` is not where `kept` looks for it (the paths looked at).
    case noServerProgram(ServerProgram, [String])
    /// `kept-serve` is there but would not start (its path, the system's reason).
    case serverProgramFailed(String, String)
    /// `kept devices --revoke` named no paired device.
    case noSuchDevice(String)

    var message: Message {
        switch self {
        case let .cannotListen(address, reason): Message(.cliServeCannotListen, ["address": address, "reason": reason])
        case let .noServerProgram(program, places): Message(.cliServeNoServerProgram, ["command": program.command, "program": program.name, "paths": places.joined(separator: ", ")])
        case let .serverProgramFailed(path, reason): Message(.cliServeServerProgramFailed, ["path": path, "reason": reason])
        case let .noSuchDevice(id): Message(.cliDevicesNoSuchDevice, ["id": id])
        }
    }
}
