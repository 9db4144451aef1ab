import Foundation
import KeptGit
import Testing

// Support for the end-to-end tests: where the built `kept` is, how to run it with pipes, and a
// temporary sandbox (home, XDG folders, git identity, scripted editors, a store) to run it in.

/// What one run of the binary did.
struct KeptResult: Sendable, CustomStringConvertible {
    let status: Int32
    let stdout: String
    let stderr: String

    /// The non-empty lines of stdout.
    var lines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }

    var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

struct SupportError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

// MARK: - The binary

enum KeptBinary {
    /// The `kept` executable `swift test` built into the same products folder as this test
    /// bundle, found by walking up from the running test process.
    static let located: Result<URL, SupportError> = locate()

    static func url() throws -> URL { try located.get() }

    private static func locate() -> Result<URL, SupportError> {
        var starts: [URL] = [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()]
        starts.append(Bundle.main.bundleURL)
        if let executable = Bundle.main.executableURL { starts.append(executable) }
        var looked: [String] = []
        for start in starts {
            var folder = start.standardizedFileURL
            for _ in 0..<6 {
                let candidate = folder.appendingPathComponent("kept")
                looked.append(folder.path)
                if isExecutableFile(candidate.path) { return .success(candidate) }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return .failure(SupportError(
            "cannot find the built `kept` executable next to the test bundle (looked in: "
                + Set(looked).sorted().joined(separator: ", ")
                + "); `swift test` builds it next to the tests; with a bare test bundle, run `swift build` first"))
    }

    static func isExecutableFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}

// MARK: - Running it

/// A started `kept` process whose stdout and stderr are being read on background threads.
final class RunningKept: @unchecked Sendable {
    private let process: Process
    private let stdout: PipeReader
    private let stderr: PipeReader

    fileprivate init(process: Process, stdout: PipeReader, stderr: PipeReader) {
        self.process = process
        self.stdout = stdout
        self.stderr = stderr
    }

    /// The process's id (to kill it at a moment of a test's choosing).
    var pid: Int32 { process.processIdentifier }

    /// Waits for the process to exit and both pipes to reach end of file.
    func wait() -> KeptResult {
        let out = stdout.wait()
        let err = stderr.wait()
        process.waitUntilExit()
        let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        return KeptResult(status: status, stdout: String(decoding: out, as: UTF8.self),
                          stderr: String(decoding: err, as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own, so that a process filling one pipe never
/// blocks while we wait on the other.
///
/// A plain `Thread`, not a dispatch queue: the tests block their (few) pool threads while they
/// wait, and libdispatch on Linux adds a thread for queued work only after about a second.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            try? handle.close()
            self.done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

enum KeptProcess {
    /// Starts `executable` with exactly `env` as its environment (nothing inherited), in `cwd`,
    /// with `stdin` as its standard input (`/dev/null` when nil: never a terminal).
    static func start(_ executable: URL, _ args: [String], env: [String: String], stdin: String? = nil,
                      cwd: URL? = nil) throws -> RunningKept {
        let process = Process()
        process.executableURL = executable
        process.arguments = args
        process.environment = env
        if let cwd { process.currentDirectoryURL = cwd }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = stdin.map { _ in Pipe() }
        process.standardInput = input ?? FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        let running = RunningKept(process: process, stdout: PipeReader(out.fileHandleForReading),
                                  stderr: PipeReader(err.fileHandleForReading))
        if let input, let stdin {
            // Written on another thread: a large input must not block us while kept writes output.
            let writer = input.fileHandleForWriting
            let bytes = Data(stdin.utf8)
            Thread {
                try? writer.write(contentsOf: bytes)
                try? writer.close()
            }.start()
        }
        return running
    }

    /// Runs `executable` to its end; see `start`.
    static func run(_ executable: URL, _ args: [String], env: [String: String], stdin: String? = nil,
                    cwd: URL? = nil) throws -> KeptResult {
        try start(executable, args, env: env, stdin: stdin, cwd: cwd).wait()
    }
}

// MARK: - The sandbox

/// A fresh temporary folder holding everything one test's runs of `kept` see:
///
/// - `home/` as HOME, with `home/.gitconfig` giving the identity Test User <test@example.com>
///   (GIT_CONFIG_GLOBAL points at the same file, as git would be told);
/// - `data/` as XDG_DATA_HOME, `config/` as XDG_CONFIG_HOME;
/// - `store/`, made with `kept init` unless asked not to, as KEPT_STORE;
/// - `editors/`, where tests write scripted editors; by default KEPT_EDITOR is one that fails
///   loudly, so a command that opens the editor unexpectedly cannot pass.
///
/// The folder is removed when the sandbox goes away (or, for a shared one, when the test
/// process exits).
final class Sandbox: @unchecked Sendable {
    let root: URL
    let home: URL
    let dataHome: URL
    let store: URL
    let editors: URL
    let gitconfig: URL
    /// The environment every run gets (before a run's own additions).
    var env: [String: String]
    private let removeOnDeinit: Bool

    init(initStore: Bool = true, identity: Bool = true, shared: Bool = false) throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).standardizedFileURL
        root = base.appendingPathComponent("kept-e2e-\(UUID().uuidString.prefix(8))", isDirectory: true)
        home = root.appendingPathComponent("home", isDirectory: true)
        dataHome = root.appendingPathComponent("data", isDirectory: true)
        store = root.appendingPathComponent("store", isDirectory: true)
        editors = root.appendingPathComponent("editors", isDirectory: true)
        gitconfig = home.appendingPathComponent(".gitconfig")
        removeOnDeinit = !shared
        let fm = FileManager.default
        for folder in [home, dataHome, editors, root.appendingPathComponent("config")] {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        if shared { TemporaryFolders.removeAtExit(root.path) }
        if identity {
            try "[user]\n\tname = Test User\n\temail = test@example.com\n".write(to: gitconfig, atomically: true, encoding: .utf8)
        }
        env = [
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "HOME": home.path,
            "XDG_DATA_HOME": dataHome.path,
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            "KEPT_STORE": store.path,
            "NO_COLOR": "1",
            "LANG": "C.UTF-8",
            "TZ": "Asia/Seoul",
            "GIT_CONFIG_GLOBAL": identity ? gitconfig.path : "/dev/null",
            "GIT_CONFIG_NOSYSTEM": "1",
        ]
        env["KEPT_EDITOR"] = try editor("unexpected", """
            echo "the editor was opened on $1 but this test did not expect it" >&2
            exit 99
            """)
        if initStore {
            let result = try run(["init", store.path])
            guard result.status == 0 else { throw SupportError("kept init failed in the sandbox:\n\(result)") }
        }
    }

    deinit {
        if removeOnDeinit { try? FileManager.default.removeItem(at: root) }
    }

    // MARK: Running

    /// Runs the built `kept` with the sandbox's environment plus `env` (a nil value removes a
    /// variable), in `cwd` (default: the sandbox folder, which is no store).
    func run(_ args: [String], env extra: [String: String?] = [:], stdin: String? = nil, cwd: URL? = nil,
             executable: URL? = nil) throws -> KeptResult {
        try start(args, env: extra, stdin: stdin, cwd: cwd, executable: executable).wait()
    }

    func start(_ args: [String], env extra: [String: String?] = [:], stdin: String? = nil, cwd: URL? = nil,
               executable: URL? = nil) throws -> RunningKept {
        var environment = env
        for (key, value) in extra { environment[key] = value }
        return try KeptProcess.start(try executable ?? KeptBinary.url(), args, env: environment, stdin: stdin,
                                     cwd: cwd ?? root)
    }

    /// Runs `kept` and records an issue (with its output) unless it exits 0.
    @discardableResult
    func ok(_ args: [String], env extra: [String: String?] = [:], stdin: String? = nil, cwd: URL? = nil,
            sourceLocation: SourceLocation = #_sourceLocation) throws -> KeptResult {
        let result = try run(args, env: extra, stdin: stdin, cwd: cwd)
        if result.status != 0 {
            Issue.record("`kept \(args.joined(separator: " "))` failed: \(result)", sourceLocation: sourceLocation)
        }
        return result
    }

    /// Writes an executable `/bin/sh` script under `editors/` and returns its path.
    func editor(_ name: String, _ body: String) throws -> String {
        let url = editors.appendingPathComponent("\(name).sh")
        try ("#!/bin/sh\n" + body + "\n").write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }

    // MARK: Files

    func url(_ relative: String) -> URL { store.appendingPathComponent(relative) }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: url(relative).path) }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }

    func bytes(_ relative: String) throws -> Data { try Data(contentsOf: url(relative)) }

    /// Writes a file of the store as another program would (plain write, no commit).
    func write(_ relative: String, _ text: String) throws {
        let target = url(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    /// The drafts in the drafts folder (`.kept/state/drafts/*.md`, without the `.json` record
    /// beside each), as absolute paths.
    func drafts() -> [String] {
        let folder = url(".kept/state/drafts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    // MARK: Git

    func repository() throws -> Repository { try Repository.open(at: store.path) }

    /// The store's commits, newest first (of one path when given).
    func history(of path: String? = nil) throws -> [CommitInfo] { try repository().history(of: path) }

    /// Commit summaries, newest first.
    func messages() throws -> [String] { try history().map(\.summary) }

    /// Changes not committed (ignored files excepted).
    func pending() throws -> [PathChange] { try repository().changes() }
}

/// Folders of shared sandboxes, removed when the test process exits.
enum TemporaryFolders {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: [String] = []
    private static let registered: Void = {
        atexit { TemporaryFolders.removeAll() }
    }()

    static func removeAtExit(_ path: String) {
        _ = registered
        lock.lock()
        paths.append(path)
        lock.unlock()
    }

    private static func removeAll() {
        lock.lock()
        let all = paths
        lock.unlock()
        for path in all { try? FileManager.default.removeItem(atPath: path) }
    }
}

/// The text of a `kept` JSON list, parsed.
func parseJSONList(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
    guard let list = value as? [[String: Any]] else {
        throw SupportError("`kept list --format json` did not print an array of objects:\n\(text)")
    }
    return list
}
