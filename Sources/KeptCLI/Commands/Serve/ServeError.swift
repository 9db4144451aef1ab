import Kept

/// Why `kept serve` does not start.
enum ServeError: UserMessageError {
    /// Beyond this machine a server must speak TLS, which this kept does not yet.
    case notLoopback(String)
    /// The program was built without the web front end.
    case noServer
    /// `kept devices --revoke` named no paired device.
    case noSuchDevice(String)

    var message: Message {
        switch self {
        case let .notLoopback(host): Message(.cliServeNotLoopback, ["host": host])
        case .noServer: Message(.cliServeNoServer)
        case let .noSuchDevice(id): Message(.cliDevicesNoSuchDevice, ["id": id])
        }
    }
}
