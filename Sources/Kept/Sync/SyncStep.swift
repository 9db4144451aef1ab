import Foundation
internal import KeptGit

/// A step of a sync against `remote`, named in the error when git or the transfer fails.
enum SyncStep {
    static func transfer<T>(_ remote: RemoteInfo, _ step: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as TransferError {
            throw SyncError.transfer(error, remote: remote.name, url: remote.url, step: step)
        } catch let error as GitError {
            throw SyncError.git(error, remote: remote.name, step: step)
        }
    }

    static func git<T>(_ remote: RemoteInfo, _ step: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as GitError {
            throw SyncError.git(error, remote: remote.name, step: step)
        }
    }
}
