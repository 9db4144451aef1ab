internal import KeptGit

/// A remote the store syncs with: its name and URL as `.git/config` holds them.
public struct SyncRemote: Sendable, Equatable {
    public let name: String
    public let url: String

    public init(name: String, url: String) {
        self.name = name
        self.url = url
    }

    init(_ remote: RemoteInfo) {
        self.init(name: remote.name, url: remote.url)
    }
}
