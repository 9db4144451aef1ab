import Foundation
import Kept

/// zstd streams unpacked by Debian's `zstd` for an Anki package in the current format (the
/// domain starts no process: it is given this). Each stream goes into a new file of one private
/// temporary folder, counted as it comes: at the limit the program is stopped and its file
/// removed, so a few kilobytes made to unpack to terabytes fill nothing.
final class ZstdUnpacker {
    private var folder: String?
    private var made = 0

    /// Unpacks `input` into a new file, its path; more than `limit` bytes is `ZstdFailure.tooLarge`,
    /// anything zstd cannot read `ZstdFailure.damaged` in its words.
    func decompress(_ input: FileHandle, limit: Int64) throws -> String {
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: zstd.path)
        // From stdin to stdout: zstd never opens a path of the package, nor writes one.
        process.arguments = ["-d", "-c", "-q"]
        process.standardInput = input
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = errorFile
        try process.run()
        try? errorFile.close()
        var written: Int64 = 0
        var tooLarge = false
        let reader = pipe.fileHandleForReading
        do {
            while let chunk = try reader.read(upToCount: 1 << 20), !chunk.isEmpty {
                written += Int64(chunk.count)
                if written > limit {
                    tooLarge = true
                    process.terminate()
                    break
                }
                try writer.write(contentsOf: chunk)
            }
        } catch {
            process.terminate()
            process.waitUntilExit()
            try? FileManager.default.removeItem(atPath: output)
            throw KeptError.io(output, Message(.importTrustUnreadable, ["reason": "\(error)"]))
        }
        // Closing the pipe stops a zstd still writing (SIGPIPE) if the signal has not yet.
        try? reader.close()
        try? writer.close()
        process.waitUntilExit()
        if tooLarge {
            try? FileManager.default.removeItem(atPath: output)
            throw ZstdFailure.tooLarge
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(atPath: output)
            let said = (FileManager.default.contents(atPath: errors).map { String(decoding: $0, as: UTF8.self) } ?? "")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            throw ZstdFailure.damaged(said.isEmpty ? "zstd: status \(process.terminationStatus)" : said)
        }
        return output
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
