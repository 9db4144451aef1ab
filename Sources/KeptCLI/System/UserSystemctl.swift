import Foundation
import Kept

/// `systemctl --user` (or the system's, for `kept serve --install --system`), for the units kept
/// installs (the reminder timer, kept serve).
enum UserSystemctl {
    /// Runs `systemctl --user` with each argument list in turn; nil when all succeeded, else why not.
    static func run(_ calls: [[String]], system: Bool = false) -> String? {
        guard let program = ExternalProgram.find("systemctl") else { return say(.reminderNoSystemctl) }
        for arguments in calls {
            let scope = system ? [] : ["--user"]
            guard let result = try? program.run(scope + arguments) else { return say(.reminderSystemctlNotStarted) }
            if result.status != 0 {
                let reason = result.errors.split(separator: "\n").first.map(String.init) ?? "exit \(result.status)"
                return "`" + (["systemctl"] + scope + arguments).joined(separator: " ") + "`: \(reason)"
            }
        }
        return nil
    }
}
