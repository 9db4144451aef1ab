import Foundation
import Kept
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A real terminal for the end-to-end tests: a tmux server of its own (its socket in the
/// sandbox, no tmux.conf read) with one 120×40 pane running an interactive bash — job control
/// on, as a user's shell has it, which is what shows whether kept's editor, fzf and pager
/// are in the terminal's foreground job.
///
/// The shell starts from an empty environment (`env -i`) plus the sandbox's variables and
/// `extra`: nothing of the test process (its HOME, EDITOR, TMUX, LANG…) leaks in. The pane is
/// read with `capture-pane`, typed into with `send-keys`; every wait polls the screen for a
/// marker with a generous deadline, never a fixed sleep. The server is killed by `kill()`
/// and, should a test fail before calling it, when the session goes away.
final class TmuxSession {
    static let tmux = "/usr/bin/tmux"

    /// True when tmux and the `programs` a test needs are installed.
    static func installed(_ programs: String...) -> Bool {
        ([tmux] + programs).allSatisfy { program in
            program.hasPrefix("/") ? FileManager.default.isExecutableFile(atPath: program)
                : ["/usr/local/bin", "/usr/bin", "/bin"].contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
        }
    }

    let sandbox: Sandbox
    private let socket: String
    private var markers = 0
    private var killed = false
    /// How the pane's shell names the last command's status.
    private let statusVariable: String

    /// The interactive shell the pane runs unless told otherwise.
    static let bash = "/bin/bash --norc --noprofile -i"

    /// Starts the server and waits for the shell's prompt (`$`), in `cwd` (the sandbox's
    /// folder unless told).
    init(_ sandbox: Sandbox, env extra: [String: String?] = [:], shell: String = TmuxSession.bash, cwd: URL? = nil,
         columns: Int = 120) throws {
        self.sandbox = sandbox
        statusVariable = shell.contains("fish") ? "$status" : "$?"
        socket = sandbox.root.appendingPathComponent("tmux.sock").path
        var environment = sandbox.env
        environment["PATH"] = try KeptBinary.url().deletingLastPathComponent().path + ":/usr/local/bin:/usr/bin:/bin"
        environment["TERM"] = "screen-256color"
        environment["PS1"] = "$ "
        environment["LANG"] = "C.UTF-8"
        environment["KEPT_EDITOR"] = nil
        for (key, value) in extra { environment[key] = value }
        let assignments = environment.sorted { $0.key < $1.key }.map { ShellWord.quoted("\($0.key)=\($0.value)") }
        let command = "env -i " + assignments.joined(separator: " ") + " " + shell
        try tmux(["new-session", "-d", "-x", String(columns), "-y", "40", "-c", (cwd ?? sandbox.root).path, command])
        _ = try waitFor("the shell's prompt") { Self.lastLine(of: $0) == "$" }
    }

    deinit { kill() }

    /// Ends the tmux server and everything in its pane.
    func kill() {
        guard !killed else { return }
        killed = true
        _ = try? tmux(["kill-server"], check: false)
    }

    // MARK: Typing

    /// Types `text` literally.
    func type(_ text: String) throws { try tmux(["send-keys", "-l", text]) }

    /// Presses keys by tmux's names: `Enter`, `Escape`, `C-c`, `C-z`.
    func press(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

    /// Types a shell command line followed by a marker echo and Enter; returns the marker to
    /// wait for with `status(of:)`.
    @discardableResult
    func start(_ command: String) throws -> String {
        markers += 1
        let marker = "M\(markers)K"
        // Split in the typed line ("M1""K"), whole in the output: the command line on screen
        // never matches what is waited for.
        try type("\(command); echo \"\(marker.dropLast())\"\"K=\(statusVariable)\"")
        try press("Enter")
        return marker
    }

    /// Waits until the shell printed `marker=STATUS`; returns STATUS.
    func status(of marker: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int32 {
        let screen = try waitFor("`\(marker)=…` (the command's end)", sourceLocation: sourceLocation) {
            $0.contains("\(marker)=")
        }
        let line = screen.split(separator: "\n").last { $0.hasPrefix("\(marker)=") } ?? ""
        return Int32(line.dropFirst(marker.count + 1).prefix { $0.isNumber }) ?? -1
    }

    /// Runs a command line to its end; returns its exit status.
    func run(_ command: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int32 {
        try status(of: try start(command), sourceLocation: sourceLocation)
    }

    /// `stty -a` as the pane's shell sees it now.
    func stty() throws -> String {
        let file = sandbox.root.appendingPathComponent("stty-\(markers + 1).txt")
        let status = try run("stty -a > \(file.path)")
        guard status == 0 else { throw SupportError("stty -a failed in the pane (\(status))") }
        return try String(contentsOf: file, encoding: .utf8)
    }

    // MARK: Reading

    /// The last line with something on it (tmux drops trailing blanks: the prompt `$ ` is `$`).
    static func lastLine(of screen: String) -> String {
        screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// The pane as shown now (the visible 40 lines); with `history`, everything since the start.
    /// With `joined`, a line the terminal wrapped is one line again (`capture-pane -J`).
    func screen(history: Bool = true, escapes: Bool = false, joined: Bool = false) throws -> String {
        var arguments = ["capture-pane", "-p"]
        if joined { arguments.append("-J") }
        if history { arguments += ["-S", "-"] }
        if escapes { arguments.append("-e") }
        return try tmux(arguments)
    }

    /// The pane with its history, for failure messages.
    var shown: Comment { Comment(rawValue: (try? screen()) ?? "(the pane cannot be read)") }

    /// The visible screen once `condition` holds for it (history included unless told), polled
    /// until a deadline of 60 s: the machine may be busy, a slow pass is not a failure.
    @discardableResult
    func waitFor(_ what: String, history: Bool = true, escapes: Bool = false, timeout: TimeInterval = 60,
                 sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen(history: history, escapes: escapes)
            if condition(last) { return last }
            usleep(50_000)
        }
        throw SupportError("waited \(Int(timeout)) s for \(what); the pane shows:\n\(last)")
    }

    /// Waits until no process but the shell runs in the pane (kept and its children ended).
    func waitForShellAlone() throws {
        let pid = try tmux(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        try waitFor("the pane's shell to have no children") { _ in
            (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8))?
                .trimmingCharacters(in: .whitespaces).isEmpty ?? true
        }
    }

    /// The processes in the pane below its shell: `pid pgid stat command` lines.
    func processes() throws -> String {
        let tty = try tmux(["display-message", "-p", "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        return try Self.output("/bin/ps", ["-o", "pid,pgid,tpgid,stat,args", "-t", tty])
    }

    // MARK: tmux

    @discardableResult
    private func tmux(_ arguments: [String], check: Bool = true) throws -> String {
        try Self.output(Self.tmux, ["-S", socket, "-f", "/dev/null"] + arguments, check: check,
                        scratch: sandbox.root.appendingPathComponent("tmux-output").path)
    }

    /// Runs a program and returns its stdout, with posix_spawn and files rather than
    /// Foundation's `Process` and pipes: the tmux server that `new-session` forks keeps every
    /// descriptor of the client, and `Process` on Linux learns of a child's end only when a
    /// socket it hands the child closes — never, then. Here the child gets stdin, stdout and
    /// stderr only, and `waitpid` tells its end.
    private static func output(_ executable: String, _ arguments: [String], check: Bool = true,
                               scratch: String = NSTemporaryDirectory() + "/kept-tmux-\(getpid())") throws -> String {
        let outPath = scratch + ".out", errPath = scratch + ".err"
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        }
        // Not the test process's environment: a TMUX variable would point at another server.
        let variables: [String] = ["PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8"]
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        // Every signal at its default and none blocked, whatever the test runner set: an
        // ignored SIGTSTP inherited down to kept would keep Ctrl-Z from stopping it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let started = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard started == 0 else { throw SupportError("cannot start \(executable): \(String(cString: strerror(started)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let data = FileManager.default.contents(atPath: outPath) ?? Data()
        let errors = FileManager.default.contents(atPath: errPath) ?? Data()
        if check && status != 0 {
            throw SupportError("`\(executable) \(arguments.joined(separator: " "))` failed (wait status \(status)): \(String(decoding: errors, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
