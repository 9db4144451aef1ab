import Foundation
import Testing

/// The exact order of `kept list` where it is easy to get subtly wrong: ties (the same date:
/// by path), Korean titles, missing values (last, either way), dates with offsets, numbers,
/// values the sort cannot order (a day and its midnight; one instant in two offsets), with
/// `--reverse` and `--limit`. Pinned from the binary before sorts used integer keys
/// (9fb233d): a faster sort must give the same lines.
@Suite("kept list: exact orders")
struct ListOrderTests {
    static let shared: Result<Sandbox, Error> = Result {
        let sandbox = try Sandbox(shared: true)
        var files: [String: [String]] = [
            "diary/2026/11/2026-11-20-b.md": ["title: 나비", "date: 2026-11-20T08:00", "at: 2026-11-20T08:00:00+09:00", "score: 2"],
            "diary/2026/11/2026-11-20-a.md": ["title: 가을", "date: 2026-11-20T08:00", "at: 2026-11-20T09:00:00+09:00", "score: 10"],
            "diary/2026/11/2026-11-20-c.md": ["title: Apple", "date: 2026-11-20T08:00", "at: 2026-11-20T01:00:00+01:00", "score: -1.5"],
            "diary/2026/11/2026-11-21-d.md": ["title: 다람쥐", "date: 2026-11-21T07:00", "at: 2026-11-19T23:30:00-05:00", "score: 0"],
            "diary/2026/10/2026-10-02-e.md": ["title: apple 10", "date: 2026-10-02", "at: 2026-10-02T12:00:00Z", "score: -0"],
            "diary/2026/10/2026-10-02-f.md": ["title: apple 2", "date: 2026-10-02", "score: 2"],
            "diary/2026/10/2026-10-03-g.md": ["title: 하늘"],
            "diary/2026/10/2026-10-04-h.md": ["title: zebra", "date: 2026-10-04T23:59:59", "at: 2026-10-04T23:00:00+09:00", "score: 1e3"],
            "diary/2026/09/2026-09-30-i.md": ["title: 가", "date: 2026-09-30T12:00", "at: 2026-09-30T12:00:00+09:00", "score: 2.0"],
            "diary/2026/09/2026-09-30-j.md": ["title: 각", "date: 2026-09-30T12:00", "at: 2026-09-30T12:00:00+09:00", "score: 2"],
            "diary/2025/12/2025-12-31-k.md": ["title: ㄱ", "date: 2025-12-31T23:59", "at: 2025-12-31T23:59:00+09:00", "score: -20"],
            "diary/2025/01/2025-01-01-l.md": ["title: Éclair", "date: 2025-01-01T00:01", "at: 2025-01-01T00:01:00+09:00"],
        ]
        // Twenty of one date (ties, and enough for `--limit 2` to take the one-pass way).
        for n in 1...20 {
            let name = String(format: "n%02d", n)
            files["diary/2024/05/2024-05-01-\(name).md"] = [
                "title: \(name)", "date: 2024-05-01T10:00",
                "seen: 2024-05-0\(1 + n % 3)T10:00:00\(n % 2 == 1 ? "+09:00" : "-03:00")",
                n % 4 == 0 ? "due: 2024-05-01T00:00" : "due: 2024-05-01",
            ]
        }
        for (path, lines) in files {
            try sandbox.write(path, "---\n" + lines.joined(separator: "\n") + "\n---\nbody \(path)\n")
        }
        return sandbox
    }

