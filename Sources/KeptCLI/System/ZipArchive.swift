import Foundation
import Kept

/// A .zip unpacked by `unzip` into a fresh private temporary folder (the domain starts no
/// process: it is given the folder). The members are listed first and sorted by
/// `ZipListing`: only plain files with names the path gate allows are unpacked, each named
/// exactly; links, `../` and absolute names, `.git` are left in the zip and named. The sizes
/// the listing declares are checked against `UnpackLimits` before anything is written, and
/// each member is then unpacked through a pipe (`unzip -p`) and counted as it comes: one that
/// unpacks to more than it declared is stopped there. On any refusal the folder is removed.
enum ZipArchive {
    /// The folder the archive was unpacked into (the caller removes it) and the members left in it.
    static func unpack(_ archive: String, large: Bool = false) throws -> (folder: String, refused: [ImportProblem], limits: UnpackLimits, written: Int64) {
        guard FileManager.default.isReadableFile(atPath: archive), let handle = FileHandle(forReadingAtPath: archive) else {
            throw KeptError.io(archive, Message(.importCannotReadSource))
        }
        guard let unzip = ExternalProgram.find("unzip") else {
            throw CommandLineError.toolMissing(.unzip)
        }
        // A zip starts with a local header (`PK\3\4`), or the end record when empty (`PK\5\6`):
        // anything else is said so in kept's words, not zipinfo's five lines.
        let head = (try? handle.read(upToCount: 4)) ?? nil
        let size = (try? handle.seekToEnd()).map(Int64.init) ?? 0
        try? handle.close()
        guard let head, head.count == 4, head.starts(with: [0x50, 0x4B]), [[3, 4], [5, 6], [7, 8]].contains(Array(head.dropFirst(2))) else {
            throw ArchiveError.notAZip(file: archive)
        }
        let names = try unzip.run(["-Z1", archive])
        let long = try unzip.run(["-Z", "-s", archive])
        // zipinfo says 1 for an empty zip ("Empty zipfile."), with nothing listed.
        guard names.status == 0 || (names.status == 1 && names.output.isEmpty), long.status == 0 || long.status == 1 else {
            throw ArchiveError.damaged(file: archive, member: nil)
        }
        let name = (archive as NSString).lastPathComponent
        guard let listing = ZipListing.sort(archive: name, names: names.output, long: long.output) else {
            throw KeptError.io(archive, Message(.importTrustZipUnlisted))
        }
        let limits = UnpackLimits.forPackage(size: size, large: large)
        if let refusal = limits.check(file: archive, declared: Array(zip(listing.files, listing.sizes))) { throw refusal }
        // Private (0700): no other user sees or swaps the files between unpacking and reading.
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("kept-import-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        do {
            for (member, declared) in zip(listing.files, listing.sizes) {
                try unpackMember(member, declared: declared, of: archive, with: unzip, into: folder)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        return (folder, listing.refused, limits, listing.sizes.reduce(0, +))
    }

    /// One member through `unzip -p` into its file under `folder`, at most `declared` bytes.
    private static func unpackMember(_ member: String, declared: Int64, of archive: String, with unzip: ExternalProgram,
                                     into folder: String) throws {
        let path = (folder as NSString).appendingPathComponent(member)
        let parent = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw ArchiveError.damaged(file: archive, member: member)  // a file and a folder of one name
        }
        // A new plain file, never through a link (the folder is kept's own, made just now).
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw ArchiveError.damaged(file: archive, member: member) }
        let writer = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        let output = try ChildPipe()
        let quiet = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { if quiet >= 0 { close(quiet) } }
        let child = TerminalChild(executable: unzip.path, arguments: ["-p", "-q", archive, ZipListing.pattern(member)],
                                  standardInput: quiet, standardOutput: output.write, standardError: quiet)
        let running: TerminalChild.Running
        do { running = try child.start() } catch {
            close(output.read)
            close(output.write)
            throw error
        }
        close(output.write)
        let reader = FileHandle(fileDescriptor: output.read, closeOnDealloc: true)
        // Counted before it is written: a member never puts more on the disk than it declared.
        let copy = BoundedCopy(from: reader, to: writer, limit: declared)
        if copy.tooMuch || copy.failure != nil { kill(running.pid, SIGKILL) }
        try? reader.close()
        try? writer.close()
        let end = running.wait()
        if let failure = copy.failure { throw KeptError.io(path, Message(.importTrustUnreadable, ["reason": "\(failure)"])) }
        if copy.tooMuch { throw ArchiveError.moreThanListed(file: archive, member: member, listed: declared) }
        guard end == .exited(0), copy.written == declared else { throw ArchiveError.damaged(file: archive, member: member) }
    }
}
