import Foundation
import Kept

/// Puts `kept serve` in a systemd user unit, or says why it cannot (no systemctl, no user
/// systemd in this session) and writes nothing that would never run.
struct ServeInstaller {
    let unit: ServeUnit

    var unitPath: String { ReminderInstaller.unitFolder + "/\(unit.name).service" }

    func install() throws -> [String] {
        if let failure = UserSystemctl.run([["show-environment"]]) {
            return [say(.cliServeNoSystemd, ["failure": failure]), say(.cliServeRunByHand, ["command": unit.shellCommand])]
        }
        do {
            try FileManager.default.createDirectory(atPath: ReminderInstaller.unitFolder, withIntermediateDirectories: true)
            try Data(unit.text(executable: KeptExecutable.path).utf8).write(to: URL(fileURLWithPath: unitPath))
        } catch {
            throw KeptError.io(unitPath, Message(.cliServeCannotWriteUnit, ["reason": error.localizedDescription]))
        }
        var lines = [say(.reminderWrote, ["path": unitPath])]
        if let failure = UserSystemctl.run([["daemon-reload"], ["enable", "--now", unit.name + ".service"]]) {
            lines.append(say(.cliServeNoSystemd, ["failure": failure]))
        } else {
            lines.append(say(.cliServeEnabled, ["unit": unit.name]))
        }
        return lines
    }

    func uninstall() throws -> [String] {
        let had = FileManager.default.fileExists(atPath: unitPath)
        let failure = UserSystemctl.run([["disable", "--now", unit.name + ".service"]])
        var lines: [String] = []
        if had {
            try FileManager.default.removeItem(atPath: unitPath)
            lines.append(say(.cliDraftsRemoved, ["path": unitPath]))
            if failure == nil { _ = UserSystemctl.run([["daemon-reload"]]) }
        } else {
            lines.append(say(.cliServeNoUnit))
        }
        return lines
    }
}
