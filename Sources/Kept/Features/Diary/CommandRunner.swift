import Foundation

/// Runs a shell command for the domain, which starts no process itself: the command line
/// implements it (`ShellCommandRunner`), tests give their own. Used for `diary.weather_command`.
package protocol CommandRunner: Sendable {
    /// Runs `command` with `/bin/sh -c` in `folder`, its input empty and its errors dropped,
    /// for at most `timeout` seconds.
    func run(_ command: String, in folder: String, timeout: TimeInterval) -> CommandRun
}

/// How a command run went.
package enum CommandRun: Sendable, Equatable {
    /// It exited with status 0 and printed this (nothing when its output was still held
    /// open at the deadline by something it left running).
    case printed(String)
    /// It exited with another status, or was ended by a signal (its number).
    case failed(status: Int32)
    /// It was still running after the timeout, and was stopped.
    case tookLonger
    /// It could not be started.
    case notStarted(reason: String)
}
