import Foundation

/// What a child program writes into a pipe, copied into a file and counted as it comes: the
/// unpackers' way (`unzip -p`, `zstd -d -c`) to write no more than a limit, whatever the
/// archive says. The caller ends the child when the limit was reached.
struct BoundedCopy {
    /// Bytes written to the file.
    private(set) var written: Int64 = 0
    /// Whether more than the limit came (the chunk that would pass it was not written).
    private(set) var tooMuch = false
    /// A read or write that failed.
    private(set) var failure: Error?

    /// Copies `reader` into `writer` until the end, or until more than `limit` bytes would be written.
    init(from reader: FileHandle, to writer: FileHandle, limit: Int64) {
        do {
            while let chunk = try reader.read(upToCount: 1 << 20), !chunk.isEmpty {
                guard written + Int64(chunk.count) <= limit else {
                    tooMuch = true
                    written += Int64(chunk.count)
                    return
                }
                written += Int64(chunk.count)
                try writer.write(contentsOf: chunk)
            }
        } catch {
            failure = error
        }
    }
}
