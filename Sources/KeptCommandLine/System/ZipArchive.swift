import Foundation
import Kept

/// A .zip unpacked by `unzip` into a fresh temporary folder (the domain starts no process:
/// it is given the folder).
enum ZipArchive {
    /// The folder the archive was unpacked into; the caller removes it.
    static func unpack(_ archive: String) throws -> String {
        guard FileManager.default.isReadableFile(atPath: archive) else {
            throw KeptError.io(archive, Message("import.cannotReadSource"))
        }
        guard let unzip = ExternalProgram.find("unzip") else {
            throw CommandLineError.toolMissing(.unzip)
        }
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("kept-import-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let result = try unzip.run(["-q", "-o", archive, "-d", folder])
        guard result.status == 0 else {
            try? FileManager.default.removeItem(atPath: folder)
            throw KeptError.io(archive, Message("cli.import.cannotUnzip", ["reason": result.errors.trimmingCharacters(in: .whitespacesAndNewlines)]))
        }
        return folder
    }
}
