import Foundation
import Kept
#if canImport(Glibc)
import Glibc
#endif

/// The store key's passphrase: `$KEPT_PASSPHRASE` for scripts, else asked on the terminal
/// (/dev/tty) with echo off. It is never printed, logged or written anywhere.
enum Passphrase {
    struct MissingError: UserMessageError {
        let message: Message
    }

    /// The passphrase, asked once (`confirm`: twice, for a new one, which must match).
    static func read(prompt: String, confirm: Bool = false) throws -> String {
        if let given = ProcessInfo.processInfo.environment["KEPT_PASSPHRASE"], !given.isEmpty { return given }
        let first = try ask(prompt)
        if confirm, try ask(say(.cryptPromptAgain)) != first {
            throw MissingError(message: Message(.cryptPassphrasesDiffer))
        }
        return first
    }

    /// A line typed on the terminal without echo.
    static func ask(_ prompt: String, echo: Bool = false) throws -> String {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard tty >= 0 else { throw MissingError(message: Message(.cryptNoPassphrase)) }
        defer { close(tty) }
        var saved = termios()
        let quiet = !echo && tcgetattr(tty, &saved) == 0
        if quiet {
            var silent = saved
            silent.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(tty, TCSAFLUSH, &silent)
        }
        defer { if quiet { tcsetattr(tty, TCSAFLUSH, &saved) } }
        _ = prompt.withCString { Glibc.write(tty, $0, strlen($0)) }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while Glibc.read(tty, &byte, 1) == 1, byte != 10, byte != 13 { bytes.append(byte) }
        if quiet { _ = Glibc.write(tty, "\n", 1) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension KeyRing {
    /// `${XDG_CONFIG_HOME:-~/.config}/kept/keys`: this user's store keys, outside every store.
    static var ofThisUser: KeyRing {
        let env = ProcessInfo.processInfo.environment
        let config = env["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (env["HOME"] ?? NSHomeDirectory()) + "/.config"
        return KeyRing(folder: config + "/kept/keys")
    }
}
