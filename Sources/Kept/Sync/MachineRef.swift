import Foundation

/// Each machine's sync also pushes its branch to `refs/kept/machines/<machine>` on the remote,
/// so the machine that pushed the commit being merged is known by name (for conflict copies).
enum MachineRef {
    static func pushRefspec(branch: String, machine: String) -> String {
        "+refs/heads/\(branch):refs/kept/machines/\(machine)"
    }

    static func fetchedPrefix(remote: String) -> String { "refs/kept/remotes/\(remote)/" }

    static func fetchRefspec(remote: String) -> String {
        "+refs/kept/machines/*:\(fetchedPrefix(remote: remote))*"
    }
}
