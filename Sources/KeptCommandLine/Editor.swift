import Foundation

/// The user's editor: $KEPT_EDITOR, $VISUAL, $EDITOR, else `vi`, run the way git runs it
/// (`sh -c '<editor> "$@"'`) so that `EDITOR="code --wait"` works.
enum Editor {
    static var command: String {
        let env = ProcessInfo.processInfo.environment
        for name in ["KEPT_EDITOR", "VISUAL", "EDITOR"] {
            if let value = env[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty { return value }
        }
        return "vi"
    }

    /// Opens `path` and waits for the editor to exit; returns its exit status.
    static func edit(_ path: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(command) \"$@\"", command, path]
        do {
            try process.run()
        } catch {
            throw EditorError(message: "cannot start the editor `\(command)`: \(error.localizedDescription); set $EDITOR")
        }
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }
}

struct EditorError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
