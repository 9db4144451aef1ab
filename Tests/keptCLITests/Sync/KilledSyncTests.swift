import Foundation
import KeptGit
import ReferenceTools
import Testing

/// A sync killed while writing files, then any other command, then syncs on both machines:
/// nothing either machine committed is lost (issue 14, "a killed sync followed by any other
/// command"). The kill comes at a named moment: `KEPT_TEST_KILL_AT=sync-write:0` SIGKILLs the
/// sync when its first merged file is written beside the entry, before the rename.
@Suite("a killed sync", .tags(.slow), .fullSuiteOnly)
struct KilledSyncTests {
    static let entry = "cards/동사/살다.md"

    @Test(arguments: [
        ["commit"],
        ["new", "card", "먹다", "--category", "동사", "--body", "to eat", "--no-edit"],
        ["set", "--new-field", "살다", "mood=ok"],
        ["edit", "살다"],
    ])
    func aKilledSyncThenAnyCommandLosesNothing(command: [String]) throws {
        let sandbox = try Sandbox(initStore: false)
        let machines = try TwoMachines(in: sandbox)
        try machines.cloneSharingOneCard(sandbox)
        let (laptop, desktop) = (machines.laptop, machines.desktop)
        // The desktop (B) commits a line; the laptop (A) pushes a change to the same entry.
        let desktopFile = desktop + "/" + Self.entry
        let before = try String(contentsOfFile: desktopFile, encoding: .utf8)
        try (before + "PRECIOUS B EDIT\n").write(toFile: desktopFile, atomically: true, encoding: .utf8)
        try sandbox.ok(["commit", "-m", "cards: edit 살다"], env: machines.atDesktop)
        try sandbox.ok(["set", "--new-field", "살다", "source=laptop"], env: machines.atLaptop)
        try sandbox.ok(["sync"], env: machines.atLaptop)

        var killedEnv = machines.atDesktop
        killedEnv["KEPT_TEST_KILL_AT"] = "sync-write:0"
        let killed = try sandbox.run(["sync"], env: killedEnv)
        #expect(killed.status != 0, "the sync was to be killed: \(killed)")
        #expect(try String(contentsOfFile: desktopFile, encoding: .utf8) == before + "PRECIOUS B EDIT\n",
                "a killed sync leaves the entry whole")
        let check = try sandbox.run(["check"], env: machines.atDesktop)
        #expect(check.stderr.contains("a sync was interrupted while writing files"), "\(check)")
        #expect(check.stderr.contains("run `kept sync` to finish it"), "\(check)")
        #expect(!check.stderr.contains("run `kept commit`"), "its files are no outside edit: \(check)")

        var commandEnv = machines.atDesktop
        if command[0] == "edit" {
            // Stress-run finding: the editor got the entry before the interrupted sync was
            // finished, and the saved text went over the merged lines.
            commandEnv["KEPT_EDITOR"] = try sandbox.editor("append", "printf 'EDITED AFTER THE KILL\\n' >> \"$1\"")
        }
        try sandbox.ok(command, env: commandEnv)
        try sandbox.ok(["sync"], env: machines.atDesktop)
        try sandbox.ok(["sync"], env: machines.atLaptop)

        for store in [laptop, desktop] {
            let text = try String(contentsOfFile: store + "/" + Self.entry, encoding: .utf8)
            #expect(text.contains("PRECIOUS B EDIT"), "\(store): \(text)")
            #expect(text.contains("source: laptop"), "\(store): \(text)")
            #expect(text.contains("to live"), "\(store): \(text)")
            if command[0] == "edit" { #expect(text.contains("EDITED AFTER THE KILL"), "\(store): \(text)") }
            #expect(try sandbox.ok(["check"], env: ["KEPT_STORE": store]).stderr.contains("interrupted") == false)
        }
        #expect(try Repository.open(at: laptop).headCommitID() == Repository.open(at: desktop).headCommitID())
    }

    /// An entry changed while the editor was open (another kept set a field): the edit is
    /// joined with that change, never written over it.
    @Test func anEditJoinsAChangeMadeWhileTheEditorWasOpen() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"])
        let kept = try KeptBinary.url().path
        let editor = try sandbox.editor("meanwhile", """
            '\(kept)' set --new-field 살다 mood=meanwhile >/dev/null
            printf 'a line from the editor\\n' >> "$1"
            """)
        try sandbox.ok(["edit", "살다"], env: ["KEPT_EDITOR": editor])
        let text = try String(contentsOfFile: sandbox.store.appendingPathComponent("cards/동사/살다.md").path, encoding: .utf8)
        #expect(text.contains("mood: meanwhile") && text.contains("a line from the editor"), "\(text)")
    }
}
