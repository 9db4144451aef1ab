import Foundation
import Kept
#if canImport(Glibc)
import Glibc
#endif

/// Where output goes and what the terminal can show.
enum Terminal {
    /// A line on stdout; on a terminal, escape sequences from entries are shown, not obeyed.
    static func out(_ text: String) {
        // By the last byte: Swift's hasSuffix("\n") is false for text ending in "\r\n" (one
        // Character), which printed a CRLF file with an LF too many.
        let line = text.utf8.last == UInt8(ascii: "\n") || text.isEmpty ? text : text + "\n"
        let shown = stdoutIsTerminal ? TerminalSafeText.make(line) : TerminalSafeText.withoutColours(line)
        if let paged {
            paged.write(shown, to: STDOUT_FILENO)
        } else {
            FileHandle.standardOutput.write(shown.data(using: .utf8)!)
        }
    }

    /// A line already made safe (`TerminalSafeText`) with sequences kept adds itself, such as
    /// the review's picture hyperlinks: written as is.
    static func outVerbatim(_ text: String) {
        let line = text.utf8.last == UInt8(ascii: "\n") || text.isEmpty ? text : text + "\n"
        if let paged {
            paged.write(line, to: STDOUT_FILENO)
        } else {
            FileHandle.standardOutput.write(Data(line.utf8))
        }
    }

    /// This machine's name, as a `file://` address names the machine a file is on.
    static var hostName: String {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return "" }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Why the command fails, or what it could not do (a file it refused, an entry with a
    /// problem): on stderr, prefixed `kept: `.
    static func error(_ text: String) { stderr(text) }

    /// What happened besides the output (created, removed, copied), that there was nothing to
    /// do, or a warning the command went on after: on stderr, prefixed `kept: `, as errors are,
    /// so that stdout holds only the output a script reads.
    static func notice(_ text: String) { stderr(text) }

    /// A line on stderr, prefixed `kept: ` on its first line.
    private static func stderr(_ text: String) {
        let message = text.hasPrefix("kept: ") ? text : "kept: " + text
        let line = message.utf8.last == UInt8(ascii: "\n") ? message : message + "\n"
        let onTerminal = isatty(STDERR_FILENO) == 1
        let shown = onTerminal ? TerminalSafeText.make(line) : TerminalSafeText.withoutColours(line)
        // Into the paged output, in its place, when both go to the terminal.
        if let paged, onTerminal {
            paged.write(shown, to: STDERR_FILENO)
        } else {
            FileHandle.standardError.write(shown.data(using: .utf8)!)
        }
    }

    /// Output of this run held for a pager (`Pager.start`); nil when not paged.
    nonisolated(unsafe) private static var paged: PagedOutput?

    /// From now on, output longer than the terminal goes through `command`.
    static func page(through command: String, environment: [String: String]) {
        var size = winsize()
        let known = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_row > 0
        let env = ProcessInfo.processInfo.environment
        paged = PagedOutput(command: command, environment: environment,
                            rows: known ? Int(size.ws_row) : Int(env["LINES"] ?? "") ?? 24,
                            columns: known && size.ws_col > 0 ? Int(size.ws_col) : Int(env["COLUMNS"] ?? "") ?? 80)
    }

    /// Writes held output or waits for the pager to end: before kept exits.
    static func finishOutput() {
        paged?.finish()
        paged = nil
    }

    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// True when kept has a terminal (/dev/tty opens), the one fzf draws on.
    static var hasTerminalDevice: Bool {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard tty >= 0 else { return false }
        close(tty)
        return true
    }

    /// Columns of the terminal, or nil when stdout is not one.
    static var width: Int? {
        guard stdoutIsTerminal else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 100
    }

    /// Reads one line from stdin (nil at end of input).
    static func readLine(prompt: String) -> String? {
        FileHandle.standardError.write(prompt.data(using: .utf8)!)
        return Swift.readLine()
    }
}

/// ANSI styles, applied only when colour is on.
struct Style {
    let enabled: Bool
    func bold(_ s: String) -> String { wrap(s, "1") }
    func dim(_ s: String) -> String { wrap(s, "2") }
    func red(_ s: String) -> String { wrap(s, "31") }
    func yellow(_ s: String) -> String { wrap(s, "33") }
    func cyan(_ s: String) -> String { wrap(s, "36") }
    func green(_ s: String) -> String { wrap(s, "32") }
    /// One of six colours chosen by `name`, so that a name (a card category) keeps its colour
    /// from run to run and when other names come and go.
    func colored(_ s: String, by name: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return wrap(s, ["36", "35", "33", "32", "34", "31"][Int(hash % 6)])
    }
    /// kept's own colour around `s`, as markers the terminal filter (`TerminalSafeText`) turns
    /// into SGR after it has shown every control of the text itself.
    private func wrap(_ s: String, _ code: String) -> String {
        enabled && !s.isEmpty ? TerminalSafeText.colour(code) + s + TerminalSafeText.colour("0") : s
    }
}
