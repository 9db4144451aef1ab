import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A `kept serve` running in the background: its stdout read as it comes (the address is on
/// it), stopped with SIGINT as Ctrl-C would, or killed if a test ends early.
final class ServedKept: @unchecked Sendable {
    private let process = Process()
    private let lock = NSCondition()
    private var out = Data(), err = Data()
    private var closed = 0

    init(_ sandbox: Sandbox, _ args: [String]) throws {
        process.executableURL = try KeptBinary.url()
        process.arguments = args
        process.environment = sandbox.env
        process.currentDirectoryURL = sandbox.root
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        read(stdout.fileHandleForReading) { $0.out.append($1) }
        read(stderr.fileHandleForReading) { $0.err.append($1) }
    }

    private func read(_ handle: FileHandle, _ append: @escaping @Sendable (ServedKept, Data) -> Void) {
        Thread { [self] in
            while true {
                let chunk = handle.availableData
                lock.lock()
                if chunk.isEmpty { closed += 1 } else { append(self, chunk) }
                lock.broadcast()
                lock.unlock()
                if chunk.isEmpty { return }
            }
        }.start()
    }

    private var text: (String, String) { (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self)) }

    /// The rest of the first stdout line starting with `prefix`, waiting for it up to `seconds`.
    func line(after prefix: String, within seconds: Double) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        lock.lock()
        defer { lock.unlock() }
        while true {
            let (stdout, stderr) = text
            if let line = stdout.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }), stdout.hasSuffix("\n") || closed > 0 {
                return String(line.dropFirst(prefix.count))
            }
            if closed == 2 || !lock.wait(until: deadline) {
                throw SupportError("kept serve printed no `\(prefix)` line:\n--- stdout\n\(stdout)--- stderr\n\(stderr)")
            }
        }
    }

    /// SIGINT, then its end (SIGKILL after `seconds`: a server that does not stop fails the test).
    func interrupt(within seconds: Double) -> KeptResult {
        Glibc.kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        let stuck = process.isRunning
        if stuck { kill() }
        process.waitUntilExit()
        lock.lock()
        while closed < 2 { lock.wait() }
        let (stdout, stderr) = text
        lock.unlock()
        let status = stuck ? -1 : (process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus)
        return KeptResult(status: status, stdout: stdout, stderr: stderr)
    }

    func kill() {
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
    }
}
