import Foundation
internal import KeptGit

extension RemoteInfo {
    /// `name`, else `origin`, else the only remote; an error naming the store at `root` when
    /// there is none to choose.
    static func chosen(_ name: String?, in repo: Repository, root: String) throws -> RemoteInfo {
        let remotes: [RemoteInfo]
        do { remotes = try repo.remotes() } catch let error as GitError {
            throw SyncError.git(error, remote: name ?? "remotes", step: "read the remotes")
        }
        let add = Message(.syncAddOne)
        if let name {
            if let remote = remotes.first(where: { $0.name == name }) { return remote }
            throw SyncError(remote: name, step: "find the remote", reason: Message(.syncNoRemoteCalled, ["name": name]),
                            advice: remotes.isEmpty ? add : Message(.syncItsRemotes, ["remotes": remotes.map(\.name).joined(separator: ", ")]))
        }
        if let origin = remotes.first(where: { $0.name == "origin" }) { return origin }
        if remotes.count == 1 { return remotes[0] }
        if remotes.isEmpty {
            throw SyncError(remote: root, step: "find a remote", reason: Message(.syncNoRemote), advice: add)
        }
        throw SyncError(remote: root, step: "find a remote",
                        reason: Message(.syncNoOrigin, ["count": String(remotes.count)]),
                        advice: Message(.syncNameOne, ["commands": remotes.map { "`kept sync \($0.name)`" }.joined(separator: ", ")]))
    }
}
