import Testing
@testable import Kept

/// The unit `kept serve --install` writes, as systemd reads it.
struct ServeUnitTests {
    @Test func theUnitStartsThisStoresServerAndRestartsIt() {
        let unit = ServeUnit(store: "/home/me/내 일기", listen: "127.0.0.1:8770")
        let text = unit.text(executable: "/usr/bin/kept")
        #expect(unit.name == "kept-serve-" + StoreFolderKey.of("/home/me/내 일기"))
        #expect(text.contains("ExecStart=/usr/bin/kept --store \"/home/me/내 일기\" serve --listen 127.0.0.1:8770\n"))
        #expect(text.contains("Restart=on-failure"))
        #expect(text.contains("WantedBy=default.target"))
        // A % in a path is systemd's specifier: doubled.
        #expect(ServeUnit(store: "/tmp/100%", listen: "8770").text(executable: "/k").contains("\"/tmp/100%%\""))
    }

    /// Every option that changes how the server runs is in the unit; `--pair` (a code at every
    /// restart) and `--qr` (a journal) are not options a unit has.
    @Test func theUnitCarriesEveryOptionThatChangesTheServer() {
        var unit = ServeUnit(store: "/home/me/kept", listen: "[::]:8443")
        unit.tls = true
        unit.certificate = "/home/me/certs/my host.crt"
        unit.key = "/home/me/certs/my host.key"
        unit.allowHosts = ["kept.tail1234.ts.net", "192.168.0.7"]
        unit.kinds = "fridge,shopping"
        unit.readOnly = true
        #expect(unit.text(executable: "/usr/local/bin/kept").contains("""
            ExecStart=/usr/local/bin/kept --store /home/me/kept serve --listen [::]:8443 --kinds fridge,shopping --read-only \
            --allow-host kept.tail1234.ts.net --allow-host 192.168.0.7 \
            --cert "/home/me/certs/my host.crt" --key "/home/me/certs/my host.key" --tls

            """))
        #expect(unit.shellCommand == "kept --store /home/me/kept serve --listen '[::]:8443' --kinds fridge,shopping --read-only "
            + "--allow-host kept.tail1234.ts.net --allow-host 192.168.0.7 --cert '/home/me/certs/my host.crt' --key '/home/me/certs/my host.key' --tls")
        // Only what was asked: a plain unit has no more than where it listens.
        #expect(ServeUnit(store: "/s", listen: "8770").arguments == ["--store", "/s", "serve", "--listen", "8770"])
    }

    /// systemd's rules for a command line (systemd.service(5), systemd.syntax(7)): a word is
    /// split at white space unless quoted; in double quotes C escapes apply; `%` starts a
    /// specifier and `$` a variable everywhere, so both are doubled; a lone `;` is escaped.
    @Test(arguments: [
        ("/plain/path", "/plain/path"),
        ("/home/me/my kept", "\"/home/me/my kept\""),
        ("/home/me/100% sure", "\"/home/me/100%% sure\""),
        ("/home/me/$HOME", "\"/home/me/$$HOME\""),
        ("/home/me/${X}", "\"/home/me/$${X}\""),
        ("/home/me/\"quoted\"", "\"/home/me/\\\"quoted\\\"\""),
        ("/home/me/it's", "\"/home/me/it's\""),
        ("/home/me/back\\slash", "\"/home/me/back\\\\slash\""),
        ("/home/me/two\nlines", "\"/home/me/two\\nlines\""),
        ("/home/me/tab\there", "\"/home/me/tab\\there\""),
        ("/home/me/bell\u{7}", "\"/home/me/bell\\x07\""),
        ("/home/me/일기", "/home/me/일기"),
        ("/home/me/wide\u{3000}space", "\"/home/me/wide\u{3000}space\""),
        (";", "\\;"),
        ("", "\"\""),
    ])
    func aWordIsQuotedAsSystemdReadsIt(word: String, quoted: String) {
        #expect(ReminderTimer.systemdQuoted(word) == quoted)
    }

    /// The description is a setting too: a `%` there is a specifier, a line break would end it.
    @Test func theDescriptionCannotBreakTheUnit() {
        let text = ServeUnit(store: "/tmp/50%\nExecStartPre=/bin/rm", listen: "8770").text(executable: "/k")
        #expect(text.contains("Description=kept serve: the store /tmp/50%% ExecStartPre=/bin/rm for a phone's browser\n"))
        #expect(!text.contains("\nExecStartPre"))
        #expect(text.contains("--store \"/tmp/50%%\\nExecStartPre=/bin/rm\" serve"))
    }
}
