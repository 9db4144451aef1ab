import Foundation
import KeptGit
import ReferenceTools
import Testing

/// kept on a real terminal: tmux running an interactive bash (job control on), real vim, fzf
/// and less. What a user sees: the editor opens and returns, the files and commits after,
/// Ctrl-Z/fg and Ctrl-C, the pager, and a terminal left exactly as it was (`stty -a`).
@Suite("kept on a real terminal (tmux, bash -i, vim, fzf, less)", .serialized, .tags(.terminal), .fullSuiteOnly)
struct TerminalSessionTests {
    static let vimBare = "vim -u NONE -N"

    /// A sandbox with a store and a tmux pane whose shell has `EDITOR=editor`.
    static func session(editor: String = vimBare, env: [String: String?] = [:]) throws -> (Sandbox, TmuxSession) {
        let sandbox = try Sandbox()
        var extra = env
        extra["EDITOR"] = editor
        return (sandbox, try TmuxSession(sandbox, env: extra))
    }

    /// Waits until vim shows `text` on its screen (the visible lines, `~` below the file).
    @discardableResult
    static func waitForVim(_ tmux: TmuxSession, showing text: String,
                           sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try tmux.waitFor("vim showing `\(text)`", history: false, sourceLocation: sourceLocation) { screen in
            screen.contains(text) && screen.split(separator: "\n").contains { $0 == "~" }
        }
    }

    /// In vim: to the last line, a new line with `text`, then `:wq`.
    static func appendAndSave(_ tmux: TmuxSession, _ text: String) throws {
        try tmux.press("G")
        try tmux.type("o" + text)
        try tmux.press("Escape")
        try tmux.type(":wq")
        try tmux.press("Enter")
    }

    // MARK: The editor

    @Test(.enabled(if: TmuxSession.installed("vim")), arguments: [vimBare, "vim"])
    func newDiaryInVimWritesTheEntryAndCommitsIt(_ editor: String) throws {
        let (sandbox, tmux) = try Self.session(editor: editor)
        defer { tmux.kill() }
        let before = try tmux.stty()

        let marker = try tmux.start("kept new diary 'Quiet evening' --date 2026-11-16T21:00")
        try Self.waitForVim(tmux, showing: "title: Quiet evening")
        // kept, the editor's shell and vim: one process group, the terminal's foreground one.
        let processes = try tmux.processes().split(separator: "\n").dropFirst()
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
            .filter { $0.count > 4 && ($0[4].hasSuffix("kept") || $0[4] == "vim" || $0[4] == "/bin/sh") }
        #expect(processes.count == 3, "\(processes)")
        #expect(Set(processes.map { $0[1] }).count == 1 && processes.allSatisfy { $0[1] == $0[2] },
                "one group, in the foreground: \(processes)")
        try Self.appendAndSave(tmux, "Read all afternoon.")

