import Foundation

/// The Python reference implementations (`Tests/References/requirements.txt`: py-fsrs, cmark-gfm,
/// PyYAML, ruamel.yaml, python-frontmatter, wcwidth, icalendar) in the virtual environment that
/// `make references` makes at `.build/references`. Tests that compare kept with them use
/// `.enabled(if: ReferencePython.available)`: skipped, never passed, when it is missing.
public enum ReferencePython {
    /// The package's root folder (this file is `Tests/References/ReferencePython.swift`).
    public static let packageRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// `.build/references/bin/python3`, or `KEPT_REFERENCES/bin/python3` when that is set.
    public static let executable: String? = {
        let folder = ProcessInfo.processInfo.environment["KEPT_REFERENCES"]
            ?? packageRoot + "/.build/references"
        let python = folder + "/bin/python3"
        return FileManager.default.isExecutableFile(atPath: python) ? python : nil
    }()

    public static var available: Bool { executable != nil }

    /// Runs `script` (Python source) with `arguments`, writing `input` to its stdin; its stdout.
    /// Throws with the script's stderr when it exits non-zero.
    public static func run(_ script: String, arguments: [String] = [], input: Data = Data(),
                           environment: [String: String] = [:]) throws -> Data {
        guard let executable else { throw ReferenceFailure("the reference environment is missing: run `make references`") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-c", script] + arguments
        var env = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "PYTHONIOENCODING": "utf-8"]
        env.merge(environment) { $1 }
        process.environment = env
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Write and read on separate threads: a large input and output would fill both pipes.
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let errors = ErrorCollector(stderr.fileHandleForReading)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = errors.wait()
        guard process.terminationStatus == 0 else {
            throw ReferenceFailure("python exited \(process.terminationStatus): \(String(decoding: message, as: UTF8.self))")
        }
        return output
    }

    /// Runs `script` with `value` as JSON on stdin and decodes its stdout as JSON of type `T`.
    public static func json<In: Encodable, Out: Decodable>(_ script: String, _ value: In, as: Out.Type = Out.self) throws -> Out {
        let output = try run(script, input: try JSONEncoder().encode(value))
        return try JSONDecoder().decode(Out.self, from: output)
    }
}

public struct ReferenceFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)
    init(_ handle: FileHandle) {
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }
    func wait() -> Data { done.wait(); return data }
}
