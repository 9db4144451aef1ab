import CLibGit2
import Foundation

/// Who a commit is by: from git config (user.name / user.email), else a fallback built
/// from the login name and host name so that a fresh machine can still commit.
public struct Identity: Sendable, Equatable {
    public let name: String
    public let email: String
    /// True when git config held no identity and the fallback was used.
    public let isFallback: Bool

    public static func fallback() -> Identity {
        let env = ProcessInfo.processInfo.environment
        let login = env["USER"].flatMap { $0.isEmpty ? nil : $0 } ?? NSUserName()
        let host = ProcessInfo.processInfo.hostName
        return Identity(name: login.isEmpty ? "kept" : login,
                        email: "\(login.isEmpty ? "kept" : login)@\(host.isEmpty ? "localhost" : host)",
                        isFallback: true)
    }
}

extension Repository {
    /// The identity commits are made with.
    public func identity() -> Identity {
        var signature: UnsafeMutablePointer<git_signature>?
        if git_signature_default(&signature, pointer) == 0, let signature {
            defer { git_signature_free(signature) }
            return Identity(name: String(cString: signature.pointee.name),
                            email: String(cString: signature.pointee.email),
                            isFallback: false)
        }
        return Identity.fallback()
    }

    func makeSignature(_ identity: Identity) throws -> UnsafeMutablePointer<git_signature> {
        var signature: UnsafeMutablePointer<git_signature>?
        try check("make signature") { git_signature_now(&signature, identity.name, identity.email) }
        return signature!
    }
}
