import Foundation
import ReferenceTools
import Testing

/// TAB in real bash, zsh and fish with the script `kept --generate-completion-script SHELL`
/// prints, typed in a tmux pane from inside a store (which has a `fridge/` folder, the one that
/// bash used to offer instead of the command).
@Suite("Shell completions in real bash, zsh and fish", .serialized, .tags(.shell), .fullSuiteOnly)
struct CompletionTests {
    /// A store with cards, a diary entry, a fridge item, a kind of the user's (`book`) and two
    /// remotes.
    static func sandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(".kept/templates/book.md", """
            ---
            kept:
              path: books/{{slug}}.md
            title: {{title}}
            status: {{status}}
            ---

            """)
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live"])
        try sandbox.ok(["new", "card", "사과", "--category", "명사", "--body", "apple"])
        try sandbox.ok(["new", "diary", "Quiet evening", "--date", "2026-11-16", "--body", "Read."])
        try sandbox.ok(["fridge", "add", "milk", "--category", "dairy", "--expires", "2026-12-01"])
        try sandbox.ok(["new", "book", "토지", "--set", "status=reading", "--no-edit"])
        try sandbox.ok(["remote", "add", "origin", sandbox.root.appendingPathComponent("origin.git").path])
        try sandbox.ok(["remote", "add", "backup", sandbox.root.appendingPathComponent("backup.git").path])
        #expect(sandbox.exists("fridge"))
        return sandbox
    }

    /// The generated script for `shell`, written to `file` in the sandbox.
    static func script(_ sandbox: Sandbox, _ shell: String, to file: String) throws -> String {
        let result = try sandbox.ok(["--generate-completion-script", shell])
        let url = sandbox.root.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try result.stdout.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// A pane running `shell` in the store with kept's completions loaded; KEPT_STORE unset, so
    /// the store is the one the shell is in.
    static func pane(_ shell: String) throws -> (Sandbox, TmuxSession) {
        let sandbox = try Self.sandbox()
        var env: [String: String?] = ["KEPT_STORE": nil]
        let command: String
        switch shell {
        case "bash":
            command = TmuxSession.bash
        case "zsh":
            let functions = try script(sandbox, "zsh", to: "zdot/functions/_kept")
            let zdot = sandbox.root.appendingPathComponent("zdot")
            try """
                PS1='$ '
                fpath=(\((functions as NSString).deletingLastPathComponent) $fpath)
                autoload -U compinit && compinit -u -d \(zdot.path)/compdump
                """.write(to: zdot.appendingPathComponent(".zshrc"), atomically: true, encoding: .utf8)
            env["ZDOTDIR"] = zdot.path
            command = "/usr/bin/zsh -d -i"
        default:
            let script = try script(sandbox, "fish", to: "fish/kept.fish")
            let setup = sandbox.root.appendingPathComponent("fish/setup.fish")
            try """
                function fish_prompt; printf '$ '; end
                set -g fish_greeting ''
                source \(script)
                """.write(to: setup, atomically: true, encoding: .utf8)
            command = "/usr/bin/fish --no-config -C 'source \(setup.path)'"
        }
        let tmux = try TmuxSession(sandbox, env: env, shell: command, cwd: sandbox.store)
        if shell == "bash" {
            #expect(try tmux.run("source <(kept --generate-completion-script bash)") == 0, tmux.shown)
        }
        return (sandbox, tmux)
    }

    /// Types `line`, TAB, then `Z`: the line the shell shows then (`Z` after a space shows that
    /// the word was finished; a letter, as zsh takes back its space before `|`, `&` or `;`).
    static func completed(_ tmux: TmuxSession, _ line: String, _ expected: String,
                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        try tmux.type(line)
        try tmux.press("Tab")
        try tmux.type("Z")
        do {
            try tmux.waitFor("`\(expected)`", history: false, timeout: 20, sourceLocation: sourceLocation) { screen in
                screen.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == expected }
            }
        } catch {
            Issue.record("\(line)<TAB>: \(error)", sourceLocation: sourceLocation)
        }
        try clear(tmux)
    }

    /// Types `line` and asks for the list (TAB TAB in bash, TAB in zsh and fish): every one of
    /// `candidates` is shown, none of `absent`.
    static func listed(_ tmux: TmuxSession, shell: String, _ line: String, _ candidates: [String], absent: [String] = [],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        try tmux.type(line)
        try tmux.press("Tab")
        if shell == "bash" { try tmux.press("Tab") }
        do {
            let screen = try tmux.waitFor("\(candidates) listed", history: false, timeout: 20, sourceLocation: sourceLocation) { screen in
                let words = Set(screen.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
                return candidates.allSatisfy(words.contains)
            }
            let words = Set(screen.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
            #expect(absent.allSatisfy { !words.contains($0) }, "\(line)<TAB>:\n\(screen)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(line)<TAB>: \(error)", sourceLocation: sourceLocation)
        }
        try clear(tmux)
    }

    /// Drops the line typed and clears the screen.
    /// A Ctrl-C that comes while fish is still working out completions (a loaded machine: CI
    /// saw `$ kept mv 토지 Z` left after 20 s) stops the completion, not the line: it is pressed
    /// again.
    static func clear(_ tmux: TmuxSession) throws {
        for attempt in 1...3 {
            try tmux.press("C-c")
            do {
                try tmux.waitFor("a fresh prompt", history: false, timeout: 20) { TmuxSession.lastLine(of: $0) == "$" }
                break
            } catch where attempt < 3 {
                continue
            }
        }
        _ = try tmux.run("clear")
    }

    static let shells = ["bash", "zsh", "fish"]

    static func installed(_ shell: String) -> Bool { TmuxSession.installed(shell) }

    @Test(.enabled(if: TmuxSession.installed("bash", "zsh", "fish")), arguments: shells)
    func tabCompletesCommandsKindsEntriesFieldsAndRemotes(_ shell: String) throws {
        let (_, tmux) = try Self.pane(shell)
        defer { tmux.kill() }

        // The command, not the folder `fridge/` of the store the shell is in.
        try Self.completed(tmux, "kept fr", "$ kept fridge Z")
        try Self.listed(tmux, shell: shell, "kept new ", ["book", "card", "diary", "fridge"])
        // Titles (Korean too) and paths of entries, quoted when they hold a space.
        try Self.completed(tmux, "kept edit 살", "$ kept edit 살다 Z")
        try Self.completed(tmux, "kept show Qui", "$ kept show Quiet\\ evening Z")
        try Self.completed(tmux, "kept rm cards/동", "$ kept rm cards/동사/살다.md Z")
        try Self.completed(tmux, "kept share mil", "$ kept share milk Z")
        try Self.completed(tmux, "kept mv 토", "$ kept mv 토지 Z")
        try Self.listed(tmux, shell: shell, "kept set ", ["사과", "살다", "milk", "토지"])
        try Self.completed(tmux, "kept share fridge/", "$ kept share fridge/dairy/milk.md Z")
        try Self.listed(tmux, shell: shell, "kept list --category ", ["dairy", "동사", "명사"])
        try Self.completed(tmux, "kept new card --category 명", "$ kept new card --category 명사 Z")
        // Field names: `status=` waits for its value (no space).
        try Self.completed(tmux, "kept list --where sta", "$ kept list --where status=Z")
        try Self.completed(tmux, "kept list --sort expi", "$ kept list --sort expires Z")
        try Self.listed(tmux, shell: shell, "kept sync ", ["backup", "origin"])
        // A field's values after `status=` (bash splits the word at `=`: joined again).
        try Self.completed(tmux, "kept list --where status=rea", "$ kept list --where status=reading Z")
        // bash lists what follows the `=`, zsh and fish the whole conditions.
        let values = shell == "bash" ? ["reading", "stocked"] : ["status=reading", "status=stocked"]
        try Self.listed(tmux, shell: shell, "kept list --where status=", values)
    }

    /// Outside a store TAB offers nothing for entries, prints nothing, and makes no store.
    @Test func customCompletionOutsideAStoreIsQuietAndEmpty() throws {
        let sandbox = try Sandbox(initStore: false)
        let result = try sandbox.run(["---completion", "edit", "--", "positional@0", "2", "0", "kept", "edit", ""],
                                     env: ["KEPT_STORE": nil, "SAP_SHELL": "bash"])
        #expect(result.status == 0)
        #expect(result.stdout == "" || result.stdout == "\n")
        #expect(result.stderr == "")
        #expect(!FileManager.default.fileExists(atPath: sandbox.dataHome.appendingPathComponent("kept").path))
    }

    /// The bash script: no file-name completion for words (that is what turned `fridge` into
    /// `fridge/`), only for `--store`'s folder.
    @Test func bashScriptCompletesWordsNotFileNames() throws {
        let sandbox = try Sandbox()
        let script = try sandbox.ok(["--generate-completion-script", "bash"]).stdout
        #expect(script.contains("complete -F __kept_complete kept\n"))
        #expect(!script.contains("-o filenames -F"))
        #expect(!script.contains("-W \"$(__kept_custom_complete"))
    }
}
