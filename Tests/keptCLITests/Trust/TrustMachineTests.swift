import Foundation
import Testing

/// Commands belong to the machine: a program named in the store's `.kept/config.yaml` (which
/// anyone who can push to the remote can write) runs only once this machine approved that
/// exact text with `kept trust`; one in the machine's own config runs as it is (hostile case 18).
@Suite("commands belong to the machine")
struct TrustMachineTests {
    /// A laptop store synced with a bare remote, and an attacker's plain git clone of it.
    struct PushedConfig {
        let sandbox: Sandbox
        let machines: TwoMachines
        let attacker: String

        init() throws {
            sandbox = try Sandbox(initStore: false)
            machines = try TwoMachines(in: sandbox)
            try sandbox.ok(["clone", machines.remote, machines.laptop])
            try sandbox.ok(["new", "card", "c", "--category", "k", "--body", "x", "--no-edit"], env: machines.atLaptop)
            try sandbox.ok(["sync"], env: machines.atLaptop)
            attacker = sandbox.root.appendingPathComponent("attacker").path
            try git(["clone", "-q", machines.remote, attacker], in: sandbox.root.path)
        }

        /// The attacker sets `diary.weather_command` in the committed config and pushes; the laptop syncs.
        func push(weather command: String) throws {
            let config = attacker + "/.kept/config.yaml"
            var text = try String(contentsOfFile: config, encoding: .utf8)
            if let range = text.range(of: "\ndiary:\n") { text = String(text[..<range.lowerBound]) + "\n" }
            text += "diary:\n  weather_command: \(command)\n"
            try text.write(toFile: config, atomically: true, encoding: .utf8)
            try git(["commit", "-qam", "tidy config"], in: attacker)
            try git(["push", "-q", "origin", "main"], in: attacker)
            try sandbox.ok(["sync"], env: machines.atLaptop)
        }

        @discardableResult
        func git(_ args: [String], in folder: String) throws -> KeptResult {
            let result = try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/git"), args, env: sandbox.env,
                                             cwd: URL(fileURLWithPath: folder))
            #expect(result.status == 0, "git \(args.joined(separator: " ")): \(result)")
            return result
        }

