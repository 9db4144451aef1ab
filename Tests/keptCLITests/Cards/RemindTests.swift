import Foundation
import ReferenceTools
import Testing

@Suite("kept remind", .tags(.slow), .fullSuiteOnly)
struct RemindTests {
    @Test func aFixedSeedGivesTheSameChoiceAndItIsRemembered() throws {
        let first = try cardSandbox(), second = try cardSandbox()

        let a = try first.ok(["remind", "--count", "2", "--seed", "42"])
        let b = try second.ok(["remind", "--count", "2", "--seed", "42"])

        #expect(a.stdout == b.stdout)
        #expect(a.stdout.components(separatedBy: "\n\n").count == 2)
        let history = try first.read(".kept/state/reminders.json")
        #expect(history.contains("\"card\":\""))
        // Another seed, another pick (for these two seeds).
        #expect(try cardSandbox().ok(["remind", "--count", "2", "--seed", "7"]).stdout != a.stdout)
        // Reminders are per-machine state: nothing to commit.
        #expect(try first.pending() == [])
    }

    @Test func aCardIsPrintedWithItsCategoryAndContent() throws {
        let sandbox = try cardSandbox()
        let result = try sandbox.ok(["remind", "--category", "동사", "--count", "3", "--seed", "1"])
        let blocks = result.stdout.split(separator: "\n\n").map(String.init)
        #expect(blocks.count == 3)
        #expect(blocks.contains("살다 · 동사\n  to live\n  \n  나는 서울에 산다.") || blocks.contains("살다 · 동사\n  to live\n  \n  나는 서울에 산다.\n"))
        #expect(blocks.contains { $0.hasPrefix("가다 · 동사\n  to go") })
    }

    @Test func neverTheSameCardTwiceInARow() throws {
        let sandbox = try cardSandbox()
        var previous = ""
        for seed in 0..<12 {
            let title = try sandbox.ok(["remind", "--category", "words", "--seed", "\(seed % 2)"]).lines.first ?? ""
            #expect(title != previous, "seed \(seed)")
            previous = title
        }
    }

