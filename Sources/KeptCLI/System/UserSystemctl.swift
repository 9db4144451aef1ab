import Foundation
import Kept

/// `systemctl --user`, for the units kept installs (the reminder timer, kept serve).
enum UserSystemctl {
    /// Runs `systemctl --user` with each argument list in turn; nil when all succeeded, else why not.
    static func run(_ calls: [[String]]) -> String? {
        guard let program = ExternalProgram.find("systemctl") else { return say(.reminderNoSystemctl) }
        for arguments in calls {
            guard let result = try? program.run(["--user"] + arguments) else { return say(.reminderSystemctlNotStarted) }
            if result.status != 0 {
                let reason = result.errors.split(separator: "\n").first.map(String.init) ?? "exit \(result.status)"
                return "`systemctl --user \(arguments.joined(separator: " "))`: \(reason)"
            }
        }
        return nil
    }
}
