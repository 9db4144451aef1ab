internal import CLibGit2
import Foundation

/// Who a commit is by: from git config (user.name / user.email), else a fallback built
/// from the login name and host name so that a fresh machine can still commit.
package struct Identity: Sendable, Equatable {
    package let name: String
    package let email: String
    /// True when git config held no identity and the fallback was used.
    package let isFallback: Bool

    package static func fallback() -> Identity {
        let env = ProcessInfo.processInfo.environment
        let login = env["USER"].flatMap { $0.isEmpty ? nil : $0 } ?? NSUserName()
        let host = ProcessInfo.processInfo.hostName
        return Identity(name: login.isEmpty ? "kept" : login,
                        email: "\(login.isEmpty ? "kept" : login)@\(host.isEmpty ? "localhost" : host)",
                        isFallback: true)
    }
}

extension Repository {
    /// The identity commits are made with, found as git finds it: `GIT_AUTHOR_NAME` and
    /// `GIT_AUTHOR_EMAIL`, else user.name / user.email from the repository's, the global
    /// and the system config; else the fallback.
    package func identity(environment: [String: String] = ProcessInfo.processInfo.environment) -> Identity {
        if let name = environment["GIT_AUTHOR_NAME"], let email = environment["GIT_AUTHOR_EMAIL"],
           !name.isEmpty, !email.isEmpty {
            return Identity(name: name, email: email, isFallback: false)
        }
        if let global = environment["GIT_CONFIG_GLOBAL"] {
            // libgit2 1.5 reads ~/.gitconfig whatever GIT_CONFIG_GLOBAL says; git honours it.
            return identity(globalConfig: global, system: environment["GIT_CONFIG_NOSYSTEM"] == nil) ?? Identity.fallback()
        }
        var signature: UnsafeMutablePointer<git_signature>?
        if git_signature_default(&signature, pointer) == 0, let signature {
            defer { git_signature_free(signature) }
            return Identity(name: String(cString: signature.pointee.name),
                            email: String(cString: signature.pointee.email),
                            isFallback: false)
        }
        return Identity.fallback()
    }

    private func identity(globalConfig: String, system: Bool) -> Identity? {
        var config: OpaquePointer?
        guard git_config_new(&config) == 0 else { return nil }
        defer { git_config_free(config) }
        let gitFolder = String(cString: git_repository_path(pointer))
        let files: [(String, git_config_level_t)] = [
            ((gitFolder as NSString).appendingPathComponent("config"), GIT_CONFIG_LEVEL_LOCAL),
            (globalConfig, GIT_CONFIG_LEVEL_GLOBAL),
        ] + (system ? [("/etc/gitconfig", GIT_CONFIG_LEVEL_SYSTEM)] : [])
        for (file, level) in files where FileManager.default.fileExists(atPath: file) && file != "/dev/null" {
            _ = git_config_add_file_ondisk(config, file, level, pointer, 0)
        }
        func value(_ key: String) -> String? {
            var buffer = git_buf()
            defer { git_buf_dispose(&buffer) }
            guard git_config_get_string_buf(&buffer, config, key) == 0, let text = buffer.ptr else { return nil }
            let string = String(cString: text)
            return string.isEmpty ? nil : string
        }
        guard let name = value("user.name"), let email = value("user.email") else { return nil }
        return Identity(name: name, email: email, isFallback: false)
    }

    func makeSignature(_ identity: Identity) throws -> UnsafeMutablePointer<git_signature> {
        var signature: UnsafeMutablePointer<git_signature>?
        try check("make signature") { git_signature_now(&signature, identity.name, identity.email) }
        return signature!
    }

    /// `identity` at `time`, with its offset: a change's author date.
    func makeSignature(_ identity: Identity, at time: AuthorTime) throws -> UnsafeMutablePointer<git_signature> {
        var signature: UnsafeMutablePointer<git_signature>?
        try check("make signature") {
            git_signature_new(&signature, identity.name, identity.email, git_time_t(time.date.timeIntervalSince1970.rounded(.down)),
                              Int32(time.offsetMinutes))
        }
        return signature!
    }
}
