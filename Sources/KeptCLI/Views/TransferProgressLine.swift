import Foundation
import Kept
#if canImport(Glibc)
import Glibc
#endif

/// The progress line of a fetch, push or clone: on stderr, only when it is a terminal, and only
/// once the transfer has taken longer than a moment; erased when the transfer ends.
final class TransferProgressLine: Sendable {
    private let enabled = isatty(STDERR_FILENO) == 1
    private let started = Date()
    /// Whether a line is on screen, and when it was drawn: libgit2 reports from its own
    /// callbacks, so the line is drawn and erased under this lock.
    private let drawn = Locked<(shown: Bool, last: Date)>((false, .distantPast))

    func report(_ progress: TransferProgress) {
        guard enabled, Date().timeIntervalSince(started) > 0.5 else { return }
        drawn.withLock { drawn in
            guard Date().timeIntervalSince(drawn.last) > 0.1 else { return }
            drawn.last = Date()
            let verb = say(progress.phase == .receiving ? .transferReceiving : .transferSending)
            let size = ByteCountFormatter.string(fromByteCount: Int64(progress.bytes), countStyle: .binary)
            let counts = say(.transferObjects, ["count": progress.total > 0 ? "\(progress.done)/\(progress.total)" : "\(progress.done)"])
            FileHandle.standardError.write("\r\u{1B}[K\(verb) \(counts), \(size)".data(using: .utf8)!)
            drawn.shown = true
        }
    }

    func finish() {
        drawn.withLock { drawn in
            if drawn.shown { FileHandle.standardError.write("\r\u{1B}[K".data(using: .utf8)!) }
            drawn.shown = false
        }
    }

    var options: TransferSettings {
        TransferSettings(environment: ProcessInfo.processInfo.environment, progress: { [self] in report($0) })
    }
}
