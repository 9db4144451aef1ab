import Foundation
import Kept

/// A program found on $PATH (notify-send, systemctl, a terminal emulator), run without a shell.
struct ExternalProgram {
    let path: String

    /// The program called `name` on $PATH, or nil.
    static func find(_ name: String) -> ExternalProgram? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? ExternalProgram(path: name) : nil }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for folder in folders where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return ExternalProgram(path: candidate) }
        }
        return nil
    }

    /// What a run did.
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Starts the program; `wait()` on the returned run collects its output.
    func start(_ arguments: [String]) throws -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        return Running(process: process, out: out, err: err)
    }

    func run(_ arguments: [String]) throws -> Result { try start(arguments).wait() }

    // @unchecked stays for Process and Pipe, which Foundation does not mark Sendable everywhere; the
    // one mutable field, errorData, is under a lock (written by the reader thread).
    final class Running: @unchecked Sendable {
        private let process: Process
        private let out: Pipe
        private let err: Pipe
        private let errorData = Locked(Data())
        private let errorsRead = DispatchSemaphore(value: 0)

        init(process: Process, out: Pipe, err: Pipe) {
            self.process = process
            self.out = out
            self.err = err
            // Read stderr on its own thread so that a chatty program never blocks on a full pipe.
            Thread { [self] in
                let read = err.fileHandleForReading.readDataToEndOfFile()
                errorData.withLock { $0 = read }
                errorsRead.signal()
            }.start()
        }

        func wait() -> Result {
            let output = out.fileHandleForReading.readDataToEndOfFile()
            errorsRead.wait()
            process.waitUntilExit()
            let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
            return Result(status: status, output: String(decoding: output, as: UTF8.self),
                          errors: String(decoding: errorData.withLock { $0 }, as: UTF8.self))
        }
    }
}

/// Where this `kept` binary is, for units and terminals that run it again.
enum KeptExecutable {
    /// This program's real path; in `kept-serve` or `kept-mcp` (which `kept serve` and `kept mcp` run in their place) the
    /// `kept` it came from, so that a unit or a crontab line written from there names `kept`.
    static var path: String {
        let running = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        guard ServerProgram.all.contains(where: { $0.name == (running as NSString).lastPathComponent }) else { return running }
        return ServerProgram.keptPrograms(besides: running).first { access($0, X_OK) == 0 } ?? running
    }
}