    /// The file names (without folder and `.md`) `kept list diary` gives with `args`.
    func names(_ args: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try Self.shared.get().run(["list", "diary", "--format", "paths"] + args)
        #expect(result.status == 0, "\(result)", sourceLocation: sourceLocation)
        return result.lines.map { ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".md", with: "") }
            .map { $0.replacingOccurrences(of: "2024-05-01-", with: "") }.joined(separator: " ")
    }

    static let tied = (1...20).map { String(format: "n%02d", $0) }.joined(separator: " ")
    static let tiedBackwards = (1...20).reversed().map { String(format: "n%02d", $0) }.joined(separator: " ")

    @Test func byDateTiesGoByPathAndReverseReversesThem() throws {
        let newestFirst = "2026-11-21-d 2026-11-20-a 2026-11-20-b 2026-11-20-c 2026-10-04-h 2026-10-02-e 2026-10-02-f "
            + "2026-09-30-i 2026-09-30-j 2025-12-31-k 2025-01-01-l \(Self.tied) 2026-10-03-g"
        #expect(try names([]) == newestFirst)
        #expect(try names(["--reverse"]) == "2026-10-03-g \(Self.tiedBackwards) 2025-01-01-l 2025-12-31-k 2026-09-30-j "
            + "2026-09-30-i 2026-10-02-f 2026-10-02-e 2026-10-04-h 2026-11-20-c 2026-11-20-b 2026-11-20-a 2026-11-21-d")
        #expect(try names(["--sort", "date", "--reverse"]) == "2026-10-03-g 2026-11-21-d 2026-11-20-c 2026-11-20-b "
            + "2026-11-20-a 2026-10-04-h 2026-10-02-f 2026-10-02-e 2026-09-30-j 2026-09-30-i 2025-12-31-k 2025-01-01-l \(Self.tiedBackwards)")
        #expect(try names(["--limit", "2"]) == "2026-11-21-d 2026-11-20-a")
        #expect(try names(["--limit", "2", "--reverse"]) == "2026-10-03-g n20")
        #expect(try names(["--limit", "3"]) == "2026-11-21-d 2026-11-20-a 2026-11-20-b")
        #expect(try names(["--sort", "date,-title", "--limit", "4"]) == "n20 n19 n18 n17")
    }

    @Test func byTitleKoreanAfterLatinNumbersByValue() throws {
        #expect(try names(["--sort", "title"]) == "2026-11-20-c 2026-10-02-f 2026-10-02-e 2025-01-01-l \(Self.tied) "
            + "2026-10-04-h 2026-09-30-i 2026-09-30-j 2026-11-20-a 2026-11-20-b 2026-11-21-d 2026-10-03-g 2025-12-31-k")
        #expect(try names(["--sort", "-title"]) == "2025-12-31-k 2026-10-03-g 2026-11-21-d 2026-11-20-b 2026-11-20-a "
            + "2026-09-30-j 2026-09-30-i 2026-10-04-h \(Self.tiedBackwards) 2025-01-01-l 2026-10-02-e 2026-10-02-f 2026-11-20-c")
    }

    @Test func datesWithOffsetsByDayThenInstant() throws {
        let seen = "n03 n09 n15 n06 n12 n18 n01 n07 n13 n19 n04 n10 n16 n05 n11 n17 n02 n08 n14 n20"
        #expect(try names(["--sort", "seen"]) == "\(seen) 2025-01-01-l 2025-12-31-k 2026-09-30-i 2026-09-30-j "
            + "2026-10-02-e 2026-10-02-f 2026-10-03-g 2026-10-04-h 2026-11-20-a 2026-11-20-b 2026-11-20-c 2026-11-21-d")
        #expect(try names(["--sort", "-seen", "--limit", "3"]) == "n02 n08 n14")
        #expect(try names(["--sort", "seen,date"]) == "\(seen) 2025-01-01-l 2025-12-31-k 2026-09-30-i 2026-09-30-j "
            + "2026-10-02-e 2026-10-02-f 2026-10-04-h 2026-11-20-a 2026-11-20-b 2026-11-20-c 2026-11-21-d 2026-10-03-g")
        // 09:00+09:00 and 01:00+01:00 of one day are one instant written two ways.
        #expect(try names(["--sort", "at"]) == "2025-01-01-l 2025-12-31-k 2026-09-30-i 2026-09-30-j 2026-10-02-e "
            + "2026-10-04-h 2026-11-21-d 2026-11-20-b 2026-11-20-a 2026-11-20-c \(Self.tied) 2026-10-02-f 2026-10-03-g")
        #expect(try names(["--sort", "-at"]) == "2026-11-20-c 2026-11-20-a 2026-11-20-b 2026-11-21-d 2026-10-04-h "
            + "2026-10-02-e 2026-09-30-i 2026-09-30-j 2025-12-31-k 2025-01-01-l \(Self.tied) 2026-10-02-f 2026-10-03-g")
        // A day and its midnight.
        #expect(try names(["--sort", "due"]) == "\(Self.tied) 2025-01-01-l 2025-12-31-k 2026-09-30-i 2026-09-30-j "
            + "2026-10-02-e 2026-10-02-f 2026-10-03-g 2026-10-04-h 2026-11-20-a 2026-11-20-b 2026-11-20-c 2026-11-21-d")
    }

    @Test func numbersByValueMissingLast() throws {
        #expect(try names(["--sort", "score"]) == "2025-12-31-k 2026-11-20-c 2026-10-02-e 2026-11-21-d 2026-09-30-i "
            + "2026-09-30-j 2026-10-02-f 2026-11-20-b 2026-11-20-a 2026-10-04-h \(Self.tied) 2025-01-01-l 2026-10-03-g")
        #expect(try names(["--sort", "-score"]) == "2026-10-04-h 2026-11-20-a 2026-09-30-i 2026-09-30-j 2026-10-02-f "
            + "2026-11-20-b 2026-10-02-e 2026-11-21-d 2026-11-20-c 2025-12-31-k \(Self.tied) 2025-01-01-l 2026-10-03-g")
        #expect(try names(["--sort", "-score,title"]) == "2026-10-04-h 2026-11-20-a 2026-10-02-f 2026-09-30-i 2026-09-30-j "
            + "2026-11-20-b 2026-10-02-e 2026-11-21-d 2026-11-20-c 2025-12-31-k 2025-01-01-l \(Self.tied) 2026-10-03-g")
        #expect(try names(["--where", "score>=2"]) == "2026-11-20-a 2026-11-20-b 2026-10-04-h 2026-10-02-f 2026-09-30-i 2026-09-30-j")
        #expect(try names(["--from", "2026-10-01", "--to", "2026-10-31"]) == "2026-10-04-h 2026-10-02-e 2026-10-02-f")
    }

    /// Which names are entries, as `hasPrefix(".")` and `hasSuffix(".md")` say it by
    /// characters (the walk tests bytes, and characters where they could differ).
    @Test func entryNamesAsCharactersSay() throws {
        let sandbox = try Sandbox()
        for name in ["첫눈.md", ".hidden.md", "notes.txt", "a\u{0600}.md", ".\u{301}x.md", "b.md\u{301}", "c.md", ".md", "x.MD", "가.md"] {
            try sandbox.write("diary/2026/11/\(name)", "---\ntitle: t\ndate: 2026-11-01\n---\n")
        }
        let result = try sandbox.run(["list", "diary", "--format", "paths"])
        #expect(result.status == 0, "\(result)")
        #expect(result.lines == ["diary/2026/11/.\u{301}x.md", "diary/2026/11/c.md", "diary/2026/11/가.md", "diary/2026/11/첫눈.md"])
    }
}
