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

        func run() throws {
            let store = try global.openStore()
            let devices = MachineFiles.devices(for: store)
            if let revoke {
                guard try devices.revoke(revoke) else { throw ServeError.noSuchDevice(revoke) }
                return Terminal.out(say(.cliDevicesRevoked, ["id": revoke]))
            }
            let list = try devices.list()
            guard !list.isEmpty else { return Terminal.notice(say(.cliDevicesNone)) }
            let rows = list.map { device -> [String] in
                [device.id, device.name, Self.day(device.paired),
                 (device.scope.kindList ?? say(.cliServeEveryKind)) + (device.scope.readOnly ? " · " + say(.cliServeReadOnly) : "")]
            }
            let layout = ColumnLayout(rows, [.init(), .upTo(32), .init()])
            Terminal.out(rows.map { layout.line($0).trimmingTrailingSpaces }.joined(separator: "\n"))
        }

        private static func day(_ date: Date) -> String { Day(date).iso }
    }
}
