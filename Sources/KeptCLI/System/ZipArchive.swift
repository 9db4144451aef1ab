import Foundation
import Kept

/// A .zip unpacked by `unzip` into a fresh private temporary folder (the domain starts no
/// process: it is given the folder). The members are listed first and sorted by
/// `ZipListing`: only plain files with names the path gate allows are unpacked, each named
/// exactly; links, `../` and absolute names, `.git` are left in the zip and named.
enum ZipArchive {
    /// The folder the archive was unpacked into (the caller removes it) and the members left in it.
    static func unpack(_ archive: String) throws -> (folder: String, refused: [ImportProblem]) {
        guard FileManager.default.isReadableFile(atPath: archive) else {
            throw KeptError.io(archive, Message(.importCannotReadSource))
        }
        guard let unzip = ExternalProgram.find("unzip") else {
            throw CommandLineError.toolMissing(.unzip)
        }
        let names = try unzip.run(["-Z1", archive])
        let long = try unzip.run(["-Z", "-s", archive])
        // zipinfo says 1 for an empty zip ("Empty zipfile."), with nothing listed.
        guard names.status == 0 || (names.status == 1 && names.output.isEmpty), long.status == 0 || long.status == 1 else {
            throw KeptError.io(archive, Message(.cliImportCannotUnzip, ["reason": (names.errors + long.errors + names.output).trimmingCharacters(in: .whitespacesAndNewlines)]))
        }
        let name = (archive as NSString).lastPathComponent
        guard let listing = ZipListing.sort(archive: name, names: names.output, long: long.output) else {
            throw KeptError.io(archive, Message(.importTrustZipUnlisted))
        }
        // Private (0700): no other user sees or swaps the files between unpacking and reading.
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("kept-import-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        guard !listing.files.isEmpty else { return (folder, listing.refused) }
        // In batches: an export of 50,000 photos names more than one command line holds.
        for start in stride(from: 0, to: listing.files.count, by: 2000) {
            let batch = listing.files[start..<min(start + 2000, listing.files.count)]
            let result = try unzip.run(["-q", "-o", "-d", folder, archive] + batch.map(ZipListing.pattern))
            guard result.status == 0 else {
                try? FileManager.default.removeItem(atPath: folder)
                throw KeptError.io(archive, Message(.cliImportCannotUnzip, ["reason": result.errors.trimmingCharacters(in: .whitespacesAndNewlines)]))
            }
        }
        return (folder, listing.refused)
    }
}
