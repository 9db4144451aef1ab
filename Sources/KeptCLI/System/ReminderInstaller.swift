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

    /// Writes both units and enables the timer; returns the lines to tell the user. Where no
    /// user systemd answers (a container, an ssh session without a D-Bus session, a machine
    /// without systemd) it says so and gives the crontab line instead, writing no unit that
    /// would never run.
    func install(_ timer: ReminderTimer) throws -> [String] {
        let executable = KeptExecutable.path
        if let failure = UserSystemctl.run([["show-environment"]]) { return cron(timer, failure: failure, executable: executable) }
        do {
            try FileManager.default.createDirectory(atPath: Self.unitFolder, withIntermediateDirectories: true)
            try Data(timer.serviceUnit(executable: executable, store: store.root).utf8).write(to: URL(fileURLWithPath: Self.servicePath))
            try Data(timer.timerUnit(store: store.root).utf8).write(to: URL(fileURLWithPath: Self.timerPath))
        } catch {
            throw KeptError.io(Self.unitFolder, Message(.cliReminderInstallerCannotWriteReminderUnits, ["localizedDescription": "\(error.localizedDescription)"]))
        }
        var lines = [say(.reminderWrote, ["path": Self.servicePath]), say(.reminderWrote, ["path": Self.timerPath])]
        if let failure = UserSystemctl.run([["daemon-reload"], ["enable", "--now", "\(ReminderTimer.unitName).timer"]]) {
            lines += cron(timer, failure: failure, executable: executable)
        } else {
            lines.append(say(.reminderEnabled, ["unit": ReminderTimer.unitName]))
        }
        return lines
    }

    /// Why systemd cannot run the timer, and the crontab line that can.
    private func cron(_ timer: ReminderTimer, failure: String, executable: String) -> [String] {
        var lines = [say(.reminderNoSystemd, ["failure": failure])]
        if let note = timer.cronNote { lines.append("(\(note.text))") }
        lines.append(timer.crontabLine(executable: executable, store: store.root, uid: Int(getuid())))
        return lines
    }

    /// Stops the timer and removes both units; returns the lines to tell the user.
    func uninstall() throws -> [String] {
        let hadUnits = [Self.timerPath, Self.servicePath].filter { FileManager.default.fileExists(atPath: $0) }
        let failure = UserSystemctl.run([["disable", "--now", "\(ReminderTimer.unitName).timer"]])
        var lines: [String] = []
        for path in hadUnits {
            do { try FileManager.default.removeItem(atPath: path) } catch {
                throw KeptError.io(path, Message(.cliReminderInstallerCannotRemove, ["localizedDescription": "\(error.localizedDescription)"]))
            }
            lines.append(say(.cliDraftsRemoved, ["path": path]))
        }
        if failure == nil {
            _ = UserSystemctl.run([["daemon-reload"]])
            if !hadUnits.isEmpty { lines.append(say(.reminderDisabled, ["unit": ReminderTimer.unitName])) }
        } else {
            lines.append(say(.reminderRemoveCron))
        }
        if hadUnits.isEmpty && failure == nil { lines.append(say(.reminderNoneInstalled)) }
        return lines
    }
}
