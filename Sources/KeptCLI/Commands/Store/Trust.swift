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
            abstract: say("help.trust.abstract"),
            discussion: say("help.trust.discussion")) }

        @OptionGroup var global: GlobalOptions

        @Flag(help: ArgumentHelp(say("option.trust.show")))
        var show = false

        @Flag(help: ArgumentHelp(say("option.trust.revoke")))
        var revoke = false

        func validate() throws {
            if show && revoke { throw ValidationError(say("machine.trust.showOrRevoke")) }
        }

        func run() throws {
            let store = try global.openStore()
            let approvals = MachineFiles.approvals
            if revoke {
                let count = try approvals.revoke(store: store.root)
                Terminal.out(count == 0 ? say("machine.trust.noneToRevoke", ["root": store.root])
                             : say("machine.trust.revoked", count: count, ["root": store.root]))
                return
            }
            let programs = try MachineFiles.programs(for: store)
            let choices = ProgramSetting.allCases.compactMap(programs.storeChoice)
            guard !choices.isEmpty else {
                Terminal.out(say("machine.trust.nothing", ["file": StoreConfig.relativePath, "root": store.root]))
                return
            }
            Terminal.out(say("machine.trust.heading", ["file": StoreConfig.relativePath, "root": store.root]))
            for choice in choices {
                let status: String
                if programs.machineSets(choice.setting) {
                    status = say("machine.trust.status.machineSets", ["file": programs.machine.path])
                } else {
                    switch choice.source {
                    case .approved, .machine: status = say("machine.trust.status.approved")
                    case .notApproved: status = show ? say("machine.trust.status.notApproved") : say("machine.trust.status.approvedNow")
                    case .changed: status = show ? say("machine.trust.status.changed") : say("machine.trust.status.approvedNow")
                    }
                }
                Terminal.out("  \(choice.setting.key): \(ProgramChoice.shown(choice.command))  \(status)")
                for file in choice.storeFiles(in: store.root) {
                    Terminal.out("    " + say("machine.trust.storeFile", ["file": ProgramChoice.shown(file)]))
                }
            }
            let pending = choices.filter { !$0.runs }
            if show {
                if !pending.isEmpty { Terminal.out(say("machine.trust.showHint")) }
                return
            }
            guard !pending.isEmpty else {
                Terminal.out(say("machine.trust.alreadyApproved"))
                return
            }
            // Exactly the text shown above is approved: read once, hashed as it is.
            for choice in pending {
                try approvals.approve(choice.command, setting: choice.setting, store: store.root)
            }
            Terminal.out(say("machine.trust.approved", count: pending.count, ["path": approvals.path]))
        }
    }
}
