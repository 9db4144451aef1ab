import Foundation
import Kept
#if canImport(Glibc)
import Glibc
#endif

/// Puts `kept remind --notify` on a timer: systemd user units where systemd runs, else the
/// crontab lines to add by hand.
struct ReminderInstaller {
    let store: Store

    /// `${XDG_CONFIG_HOME:-~/.config}/systemd/user`
    static var unitFolder: String {
        let env = ProcessInfo.processInfo.environment
        let config = env["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((env["HOME"] ?? NSHomeDirectory()) as NSString).appendingPathComponent(".config")
        return (config as NSString).appendingPathComponent("systemd/user")
    }

    static var timerPath: String { unitFolder + "/\(ReminderTimer.unitName).timer" }
    static var servicePath: String { unitFolder + "/\(ReminderTimer.unitName).service" }

    /// Writes both units and enables the timer; returns the lines to tell the user.
    func install(_ timer: ReminderTimer) throws -> [String] {
        let executable = KeptExecutable.path
        do {
            try FileManager.default.createDirectory(atPath: Self.unitFolder, withIntermediateDirectories: true)
            try Data(timer.serviceUnit(executable: executable, store: store.root).utf8).write(to: URL(fileURLWithPath: Self.servicePath))
            try Data(timer.timerUnit(store: store.root).utf8).write(to: URL(fileURLWithPath: Self.timerPath))
        } catch {
            throw KeptError.io(Self.unitFolder, "cannot write the reminder units: \(error.localizedDescription)")
        }
        var lines = ["wrote \(Self.servicePath)", "wrote \(Self.timerPath)"]
        if let failure = systemctl([["daemon-reload"], ["enable", "--now", "\(ReminderTimer.unitName).timer"]]) {
            lines.append("systemd is not available here (\(failure)); to be reminded by cron instead, add this line to `crontab -e`:")
            if let note = timer.cronNote { lines.append("(\(note))") }
            lines.append(timer.crontabLine(executable: executable, store: store.root, uid: Int(getuid())))
        } else {
            lines.append("enabled \(ReminderTimer.unitName).timer: see it with `systemctl --user list-timers \(ReminderTimer.unitName).timer`")
        }
        return lines
    }

    /// Stops the timer and removes both units; returns the lines to tell the user.
    func uninstall() throws -> [String] {
        let hadUnits = [Self.timerPath, Self.servicePath].filter { FileManager.default.fileExists(atPath: $0) }
        let failure = systemctl([["disable", "--now", "\(ReminderTimer.unitName).timer"]])
        var lines: [String] = []
        for path in hadUnits {
            do { try FileManager.default.removeItem(atPath: path) } catch {
                throw KeptError.io(path, "cannot remove: \(error.localizedDescription)")
            }
            lines.append("removed \(path)")
        }
        if failure == nil {
            _ = systemctl([["daemon-reload"]])
            if !hadUnits.isEmpty { lines.append("disabled \(ReminderTimer.unitName).timer") }
        } else {
            lines.append("if cron reminds you, remove the `kept … remind --notify` line with `crontab -e`")
        }
        if hadUnits.isEmpty && failure == nil { lines.append("no reminder timer was installed") }
        return lines
    }

    /// Runs `systemctl --user` with each argument list in turn; nil when all succeeded, else why not.
    private func systemctl(_ calls: [[String]]) -> String? {
        guard let program = ExternalProgram.find("systemctl") else { return "no systemctl on PATH" }
        for arguments in calls {
            guard let result = try? program.run(["--user"] + arguments) else { return "systemctl could not be started" }
            if result.status != 0 {
                let reason = result.errors.split(separator: "\n").first.map(String.init) ?? "exit \(result.status)"
                return "`systemctl --user \(arguments.joined(separator: " "))`: \(reason)"
            }
        }
        return nil
    }
}
