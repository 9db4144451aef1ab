import Foundation
import Kept

/// Puts `kept serve` in a systemd unit — the user's (started at login, and with lingering at
/// boot) or, with `--system`, the system's (started at boot, running as the user named) — or
/// says why it cannot (no systemctl, no systemd of that kind in this session, not root) and
/// fails, writing nothing that would never run.
struct ServeInstaller {
    let unit: ServeUnit

    /// Where systemd reads the system's own units.
    static let systemUnitFolder = "/etc/systemd/system"

    var system: Bool { unit.systemUser != nil }
    var unitFolder: String { system ? Self.systemUnitFolder : ReminderInstaller.unitFolder }
    var unitPath: String { unitFolder + "/\(unit.name).service" }

    func install() throws -> [String] {
        if let failure = UserSystemctl.run([["show-environment"]], system: system) {
            throw ServeError.noSystemd(failure, command: unit.shellCommand, system: system)
        }
        if let user = unit.systemUser, getuid() != 0 { throw ServeError.systemUnitNeedsRoot(user) }
        do {
            try FileManager.default.createDirectory(atPath: unitFolder, withIntermediateDirectories: true)
            try Data(unit.text(executable: KeptExecutable.path).utf8).write(to: URL(fileURLWithPath: unitPath))
        } catch {
            throw KeptError.io(unitPath, Message(.cliServeCannotWriteUnit, ["reason": error.localizedDescription]))
        }
        var lines = [say(.reminderWrote, ["path": unitPath])]
        if let failure = UserSystemctl.run([["daemon-reload"], ["enable", "--now", unit.name + ".service"]], system: system) {
            throw ServeError.cannotStartUnit(path: unitPath, failure: failure)
        }
        if let user = unit.systemUser {
            lines.append(say(.cliServeEnabledSystem, ["unit": unit.name, "user": user]))
        } else {
            lines.append(say(.cliServeEnabled, ["unit": unit.name]))
            lines.append(say(.cliServeLingering, ["user": SystemUser.current ?? "$USER"]))
        }
        return lines
    }

    func uninstall() throws -> [String] {
        let had = FileManager.default.fileExists(atPath: unitPath)
        let failure = UserSystemctl.run([["disable", "--now", unit.name + ".service"]], system: system)
        var lines: [String] = []
        if had {
            try FileManager.default.removeItem(atPath: unitPath)
            lines.append(say(.cliDraftsRemoved, ["path": unitPath]))
            if failure == nil { _ = UserSystemctl.run([["daemon-reload"]], system: system) }
        } else {
            lines.append(say(.cliServeNoUnit))
        }
        return lines
    }
}

/// The accounts of this machine, as a system unit names them.
enum SystemUser {
    /// The user running kept, by name.
    static var current: String? {
        guard let entry = getpwuid(getuid()) else { return nil }
        return String(cString: entry.pointee.pw_name)
    }

    /// Whether `name` is a user of this machine.
    static func exists(_ name: String) -> Bool { getpwnam(name) != nil }

    /// The user a system unit runs as: `named`, else the one who ran sudo; never root unasked.
    static func forSystemUnit(named: String?) throws -> String {
        let environment = ProcessInfo.processInfo.environment
        guard let name = named ?? (getuid() == 0 ? environment["SUDO_USER"] : current), !name.isEmpty else { throw ServeError.nameTheUser }
        guard exists(name) else { throw ServeError.noSuchUser(name) }
        if name == "root" && named == nil { throw ServeError.nameTheUser }
        return name
    }
}
