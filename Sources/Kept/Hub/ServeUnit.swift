import Foundation

/// The systemd user unit `kept serve --install` writes: the server for one store, started at
/// login and again after a failure, its output (the pairing codes among it) in the journal.
///
/// It runs the server as the command that installed it would: every option that changes how it
/// serves is carried — where it listens, TLS (`--tls`, or the user's `--cert`/`--key`, made
/// absolute by the caller: the unit runs in the home folder), the other names it answers to
/// (`--allow-host`), and the scope of a device paired through it (`--kinds`, `--read-only`: with
/// no device paired yet the server prints a code in the journal, and that code must give no
/// more than the user asked for). Not `--pair` (a new code at every restart) nor `--qr` (a
/// journal is no screen).
package struct ServeUnit: Sendable, Equatable {
    package let store: String
    package let listen: String
    package var tls = false
    package var certificate: String?
    package var key: String?
    package var allowHosts: [String] = []
    package var kinds: String?
    package var readOnly = false

    package init(store: String, listen: String) {
        self.store = store
        self.listen = listen
    }

    /// One unit per store: `kept-serve-<StoreFolderKey>.service`.
    package var name: String { "kept-serve-" + StoreFolderKey.of(store) }

    /// The arguments after the executable, in the order `kept serve --help` lists them.
    package var arguments: [String] {
        var arguments = ["--store", store, "serve", "--listen", listen]
        if let kinds { arguments += ["--kinds", kinds] }
        if readOnly { arguments.append("--read-only") }
        for host in allowHosts { arguments += ["--allow-host", host] }
        if let certificate, let key { arguments += ["--cert", certificate, "--key", key] }
        if tls { arguments.append("--tls") }
        return arguments
    }

    package func text(executable: String) -> String {
        // `%` is a specifier in Description too; a line break would end the setting.
        let described = store.replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "\n", with: " ")
        return """
        [Unit]
        Description=kept serve: the store \(described) for a phone's browser
        After=network.target

        [Service]
        ExecStart=\(([executable] + arguments).map(ReminderTimer.systemdQuoted).joined(separator: " "))
        Restart=on-failure
        RestartSec=5

        [Install]
        WantedBy=default.target

        """
    }

    /// The same command for a POSIX shell, for the user to run by hand where no systemd runs.
    package var shellCommand: String {
        (["kept"] + arguments).map { word in
            let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "/._-+:@,=".unicodeScalars.contains($0)
            }
            return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }
}
