import Foundation
import Kept
#if canImport(Glibc)
import Glibc
#endif

/// What the reviewer typed.
enum ReviewAnswer: Equatable {
    case key
    case grade(Int)
    /// `u`: take back the session's last grade.
    case undo
    /// `-` (Anki's key): put the card aside until tomorrow.
    case bury
    case quit
}

/// Where a review session's answers come from: single key presses on a terminal, or one
/// line per answer from a pipe (so scripts and tests can drive a session).
final class ReviewInput {
    private let raw: Bool
    private var saved = termios()

    init() {
        raw = isatty(STDIN_FILENO) == 1 && tcgetattr(STDIN_FILENO, &saved) == 0
        if raw {
            var settings = saved
            // No line buffering, no echo, and Ctrl-C arrives as a key (so the terminal is
            // always restored). TCSANOW: keys typed ahead are kept, not flushed.
            settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
            withUnsafeMutableBytes(of: &settings.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        }
    }

    deinit { restore() }

    func restore() {
        if raw { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    }

    /// The key a QWERTY keyboard has where a Korean (2-beolsik) keyboard left in 한글 mode
    /// typed `typed`: ㅂ (ㅃ with shift) is q, ㅕ is u. Digits and space are the same in both.
    static func qwerty(_ typed: String) -> String {
        switch typed {
        case "ㅂ", "ㅃ": return "q"
        case "ㅕ": return "u"
        default: return typed.lowercased()
        }
    }

    /// Waits for any key (a line from a pipe); `q` (ㅂ), Ctrl-C, Ctrl-D or the end of input
    /// quit, `u` (ㅕ) takes back the last grade, `-` buries the card.
    func waitForKey(prompt: String) -> ReviewAnswer {
        Prompt.show(prompt)
        guard let typed = next().map(Self.qwerty) else { return .quit }
        if raw { Prompt.show("\n") }
        if typed == "u" { return .undo }
        if typed == "-" { return .bury }
        return ["q", "\u{3}", "\u{4}"].contains(typed) ? .quit : .key
    }

    /// Reads a grade 1–4 (a line may also say `good`…); asks again on anything else.
    func grade(prompt: String) -> ReviewAnswer {
        while true {
            Prompt.show(prompt)
            guard let typed = next().map(Self.qwerty) else { return .quit }
            if ["q", "\u{3}", "\u{4}"].contains(typed) {
                if raw { Prompt.show("\n") }
                return .quit
            }
            if typed == "u" {
                if raw { Prompt.show("u\n") }
                return .undo
            }
            if typed == "-" {
                if raw { Prompt.show("-\n") }
                return .bury
            }
            let text = typed.trimmingCharacters(in: .whitespaces).lowercased()
            let number = Int(text) ?? ["again": 1, "hard": 2, "good": 3, "easy": 4][text]
            if let number, (1...4).contains(number) {
                if raw { Prompt.show("\(number)\n") }
                return .grade(number)
            }
            // One line saying which keys mean something, then the prompt again.
            if raw { Prompt.eraseLine() }
            Prompt.show(say(.reviewTypeGrade) + "\n")
        }
    }

    /// One key, or one line without its newline; nil at the end of input.
    private func next() -> String? {
        guard raw else {
            // Echo the answer, so that a scripted session reads like one typed.
            let line = Swift.readLine()
            Prompt.show((line ?? "") + "\n")
            return line
        }
        var first: UInt8 = 0
        guard read(STDIN_FILENO, &first, 1) == 1 else { return nil }
        var bytes = [first]
        // The rest of a UTF-8 character (a Korean keyboard's key).
        let more = first >= 0xF0 ? 3 : first >= 0xE0 ? 2 : first >= 0xC0 ? 1 : 0
        for _ in 0..<more {
            var byte: UInt8 = 0
            if read(STDIN_FILENO, &byte, 1) == 1 { bytes.append(byte) }
        }
        if first == 0x1B { drainEscapeSequence() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An arrow or function key sends ESC and more bytes at once: read them as one key.
    private func drainEscapeSequence() {
        var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        var byte: UInt8 = 0
        while poll(&poller, 1, 20) > 0, read(STDIN_FILENO, &byte, 1) == 1 {}
    }
}

/// Prompts go to stderr, so that stdout holds only the cards and the summary.
enum Prompt {
    /// A prompt on stderr, through the terminal filter (its colours kept's own).
    static func show(_ text: String) {
        let shown = isatty(STDERR_FILENO) == 1 ? TerminalSafeText.make(text) : TerminalSafeText.withoutColours(text)
        FileHandle.standardError.write(Data(shown.utf8))
    }

    /// Back to the start of the line, cleared: kept's own control, written as it is.
    static func eraseLine() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
