import Foundation
import Kept

/// `--help` (and `kept help CMD`) longer than the terminal goes through the pager too, as
/// `git help` does. The help is printed before any option is parsed, so `--no-pager` and the
/// store are read from the command line and the environment here.
enum HelpPager {
    static func isHelpRequest(_ arguments: [String]) -> Bool {
        let words = arguments.dropFirst()
        return words.contains("--help") || words.contains("-h") || words.first == "help"
    }

    static func show(_ text: String) {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessInfo.processInfo.environment
        let option = arguments.firstIndex(of: "--store").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        let location = StoreLocation.find(option: option, environment: environment,
                                          workingDirectory: FileManager.default.currentDirectoryPath, homeDirectory: NSHomeDirectory())
        Pager.start(noPager: arguments.contains("--no-pager"), storeRoot: Store.isStore(location.path) ? location.path : nil)
        Terminal.out(text)
        Terminal.finishOutput()
    }
}
