import Foundation

/// Why kept itself refused to go on with a transfer (no login it can offer, a host it cannot
/// trust), with what the user needs to fix it. The domain words it in the user's language;
/// `english` is what libgit2's error slot and logs get.
package enum TransferProblem: Sendable, Equatable {
    case gaveUp(requests: Int)
    case noSSHKey(host: String, login: String)
    case sshKeysRefused(host: String, login: String, tried: String)
    case tokenNeeded(host: String)
    case tokenOverHTTP(host: String)
    case tokenRefused(host: String)
    case unsupportedLogin(host: String)
    case hostKeyUnchecked(host: String)
    case hostKeyChanged(name: String)
    case unknownHost(name: String, scan: String)
    case certificateUnverified(host: String)
    case noSuchRemote(name: String)

    package var english: String {
        switch self {
        case let .gaveUp(requests):
            return "the server asked for credentials \(requests) times and refused each; giving up"
        case let .noSSHKey(host, login):
            return "no ssh key to log in to \(host) as \(login): start ssh-agent and `ssh-add` your key, or create ~/.ssh/id_ed25519 (`ssh-keygen -t ed25519`) and add its .pub to the server"
        case let .sshKeysRefused(host, login, tried):
            return "\(host) refused every ssh key for \(login) (tried \(tried)): add your public key to the server's ~/.ssh/authorized_keys, or set KEPT_SSH_PASSPHRASE if your key has a passphrase"
        case let .tokenNeeded(host):
            return "\(host) asks for a login: set KEPT_GIT_TOKEN to an access token that may read and write the repository (kept never writes or prints it)"
        case let .tokenOverHTTP(host):
            return "\(host) asks for a login over plain http://, which would send KEPT_GIT_TOKEN unencrypted: use the remote's https:// URL (`kept remote remove NAME`, then `kept remote add NAME https://…`); only if you trust every network on the way, add it with `kept remote add NAME URL --allow-http` (`kept clone URL --allow-http` for a clone)"
        case let .tokenRefused(host):
            return "\(host) refused the token in KEPT_GIT_TOKEN: check that it has not expired and may read and write this repository"
        case let .unsupportedLogin(host):
            return "\(host) asks for a kind of login kept does not support; use an ssh URL with a key, or https with KEPT_GIT_TOKEN"
        case let .hostKeyUnchecked(host):
            return "the ssh host key of \(host) cannot be checked against ~/.ssh/known_hosts"
        case let .hostKeyChanged(name):
            return "the ssh host key of \(name) is not the one in ~/.ssh/known_hosts: someone may be in between; if the server was reinstalled, check its new fingerprint, run `ssh-keygen -R '\(name)'` and connect once with ssh"
        case let .unknownHost(name, scan):
            return "\(name) is not a known ssh host (not in ~/.ssh/known_hosts, or listed with another key type): connect once with `ssh` and check the fingerprint it shows, or add its key with `\(scan) >> ~/.ssh/known_hosts`"
        case let .certificateUnverified(host):
            return "the TLS certificate of \(host) cannot be verified: check the URL; a server with its own certificate authority needs it in /etc/ssl/certs"
        case let .noSuchRemote(name):
            return "there is no remote called `\(name)`"
        }
    }
}
