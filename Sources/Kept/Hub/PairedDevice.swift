import Foundation

/// A phone or browser that paired with `kept serve`: what it may do and how it is known. Its
/// token is never kept, only the token's SHA-256, so that the file of devices is no key.
package struct PairedDevice: Sendable, Equatable, Codable {
    /// Eight hexadecimal digits, what `kept devices revoke` takes.
    package let id: String
    /// What the phone said it is (its browser's name), for the list.
    package let name: String
    /// The SHA-256 of its token, in hexadecimal.
    package let tokenDigest: String
    package let scope: AccessScope
    package let paired: Date
}
