import Foundation

/// When `kept remind --notify` runs by itself: every so often, within hours of the day.
/// Gives the systemd user units (and a crontab line where there is no systemd) that run it.
package struct ReminderTimer: Sendable, Equatable {
    package static let unitName = "kept-remind"
    package static let defaultEvery = "2h"

    /// Minutes between reminders.
    package let every: Int
    /// Minutes after midnight of the first and last possible reminder of a day; `until`
    /// before `from` is a span over midnight (`22:00-02:00`).
    package let from: Int
    package let until: Int

    /// `every`: `90m`, `2h`, `1d` (also `min`, `hour(s)`); `between`: `09:00-22:00`, or
    /// `22:00-02:00` for a night owl's evening that runs past midnight.
    package init(every: String, between: String? = nil) throws {
        self.every = try ReminderTimer.minutes(every)
        guard let between else {
            from = 0
            until = 24 * 60 - 1
            return
        }
        let parts = between.split(separator: "-").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let start = ReminderTimer.clock(parts[0]), let end = ReminderTimer.clock(parts[1]), start != end else {
            throw KeptError.invalidValue(.daySpan(between))
        }
        from = start
        until = end
    }

    /// `08:00` as minutes after midnight (0 … 1439); nil for anything that is not a time of day.
    package static func minuteOfDay(_ text: String) -> Int? {
        clock(text.trimmingCharacters(in: .whitespaces)).flatMap { $0 < 24 * 60 ? $0 : nil }
    }

    /// True when the span runs past midnight.
    package var overnight: Bool { until < from }

    /// The times of day it fires, in minutes after midnight, from the span's start on (over
    /// midnight for an overnight span: 22:00 … 23:53, 00:00 … up to its end).
    package var times: [Int] {
        stride(from: from, through: overnight ? until + 24 * 60 : until, by: every).map { $0 % (24 * 60) }
    }

    /// Whether a reminder may come at `date`: within `from` through `until` (over midnight
    /// when the span is). A timer that catches up after the machine slept (`Persistent=true`)
    /// may fire at any hour; `kept remind --notify` asks this before it reminds.
    package func allows(_ date: Date, calendar: Calendar = .current) -> Bool {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let minute = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
        return overnight ? minute >= from || minute <= until : minute >= from && minute <= until
    }

    /// The interval one crontab line can keep nearest to `every`: cron's steps start again
    /// every hour and every day, so only those dividing an hour (5m … 30m) or a day (1h … 1d)
    /// are regular; between two, the shorter (never reminding less often than asked).
    package var cronEvery: Int {
        ReminderTimer.cronIntervals.min { a, b in
            abs(a - every) == abs(b - every) ? a < b : abs(a - every) < abs(b - every)
        }!
    }

    static let cronIntervals = [5, 6, 10, 12, 15, 20, 30, 60, 120, 180, 240, 360, 480, 720, 1440]

    /// systemd `OnCalendar=` values: one per minute-of-hour, listing the hours (`*-*-* 09,11,13:00:00`).
    package var calendarSpecs: [String] {
        groupedByMinute.map { minute, hours in
            "*-*-* \(hours.map { String(format: "%02d", $0) }.joined(separator: ",")):\(String(format: "%02d", minute)):00"
        }
    }

    /// The `.timer` unit.
    package func timerUnit(store: String) -> String {
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
    package func serviceUnit(executable: String, store: String) -> String {
        """
        [Unit]
        Description=kept: remind of a card (store \(store))

        [Service]
        Type=oneshot
        Environment=DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/%U/bus
        ExecStart=\(ReminderTimer.systemdQuoted(executable)) --store \(ReminderTimer.systemdQuoted(store)) remind --notify

        """
    }

    /// The one crontab line doing the same, for machines without systemd, every `cronEvery`
    /// minutes within the span's hours.
    package func crontabLine(executable: String, store: String, uid: Int) -> String {
        let step = cronEvery
        let minutes: String
        let hours: String
        if step < 60 {
            let offset = from % 60 % step
            minutes = offset == 0 ? "*/\(step)" : "\(offset)-59/\(step)"
            // The hours from the first reminder's to the last one's.
            let first = from / 60, last = (times.last ?? until) / 60
            if from == 0 && until >= 24 * 60 - 1 { hours = "*" }
            else if overnight { hours = [ReminderTimer.range(first, 23), ReminderTimer.range(0, last)].joined(separator: ",") }
            else { hours = ReminderTimer.range(first, last) }
        } else {
            minutes = String(from % 60)
            let fired = stride(from: from, through: overnight ? until + 24 * 60 : until, by: step).map { $0 / 60 % 24 }
            hours = fired.count == 24 ? "*" : fired.map(String.init).joined(separator: ",")
        }
        return "\(minutes) \(hours) * * * "
            + "DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(uid)/bus \(ReminderTimer.shellQuoted(executable)) --store \(ReminderTimer.shellQuoted(store)) remind --notify"
    }

    /// What to say when cron cannot keep the interval asked for; nil when it can.
    package var cronNote: Message? {
        cronEvery == every ? nil
            : Message(.reminderCronNearest, ["every": ReminderTimer.text(every), "cronEvery": ReminderTimer.text(cronEvery)])
    }

    /// `90` → `1h30m`.
    package static func text(_ minutes: Int) -> String {
        if minutes % 1440 == 0 { return "\(minutes / 1440)d" }
        if minutes % 60 == 0 { return "\(minutes / 60)h" }
        return minutes > 60 ? "\(minutes / 60)h\(minutes % 60)m" : "\(minutes)m"
    }
}

private extension ReminderTimer {
    var groupedByMinute: [(minute: Int, hours: [Int])] {
        var hoursByMinute: [Int: [Int]] = [:]
        for time in times { hoursByMinute[time % 60, default: []].append(time / 60) }
        return hoursByMinute.keys.sorted().map { ($0, hoursByMinute[$0]!.sorted()) }
    }

    /// `9-21`, or `9` for one hour.
    static func range(_ first: Int, _ last: Int) -> String { first == last ? "\(first)" : "\(first)-\(last)" }

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
            throw KeptError.invalidValue(.reminderInterval(text))
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

    /// One word of an `ExecStart=` line as systemd reads it back (systemd.service(5) "Command
    /// lines", systemd.syntax(7) "Quoting"): a word of plain characters as it is, any other in
    /// double quotes with C escapes (`\\`, `\"`, `\n`, `\xNN`), `%` doubled (a specifier) and
    /// `$` doubled (a variable); a lone `;` escaped (it once separated commands).
    package static func systemdQuoted(_ word: String) -> String {
        if word == ";" { return "\\;" }
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.value > 0x7F ? !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
                : ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || "/._-+:@,=[]".unicodeScalars.contains(scalar)
        }
        if plain { return word }
        var quoted = "\""
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "%": quoted += "%%"
            case "$": quoted += "$$"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: quoted += String(format: "\\x%02x", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    static func shellQuoted(_ path: String) -> String {
        let safe = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+:@".contains($0) }
        // `%` ends a crontab command unless escaped.
        return safe ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "%", with: "\\%") + "'"
    }
}
