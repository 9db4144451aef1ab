import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What `stat` says about a file, enough to tell that it has not changed since it was read:
/// size, modification and status-change times to the nanosecond, and inode. An edit by
/// another program changes the status-change time even when it keeps the size and puts the
/// modification time back (`touch -r`, `rsync -t`); a rename-over gives a new inode.
struct FileStamp: Equatable, Sendable {
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64
    var changedSeconds: Int64
    var changedNanoseconds: Int64
    var inode: UInt64

    init(size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64,
         changedSeconds: Int64, changedNanoseconds: Int64, inode: UInt64) {
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changedSeconds = changedSeconds
        self.changedNanoseconds = changedNanoseconds
        self.inode = inode
    }

    init(_ info: stat) {
        self.init(size: Int64(info.st_size),
                  modifiedSeconds: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int64(info.st_mtim.tv_nsec),
                  changedSeconds: Int64(info.st_ctim.tv_sec), changedNanoseconds: Int64(info.st_ctim.tv_nsec),
                  inode: UInt64(info.st_ino))
    }

    /// Whether the file was last changed before `moment` (seconds since 1970) by a margin:
    /// only such a stamp can be trusted later, since an edit in the same clock tick as the
    /// one recorded could leave every part of the stamp as it was (git's "racy clean").
    func isSettled(before moment: Double) -> Bool {
        let latest = max(Double(modifiedSeconds) + Double(modifiedNanoseconds) / 1e9,
                         Double(changedSeconds) + Double(changedNanoseconds) / 1e9)
        return latest < moment - FileStamp.clockMargin
    }

    /// Larger than a kernel clock tick (file times come from a coarse clock, 1–10 ms).
    static let clockMargin = 0.05
}
