import Foundation

/// The machine and process a store is used from, as the command line found them: the domain
/// reads no environment, so every `Store` is told. Made from `$KEPT_MACHINE`, the host name
/// and `$KEPT_LOCK_TIMEOUT`, which the command line reads.
package struct ThisMachine: Sendable, Equatable {
    /// The name this machine goes by in conflict copies and sync commits (`MachineName`).
    package let name: String
    /// Whether the user chose the name (`$KEPT_MACHINE`): then it is the machine id as it
    /// is, where a host's name gets a random suffix (`MachineID`).
    package let nameIsChosen: Bool
    /// Seconds a writer waits for the store lock before it says who holds it (`StoreLock`).
    package let lockTimeout: TimeInterval

    package init(name: String, nameIsChosen: Bool = false, lockTimeout: TimeInterval = StoreLock.defaultTimeout) {
        self.name = name
        self.nameIsChosen = nameIsChosen
        self.lockTimeout = lockTimeout
    }

    /// From the process's `environment` and the machine's `hostName`, both read by the caller.
    package init(environment: [String: String], hostName: String) {
        name = MachineName.current(environment: environment, hostName: hostName)
        nameIsChosen = !(environment["KEPT_MACHINE"] ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        lockTimeout = environment["KEPT_LOCK_TIMEOUT"].flatMap(TimeInterval.init) ?? StoreLock.defaultTimeout
    }

    /// A machine told nothing: the name MachineName falls back to, the default lock wait.
    /// What a store opened without being told uses (tests, tools built on Kept).
    package static let unnamed = ThisMachine(name: "machine")
}
