import Foundation

/// The systemd user unit `kept serve --install` writes: the server for one store, started at
/// login and again after a failure, its output (the pairing codes among it) in the journal.
package struct ServeUnit: Sendable, Equatable {
    package let store: String
    package let listen: String

    package init(store: String, listen: String) {
        self.store = store
        self.listen = listen
    }

    /// One unit per store: `kept-serve-<StoreFolderKey>.service`.
    package var name: String { "kept-serve-" + StoreFolderKey.of(store) }

    package func text(executable: String) -> String {
        """
        [Unit]
        Description=kept serve: the store \(store) for a phone's browser
        After=network.target

        [Service]
        ExecStart=\(ReminderTimer.systemdQuoted(executable)) --store \(ReminderTimer.systemdQuoted(store)) serve --listen \(ReminderTimer.systemdQuoted(listen))
        Restart=on-failure
        RestartSec=5

        [Install]
        WantedBy=default.target

        """
    }
}