        var ran: String { sandbox.root.appendingPathComponent("ran").path }
    }

    /// Hostile case 18: today the pushed command runs on the next `kept new diary`.
    @Test func aPushedWeatherCommandRunsOnlyAfterThisMachineApprovedIt() throws {
        let world = try PushedConfig()
        let command = "\"id > \(world.ran); echo sunny\""
        try world.push(weather: command)

        let first = try world.sandbox.run(["new", "diary", "d", "--no-edit"], env: world.machines.atLaptop)
        #expect(first.status == 0, "\(first)")
        #expect(!FileManager.default.fileExists(atPath: world.ran), "the pushed command ran without approval")
        #expect(first.stderr == "kept: .kept/config.yaml sets diary.weather_command to `id > \(world.ran); echo sunny`, which this machine has not approved, so kept does not run it: `kept trust` shows it and allows it\n", "\(first)")

        let check = try world.sandbox.run(["check"], env: world.machines.atLaptop)
        #expect(check.stderr.contains("which this machine has not approved, so kept does not run it: `kept trust`"), "\(check)")
        let shown = try world.sandbox.run(["trust", "--show"], env: world.machines.atLaptop)
        #expect(shown.status == 0, "\(shown)")
        #expect(shown.stdout.contains("  diary.weather_command: id > \(world.ran); echo sunny  (not approved: does not run)"), "\(shown)")
        #expect(!FileManager.default.fileExists(atPath: world.ran))

        let trusted = try world.sandbox.run(["trust"], env: world.machines.atLaptop)
        #expect(trusted.status == 0, "\(trusted)")
        #expect(trusted.stdout.contains("  diary.weather_command: id > \(world.ran); echo sunny  (approved now)"), "\(trusted)")
        // Recorded outside the store: the store has nothing new to commit.
        #expect(try world.git(["status", "--porcelain"], in: world.machines.laptop).stdout == "")
        let approvals = try String(contentsOfFile: world.sandbox.root.appendingPathComponent("config/kept/trusted").path, encoding: .utf8)
        #expect(approvals.contains(" diary.weather_command \(world.machines.laptop)"), "\(approvals)")

        let second = try world.sandbox.run(["new", "diary", "e", "--no-edit"], env: world.machines.atLaptop)
        #expect(second.status == 0 && second.stderr.isEmpty, "\(second)")
        #expect(FileManager.default.fileExists(atPath: world.ran), "the approved command did not run")
        let path = second.stdout.trimmingCharacters(in: .newlines)
        #expect(try String(contentsOfFile: world.machines.laptop + "/" + path, encoding: .utf8).contains("\nweather: sunny\n"))
    }

    /// The attack on the approval: the pusher changes the approved command by one character.
    @Test func anApprovedCommandChangedByOneCharacterDoesNotRun() throws {
        let world = try PushedConfig()
        try world.push(weather: "echo sunny")
        try world.sandbox.ok(["trust"], env: world.machines.atLaptop)
        try world.push(weather: "\"echo sunny;id > \(world.ran)\"")
        let result = try world.sandbox.run(["new", "diary", "d", "--no-edit"], env: world.machines.atLaptop)
        #expect(result.status == 0)
        #expect(!FileManager.default.fileExists(atPath: world.ran))
        #expect(result.stderr.contains("diary.weather_command in .kept/config.yaml changed since this machine approved it"), "\(result)")
        // One character only: a trailing space is trimmed by YAML, so a command differing in one byte of its text.
        try world.push(weather: "echo sunnY")
        let again = try world.sandbox.run(["new", "diary", "e", "--no-edit"], env: world.machines.atLaptop)
        #expect(again.stderr.contains("changed since this machine approved it (now `echo sunnY`)"), "\(again)")
        let path = again.stdout.trimmingCharacters(in: .newlines)
        #expect(try String(contentsOfFile: world.machines.laptop + "/" + path, encoding: .utf8).contains("\nweather:\n"))
        let shown = try world.sandbox.run(["trust", "--show"], env: world.machines.atLaptop)
        #expect(shown.stdout.contains("(changed since approved: does not run)"), "\(shown)")
    }

    /// The machine's own config wins over the store's, and runs without asking.
    @Test func theMachineConfigCommandRunsAndTheStoreOneIsNotUsed() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".kept/config.yaml", "diary:\n  weather_command: touch store-ran\n")
        let machineConfig = sandbox.root.appendingPathComponent("config/kept/config.yaml")
        try FileManager.default.createDirectory(at: machineConfig.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "diary:\n  weather_command: echo 맑음\n".write(to: machineConfig, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["new", "diary", "d", "--no-edit"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
        #expect(!sandbox.exists("store-ran"))
        #expect(try sandbox.read(result.stdout.trimmingCharacters(in: .newlines)).contains("\nweather: 맑음\n"))
        let shown = try sandbox.run(["trust", "--show"])
        #expect(shown.stdout.contains("touch store-ran  (not used: this machine's \(machineConfig.path) sets it)"), "\(shown)")
    }

    /// `kept trust` asks nothing: with no terminal (stdin /dev/null or a pipe) it ends at once.
    @Test func trustNeverPromptsWithoutATerminal() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".kept/config.yaml", "diary:\n  weather_command: echo sunny\n")
        let start = Date()
        let piped = try sandbox.run(["trust"], stdin: "n\n")
        #expect(piped.status == 0, "\(piped)")
        #expect(Date().timeIntervalSince(start) < 10)
        let again = try sandbox.run(["trust"])
        #expect(again.stdout.contains("all approved already"), "\(again)")
        let new = try sandbox.run(["new", "diary", "d", "--no-edit"])
        #expect(new.stderr.isEmpty, "\(new)")
    }

    @Test func revokeForgetsTheApproval() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".kept/config.yaml", "diary:\n  weather_command: touch ran\n")
        try sandbox.ok(["trust"])
        let revoked = try sandbox.run(["trust", "--revoke"])
        #expect(revoked.stdout.contains("forgot this machine's approval for"), "\(revoked)")
        let result = try sandbox.run(["new", "diary", "d", "--no-edit"])
        #expect(!sandbox.exists("ran"))
        #expect(result.stderr.contains("has not approved"), "\(result)")
        #expect(try sandbox.run(["trust", "--revoke"]).stdout.contains("nothing to revoke"))
    }

    /// What `kept trust` prints is what would run: an escape that would hide the rest of the
    /// line on a terminal is shown, not obeyed.
    @Test func controlCharactersInACommandAreShownNotObeyed() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".kept/config.yaml", "diary:\n  weather_command: \"echo hi\\e[2K\\rtouch x\"\n")
        let shown = try sandbox.run(["trust", "--show"])
        #expect(shown.stdout.contains("echo hi\\u{1B}[2K\\u{D}touch x"), "\(shown)")
        #expect(!shown.stdout.contains("\u{1B}"))
    }

    @Test func aStoreWithoutProgramsHasNothingToApprove() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["trust"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("names no program to run"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("config/kept/trusted").path))
    }

    @Test func trustHelpIsInKorean() throws {
        let sandbox = try Sandbox()
        let help = try sandbox.run(["trust", "--help"], env: ["LANG": "ko_KR.UTF-8"])
        #expect(help.stdout.contains("보관함의 .kept/config.yaml에 지정된 프로그램을 보여 주고"), "\(help)")
        #expect(help.stdout.contains("--revoke"))
    }
}

extension TrustMachineTests {
    /// An approval covers the command's text, not a script of the store it runs, which any
    /// sync may change: `kept trust` says so.
    @Test func aCommandThatRunsAStoreFileIsFlagged() throws {
        let sandbox = try Sandbox()
        try sandbox.write("tools/weather.sh", "echo sunny\n")
        try sandbox.write(".kept/config.yaml", "diary:\n  weather_command: sh tools/weather.sh --short\n")
        let shown = try sandbox.run(["trust"])
        #expect(shown.stdout.contains("! it runs tools/weather.sh, a file of the store: approving the command does not approve that file"), "\(shown)")
        try sandbox.write(".kept/config.yaml", "diary:\n  weather_command: curl -s 'wttr.in/Seoul?format=%C'\n")
        #expect(!(try sandbox.run(["trust"]).stdout.contains("a file of the store")))
    }
}
