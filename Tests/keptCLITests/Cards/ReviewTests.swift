import Foundation
import KeptGit
import ReferenceTools
import Testing

@Suite("kept review", .tags(.slow), .fullSuiteOnly)
struct ReviewTests {
    @Test func dueListsWhatIsDueWithoutReviewing() throws {
        let sandbox = try cardSandbox()
        let commits = try sandbox.history().count

        let result = try sandbox.ok(["review", "--due"])

        #expect(result.stdout == """
            new  words  serendipity  finding good things without looking for them
            new  words  눈치         sensing the mood
            new  동사   가다         to go
            new  동사   먹다         to eat

            """)
        #expect(try sandbox.history().count == commits)
        #expect(!sandbox.exists(".kept/reviews/laptop-1a2b.jsonl"))
    }

    /// Scripted stdin: one line per answer (any line shows the card, then its grade).
    @Test func aScriptedSessionGradesAppendsToThisMachinesLogAndCommitsEachReview() throws {
        let sandbox = try cardSandbox()
        let before = try sandbox.read("cards/동사/가다.md")

        let result = try sandbox.run(["review", "동사"], stdin: "\n3\n\nfive\n1\n")

        #expect(result.status == 0, "\(result)")
        let today = Self.day(0), tomorrow = Self.day(1), inTwo = Self.day(2)
        #expect(result.stdout == """

            [1/2] 동사 · new
              가다
              to go
              → next review in 2 days (\(inTwo))

            [2/2] 동사 · new
              먹다
              to eat
              → next review tomorrow (\(tomorrow))

            Reviewed 2 cards (again 1, good 1). Next: 먹다 tomorrow (\(tomorrow)).

            """)
        #expect(result.stderr.contains("type 1, 2, 3 or 4 to grade (- buries the card until tomorrow, u undoes the last grade, q stops)"))
        let log = try sandbox.read(".kept/reviews/laptop-1a2b.jsonl").split(separator: "\n")
        #expect(log.count == 2)
        #expect(log[0].hasPrefix("{\"card\":\"gada0001\",\"time\":\"\(today.prefix(4))") && log[0].hasSuffix("\"grade\":3}"))
        #expect(log[1].hasPrefix("{\"card\":\"meokda01\"") && log[1].hasSuffix("\"grade\":1}"))
        #expect(try sandbox.messages().prefix(2) == ["cards: review 먹다 (again)", "cards: review 가다 (good)"])
        #expect(try sandbox.read("cards/동사/가다.md") == before)
        #expect(try sandbox.pending() == [])
        // The other machine's log is untouched; the schedule counts both.
        #expect(try sandbox.read(".kept/reviews/desk-0001.jsonl").split(separator: "\n").count == 1)
        #expect(try sandbox.ok(["review", "--due", "동사"]).stdout == "")
    }

    @Test func qStopsAndLimitBounds() throws {
        let sandbox = try cardSandbox()

        let stopped = try sandbox.run(["review"], stdin: "\n4\nq\n")
        #expect(stopped.status == 0, "\(stopped)")
        #expect(stopped.stdout.hasSuffix("Reviewed 1 card (easy 1). 3 still due. Next: 살다 tomorrow (\(Self.day(1))).\n"))

        let limited = try sandbox.run(["review", "--limit", "1"], stdin: "\n2\n\n2\n")
        #expect(limited.stdout.contains("[1/1] words"))
        #expect(!limited.stdout.contains("[2/"))
    }

    @Test func aCardWithoutAnIdGetsOneWhenFirstReviewed() throws {
        let sandbox = try Sandbox()
        try sandbox.write("cards/words/정.md", "---\ntitle: 정\ncategory: words\n---\naffection\n")
        try sandbox.ok(["commit"])

        try sandbox.ok(["review"], stdin: "\n3\n")

        let text = try sandbox.read("cards/words/정.md")
        // The id its path gave it (`card-` and 16 hex digits): its calendar UID stays.
        let id = try #require(text.firstMatch(of: /\nid: (card-[0-9a-f]{16})\n/).map { String($0.1) })
        #expect(text == "---\ntitle: 정\ncategory: words\nid: \(id)\n---\naffection\n")
        #expect(try sandbox.messages().prefix(2) == ["cards: review 정 (good)", "cards: id 정 \(id)"])
        let machine = try sandbox.read(".kept/state/machine-id").trimmingCharacters(in: .newlines)
        #expect(try sandbox.read(".kept/reviews/\(machine).jsonl").contains("\"card\":\"\(id)\""))
    }

    @Test func aRenamedOrRefiledCardKeepsItsSchedule() throws {
        let sandbox = try cardSandbox()
        try sandbox.ok(["review", "--limit", "1", "동사"], stdin: "\n4\n")
        try sandbox.ok(["mv", "가다", "가 다"])
        try sandbox.ok(["set", "가 다", "category=verbs"])

        #expect(sandbox.exists("cards/verbs/가-다.md"))
        let due = try sandbox.ok(["review", "--due"]).stdout
        #expect(!due.contains("가"), "\(due)")
        #expect(try sandbox.ok(["cards", "verbs"]).stdout == "verbs · 1 card, 0 due\n  가 다  to go\n")
    }

    @Test func cardsAreExportedToACalendarOnTheirNextDueDay() throws {
        let sandbox = try cardSandbox()
        try sandbox.ok(["review", "--limit", "1", "동사"], stdin: "\n3\n")

        let ics = try sandbox.ok(["export", "card", "--to", "ics"]).stdout

        #expect(ics.components(separatedBy: "BEGIN:VEVENT").count - 1 == 5)
        let compact = { (day: String) in day.replacingOccurrences(of: "-", with: "") }
        // 가다, graded good just now: due in 2 days; 살다, good yesterday: due tomorrow; new cards: made 2026-11-01.
        #expect(ics.contains("UID:gada0001@kept\r\nDTSTAMP:"))
        #expect(ics.contains("DTSTART;VALUE=DATE:\(compact(Self.day(2)))\r\nDTEND;VALUE=DATE:\(compact(Self.day(3)))\r\nSUMMARY:Review: 가다\r\n"))
        #expect(ics.contains("DTSTART;VALUE=DATE:\(compact(Self.day(1)))\r\nDTEND;VALUE=DATE:\(compact(Self.day(2)))\r\nSUMMARY:Review: 살다\r\n"))
        #expect(ics.contains("DTSTART;VALUE=DATE:20261101\r\nDTEND;VALUE=DATE:20261102\r\nSUMMARY:Review: 먹다\r\n"))
    }

    /// The same card reviewed on two machines before either syncs: `kept sync` merges without a
    /// conflict copy (each machine appended to its own log) and both reviews count on both.
    @Test func reviewsOnTwoMachinesSyncWithoutConflict() throws {
        let sandbox = try Sandbox(initStore: false)
        let machines = try TwoMachines(in: sandbox)
        let (laptop, desktop) = (machines.laptop, machines.desktop)
        let (atLaptop, atDesktop) = (machines.atLaptop, machines.atDesktop)
        try machines.cloneSharingOneCard(sandbox)

        try sandbox.ok(["review"], env: atLaptop, stdin: "\n3\n")
        try sandbox.ok(["review"], env: atDesktop, stdin: "\n1\n")
        try sandbox.ok(["sync"], env: atLaptop)
        let merged = try sandbox.ok(["sync"], env: atDesktop)
        try sandbox.ok(["sync"], env: atLaptop)

        #expect(!merged.stdout.contains("conflict"), "\(merged)")
        #expect(try sandbox.run(["conflicts"], env: atDesktop).status == 1)
        for store in [laptop, desktop] {
            let logs = try FileManager.default.contentsOfDirectory(atPath: store + "/.kept/reviews").sorted()
            #expect(logs == ["desktop.jsonl", "laptop.jsonl"])
        }
        // Both reviews count, in time order (good, then again): the card lapsed, due tomorrow on both.
        let laptopDue = try sandbox.ok(["cards"], env: atLaptop).stdout
        #expect(laptopDue == "동사 · 1 card, 0 due\n  살다  to live\n")
        #expect(try sandbox.ok(["cards"], env: atDesktop).stdout == laptopDue)
        let next = try sandbox.ok(["review"], env: atDesktop).stdout
        #expect(next == "Nothing is due. Next: 살다 tomorrow (\(Self.day(1))).\n")
        #expect(try sandbox.ok(["review"], env: atLaptop).stdout == next)
    }

    @Test func nothingDueSaysWhenNext() throws {
        let sandbox = try cardSandbox()
        let result = try sandbox.ok(["review", "동사"], stdin: "\n3\n\n3\n")
        #expect(result.status == 0)
        let again = try sandbox.ok(["review", "동사"])
        #expect(again.stdout == "Nothing is due. Next: 살다 tomorrow (\(Self.day(1))).\n")
    }

    /// A real terminal: kept reads single key presses (no Enter), through a pseudo-terminal
    /// driven by python3's `pty` module, which waits for each prompt before typing.
    @Test func anInteractiveSessionOnAPseudoTerminal() throws {
        let sandbox = try cardSandbox()
        let driver = sandbox.root.appendingPathComponent("drive.py")
        try """
            import os, pty, select, sys, time
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(sys.argv[1], sys.argv[1:])
            out = b""
            def read_until(marker):
                global out
                end = time.time() + 20
                while marker not in out:
                    r, _, _ = select.select([fd], [], [], max(0, end - time.time()))
                    if not r:
                        sys.exit("timed out waiting for %r after %r" % (marker, out))
                    out += os.read(fd, 4096)
            for key in sys.stdin.read():
                read_until(b"\\xe2\\x80\\xba " if key in "1234" else b"q stops) ")
                mark = len(out)
                os.write(fd, key.encode())
            while True:
                try:
                    chunk = os.read(fd, 4096)
                except OSError:
                    break
                if not chunk:
                    break
                out += chunk
            _, status = os.waitpid(pid, 0)
            sys.stdout.write(out.decode())
            sys.exit(os.WEXITSTATUS(status))
            """.write(to: driver, atomically: true, encoding: .utf8)

        // A space shows the card, `4` grades it; `x` shows the next, `1`; `q` stops at the third.
        let result = try sandbox.run([driver.path, try KeptBinary.url().path, "review"], stdin: " 4x1q",
                                     executable: URL(fileURLWithPath: "/usr/bin/python3"))

        #expect(result.status == 0, "\(result)")
        let screen = result.stdout.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(screen.contains("[1/4] words · new\n  serendipity\n  (any key shows it, - buries it, u undoes, q stops) \n  finding good things without looking for them\n"))
        #expect(screen.contains("  1 again (1d)  2 hard (1d)  3 good (2d)  4 easy (8d) › 4\n  → next review in 8 days"))
        #expect(screen.contains("[3/4] 동사 · new\n  가다\n  (any key shows it, - buries it, u undoes, q stops) \n\nReviewed 2 cards (again 1, easy 1). 2 still due."))
        // Keys were not echoed (the pty was in raw mode): the prompt line ends right after itself.
        #expect(screen.contains("  눈치\n  (any key shows it, - buries it, u undoes, q stops) \n  # sensing the mood\n"))
        let log = try sandbox.read(".kept/reviews/laptop-1a2b.jsonl").split(separator: "\n")
        #expect(log.count == 2 && log[0].contains("serendip") && log[0].hasSuffix("\"grade\":4}") && log[1].hasSuffix("\"grade\":1}"))
    }

    /// `YYYY-MM-DD` of today plus `days`, in the sandbox's zone (Asia/Seoul).
    static func day(_ days: Int) -> String {
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "Asia/Seoul")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date().addingTimeInterval(Double(days) * 86400))
    }
}
