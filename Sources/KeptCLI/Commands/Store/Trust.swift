import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    /// `kept trust`: shows the programs the store's `.kept/config.yaml` names and approves that
    /// exact text on this machine (like direnv's `allow`); nothing is asked, running it is the
    /// approval, so it never waits on a terminal. `--show` only shows, `--revoke` forgets.
    struct Trust: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "trust",
            abstract: say(.helpTrustAbstract),
            discussion: say(.helpTrustDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Flag(help: ArgumentHelp(say(.optionTrustShow)))
        var show = false

        @Flag(help: ArgumentHelp(say(.optionTrustRevoke)))
        var revoke = false

        func validate() throws {
            if show && revoke { throw ValidationError(say(.machineTrustShowOrRevoke)) }
        }

        func run() throws {
            let store = try global.openStore()
            let approvals = MachineFiles.approvals
            if revoke {
                let count = try approvals.revoke(store: store.root)
                Terminal.out(count == 0 ? say(.machineTrustNoneToRevoke, ["root": store.root])
                             : say(.machineTrustRevoked, count: count, ["root": store.root]))
                return
            }
            let programs = try MachineFiles.programs(for: store)
            let choices = ProgramSetting.allCases.compactMap(programs.storeChoice)
            guard !choices.isEmpty else {
                Terminal.out(say(.machineTrustNothing, ["file": StoreConfig.relativePath, "root": store.root]))
                return
            }
            Terminal.out(say(.machineTrustHeading, ["file": StoreConfig.relativePath, "root": store.root]))
            for choice in choices {
                let status: String
                if programs.machineSets(choice.setting) {
                    status = say(.machineTrustStatusMachineSets, ["file": programs.machine.path])
                } else {
                    switch choice.source {
                    case .approved, .machine: status = say(.machineTrustStatusApproved)
                    case .notApproved: status = show ? say(.machineTrustStatusNotApproved) : say(.machineTrustStatusApprovedNow)
                    case .changed: status = show ? say(.machineTrustStatusChanged) : say(.machineTrustStatusApprovedNow)
                    }
                }
                Terminal.out("  \(choice.setting.key): \(ProgramChoice.shown(choice.command))  \(status)")
                for file in choice.storeFiles(in: store.root) {
                    Terminal.out("    " + say(.machineTrustStoreFile, ["file": ProgramChoice.shown(file)]))
                }
            }
            let pending = choices.filter { !$0.runs }
            if show {
                if !pending.isEmpty { Terminal.out(say(.machineTrustShowHint)) }
                return
            }
            guard !pending.isEmpty else {
                Terminal.out(say(.machineTrustAlreadyApproved))
                return
            }
            // Exactly the text shown above is approved: read once, hashed as it is.
            for choice in pending {
                try approvals.approve(choice.command, setting: choice.setting, store: store.root)
            }
            Terminal.out(say(.machineTrustApproved, count: pending.count, ["path": approvals.path]))
        }
    }
}
