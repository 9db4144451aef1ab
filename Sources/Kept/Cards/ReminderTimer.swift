import Foundation

/// When `kept remind --notify` runs by itself: every so often, within hours of the day.
/// Gives the systemd user units (and a crontab line where there is no systemd) that run it.
public struct ReminderTimer: Sendable, Equatable {
    public static let unitName = "kept-remind"
    public static let defaultEvery = "2h"

    /// Minutes between reminders.
    public let every: Int
    /// Minutes after midnight of the first and last possible reminder of a day.
    public let from: Int
    public let until: Int

    /// `every`: `90m`, `2h`, `1d` (also `min`, `hour(s)`); `between`: `09:00-22:00`.
    public init(every: String, between: String? = nil) throws {
        self.every = try ReminderTimer.minutes(every)
        guard let between else {
            from = 0
            until = 24 * 60 - 1
            return
        }
        let parts = between.split(separator: "-").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let start = ReminderTimer.clock(parts[0]), let end = ReminderTimer.clock(parts[1]), start <= end else {
            throw KeptError.unsupported(Message("error.reminderTimer.notSpanDayWrite", ["between": "\(between)"]))
        }
        from = start
        until = end
    }

    /// The times of day it fires, in minutes after midnight.
    public var times: [Int] { Array(stride(from: from, through: until, by: every)) }

    /// systemd `OnCalendar=` values: one per minute-of-hour, listing the hours (`*-*-* 09,11,13:00:00`).
    public var calendarSpecs: [String] {
        groupedByMinute.map { minute, hours in
            "*-*-* \(hours.map { String(format: "%02d", $0) }.joined(separator: ",")):\(String(format: "%02d", minute)):00"
        }
    }

    /// The `.timer` unit.
    public func timerUnit(store: String) -> String {
        """
        [Unit]
        Description=kept: remind of a card every \(ReminderTimer.text(every)) (store \(store))

        [Timer]
        \(calendarSpecs.map { "OnCalendar=\($0)" }.joined(separator: "\n"))
        Persistent=true
        Unit=\(ReminderTimer.unitName).service

        [Install]
        WantedBy=timers.target

        """
    }

    /// The `.service` unit: `kept remind --notify` with the store named explicitly, and the
    /// user's D-Bus session so that notifications reach the desktop.
    public func serviceUnit(executable: String, store: String) -> String {
        """
        [Unit]
        Description=kept: remind of a card (store \(store))

        [Service]
        Type=oneshot
        Environment=DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/%U/bus
        ExecStart=\(ReminderTimer.systemdQuoted(executable)) --store \(ReminderTimer.systemdQuoted(store)) remind --notify

        """
    }

    /// Crontab lines doing the same, for machines without systemd.
    public func crontabLines(executable: String, store: String, uid: Int) -> [String] {
        groupedByMinute.map { minute, hours in
            "\(minute) \(hours.map(String.init).joined(separator: ",")) * * * "
                + "DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(uid)/bus \(ReminderTimer.shellQuoted(executable)) --store \(ReminderTimer.shellQuoted(store)) remind --notify"
        }
    }

    /// `90` → `1h30m`.
    public static func text(_ minutes: Int) -> String {
        if minutes % 1440 == 0 { return "\(minutes / 1440)d" }
        if minutes % 60 == 0 { return "\(minutes / 60)h" }
        return minutes > 60 ? "\(minutes / 60)h\(minutes % 60)m" : "\(minutes)m"
    }
}

private extension ReminderTimer {
    var groupedByMinute: [(minute: Int, hours: [Int])] {
        var hoursByMinute: [Int: [Int]] = [:]
        for time in times { hoursByMinute[time % 60, default: []].append(time / 60) }
        return hoursByMinute.keys.sorted().map { ($0, hoursByMinute[$0]!) }
    }

    static func minutes(_ text: String) throws -> Int {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        var total = 0
        var number = ""
        var unitText = ""
        var parts: [(Int, String)] = []
        for character in t + " " {
            if character.isASCII && character.isNumber {
                if !unitText.isEmpty { parts.append((Int(number) ?? -1, unitText)); number = ""; unitText = "" }
                number.append(character)
            } else if character == " " {
                if !number.isEmpty || !unitText.isEmpty { parts.append((Int(number) ?? -1, unitText)); number = ""; unitText = "" }
            } else {
                unitText.append(character)
            }
        }
        let units = ["m": 1, "min": 1, "mins": 1, "minute": 1, "minutes": 1,
                     "h": 60, "hr": 60, "hour": 60, "hours": 60, "d": 1440, "day": 1440, "days": 1440]
        for (value, unit) in parts {
            guard value > 0, let factor = units[unit] else { total = -1; break }
            total += value * factor
        }
        guard !parts.isEmpty, total >= 5, total <= 1440 else {
            throw KeptError.unsupported(Message("error.reminderTimer.notIntervalCanRemind", ["text": "\(text)"]))
        }
        return total
    }

    /// `09:00`, `9`, `21:30` → minutes after midnight.
    static func clock(_ text: String) -> Int? {
        let parts = text.split(separator: ":")
        guard (1...2).contains(parts.count), let h = Int(parts[0]), (0...24).contains(h) else { return nil }
        let m = parts.count == 2 ? Int(parts[1]) : 0
        guard let m, (0...59).contains(m), h * 60 + m <= 24 * 60 else { return nil }
        return min(h * 60 + m, 24 * 60 - 1)
    }

    static func systemdQuoted(_ path: String) -> String {
        path.contains(where: { $0 == " " || $0 == "\"" || $0 == "\\" || $0 == "%" })
            ? "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "%", with: "%%") + "\""
            : path
    }

    static func shellQuoted(_ path: String) -> String {
        let safe = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+:@".contains($0) }
        // `%` ends a crontab command unless escaped.
        return safe ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "%", with: "\\%") + "'"
    }
}
