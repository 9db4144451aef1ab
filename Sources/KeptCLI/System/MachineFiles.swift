import Foundation
import Kept

/// This machine's own kept files, outside every store, in `${XDG_CONFIG_HOME:-~/.config}/kept/`:
/// `config.yaml` (its own settings: a command set there runs without asking) and `trusted`
/// (the store commands approved with `kept trust`). Read here, where the environment is.
enum MachineFiles {
    static var folder: String {
        let env = ProcessInfo.processInfo.environment
        let config = env["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (env["HOME"] ?? NSHomeDirectory()) + "/.config"
        return config + "/kept"
    }

    static var configPath: String { folder + "/config.yaml" }

    /// This machine's state, `${XDG_STATE_HOME:-~/.local/state}/kept/`: what it keeps for
    /// itself and never shares (the devices paired with `kept serve`).
    static var stateFolder: String {
        let env = ProcessInfo.processInfo.environment
        let state = env["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (env["HOME"] ?? NSHomeDirectory()) + "/.local/state"
        return state + "/kept"
    }

    /// The devices paired with `kept serve` for `store`: a file per store, named by its folder.
    static func devices(for store: Store) -> PairedDevices {
        PairedDevices(path: serveFolder(for: store) + "/devices.json")
    }

    /// What `kept serve` keeps for `store` on this machine: its devices, its own certificate.
    static func serveFolder(for store: Store) -> String {
        stateFolder + "/serve/" + StoreFolderKey.of(store.root)
    }

    /// kept's certificate authority for this machine (`ca.pem`, `ca-key.pem`): one for every
    /// store served here, so a phone installs it once.
    static var authorityFolder: String { stateFolder + "/serve/authority" }

    /// What notifications need of this machine: the push services its own config allows
    /// (`serve: push_services:`), its VAPID key (made once, in its state, for every store) and
    /// the contact push services are given (`serve: push_contact:`, else this user at this host).
    static func pushSetup() throws -> PushSetup {
        let machine = try MachineConfig.load(path: configPath)
        let user = ProcessInfo.processInfo.environment["USER"].flatMap { $0.isEmpty ? nil : $0 } ?? "kept"
        return PushSetup(policy: try PushEndpointPolicy(machine: machine), keyPath: stateFolder + "/serve/vapid-key.pem",
                         contact: machine.config.string(PushSetup.contactSetting) ?? "mailto:\(user)@\(ProcessInfo.processInfo.hostName)")
    }

    static var approvals: CommandApprovals { CommandApprovals(path: folder + "/trusted") }

    /// The program settings of `store` as this machine uses them.
    static func programs(for store: Store) throws -> ProgramSettings {
        ProgramSettings(machine: try MachineConfig.load(path: configPath), store: try store.config(),
                        approvals: approvals, root: store.root)
    }

    /// The same for a store's folder that may not be one (the pager runs without a store too).
    static func programs(root: String?) throws -> ProgramSettings {
        let store = try root.map { try StoreConfig.load(root: $0) } ?? StoreConfig(text: "")
        return ProgramSettings(machine: try MachineConfig.load(path: configPath), store: store,
                               approvals: approvals, root: root ?? "")
    }
}
