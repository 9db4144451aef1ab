import Foundation
import Kept

extension ZipArchive {
    /// Packs `files` (plain names in `folder`, kept in this order, without folders) into a new
    /// zip at `archive` with Debian's `zip`: the domain writes the files, the command line
    /// starts the program.
    static func pack(_ files: [String], in folder: String, to archive: String) throws {
        guard let zip = ExternalProgram.find("zip") else {
            throw CommandLineError.toolMissing(.zip)
        }
        // In batches, as `unpack` does: thousands of pictures name more than one command line holds.
        for start in stride(from: 0, to: files.count, by: 2000) {
            let batch = files[start..<min(start + 2000, files.count)]
            // -j: stored by their names alone; -X: no owner or time stamps beyond the date; -D: no folder entries.
            let result = try zip.run(["-q", "-j", "-X", "-D", archive] + batch.map { (folder as NSString).appendingPathComponent($0) })
            guard result.status == 0 else {
                throw KeptError.io(archive, Message(.cliExportAnkiCannotZip,
                    ["reason": (result.errors + result.output).trimmingCharacters(in: .whitespacesAndNewlines)]))
            }
        }
    }
}
