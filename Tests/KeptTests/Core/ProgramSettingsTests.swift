import Foundation
import Testing
@testable import Kept

/// Which command a program setting runs on this machine (`ProgramSettings`) and the approvals
/// behind it (`CommandApprovals`): keyed by store folder, setting and the command's SHA-256.
@Suite("program settings and their approvals")
struct ProgramSettingsTests {
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "kept-approvals-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path + "/store", withIntermediateDirectories: true)
        return path
    }

    static func settings(machine: String = "", store: String, approvals: CommandApprovals, root: String) throws -> ProgramSettings {
        ProgramSettings(machine: MachineConfig(path: "/m/config.yaml", config: try StoreConfig(text: machine)),
                        store: try StoreConfig(text: store), approvals: approvals, root: root)
    }

    @Test func aStoreCommandRunsOnlyWhenThisExactTextIsApprovedForThisStoreAndSetting() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let approvals = CommandApprovals(path: folder + "/cfg/trusted")
        let root = folder + "/store"
        let config = "diary:\n  weather_command: echo sunny\npager: less -R\n"
        var programs = try Self.settings(store: config, approvals: approvals, root: root)
        #expect(programs.choice(.weatherCommand)?.source == .notApproved)

        try approvals.approve("echo sunny", setting: .weatherCommand, store: root)
        programs = try Self.settings(store: config, approvals: approvals, root: root)
        #expect(programs.choice(.weatherCommand)?.source == .approved)
        #expect(programs.choice(.weatherCommand)?.runs == true)
        // Another setting with the same store is not approved by it, nor is another store.
        #expect(programs.choice(.pager)?.source == .notApproved)
        #expect(approvals.state(of: "echo sunny", setting: .weatherCommand, store: folder) == .never)
        #expect(approvals.state(of: "echo sunny", setting: .pager, store: root) == .never)

        // One character changed: not approved, and said to have changed.
        #expect(approvals.state(of: "echo sunnY", setting: .weatherCommand, store: root) == .changed)
        // Approving the new text replaces the old approval.
        try approvals.approve("echo sunnY", setting: .weatherCommand, store: root)
        #expect(approvals.state(of: "echo sunny", setting: .weatherCommand, store: root) == .changed)
        #expect(approvals.state(of: "echo sunnY", setting: .weatherCommand, store: root) == .approved)

        #expect(try approvals.revoke(store: root) == 1)
        #expect(approvals.state(of: "echo sunnY", setting: .weatherCommand, store: root) == .never)
        let attributes = try FileManager.default.attributesOfItem(atPath: approvals.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func theMachineConfigWinsAndNeedsNoApproval() throws {
        let programs = try Self.settings(machine: "pager: most\n", store: "pager: evil\n", approvals: .none, root: "/s")
        #expect(programs.choice(.pager) == ProgramChoice(setting: .pager, command: "most", source: .machine))
        #expect(programs.storeChoice(.pager)?.source == .notApproved)
        #expect(programs.machineSets(.pager))
    }

    @Test func aStoreReachedThroughALinkIsTheSameStore() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/store")
        let approvals = CommandApprovals(path: folder + "/trusted")
        try approvals.approve("x", setting: .pager, store: folder + "/link")
        #expect(approvals.state(of: "x", setting: .pager, store: folder + "/store") == .approved)
    }

    @Test(arguments: [("a\u{1B}[2Kb", "a\\u{1B}[2Kb"), ("a\rb", "a\\u{D}b"), ("a\u{202E}b", "a\\u{202E}b"), ("맑음 ☀", "맑음 ☀")])
    func aShownCommandHidesNothing(_ command: String, _ shown: String) {
        #expect(ProgramChoice.shown(command) == shown)
    }
}
