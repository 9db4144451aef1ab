import Kept

/// Why `kept serve` does not start.
enum ServeError: UserMessageError {
    /// The program was built without the web front end.
    case noServer
    /// `kept devices --revoke` named no paired device.
    case noSuchDevice(String)

    var message: Message {
        switch self {
        case .noServer: Message(.cliServeNoServer)
        case let .noSuchDevice(id): Message(.cliDevicesNoSuchDevice, ["id": id])
        }
    }
}
