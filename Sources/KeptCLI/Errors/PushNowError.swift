import Kept

/// `--push` found no phone to send to.
enum PushNowError: Error, UserMessageError {
    case nobodySubscribed(kind: String)

    var message: Message {
        switch self {
        case let .nobodySubscribed(kind): Message(.cliPushNobodySubscribed, ["kind": kind])
        }
    }
}
