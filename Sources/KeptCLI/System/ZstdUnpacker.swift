import Foundation
import Kept

/// zstd streams unpacked by Debian's `zstd` for an Anki package in the current format (the
/// domain starts no process: it is given this). Each stream goes into a new file of one private
/// temporary folder, counted as it comes: at the limit the program is stopped and its file
/// removed, so a few kilobytes made to unpack to terabytes fill nothing. Besides the limit
/// each call is given (the collection's, a media file's listed size), every stream is held to
/// the package's `UnpackLimits` (a member, and all of the package together with what its zip
/// unpacked), which grow with the package's size, as its zip members are.
final class ZstdUnpacker {
    private var folder: String?
    private var made = 0
    /// The package (for messages), its limits and the bytes already unpacked from it.
    private let package: String
    private let limits: UnpackLimits
    private var unpacked: Int64

    init(package: String = "", limits: UnpackLimits = UnpackLimits(member: nil, total: nil), unpacked: Int64 = 0) {
        self.package = package
        self.limits = limits
        self.unpacked = unpacked
    }

    /// Unpacks `input` into a new file, its path; more than `limit` bytes is `ZstdError.tooLarge`,
    /// anything zstd cannot read `ZstdError.damaged` in its words.
    func decompress(_ input: FileHandle, limit asked: Int64) throws -> String {
        let remaining = limits.total.map { max(0, $0 - unpacked) } ?? .max
        let limit = min(asked, limits.member ?? .max, remaining)
        guard let zstd = ExternalProgram.find("zstd") else { throw CommandLineError.toolMissing(.zstd) }
        let folder = try self.folder ?? makeFolder()
        made += 1
        let output = (folder as NSString).appendingPathComponent("\(made)")
        let errors = output + ".errors"
        guard FileManager.default.createFile(atPath: output, contents: nil, attributes: [.posixPermissions: 0o600]),
              FileManager.default.createFile(atPath: errors, contents: nil, attributes: [.posixPermissions: 0o600]),
              let writer = FileHandle(forWritingAtPath: output), let errorFile = FileHandle(forWritingAtPath: errors) else {
            throw KeptError.io(folder, Message(.importTrustUnreadable, ["reason": String(cString: strerror(errno))]))
        }
        defer { try? FileManager.default.removeItem(atPath: errors) }
        defer { try? errorFile.close() }
        // posix_spawn and waitpid, not Foundation's `Process`, whose wait polls every 50 ms:
        // a package of 2,000 pictures took two minutes for zstd runs of a millisecond each.
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw KeptError.io(folder, Message(.importTrustUnreadable, ["reason": String(cString: strerror(errno))]))
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // From stdin to stdout: zstd never opens a path of the package, nor writes one.
        let child = TerminalChild(executable: zstd.path, arguments: ["-d", "-c", "-q"], standardInput: input.fileDescriptor,
                                  standardOutput: ends[1], standardError: errorFile.fileDescriptor)
        let running: TerminalChild.Running
        do { running = try child.start() } catch {
            close(ends[0])
            close(ends[1])
            throw error
        }
        close(ends[1])
        let reader = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        let copy = BoundedCopy(from: reader, to: writer, limit: limit)
        let (written, tooLarge, failure) = (copy.written, copy.tooMuch, copy.failure)
        // Stopped at the limit (or a failed write): zstd is ended, not left to fill the pipe.
        if tooLarge || failure != nil { kill(running.pid, SIGKILL) }
        try? reader.close()
        try? writer.close()
        let end = running.wait()
        if tooLarge || failure != nil { try? FileManager.default.removeItem(atPath: output) }
        if let failure { throw KeptError.io(output, Message(.importTrustUnreadable, ["reason": "\(failure)"])) }
        if tooLarge, limit < asked {
            // Held by the package's limits, not the caller's: said as a zip member is.
            let member = Self.name(of: input) ?? "?"
            if limit == remaining, remaining < (limits.member ?? .max) {
                throw ArchiveError.tooLargeInAll(file: package, size: unpacked + written, limit: limits.total ?? 0)
            }
            throw ArchiveError.tooLarge(file: package, member: member, size: written, limit: limit)
        }
        if tooLarge { throw ZstdError.tooLarge }
        unpacked += written
        guard end == .exited(0) else {
            try? FileManager.default.removeItem(atPath: output)
            let said = (FileManager.default.contents(atPath: errors).map { String(decoding: $0, as: UTF8.self) } ?? "")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            throw ZstdError.damaged(said.isEmpty ? "zstd: status \(end.status)" : said)
        }
        return output
    }

    /// The name of the file `handle` reads (the package's member), from /proc.
    private static func name(of handle: FileHandle) -> String? {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(handle.fileDescriptor)") else { return nil }
        return (target as NSString).lastPathComponent
    }

    /// Removes every file unpacked (after the import has copied what it kept).
    func remove() {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    private func makeFolder() throws -> String {
        // Private (0700): no other user reads the collection or swaps a file before it is read.
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("kept-zstd-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        self.folder = folder
        return folder
    }
}