    @Test func notifySendsOneNotificationPerCardWithAnOpenAction() throws {
        let sandbox = try cardSandbox()
        let bin = try fakeBin(sandbox, notify: """
            \(Self.logCall)
            case "$*" in *--action=open=Open*살다*) echo open ;; esac
            """)
        let log = sandbox.root.appendingPathComponent("calls.log").path

        let result = try sandbox.run(["remind", "--notify", "--category", "동사", "--count", "3", "--seed", "3"],
                                     env: ["PATH": bin + ":/usr/bin:/bin", "LOG": log, "TERMINAL": nil])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "")
        let calls = try String(contentsOfFile: log, encoding: .utf8).components(separatedBy: "---\n").filter { !$0.isEmpty }
        let notifications = calls.filter { $0.hasPrefix("--app-name=kept\n") }
        #expect(notifications.count == 3)
        #expect(notifications.contains("--app-name=kept\n--action=open=Open\n살다\nto live\n\n나는 서울에 산다.\n(동사)\n"))
        // "Open" was clicked on 살다: the terminal emulator ran `kept edit` on it, with this store.
        let terminal = calls.filter { $0.hasPrefix("-e\n") }
        #expect(terminal == ["-e\n\(try KeptBinary.url().path)\n--store\n\(sandbox.store.path)\nedit\ncards/동사/살다.md\n"])
    }

    @Test func whereActionsAreRefusedAPlainNotificationIsSent() throws {
        let sandbox = try cardSandbox()
        let bin = try fakeBin(sandbox, notify: """
            \(Self.logCall)
            case "$*" in *--action*) echo "Actions are not supported by this notification server" >&2; exit 1 ;; esac
            """)
        let log = sandbox.root.appendingPathComponent("calls.log").path

        let result = try sandbox.run(["remind", "--notify", "--seed", "5"], env: ["PATH": bin + ":/usr/bin:/bin", "LOG": log])

        #expect(result.status == 0, "\(result)")
        let calls = try String(contentsOfFile: log, encoding: .utf8).components(separatedBy: "---\n").filter { !$0.isEmpty }
        #expect(calls.count == 2)
        #expect(calls[0].hasPrefix("--app-name=kept\n--action=open=Open\n"))
        #expect(calls[1] == calls[0].replacingOccurrences(of: "--action=open=Open\n", with: ""))
    }

    @Test func fridgeItemsExpiringSoonAreMentionedToo() throws {
        let sandbox = try cardSandbox()
        try sandbox.ok(["fridge", "add", "우유", "--expires", "+2d"])
        try sandbox.ok(["fridge", "add", "김치", "--expires", "+30d"])

        let printed = try sandbox.ok(["remind", "--seed", "1"])
        #expect(printed.stdout.hasSuffix("\n\nFridge\n  우유 expires in 2 days (D-2)\n"), "\(printed)")
        #expect(!printed.stdout.contains("김치"))
        #expect(!(try sandbox.ok(["remind", "--category", "동사"]).stdout.contains("Fridge")))

        let bin = try fakeBin(sandbox, notify: "printf '%s\\n' \"$@\" >> \"$LOG\"; echo --- >> \"$LOG\"")
        let log = sandbox.root.appendingPathComponent("calls.log").path
        try sandbox.ok(["remind", "--notify", "--seed", "1"], env: ["PATH": bin + ":/usr/bin:/bin", "LOG": log])
        let calls = try String(contentsOfFile: log, encoding: .utf8).components(separatedBy: "---\n").filter { !$0.isEmpty }
        #expect(calls.count == 2)
        #expect(calls.last == "--app-name=kept\nFridge: 1 item to use soon\n우유 expires in 2 days (D-2)\n")
    }

    @Test func withoutNotifySendItSaysWhatToInstall() throws {
        let sandbox = try cardSandbox()
        let empty = sandbox.root.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let result = try sandbox.run(["remind", "--notify"], env: ["PATH": empty.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("`notify-send` was not found on PATH: install it (Debian/Ubuntu: `apt install libnotify-bin`)"))
    }

    @Test func installWritesASystemdTimerAndServiceAndKeepsTheIntervalInConfig() throws {
        let sandbox = try cardSandbox()
        let bin = try fakeBin(sandbox, systemctl: "printf '%s\\n' \"$*\" >> \"$LOG\"")
        let log = sandbox.root.appendingPathComponent("systemctl.log").path

        let result = try sandbox.run(["remind", "--install", "--every", "2h", "--between", "09:00-22:00"],
                                     env: ["PATH": bin + ":/usr/bin:/bin", "LOG": log])

        #expect(result.status == 0, "\(result)")
        let units = sandbox.root.appendingPathComponent("config/systemd/user").path
        let kept = try KeptBinary.url().path
        #expect(try String(contentsOfFile: units + "/kept-remind.service", encoding: .utf8) == """
            [Unit]
            Description=kept: remind of a card (store \(sandbox.store.path))

            [Service]
            Type=oneshot
            Environment=DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/%U/bus
            ExecStart=\(kept) --store \(sandbox.store.path) remind --notify

            """)
        #expect(try String(contentsOfFile: units + "/kept-remind.timer", encoding: .utf8) == """
            [Unit]
            Description=kept: remind of a card every 2h (store \(sandbox.store.path))

            [Timer]
            OnCalendar=*-*-* 09,11,13,15,17,19,21:00:00
            Persistent=true
            Unit=kept-remind.service

            [Install]
            WantedBy=timers.target

            """)
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "--user show-environment\n--user daemon-reload\n--user enable --now kept-remind.timer\n")
        #expect(result.stdout.contains("enabled kept-remind.timer"))
        #expect(try sandbox.read(".kept/config.yaml").contains("\ncards:\n  remind:\n    between: \"09:00-22:00\"\n    every: 2h\n"))
        #expect(try sandbox.messages().first == "cards: remind every 2h between 09:00-22:00")

        let removed = try sandbox.run(["remind", "--uninstall"], env: ["PATH": bin + ":/usr/bin:/bin", "LOG": log])
        #expect(removed.status == 0, "\(removed)")
        #expect(!FileManager.default.fileExists(atPath: units + "/kept-remind.timer"))
        #expect(!FileManager.default.fileExists(atPath: units + "/kept-remind.service"))
        #expect(try String(contentsOfFile: log, encoding: .utf8).hasSuffix("--user disable --now kept-remind.timer\n--user daemon-reload\n"))
    }

    @Test func withoutSystemdItPrintsTheCrontabLine() throws {
        let sandbox = try cardSandbox()
        let bin = try fakeBin(sandbox, systemctl: "echo 'System has not been booted with systemd as init system (PID 1). Can'\"'\"'t operate.' >&2; exit 1")
        try sandbox.write(".kept/config.yaml", "version: 1\ncards:\n  remind:\n    every: 90m\n")
        try sandbox.ok(["commit"])
        let commits = try sandbox.history().count

        let result = try sandbox.run(["remind", "--install"], env: ["PATH": bin + ":/usr/bin:/bin"])

        #expect(result.status == 0, "\(result)")
        let kept = try KeptBinary.url().path
        let uid = getuid()
        #expect(result.stdout.hasSuffix("""
            systemd is not available here (`systemctl --user show-environment`: System has not been booted with systemd as init system (PID 1). Can't operate.); to be reminded by cron instead, add this line to `crontab -e`:
            (cron cannot run every 1h30m: this line runs every 1h, the nearest interval it can)
            0 * * * * DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(uid)/bus \(kept) --store \(sandbox.store.path) remind --notify

            """))
        // The setting was already 90m: nothing to commit.
        #expect(try sandbox.history().count == commits)
    }

    /// Issue 20: `--every 7m` gave 60 crontab lines and `--between 22:00-02:00` was refused.
    @Test func everySevenMinutesOvernightIsOneCronLine() throws {
        let sandbox = try cardSandbox()
        let bin = try fakeBin(sandbox, systemctl: "echo 'System has not been booted with systemd as init system (PID 1). Can'\"'\"'t operate.' >&2; exit 1")
        let result = try sandbox.run(["remind", "--install", "--every", "7m", "--between", "22:00-02:00"], env: ["PATH": bin + ":/usr/bin:/bin"])
        #expect(result.status == 0, "\(result)")
        let kept = try KeptBinary.url().path
        let units = sandbox.root.appendingPathComponent("config/systemd/user").path
        // Issue 29: no systemd to run them, no units written.
        #expect(result.stdout == """
            systemd is not available here (`systemctl --user show-environment`: System has not been booted with systemd as init system (PID 1). Can't operate.); to be reminded by cron instead, add this line to `crontab -e`:
            (cron cannot run every 7m: this line runs every 6m, the nearest interval it can)
            */6 22-23,0-1 * * * DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(getuid())/bus \(kept) --store \(sandbox.store.path) remind --notify

            """)
        #expect(!FileManager.default.fileExists(atPath: units + "/kept-remind.timer"))
        #expect(try sandbox.messages().first == "cards: remind every 7m between 22:00-02:00")

        // Where systemd runs, the timer keeps the 7 minutes exactly: 22:00, 22:07 … 01:58, nothing outside the span.
        let systemd = try fakeBin(sandbox, systemctl: "exit 0")
        try sandbox.ok(["remind", "--install"], env: ["PATH": systemd + ":/usr/bin:/bin"])
        let timer = try String(contentsOfFile: units + "/kept-remind.timer", encoding: .utf8)
        let hours = timer.split(separator: "\n").filter { $0.hasPrefix("OnCalendar=*-*-* ") }
            .flatMap { $0.dropFirst("OnCalendar=*-*-* ".count).prefix { $0 != ":" }.split(separator: ",") }
        #expect(Set(hours) == ["22", "23", "00", "01"], "\(timer)")
        #expect(hours.count == 35 && timer.contains("OnCalendar=*-*-* 22:00:00\n") && timer.contains("OnCalendar=*-*-* 01:58:00\n"))
    }

    /// A timer catching up late (after sleep) runs `remind --notify` at any hour: outside the
    /// span asked for, it reminds of nothing.
    @Test func notifyOutsideTheHoursAskedForRemindsOfNothing() throws {
        let sandbox = try cardSandbox()
        let log = sandbox.root.appendingPathComponent("notify.log").path
        let bin = try fakeBin(sandbox, notify: "printf '%s\\n' \"$*\" >> \"$LOG\"")
        var seoul = Calendar(identifier: .gregorian)
        seoul.timeZone = TimeZone(identifier: "Asia/Seoul")!
        let hour = seoul.component(.hour, from: Date())
        let span = String(format: "%02d:00-%02d:00", (hour + 2) % 24, (hour + 4) % 24)
        try sandbox.write(".kept/config.yaml", "version: 1\ncards:\n  remind:\n    between: \"\(span)\"\n")
        let result = try sandbox.run(["remind", "--notify"], env: ["PATH": bin + ":/usr/bin:/bin", "LOG": log])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "kept: not reminding now: outside cards.remind.between (\(span)) in .kept/config.yaml\n")
        #expect(!FileManager.default.fileExists(atPath: log))
    }

    @Test func badIntervalsAreRefusedClearly() throws {
        let sandbox = try cardSandbox()
        let result = try sandbox.run(["remind", "--install", "--every", "2 weeks"])
        #expect(result.status == 1)
        #expect(result.stderr == "kept: `2 weeks` is not an interval kept can remind at: write minutes, hours or a day, from `5m` to `1d`, e.g. `90m` or `2h`\n")
        let between = try sandbox.run(["remind", "--install", "--between", "22:00-09:61"])
        #expect(between.stderr == "kept: `22:00-09:61` is not a span of the day: write it as `09:00-22:00`, or `22:00-02:00` over midnight\n")
    }

    /// A folder of scripted programs to put first on PATH: notify-send, a terminal emulator
    /// that logs what it was asked to run, and systemctl.
    /// A fake program's line that appends its arguments and `---` to `$LOG` in one write:
    /// `kept remind --notify` runs its notifications at once, and two appends each interleaved.
    static let logCall = #"record=$(mktemp); printf '%s\n' "$@" > "$record"; echo --- >> "$record"; cat "$record" >> "$LOG"; rm -f "$record""#

    func fakeBin(_ sandbox: Sandbox, notify: String = "exit 0", systemctl: String = "exit 0") throws -> String {
        let bin = sandbox.root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let scripts = [
            "notify-send": notify,
            "x-terminal-emulator": Self.logCall,
            "systemctl": systemctl,
        ]
        for (name, body) in scripts {
            let url = bin.appendingPathComponent(name)
            try ("#!/bin/sh\n" + body + "\n").write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        return bin.path
    }
}