        #expect(try tmux.status(of: marker) == 0, tmux.shown)
        let path = "diary/2026/11/2026-11-16-quiet-evening.md"
        #expect(try tmux.screen().contains("\n\(path)\n"))
        #expect(try sandbox.read(path).hasSuffix("---\nRead all afternoon.\n"))
        #expect(try sandbox.messages().first == "diary: add 2026-11-16 Quiet evening")
        #expect(sandbox.drafts() == [])
        #expect(try tmux.stty() == before)
    }

    @Test(.enabled(if: TmuxSession.installed("vim")))
    func todayAndEditOpenVimAndCommitTheEdit() throws {
        let (sandbox, tmux) = try Self.session(editor: "vim")
        defer { tmux.kill() }
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live"])
        let before = try tmux.stty()

        let today = try tmux.start("kept today")
        try Self.waitForVim(tmux, showing: "date: ")
        try Self.appendAndSave(tmux, "Rain all day.")
        #expect(try tmux.status(of: today) == 0, tmux.shown)
        let day = try #require(try sandbox.ok(["list", "diary", "--format", "paths"]).lines.first)
        #expect(try sandbox.read(day).hasSuffix("Rain all day.\n"))

        let edit = try tmux.start("kept edit 살다")
        try Self.waitForVim(tmux, showing: "to live")
        try Self.appendAndSave(tmux, "살아요")
        #expect(try tmux.status(of: edit) == 0, tmux.shown)
        #expect(try sandbox.read("cards/동사/살다.md").hasSuffix("to live\n살아요\n"))
        #expect(try sandbox.messages().first == "cards: edit 살다")
        #expect(try tmux.stty() == before)
    }

    /// `:w` then `:cq` (vim exits 1): the text is kept as a draft; resuming it and quitting
    /// without a change lands it (issue 29: it holds more than the template).
    @Test(.enabled(if: TmuxSession.installed("vim")))
    func cqKeepsADraftAndAnUnchangedResumeLandsIt() throws {
        let (sandbox, tmux) = try Self.session()
        defer { tmux.kill() }
        let before = try tmux.stty()

        let failed = try tmux.start("kept new diary 'Half a thought' --date 2026-11-20")
        try Self.waitForVim(tmux, showing: "title: Half a thought")
        try tmux.press("G")
        try tmux.type("oWhere was I")
        try tmux.press("Escape")
        try tmux.type(":w")
        try tmux.press("Enter")
        try tmux.type(":cq")
        try tmux.press("Enter")
        #expect(try tmux.status(of: failed) == 1)
        #expect(try tmux.screen().contains("kept: the editor exited with status 1"))
        let draft = try #require(sandbox.drafts().first)
        #expect(sandbox.drafts().count == 1)
        #expect(try String(contentsOfFile: draft, encoding: .utf8).hasSuffix("Where was I\n"))
        #expect(!sandbox.exists("diary"))
        let listed = try sandbox.ok(["drafts"])
        #expect(listed.stdout.contains("diary  Half a thought"))
        #expect(listed.stdout.contains("kept new diary --draft \(draft)"))

        // The text was fine when vim failed: quitting the resumed draft as it is lands it.
        let resumed = try tmux.start("kept new diary --draft \(draft)")
        try Self.waitForVim(tmux, showing: "Where was I")
        try tmux.type(":q")
        try tmux.press("Enter")
        #expect(try tmux.status(of: resumed) == 0, tmux.shown)
        #expect(try sandbox.read("diary/2026/11/2026-11-20-half-a-thought.md").hasSuffix("Where was I\n"))
        #expect(sandbox.drafts() == [])
        #expect(try tmux.stty() == before)
    }

    /// Ctrl-Z in vim stops kept with it (the shell reports the job stopped); `fg` brings both
    /// back and `:wq` lands the entry.
    @Test(.enabled(if: TmuxSession.installed("vim")))
    func ctrlZSuspendsTheWholeJobAndFgResumesIt() throws {
        let (sandbox, tmux) = try Self.session()
        defer { tmux.kill() }
        let before = try tmux.stty()

        try tmux.type("kept new card Suspended")
        try tmux.press("Enter")
        try Self.waitForVim(tmux, showing: "title: Suspended")
        try tmux.press("C-z")
        try tmux.waitFor("the shell to report the job stopped") { $0.contains("Stopped") && $0.contains("kept new card Suspended") }
        let jobs = try tmux.processes()
        #expect(jobs.split(separator: "\n").filter { $0.contains("kept new card") || $0.contains("vim") }
            .allSatisfy { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).first?.hasPrefix("T") == true },
            "kept and vim are stopped together:\n\(jobs)")

        let resumed = try tmux.start("fg")
        try Self.waitForVim(tmux, showing: "title: Suspended")
        try Self.appendAndSave(tmux, "back again")
        #expect(try tmux.status(of: resumed) == 0, tmux.shown)
        #expect(try sandbox.read("cards/general/suspended.md").hasSuffix("back again\n"))
        #expect(try tmux.stty() == before)
    }

    /// Ctrl-C goes to vim (which stays), not to kept, which goes on to commit after `:wq`.
    @Test(.enabled(if: TmuxSession.installed("vim")))
    func ctrlCInVimDoesNotKillKept() throws {
        let (sandbox, tmux) = try Self.session()
        defer { tmux.kill() }
        let before = try tmux.stty()

        let marker = try tmux.start("kept new card Interrupted")
        try Self.waitForVim(tmux, showing: "title: Interrupted")
        try tmux.press("C-c")
        // vim answers "Type  :qa  and press <Enter> to exit Vim" (`:qa!` once the buffer changed).
        // Wait for it: keys typed while vim handles the interrupt are flushed, and the title on
        // the screen says nothing about whether it has.
        try tmux.waitFor("vim to answer Ctrl-C", history: false) { $0.contains("and press <Enter> to") }
        #expect(try !tmux.screen().contains("\(marker)="), "kept is still running")
        try Self.appendAndSave(tmux, "still here")
        #expect(try tmux.status(of: marker) == 0, tmux.shown)
        #expect(try sandbox.read("cards/general/interrupted.md").hasSuffix("still here\n"))
        #expect(try tmux.stty() == before)
    }

    // MARK: fzf

    @Test(.enabled(if: TmuxSession.installed("fzf")))
    func anAmbiguousReferenceIsPickedInFzf() throws {
        let (sandbox, tmux) = try Self.session()
        defer { tmux.kill() }
        for (title, body) in [("Kimchi stew", "stew body"), ("Kimchi pancake", "pancake body"), ("Kimchi fried rice", "rice body")] {
            try sandbox.ok(["new", "card", title, "--category", "food", "--body", body])
        }
        let before = try tmux.stty()

        let marker = try tmux.start("kept show kimchi")
        try tmux.waitFor("fzf's prompt with the candidates", history: false) {
            $0.contains("kept>") && $0.contains("Kimchi stew") && $0.contains("Kimchi pancake")
        }
        try tmux.type("panc")
        try tmux.waitFor("fzf to filter", history: false) { $0.contains("1/3") }
        try tmux.press("Enter")

        #expect(try tmux.status(of: marker) == 0, tmux.shown)
        let screen = try tmux.screen()
        #expect(screen.contains("title: Kimchi pancake\n"))
        #expect(screen.contains("pancake body"))
        #expect(!screen.contains("stew body"))
        #expect(try tmux.stty() == before)
    }

    // MARK: The pager

    /// Adds `count` commits (one file each) straight through libgit2.
    static func commits(_ sandbox: Sandbox, _ count: Int) throws {
        let repository = try sandbox.repository()
        for n in 1...count {
            try sandbox.write("cards/general/note-\(n).md", "---\ntitle: Note \(n)\n---\nbody \(n)\n")
            _ = try repository.commit(paths: ["cards/general/note-\(n).md"], message: "cards: add Note \(n)")
        }
    }

    @Test(.enabled(if: TmuxSession.installed("less")))
    func aLongLogIsPagedInLessAndQuitsCleanly() throws {
        let (sandbox, tmux) = try Self.session(env: ["NO_COLOR": nil])
        defer { tmux.kill() }
        try Self.commits(sandbox, 60)
        let before = try tmux.stty()

        let marker = try tmux.start("kept log")
        let paged = try tmux.waitFor("less's prompt", history: false) { screen in
            TmuxSession.lastLine(of: screen) == ":"
        }
        #expect(paged.contains("cards: add Note 60"), "the newest commit is on the first page")
        #expect(!paged.contains("kept: init store"), "the oldest is further down")
        #expect(!paged.contains("\(marker)="), "kept waits for the pager")
        let colored = try tmux.screen(history: false, escapes: true)
        #expect(colored.contains("\u{1B}[33m"), "colours survive: less -R (LESS=FRX)")
        let processes = try tmux.processes()
        #expect(processes.contains(" less"), "\(processes)")

        try tmux.press("q")
        #expect(try tmux.status(of: marker) == 0)
        let after = try tmux.screen()
        #expect(!after.contains("Broken pipe") && !after.contains("SIGPIPE"))
        #expect(TmuxSession.lastLine(of: after) == "$", "the prompt is back:\n\(after)")
        #expect(try tmux.stty() == before)

        // --no-pager, a short output and `pager: false` in the store's settings: no pager.
        #expect(try tmux.run("kept --no-pager log") == 0)
        #expect(try tmux.run("kept log -n 3") == 0)
        try sandbox.write(".kept/config.yaml", try sandbox.read(".kept/config.yaml") + "pager: false\n")
        #expect(try tmux.run("kept log") == 0)
        #expect(try tmux.stty() == before)
    }

    /// Which pager: $KEPT_PAGER, else the store's `pager:` once approved (`kept trust`), else $PAGER (else less); LESS=FRX
    /// when LESS is unset; never when stdout is not the terminal or the output is short.
    @Test(.enabled(if: TmuxSession.installed()))
    func thePagerIsChosenAsGitChoosesIt() throws {
        let (sandbox, tmux) = try Self.session()
        defer { tmux.kill() }
        try Self.commits(sandbox, 50)
        func pager(_ name: String) throws -> String {
            try sandbox.editor("pager-\(name)", """
                [ -t 1 ] && echo terminal > "$0.tty"
                echo "LESS=$LESS" > "$0.env"
                cat > "$0.input"
                """)
        }
        let (keptPager, settingPager, plainPager) = (try pager("kept"), try pager("setting"), try pager("plain"))
        func ran(_ pager: String) -> String? { try? String(contentsOfFile: pager + ".input", encoding: .utf8) }
        func reset() { for pager in [keptPager, settingPager, plainPager] { unlink(pager + ".input") } }

        #expect(try tmux.run("PAGER=\(plainPager) kept log") == 0)
        #expect(ran(plainPager)?.contains("cards: add Note 50") == true)
        #expect(try String(contentsOfFile: plainPager + ".env", encoding: .utf8) == "LESS=FRX\n")
        #expect(try String(contentsOfFile: plainPager + ".tty", encoding: .utf8) == "terminal\n", "the pager writes to the terminal")
        reset()

        try sandbox.write(".kept/config.yaml", try sandbox.read(".kept/config.yaml") + "pager: \(settingPager)\n")
        #expect(try tmux.run("PAGER=\(plainPager) kept log") == 0)
        #expect(ran(settingPager) == nil && ran(plainPager) != nil, "a store's pager runs only once this machine approved it")
        // The notice goes where the output goes (into the pager with it, as git sends stderr).
        let screen = try tmux.screen()
        #expect(ran(plainPager)?.contains("which this machine has not approved") == true || screen.contains("has not"),
                "\(ran(plainPager) ?? "")\n\(screen)")
        reset()
        #expect(try tmux.run("kept trust > /dev/null") == 0)
        #expect(try tmux.run("PAGER=\(plainPager) LESS=-R kept log") == 0)
        #expect(ran(settingPager) != nil && ran(plainPager) == nil, "the store's approved setting comes before $PAGER")
        #expect(try String(contentsOfFile: settingPager + ".env", encoding: .utf8) == "LESS=-R\n", "a LESS of the user's is left alone")
        reset()

        #expect(try tmux.run("KEPT_PAGER=\(keptPager) PAGER=\(plainPager) kept log") == 0)
        #expect(ran(keptPager) != nil && ran(settingPager) == nil && ran(plainPager) == nil, "$KEPT_PAGER comes first")
        reset()

        #expect(try tmux.run("KEPT_PAGER=\(keptPager) kept log | cat > /dev/null") == 0)
        #expect(try tmux.run("KEPT_PAGER=\(keptPager) kept log -n 5") == 0)
        #expect(try tmux.run("KEPT_PAGER=\(keptPager) kept --no-pager log") == 0)
        #expect(ran(keptPager) == nil, "no pager into a pipe, for a short output or with --no-pager")
    }

    /// A pager quit (q) while kept still has a lot to write: kept stops writing and ends
    /// normally, without SIGPIPE noise.
    @Test(.enabled(if: TmuxSession.installed("less")))
    func quittingThePagerEarlyEndsKeptQuietly() throws {
        let (sandbox, tmux) = try Self.session()
        defer { tmux.kill() }
        for n in 1...1500 {
            try sandbox.write("cards/general/card-\(n).md", "---\ntitle: Card number \(n)\ncategory: general\n---\nA line of text for card \(n).\n")
        }

        let marker = try tmux.start("kept list card")
        try tmux.waitFor("less's prompt", history: false) {
            TmuxSession.lastLine(of: $0) == ":"
        }
        try tmux.press("q")
        #expect(try tmux.status(of: marker) == 0)
        let screen = try tmux.screen()
        #expect(!screen.contains("Broken pipe") && !screen.contains("kept: "), "\(screen)")
    }

    @Test(.enabled(if: TmuxSession.installed("less")))
    func longHelpIsPaged() throws {
        let (_, tmux) = try Self.session()
        defer { tmux.kill() }
        let marker = try tmux.start("kept --help")
        try tmux.waitFor("less's prompt over the help", history: false) { screen in
            screen.contains("SUBCOMMANDS") && TmuxSession.lastLine(of: screen) == ":"
        }
        try tmux.press("q")
        #expect(try tmux.status(of: marker) == 0)
    }

    // MARK: review

    @Test(.enabled(if: TmuxSession.installed()))
    func reviewTakesSingleKeysOnTheTerminal() throws {
        let (sandbox, tmux) = try Self.session()
        defer { tmux.kill() }
        try sandbox.ok(["new", "card", "가다", "--category", "동사", "--body", "to go"])
        try sandbox.ok(["new", "card", "먹다", "--category", "동사", "--body", "to eat"])
        let before = try tmux.stty()

        let marker = try tmux.start("kept review")
        try tmux.waitFor("the first card") { $0.contains("[1/2]") && $0.contains("(any key shows it, - buries it, u undoes, q stops)") }
        try tmux.type(" ")
        try tmux.waitFor("the grades") { $0.contains("3 good") }
        try tmux.type("3")
        try tmux.waitFor("the second card") { $0.contains("[2/2]") }
        try tmux.type("q")

        #expect(try tmux.status(of: marker) == 0, tmux.shown)
        #expect(try tmux.screen().contains("Reviewed 1 card (good 1). 1 still due."))
        #expect(try sandbox.messages().first?.hasPrefix("cards: review ") == true)
        #expect(try tmux.stty() == before)
    }
}
