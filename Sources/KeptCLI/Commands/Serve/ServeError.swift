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
    /// `--install` where no systemd runs units of that kind (why, the command to run by hand; system or user).
    case noSystemd(String, command: String, system: Bool)
    /// `--install --system` by a user who may not write the system's units (the user to name).
    case systemUnitNeedsRoot(String)
    /// `--install --system --user NAME` naming nobody.
    case noSuchUser(String)
    /// `--install --system` as root with no user named.
    case nameTheUser
    /// The unit was written but systemctl would not start it.
    case cannotStartUnit(path: String, failure: String)

    var message: Message {
        switch self {
        case let .cannotListen(address, reason): Message(.cliServeCannotListen, ["address": address, "reason": reason])
        case let .noServerProgram(program, places): Message(.cliServeNoServerProgram, ["command": program.command, "program": program.name, "paths": places.joined(separator: ", ")])
        case let .serverProgramFailed(path, reason): Message(.cliServeServerProgramFailed, ["path": path, "reason": reason])
        case let .noSuchDevice(id): Message(.cliDevicesNoSuchDevice, ["id": id])
        case let .noSystemd(failure, command, system):
            Message(.syncFailedWithAdvice).localizing("failed", Message(system ? .cliServeNoSystemdSystem : .cliServeNoSystemd, ["failure": failure]))
                .localizing("advice", Message(.cliServeRunByHand, ["command": command]))
        case let .systemUnitNeedsRoot(user): Message(.cliServeSystemNeedsRoot, ["user": user])
        case let .noSuchUser(name): Message(.cliServeNoSuchUser, ["name": name])
        case .nameTheUser: Message(.cliServeNameTheUser)
        case let .cannotStartUnit(path, failure): Message(.cliServeCannotStartUnit, ["path": path, "failure": failure])
        }
    }
}
