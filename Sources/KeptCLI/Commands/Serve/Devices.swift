import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    /// `kept devices`: the phones and browsers paired with `kept serve` on this machine, and
    /// taking one's access away.
    struct Devices: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "devices",
            abstract: say(.helpDevicesAbstract),
            discussion: say(.helpDevicesDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Option(help: ArgumentHelp(say(.optionDevicesRevoke), valueName: "id"))
        var revoke: String?

        @Flag(help: ArgumentHelp(say(.optionDevicesPair)))
        var pair = false

        @Option(help: ArgumentHelp(say(.optionServeKinds), valueName: "kinds"), completion: CompletionCandidates.kinds)
        var kinds: String?

        @Flag(help: ArgumentHelp(say(.optionServeReadOnly)))
        var readOnly = false

        func validate() throws {
            if pair && revoke != nil { throw ValidationError(say(.cliDevicesPairOrRevoke)) }
            if !pair && (kinds != nil || readOnly) { throw ValidationError(say(.cliDevicesScopeNeedsPair)) }
        }

        func run() throws {
            let store = try global.openStore()
            let devices = MachineFiles.devices(for: store)
            if let revoke {
                guard try devices.revoke(revoke) else { throw ServeError.noSuchDevice(revoke) }
                return Terminal.out(say(.cliDevicesRevoked, ["id": revoke]))
            }
            if pair { return try pairDevice(store, devices) }
            let list = try devices.list()
            guard !list.isEmpty else { return Terminal.notice(say(.cliDevicesNone)) }
            let rows = list.map { device -> [String] in
                [device.id, device.name, Self.day(device.paired),
                 (device.scope.kindList(in: UserLanguage.current, known: store.kinds) ?? say(.cliServeEveryKind)) + (device.scope.readOnly ? " · " + say(.cliServeReadOnly) : "")]
            }
            let layout = ColumnLayout(rows, [.init(), .upTo(32), .init()])
            Terminal.out(rows.map { layout.line($0).trimmingTrailingSpaces }.joined(separator: "\n"))
        }

        private static func day(_ date: Date) -> String { Day(date).iso }

        /// A code for the server already running (a systemd unit): it spends it when a phone
        /// gives it, with the scope given here.
        private func pairDevice(_ store: Store, _ devices: PairedDevices) throws {
            let scope = AccessScope(kinds: try UsageProblem.argument { try AccessScope.kinds(kinds, known: store.kinds) }, readOnly: readOnly)
            let (code, _) = try devices.pending.issue(scope: scope, lifetime: 600)
            Terminal.out(say(.cliDevicesPairingCode, ["code": code]))
            if let base = try? String(contentsOfFile: devices.addressPath, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
               !base.isEmpty {
                Terminal.out(say(.cliDevicesPairingAddress, ["url": base + "/pair?code=" + code]))
            }
        }
    }
}
