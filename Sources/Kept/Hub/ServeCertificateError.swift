import Foundation

/// Why `kept serve` has no certificate to speak TLS with. Each names the file and what to do.
package enum ServeCertificateError: UserMessageError, Equatable {
    case unreadable(String, String)
    case notAFile(String)
    case tooLarge(String)
    case notPEM(String)
    case notACertificate(String)
    case longChain(String, Int)
    case notAKey(String)
    /// A server that starts unattended cannot ask for a passphrase.
    case encryptedKey(String)
    case keyDoesNotMatch(key: String, certificate: String)
    case expired(String, Date)
    case cannotWrite(String, String)
    case unusable(Message)
    /// A server asked to listen beyond loopback without one (the command line always gives one).
    case needed(String)

    package var message: Message {
        switch self {
        case let .unreadable(path, reason): Message(.serveTlsUnreadable, ["path": path, "reason": reason])
        case let .notAFile(path): Message(.serveTlsNotAFile, ["path": path])
        case let .tooLarge(path): Message(.serveTlsTooLarge, ["path": path, "limit": "1 MiB"])
        case let .notPEM(path), let .notACertificate(path): Message(.serveTlsNotACertificate, ["path": path])
        case let .longChain(path, count): Message(.serveTlsLongChain, ["path": path, "count": String(count), "limit": String(ServeCertificate.largestChain)])
        case let .notAKey(path): Message(.serveTlsNotAKey, ["path": path])
        case let .encryptedKey(path): Message(.serveTlsEncryptedKey, ["path": path])
        case let .keyDoesNotMatch(key, certificate): Message(.serveTlsKeyDoesNotMatch, ["key": key, "certificate": certificate])
        case let .expired(path, date): Message(.serveTlsExpired, ["path": path, "date": Day(date).iso])
        case let .cannotWrite(path, reason): Message(.serveTlsCannotWrite, ["path": path, "reason": reason])
        case let .unusable(reason): Message(.serveTlsUnusable).localizing("reason", reason)
        case let .needed(host): Message(.serveTlsNeeded, ["host": host])
        }
    }
}
