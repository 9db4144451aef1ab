import Foundation
import Kept
#if canImport(Glibc)
import Glibc
#endif

/// Which pager long output goes through, chosen as git chooses: `$KEPT_PAGER`, else the
/// `pager:` setting (this machine's `~/.config/kept/config.yaml`, else the store's once
/// approved with `kept trust`), else `$PAGER`, else `less`. `false` (or an empty value, or
/// `cat`) turns paging off.
enum Pager {
    static func command(environment: [String: String], setting: String?) -> String? {
        let chosen = environment["KEPT_PAGER"] ?? setting ?? environment["PAGER"] ?? "less"
        let command = chosen.trimmingCharacters(in: .whitespaces)
        return ["", "false", "off", "no", "cat"].contains(command.lowercased()) ? nil : command
    }

    /// The `pager:` setting this machine uses: its own, else the store's when approved or
    /// when it only turns paging off; a store pager not approved is skipped with a notice.
    static func setting(storeRoot: String?) -> String? {
        // A broken settings file is `kept check`'s to report; it does not stop the output.
        guard let choice = (try? MachineFiles.programs(root: storeRoot))?.choice(.pager) else { return nil }
        if choice.runs || command(environment: [:], setting: choice.command) == nil { return choice.command }
        if let notice = choice.skippedNotice { Terminal.notice(notice.text) }
        return nil
    }

    /// What the pager gets on top of kept's environment: `LESS=FRX` when LESS is unset (quit
    /// when the text fits, keep colours, leave the screen as it is), as git does.
    static func environment(_ environment: [String: String]) -> [String: String] {
        var added: [String: String] = [:]
        if environment["LESS"] == nil { added["LESS"] = "FRX" }
        if environment["LV"] == nil { added["LV"] = "-c" }
        return added
    }

    /// Sends this run's output through the pager when stdout is a terminal and nothing turns
    /// paging off. The store, when there is one, may say `pager:` in its `.kept/config.yaml`.
    static func start(noPager: Bool, storeRoot: String?) {
        guard !noPager, Terminal.stdoutIsTerminal else { return }
        let environment = ProcessInfo.processInfo.environment
        let setting = environment["KEPT_PAGER"] == nil ? self.setting(storeRoot: storeRoot) : nil
        guard let command = command(environment: environment, setting: setting) else { return }
        Terminal.page(through: command, environment: self.environment(environment))
    }
}

/// Output held back until it proves longer than the terminal: then the pager starts (in
/// kept's process group, on the terminal) and gets it on its stdin; shorter output is written
/// as it is when the command ends, so a short list starts no pager at all.
///
/// While held, stdout and stderr (when that is the terminal too) keep their order; once the
/// pager runs both go into it, as with git. A pager that quits early (`q`) only stops the
/// rest of the output: SIGPIPE is ignored and kept ends normally.
final class PagedOutput {
    private let command: String
    private let environment: [String: String]
    private let rows: Int
    private let columns: Int
    private var held: [(descriptor: Int32, bytes: [UInt8])] = []
    private var heldRows = 0
    private var pager: (running: TerminalChild.Running, input: Int32, ignored: IgnoredSignals)?
    private var pagerQuit = false
    /// No pager could start: output goes straight out.
    private var direct = false

    init(command: String, environment: [String: String], rows: Int, columns: Int) {
        self.command = command
        self.environment = environment
        self.rows = max(rows, 2)
        self.columns = max(columns, 1)
    }

    func write(_ text: String, to descriptor: Int32) {
        if pager != nil {
            send(Array(text.utf8))
            return
        }
        if direct {
            Self.writeAll(Array(text.utf8), to: descriptor)
            return
        }
        held.append((descriptor, Array(text.utf8)))
        heldRows += Self.rows(of: text, columns: columns, upTo: rows)
        if heldRows >= rows { startPager() }
    }

    /// Writes what is held, or lets the pager finish: called once, before kept exits.
    func finish() {
        if let pager {
            close(pager.input)
            _ = pager.running.wait()
            pager.ignored.restore()
            self.pager = nil
        } else {
            for chunk in held { Self.writeAll(chunk.bytes, to: chunk.descriptor) }
        }
        held = []
    }

    private func startPager() {
        guard let pipe = try? ChildPipe() else { return flushHeld() }
        // Ctrl-C and Ctrl-\ are for the pager while it runs; a pager gone early is no reason to die.
        let ignored = IgnoredSignals([SIGINT, SIGQUIT, SIGPIPE])
        let child = TerminalChild(executable: "/bin/sh", arguments: ["-c", command, command],
                                  environment: environment, standardInput: pipe.read)
        guard let running = try? child.start() else {
            ignored.restore()
            close(pipe.read)
            close(pipe.write)
            return flushHeld()
        }
        close(pipe.read)
        pager = (running, pipe.write, ignored)
        for chunk in held { send(chunk.bytes) }
        held = []
    }

    /// No pager after all: what was held goes out as it is, and so does the rest.
    private func flushHeld() {
        for chunk in held { Self.writeAll(chunk.bytes, to: chunk.descriptor) }
        held = []
        direct = true
    }

    private func send(_ bytes: [UInt8]) {
        guard let pager, !pagerQuit else { return }
        if !Self.writeAll(bytes, to: pager.input) { pagerQuit = true }
    }

    /// Writes everything unless the reader has gone (EPIPE); false then.
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// The terminal rows `text` takes (long lines wrap), counted no further than `limit`.
    static func rows(of text: String, columns: Int, upTo limit: Int) -> Int {
        var count = 0
        var line = Substring(text)[...]
        while !line.isEmpty && count < limit {
            let end = line.firstIndex(of: "\n") ?? line.endIndex
            let width = DisplayWidth.of(withoutEscapes(line[line.startIndex..<end]))
            count += max(1, (width + columns - 1) / columns)
            line = end == line.endIndex ? line[end...] : line[line.index(after: end)...]
        }
        return count
    }

    /// The text without its ANSI escape sequences (colours), which take no room.
    private static func withoutEscapes(_ text: Substring) -> String {
        guard text.contains("\u{1B}") else { return String(text) }
        var out = ""
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                if (0x40...0x7E).contains(scalar.value) && scalar != "[" { escaping = false }
            } else if scalar == "\u{1B}" {
                escaping = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
