import Foundation

/// One record's row in the index cache's table, read in place from the mapped file, its
/// slots by name. Every row is `size` bytes, little-endian:
///
/// | at | bytes | slot |
/// |---:|---:|---|
/// |  0 | 8 | the file's size |
/// |  8 | 8 | its modified time, seconds |
/// | 16 | 8 | its changed (inode) time, seconds |
/// | 24 | 8 | its inode |
/// | 32 | 4 | modified, nanoseconds |
/// | 36 | 4 | changed, nanoseconds |
/// | 40 | 4 | where its path starts in the paths part |
/// | 44 | 2 | the path's length |
/// | 46 | 1 | its kind, as an index into the cache's kinds |
/// | 47 | 1 | flags: 1 when its fields begin with the front matter's problem |
/// | 48 | 4 | where its key fields start in their part |
/// | 52 | 4 | where its fields start in theirs |
/// | 56 | 4 | where its excerpt starts in theirs |
/// | 60 | 4 | the checksum of its fields and excerpt |
///
/// A record's bytes in a part end where the next record's begin (`IndexCache` checks, once
/// when it opens the file, that every row points inside its parts and in order).
struct IndexCacheRow {
    static let size = 64
    /// Where each slot lies in the row.
    enum Slot: Int {
        case fileSize = 0, modifiedSeconds = 8, changedSeconds = 16, inode = 24
        case modifiedNanoseconds = 32, changedNanoseconds = 36
        case pathStart = 40, pathLength = 44, kind = 46, flags = 47
        case keysStart = 48, fieldsStart = 52, excerptStart = 56, checksum = 60
    }
    /// The parts a record has bytes in, after its path: each named by the slot of its start.
    enum Part {
        case keys, fields, excerpt
        var start: Slot {
            switch self {
            case .keys: .keysStart
            case .fields: .fieldsStart
            case .excerpt: .excerptStart
            }
        }
    }
    /// The flag of a record whose fields begin with its front matter's problem.
    static let hasProblemFlag: UInt8 = 1

    /// The whole mapped file, and where this row begins in it.
    let bytes: UnsafeRawBufferPointer
    let offset: Int

    var stamp: FileStamp {
        FileStamp(size: Int64(bitPattern: uint64(.fileSize)), modifiedSeconds: Int64(bitPattern: uint64(.modifiedSeconds)),
                  modifiedNanoseconds: Int64(uint32(.modifiedNanoseconds)), changedSeconds: Int64(bitPattern: uint64(.changedSeconds)),
                  changedNanoseconds: Int64(uint32(.changedNanoseconds)), inode: uint64(.inode))
    }

    /// Whether `stamp` is the one this row holds, compared in place.
    func holds(_ stamp: FileStamp) -> Bool {
        uint64(.fileSize) == UInt64(bitPattern: stamp.size) && uint64(.modifiedSeconds) == UInt64(bitPattern: stamp.modifiedSeconds)
            && uint64(.changedSeconds) == UInt64(bitPattern: stamp.changedSeconds) && uint64(.inode) == stamp.inode
            && Int64(uint32(.modifiedNanoseconds)) == stamp.modifiedNanoseconds
            && Int64(uint32(.changedNanoseconds)) == stamp.changedNanoseconds
    }

    var pathStart: Int { Int(uint32(.pathStart)) }
    var pathLength: Int { Int(uint16(.pathLength)) }
    var kind: Int { Int(bytes[offset + Slot.kind.rawValue]) }
    var hasProblem: Bool { bytes[offset + Slot.flags.rawValue] & Self.hasProblemFlag != 0 }
    var checksum: UInt32 { uint32(.checksum) }
    /// Where this record's bytes start in `part`, from the part's start.
    func start(in part: Part) -> Int { Int(uint32(part.start)) }

    private func uint64(_ slot: Slot) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + slot.rawValue, as: UInt64.self))
    }
    private func uint32(_ slot: Slot) -> UInt32 {
        UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + slot.rawValue, as: UInt32.self))
    }
    private func uint16(_ slot: Slot) -> UInt16 {
        UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + slot.rawValue, as: UInt16.self))
    }

    /// Appends a row, its slots in the table's order.
    static func append(to rows: inout IndexCacheWriter, stamp: FileStamp, pathStart: Int, pathLength: Int, kind: UInt8,
                       hasProblem: Bool, keysStart: Int, fieldsStart: Int, excerptStart: Int, checksum: UInt32) {
        let before = rows.count
        rows.int64(stamp.size)
        rows.int64(stamp.modifiedSeconds)
        rows.int64(stamp.changedSeconds)
        rows.uint64(stamp.inode)
        rows.uint32(UInt32(truncatingIfNeeded: stamp.modifiedNanoseconds))
        rows.uint32(UInt32(truncatingIfNeeded: stamp.changedNanoseconds))
        rows.uint32(UInt32(pathStart))
        rows.uint16(UInt16(pathLength))
        rows.uint8(kind)
        rows.uint8(hasProblem ? hasProblemFlag : 0)
        rows.uint32(UInt32(keysStart))
        rows.uint32(UInt32(fieldsStart))
        rows.uint32(UInt32(excerptStart))
        rows.uint32(checksum)
        assert(rows.count - before == size)
    }
}
