internal import KeptGit

/// A remote the store syncs with: its name and URL as `.git/config` holds them.
package struct SyncRemote: Sendable, Equatable {
    package let name: String
    package let url: String

    package init(name: String, url: String) {
        self.name = name
        self.url = url
    }

    init(_ remote: RemoteInfo) {
        self.init(name: remote.name, url: remote.url)
    }
}
