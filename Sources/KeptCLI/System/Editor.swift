import Foundation
import Kept

/// The user's editor: $KEPT_EDITOR, $VISUAL, $EDITOR, else `vi`, run the way git runs it
/// (`sh -c '<editor> "$@"'`, so that `EDITOR="code --wait"` works) on the terminal, in kept's
/// own process group (`TerminalChild`).
struct Editor {
    /// The command as the user wrote it, e.g. `vim` or `code --wait`.
    let command: String
    /// The variable it came from; nil for the default `vi`.
    let variable: String?

    static let variables = ["KEPT_EDITOR", "VISUAL", "EDITOR"]

    /// The editor the environment names.
    static func chosen(environment: [String: String] = ProcessInfo.processInfo.environment) -> Editor {
        for name in variables {
            if let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
                return Editor(command: value, variable: name)
            }
        }
        return Editor(command: "vi", variable: nil)
    }

    /// The program the command starts, when it can be told without a shell: the first word
    /// of a command without quotes, variables or operators (`code` of `code --wait`).
    var program: String? {
        guard command.rangeOfCharacter(from: CharacterSet(charactersIn: "\"'`$\\=;|&<>(){}*?[]~")) == nil,
              let first = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).first else { return nil }
        return String(first)
    }

    /// Fails with a message naming the variable when the editor's program is not installed.
    func checkInstalled() throws {
        guard let program, ExternalProgram.find(program) == nil else { return }
        throw EditorError.notInstalled(program: program, variable: variable)
    }

    /// Opens `path` on the terminal and waits for the editor to exit; returns its status
    /// (128 + the signal when one ended it).
    func edit(_ path: String) throws -> Int32 {
        try checkInstalled()
        let child = TerminalChild(executable: "/bin/sh", arguments: ["-c", "\(command) \"$@\"", command, path])
        let status: Int32
        do {
            status = try child.run().status
        } catch {
            throw EditorError.cannotStart(command: command, reason: "\(error)")
        }
        // The shell's "command not found": checkInstalled cannot see into every command.
        if status == 127 { throw EditorError.notInstalled(program: program ?? command, variable: variable) }
        return status
    }
}

enum EditorError: UserMessageError, CustomStringConvertible, Equatable {
    case notInstalled(program: String, variable: String?)
    case cannotStart(command: String, reason: String)
    case exited(status: Int32)
    case noDraft(String)

    var message: Message {
        switch self {
        case let .notInstalled(program, "KEPT_EDITOR"?):
            return Message(.errorEditorKeptEditorMissing, ["program": program])
        case let .notInstalled(program, variable?):
            return Message(.errorEditorVariableEditorMissing, ["program": program, "variable": variable])
        case let .notInstalled(program, nil):
            return Message(.errorEditorDefaultEditorMissing, ["program": program])
        case let .cannotStart(command, reason):
            return Message(.errorEditorCannotStart, ["command": command, "reason": reason])
        case let .exited(status):
            return Message(.errorEditorExited, ["status": String(status)])
        case let .noDraft(path):
            return Message(.errorEditorNoDraft, ["path": path])
        }
    }

    var description: String { message.english }
}
