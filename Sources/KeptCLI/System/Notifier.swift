import Foundation
import Kept

/// Desktop notifications through `notify-send`, with an "Open" action that opens the card.
struct Notifier {
    let program: ExternalProgram
    let store: Store

    init(store: Store) throws {
        guard let program = ExternalProgram.find("notify-send") else {
            throw CommandLineError.toolMissing(.notifySend)
        }
        self.program = program
        self.store = store
    }

    /// Sends one notification per card at once, then waits: a card whose "Open" was clicked
    /// is opened. Where the notification server refuses actions, a plain notification is sent.
    /// Returns what went wrong, per card, for the caller to report.
    func notify(_ cards: [Card]) throws -> [String] {
        let running = try cards.map { card in
            (card, try program.start(["--app-name=kept", "--action=open=Open", card.title, summary(card)]))
        }
        var problems: [String] = []
        for (card, run) in running {
            let result = run.wait()
            if result.status != 0 {
                // Actions refused (or an old notify-send without -A): the plain kind still informs.
                let plain = try program.run(["--app-name=kept", card.title, summary(card)])
                if plain.status != 0 {
                    problems.append(say(.notifyFailedFor, ["path": card.path, "errors": plain.errors.trimmingCharacters(in: .whitespacesAndNewlines)]))
                }
                continue
            }
            if result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "open" {
                if let problem = open(card) { problems.append(problem) }
            }
        }
        return problems
    }

    /// A notification without actions; returns a problem to report, if any.
    func notifyPlain(title: String, body: String) throws -> String? {
        let result = try program.run(["--app-name=kept", title, body])
        return result.status == 0 ? nil
            : say(.notifyFailed, ["errors": result.errors.trimmingCharacters(in: .whitespacesAndNewlines)])
    }

    /// The notification's text: the card's content, short, and its category.
    func summary(_ card: Card) -> String {
        let body = card.entry.body.trimmingCharacters(in: .whitespacesAndNewlines)
        let short = body.count > 300 ? String(body.prefix(299)) + "…" : body
        return (short.isEmpty ? "" : short + "\n") + "(\(card.category))"
    }

    /// Opens the card with `kept edit` in a terminal emulator, else with the desktop's
    /// handler for Markdown files (`xdg-open`). Returns a problem to report, if any.
    func open(_ card: Card) -> String? {
        let command = [KeptExecutable.path, "--store", store.root, "edit", card.path]
        for (terminal, prefix) in Notifier.terminals() {
            guard let program = ExternalProgram.find(terminal) else { continue }
            let result = try? program.run(prefix + command)
            if result?.status == 0 { return nil }
        }
        if let opener = ExternalProgram.find("xdg-open"), (try? opener.run([store.absolutePath(card.path)]))?.status == 0 {
            return nil
        }
        return say(.notifyCannotOpen, ["path": card.path])
    }

    /// Terminal emulators to try, in order, with the arguments that make them run a command.
    static func terminals() -> [(String, [String])] {
        var list: [(String, [String])] = []
        if let terminal = ProcessInfo.processInfo.environment["TERMINAL"], !terminal.isEmpty { list.append((terminal, ["-e"])) }
        return list + [
            ("x-terminal-emulator", ["-e"]), ("gnome-terminal", ["--wait", "--"]), ("konsole", ["-e"]),
            ("xfce4-terminal", ["--disable-server", "-x"]), ("kitty", []), ("alacritty", ["-e"]), ("foot", []),
            ("wezterm", ["start", "--"]), ("xterm", ["-e"]),
        ]
    }
}
