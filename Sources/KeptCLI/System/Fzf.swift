import Foundation
import Kept
#if canImport(Glibc)
import Glibc
#endif

/// Choosing one entry among several with fzf (https://github.com/junegunn/fzf): candidates
/// go to its stdin as `path<TAB>title  kind`, it draws on the terminal itself, and the chosen
/// line comes back on its stdout.
enum Fzf {
    /// Whether the last `choose` ended because nothing matched its query (fzf exit 1).
    static var lastFoundNothing: Bool {
        get { foundNothing.withLock { $0 } }
        set { foundNothing.withLock { $0 = newValue } }
    }
    private static let foundNothing = Locked(false)
    /// The fzf on PATH, if any.
    static func locate() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/fzf"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The path of the entry chosen, or nil when the person cancelled (Esc, Ctrl-C) or fzf
    /// found nothing for `query`.
    static func choose(_ entries: [Entry], query: String? = nil, executable: String, selectOne: Bool = false) throws -> String? {
        var arguments = ["--delimiter=\t", "--with-nth=2..", "--prompt=kept> ", "--height=40%", "--reverse"]
        // With a query one match is chosen at once and none ends fzf: handy in scripts.
        if let query { arguments += ["--query=\(query)"] }
        if query != nil || selectOne { arguments += ["--select-1", "--exit-0"] }
        lastFoundNothing = false
        let input = try ChildPipe(), output = try ChildPipe()
        // fzf draws on the terminal itself (/dev/tty), in kept's process group (TerminalChild).
        var child = TerminalChild(executable: executable, arguments: arguments,
                                  standardInput: input.read, standardOutput: output.write)
        // Without a terminal fzf can only fail ("inappropriate ioctl for device", exit 2): its
        // words are replaced by kept's, which say what to do instead.
        let withoutTerminal = !Terminal.hasTerminalDevice
        let quiet = withoutTerminal ? open("/dev/null", O_WRONLY) : -1
        defer { if quiet >= 0 { close(quiet) } }
        if quiet >= 0 { child.standardError = quiet }
        let ignored = IgnoredSignals([SIGINT, SIGQUIT])
        defer { ignored.restore() }
        let running: TerminalChild.Running
        do {
            running = try child.start()
        } catch {
            [input.read, input.write, output.read, output.write].forEach { _ = close($0) }
            throw KeptError.io(executable, Message(.cliFzfCannotRunFzf, ["error": "\(error)"]))
        }
        close(input.read)
        close(output.write)
        let lines = entries.map { entry in
            "\(entry.path)\t\(entry.title.replacingOccurrences(of: "\t", with: " "))  \(entry.kind)  \(entry.path)"
        }
        // Written on another thread: fzf may start reading only after it has drawn, and may
        // end (Esc) before reading it all, which must not end kept with SIGPIPE.
        let writer = FileHandle(fileDescriptor: input.write, closeOnDealloc: true)
        let bytes = Data((lines.joined(separator: "\n") + "\n").utf8)
        let written = DispatchSemaphore(value: 0)
        let pipeSignal = IgnoredSignals([SIGPIPE])
        Thread {
            try? writer.write(contentsOf: bytes)
            try? writer.close()
            written.signal()
        }.start()
        let chosen = FileHandle(fileDescriptor: output.read, closeOnDealloc: true).readDataToEndOfFile()
        let termination = running.wait()
        written.wait()
        pipeSignal.restore()
        if withoutTerminal && termination == .exited(2) {
            throw CommandLineError.needsTerminal
        }
        // fzf exits 1 when nothing matches (130 when the person pressed Esc).
        lastFoundNothing = termination == .exited(1)
        guard termination == .exited(0) else { return nil }
        let line = String(decoding: chosen, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        let path = line.split(separator: "\t", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return entries.contains { $0.path == path } ? path : nil
    }
}
