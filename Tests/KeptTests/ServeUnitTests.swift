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
}
