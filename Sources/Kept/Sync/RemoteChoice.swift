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
        let add = Message("sync.addOne")
        if let name {
            if let remote = remotes.first(where: { $0.name == name }) { return remote }
            throw SyncError(remote: name, step: "find the remote", reason: Message("sync.noRemoteCalled", ["name": name]),
                            advice: remotes.isEmpty ? add : Message("sync.itsRemotes", ["remotes": remotes.map(\.name).joined(separator: ", ")]))
        }
        if let origin = remotes.first(where: { $0.name == "origin" }) { return origin }
        if remotes.count == 1 { return remotes[0] }
        if remotes.isEmpty {
            throw SyncError(remote: root, step: "find a remote", reason: Message("sync.noRemote"), advice: add)
        }
        throw SyncError(remote: root, step: "find a remote",
                        reason: Message("sync.noOrigin", ["count": String(remotes.count)]),
                        advice: Message("sync.nameOne", ["commands": remotes.map { "`kept sync \($0.name)`" }.joined(separator: ", ")]))
    }
}
