import Foundation
import Kept
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program that works on the terminal itself — the editor, fzf, the pager — started the way
/// git starts its editor: with posix_spawn in kept's own process group, so that it is part of
/// the terminal's foreground job. (Foundation's `Process` on Linux gives each child a group of
/// its own: under a job-control shell the terminal then stops it with SIGTTIN/SIGTTOU.)
///
/// The child gets the default disposition of every signal kept may have changed and an empty
/// signal mask; while kept waits for it, kept itself ignores SIGINT and SIGQUIT (as git and
/// `system(3)` do), so Ctrl-C in vim reaches vim and not kept. Ctrl-Z stops the whole group,
/// kept included, and `fg` resumes them together.
struct TerminalChild {
    /// An absolute path (no PATH search: callers name `/bin/sh` or a program they found).
    let executable: String
    let arguments: [String]
    /// Variables set in the child on top of kept's own environment.
    var environment: [String: String] = [:]
    /// Descriptors the child gets as its stdin and stdout; nil keeps kept's own (the terminal).
    var standardInput: Int32?
    var standardOutput: Int32?
    /// The descriptor the child gets as its stderr; nil keeps kept's own.
    var standardError: Int32?

    /// How a child ended.
    enum Termination: Equatable {
        case exited(Int32)
        case signalled(Int32)

        /// The status a shell would show: the exit code, or 128 + the signal.
        var status: Int32 {
            switch self {
            case let .exited(code): return code
            case let .signalled(signal): return 128 + signal
            }
        }
    }

    /// A started child.
    struct Running {
        let pid: pid_t

        /// Waits for the child to end (through Ctrl-Z and `fg`: stops are not reported).
        func wait() -> Termination {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 {
                if errno != EINTR { return .exited(127) }
            }
            let signal = status & 0x7f
            return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        }
    }

    /// Runs the child to its end with SIGINT and SIGQUIT ignored by kept meanwhile.
    func run() throws -> Termination {
        let ignored = IgnoredSignals([SIGINT, SIGQUIT])
        defer { ignored.restore() }
        return try start().wait()
    }

    /// Starts the child; the caller waits for it (and ignores SIGINT/SIGQUIT while it does).
    func start() throws -> Running {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput { posix_spawn_file_actions_adddup2(&actions, standardInput, STDIN_FILENO) }
        if let standardOutput { posix_spawn_file_actions_adddup2(&actions, standardOutput, STDOUT_FILENO) }
        if let standardError { posix_spawn_file_actions_adddup2(&actions, standardError, STDERR_FILENO) }
        // Nothing else of kept's (pipes, the store's files) leaks into the child, where glibc
        // can say so (2.34+); kept's own descriptors are close-on-exec besides.
        if let closeFrom = Self.addCloseFrom { _ = closeFrom(&actions, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD, SIGTERM, SIGHUP] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        // No POSIX_SPAWN_SETPGROUP: the child stays in kept's process group.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var variables = ProcessInfo.processInfo.environment
        for (key, value) in environment { variables[key] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw TerminalChildError(executable: executable, message: String(cString: strerror(result)))
        }
        return Running(pid: pid)
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// `posix_spawn_file_actions_addclosefrom_np`, which Swift's Glibc module does not import.
    private static let addCloseFrom: CloseFrom? = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()
}

struct TerminalChildError: Error, CustomStringConvertible {
    let executable: String
    let message: String
    var description: String { say(.terminalCannotStart, ["program": executable, "message": message]) }
}

/// Signals kept ignores for a while (while a child has the terminal), and their earlier
/// handling, put back by `restore`.
struct IgnoredSignals {
    private let saved: [(Int32, sigaction)]

    init(_ signals: [Int32]) {
        saved = signals.map { signal in
            var ignore = sigaction()
            #if canImport(Glibc)
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            #else
            ignore.__sigaction_u.__sa_handler = SIG_IGN
            #endif
            sigemptyset(&ignore.sa_mask)
            var previous = sigaction()
            sigaction(signal, &ignore, &previous)
            return (signal, previous)
        }
    }

    func restore() {
        for (signal, previous) in saved {
            var action = previous
            sigaction(signal, &action, nil)
        }
    }
}

/// A pipe whose ends are closed on exec: only the end handed to a child as its stdin or
/// stdout (through dup2, which clears the flag) reaches it.
struct ChildPipe {
    let read: Int32
    let write: Int32

    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw TerminalChildError(executable: "pipe", message: String(cString: strerror(errno))) }
        read = ends[0]
        write = ends[1]
        _ = fcntl(read, F_SETFD, FD_CLOEXEC)
        _ = fcntl(write, F_SETFD, FD_CLOEXEC)
    }
}
