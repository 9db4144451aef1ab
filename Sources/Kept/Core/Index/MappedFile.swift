import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file mapped read-only, unmapped exactly once: when its last holder lets go.
///
/// The mapping has an owner of its own, not the `deinit` of what reads it, because a Swift
/// class whose failable `init` fails after every property is set still runs its `deinit`: the
/// index cache unmapped its file there and again in the caller, and a second `munmap` of an
/// address frees whatever another thread has mapped there since (a ThreadSanitizer run crashed
/// in libgit2's `git_indexer_append`, reading a pack header mapped in that gap).
package final class MappedFile: Sendable {
    /// Never written: the mapping is read-only and lives as long as this object.
    nonisolated(unsafe) let bytes: UnsafeRawBufferPointer

    /// `size` bytes of the open file `descriptor`, from its start; nil when they cannot be mapped.
    init?(descriptor: Int32, size: Int) {
        guard size > 0, let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
              address != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count) }
}
