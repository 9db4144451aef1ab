import Foundation
import ReferenceTools
import Testing

/// `kept remind --install` where systemd cannot run writes no units and says so.
@Suite("kept remind --install without systemd", .tags(.slow), .fullSuiteOnly)
struct RemindInstallTests {
    @Test func remindInstallWithoutSystemdWritesNoUnits() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--body", "to live"])
        let bin = sandbox.root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let systemctl = bin.appendingPathComponent("systemctl")
        try "#!/bin/sh\necho 'Failed to connect to bus: No medium found' >&2\nexit 1\n".write(to: systemctl, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: systemctl.path)

        let result = try sandbox.run(["remind", "--install", "--every", "2h"], env: ["PATH": bin.path + ":/usr/bin:/bin"])

        #expect(result.status == 0, "\(result)")
        #expect(result.lines.first == "systemd is not available here (`systemctl --user show-environment`: Failed to connect to bus: No medium found); to be reminded by cron instead, add this line to `crontab -e`:")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("config/systemd").path), "no unit written")
    }
}
