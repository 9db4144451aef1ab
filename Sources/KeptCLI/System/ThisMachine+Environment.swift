import Foundation
import Kept

extension ThisMachine {
    /// This machine as this process's environment and the host name say (`$KEPT_MACHINE`,
    /// `$KEPT_LOCK_TIMEOUT`): read here, on the command line, and given to every store.
    static var current: ThisMachine {
        ThisMachine(environment: ProcessInfo.processInfo.environment, hostName: ProcessInfo.processInfo.hostName)
    }
}
