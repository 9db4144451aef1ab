import Kept

/// Why `kept serve` does not start.
enum ServeError: UserMessageError {
    /// The address given names nothing on this machine, or its port is taken.
    case cannotListen(String, String)
    /// The program was built without the web front end.
    case noServer
    /// `kept devices --revoke` named no paired device.
    case noSuchDevice(String)

    var message: Message {
        switch self {
        case let .cannotListen(address, reason): Message(.cliServeCannotListen, ["address": address, "reason": reason])
        case .noServer: Message(.cliServeNoServer)
        case let .noSuchDevice(id): Message(.cliDevicesNoSuchDevice, ["id": id])
        }
    }
}
