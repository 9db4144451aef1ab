import Foundation
import KeptGit

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
}
