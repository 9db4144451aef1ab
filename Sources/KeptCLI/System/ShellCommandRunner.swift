import Foundation
import Kept
#if canImport(Glibc)
import Glibc
#endif

/// Runs the shell commands Kept asks for (`diary.weather_command`): the domain starts no
/// process itself. A command that outlives its timeout is killed with its process group;
/// output still held open by something it left running is not waited for.
struct ShellCommandRunner: CommandRunner {
    func run(_ command: String, in folder: String, timeout: TimeInterval) -> CommandRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        process.standardOutput = output
        // Its own stderr is dropped: a helper left running must not hold ours open.
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return .notStarted(reason: error.localizedDescription)
        }
        let reader = OutputReader(output.fileHandleForReading)
        let deadline = DispatchTime.now() + timeout
        guard exited.wait(timeout: deadline) == .success else {
            kill(-process.processIdentifier, SIGKILL)
            process.terminate()
            return .tookLonger
        }
        guard process.terminationStatus == 0, process.terminationReason == .exit else {
            return .failed(status: process.terminationStatus)
        }
        let data = reader.wait(until: deadline) ?? Data()
        return .printed(String(decoding: data, as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class OutputReader: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let data = Locked(Data())

    init(_ handle: FileHandle) {
        Thread { [self] in
            let read = handle.readDataToEndOfFile()
            data.withLock { $0 = read }
            done.signal()
        }.start()
    }

    func wait(until deadline: DispatchTime) -> Data? {
        done.wait(timeout: deadline) == .success ? data.withLock { $0 } : nil
    }
}
