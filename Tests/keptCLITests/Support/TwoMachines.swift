import Foundation
import KeptGit
import Testing

/// A bare remote and the paths and environments of two machines that sync through it
/// (`laptop` and `desktop`, each with its own store and machine name). Nothing is cloned yet.
struct TwoMachines {
    let remote: String
    let laptop: String
    let desktop: String
    let atLaptop: [String: String?]
    let atDesktop: [String: String?]

    init(in sandbox: Sandbox) throws {
        remote = sandbox.root.appendingPathComponent("remote.git").path
        try Repository.createBare(at: remote)
        laptop = sandbox.root.appendingPathComponent("laptop").path
        desktop = sandbox.root.appendingPathComponent("desktop").path
        atLaptop = ["KEPT_STORE": laptop, "KEPT_MACHINE": "laptop"]
        atDesktop = ["KEPT_STORE": desktop, "KEPT_MACHINE": "desktop"]
    }

    /// The laptop clones the empty remote, adds the card 살다 (동사, "to live") and syncs; then
    /// the desktop clones it: both machines hold the same one card.
    func cloneSharingOneCard(_ sandbox: Sandbox) throws {
        try sandbox.ok(["clone", remote, laptop])
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"], env: atLaptop)
        try sandbox.ok(["sync"], env: atLaptop)
        try sandbox.ok(["clone", remote, desktop])
    }
}
