import Foundation
import ReferenceTools
import Testing

/// No symbolic link inside the store is followed (issue 27): `.kept` itself, its files and
/// folders, the kinds' folders and entries, whether the link leads outside or inside. Each
/// command refuses naming the link, writes nothing outside the store, and `kept check` names
/// every link truthfully. Output paths are checked after their links are resolved. Real
/// links, the built binary.
@Suite("no link followed inside the store", .tags(.slow), .fullSuiteOnly)
struct LinkTests {
    /// A folder beside the store holding a file (`victim`) and a folder (`folder`) that links
    /// point to, whose contents are compared before and after.
    struct Outside {
        let root: String
        var victim: String { root + "/victim" }
        var folder: String { root + "/folder" }

        init(_ sandbox: Sandbox) throws {
            root = sandbox.root.appendingPathComponent("outside").path
            try FileManager.default.createDirectory(atPath: root + "/folder", withIntermediateDirectories: true)
            try "IMPORTANT USER DATA (e.g. ~/.bashrc)\n".write(toFile: root + "/victim", atomically: true, encoding: .utf8)
        }

        /// Every file under it and HOME with its bytes: what must not change.
        func snapshot(_ sandbox: Sandbox) -> [String: Data] {
            var files: [String: Data] = [:]
            for base in [root, sandbox.home.path] {
                guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
                while let item = walker.nextObject() as? String {
                    let path = base + "/" + item
                    files[path] = FileManager.default.contents(atPath: path) ?? Data()
                }
            }
            return files
        }
    }

    static func link(_ sandbox: Sandbox, _ relative: String, to target: String) throws {
        let path = sandbox.url(relative).path
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    // MARK: hostile case 01

    /// `.kept/state/lock` a link to a file outside: the next writer used to write its record
    /// into that file and empty it.
    @Test func aLockLinkLeavesTheOutsideFileAsItWas() throws {
        let sandbox = try Sandbox()
        let outside = try Outside(sandbox)
        try sandbox.ok(["new", "diary", "a", "--date", "2026-01-01", "--body", "b", "--no-edit"])
        try Self.link(sandbox, ".kept/state/lock", to: outside.victim)
        let before = outside.snapshot(sandbox)
        let refused = try sandbox.run(["new", "diary", "b", "--date", "2026-01-02", "--body", "b", "--no-edit"])
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stderr.contains("goes through the symbolic link .kept/state/lock → \(outside.victim)"), "\(refused)")
        #expect(refused.stderr.contains("replace the link with the real folder or file"), "\(refused)")
        #expect(outside.snapshot(sandbox) == before)
        #expect(try String(contentsOfFile: outside.victim, encoding: .utf8) == "IMPORTANT USER DATA (e.g. ~/.bashrc)\n")
        let check = try sandbox.run(["check"])
        #expect(check.stdout.contains(".kept/state/lock: a symbolic link to \(outside.victim), outside the store; kept neither reads nor writes through it"), "\(check)")
        #expect(outside.snapshot(sandbox) == before)
        // Replaced by the real file as the message says: writers work again.
        try FileManager.default.removeItem(atPath: sandbox.url(".kept/state/lock").path)
        try sandbox.ok(["new", "diary", "b", "--date", "2026-01-02", "--body", "b", "--no-edit"])
    }

    // MARK: hostile case 06

    @Test func aTemplateLinkIsNotReadThrough() throws {
        let sandbox = try Sandbox()
        let outside = try Outside(sandbox)
        let template = outside.root + "/tpl.md"
        try "---\nkept:\n  path: leak/{{slug}}.md\ntitle: {{title}}\n---\nTEXT READ FROM OUTSIDE THE STORE\n".write(
            toFile: template, atomically: true, encoding: .utf8)
        try Self.link(sandbox, ".kept/templates/leak.md", to: template)
        let new = try sandbox.run(["new", "leak", "t", "--no-edit"])
        #expect(new.status == 1, "\(new)")
        #expect(new.stderr.contains(".kept/templates/leak.md"), "\(new)")
        #expect(!sandbox.exists("leak/t.md"))
        let check = try sandbox.run(["check"])
        #expect(check.stdout.contains("goes through the symbolic link .kept/templates/leak.md → \(template)"), "\(check)")
        #expect(check.stdout.contains(".kept/templates/leak.md: a symbolic link to \(template), outside the store; kept neither reads nor writes through it"), "\(check)")
    }

    @Test func aConfigLinkIsNotReadThrough() throws {
        let sandbox = try Sandbox()
        let outside = try Outside(sandbox)
        try "ui:\n  language: ko\n".write(toFile: outside.root + "/cfg.yaml", atomically: true, encoding: .utf8)
        try Self.link(sandbox, ".kept/config.yaml", to: outside.root + "/cfg.yaml")
        let before = outside.snapshot(sandbox)
        let show = try sandbox.run(["show", "nothing"])
        #expect(!show.stderr.contains("항목"), "the outside config's language was used: \(show)")
        // A command that needs the settings is refused, naming the link.
        let remind = try sandbox.run(["report"])
        #expect(remind.status != 0, "\(remind)")
        #expect(remind.stderr.contains(".kept/config.yaml"), "\(remind)")
        let check = try sandbox.run(["check"])
        #expect(check.stdout.contains(".kept/config.yaml: a symbolic link to \(outside.root)/cfg.yaml, outside the store; kept neither reads nor writes through it"), "\(check)")
        #expect(outside.snapshot(sandbox) == before)
    }

    @Test func theKeptFolderAsALinkIsRefusedWhole() throws {
        let sandbox = try Sandbox()
        let outside = try Outside(sandbox)
        let moved = outside.root + "/dotkept"
        try FileManager.default.moveItem(atPath: sandbox.url(".kept").path, toPath: moved)
        try? FileManager.default.removeItem(atPath: moved + "/state")
        try? FileManager.default.removeItem(atPath: moved + "/cache")
        try FileManager.default.createSymbolicLink(atPath: sandbox.url(".kept").path, withDestinationPath: moved)
        let before = outside.snapshot(sandbox)
        for args in [["new", "diary", "x", "--date", "2026-01-01", "--body", "b", "--no-edit"], ["list"], ["check"], ["search", "b"]] {
            let result = try sandbox.run(args)
            #expect(result.status != 0, "\(args): \(result)")
            #expect(result.stderr.contains("goes through the symbolic link .kept → \(moved)"), "\(args): \(result)")
        }
        #expect(outside.snapshot(sandbox) == before, "nothing written in the linked .kept")
    }

    // MARK: hostile case 15 (the local link; a remote's is refused by the sync gate)

    @Test func aReviewsLinkGetsNoReviewLog() throws {
        let sandbox = try Sandbox()
        let outside = try Outside(sandbox)
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"])
        try Self.link(sandbox, ".kept/reviews", to: outside.folder)
        let before = outside.snapshot(sandbox)
        let review = try sandbox.run(["review"], stdin: "\n3\n")
        #expect(review.stderr.contains("goes through the symbolic link .kept/reviews → \(outside.folder)"), "\(review)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.folder).isEmpty)
        #expect(outside.snapshot(sandbox) == before)
        let check = try sandbox.run(["check"])
        #expect(check.stdout.contains(".kept/reviews: a symbolic link to \(outside.folder), outside the store; kept neither reads nor writes through it"), "\(check)")
    }

    @Test func aDraftsLinkGetsNoPrivateText() throws {
        let sandbox = try Sandbox()
        let outside = try Outside(sandbox)
        try sandbox.ok(["new", "diary", "d", "--date", "2026-01-01", "--body", "x", "--no-edit"])
        try Self.link(sandbox, ".kept/state/drafts", to: outside.folder)
        let editor = try sandbox.editor("failing", "echo 'MY PRIVATE TEXT' >> \"$1\"; exit 1")
        let edit = try sandbox.run(["edit", "d"], env: ["KEPT_EDITOR": editor])
        #expect(edit.status != 0, "\(edit)")
        #expect(edit.stderr.contains("goes through the symbolic link .kept/state/drafts → \(outside.folder)"), "\(edit)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.folder).isEmpty, "a draft was written outside")
        let check = try sandbox.run(["check"])
        #expect(check.stdout.contains(".kept/state/drafts: a symbolic link to \(outside.folder), outside the store"), "\(check)")
    }

    // MARK: hostile case 12

    @Test func anOutputThroughAFolderLinkIntoTheStoreIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "a", "--date", "2026-01-01", "--body", "b", "--no-edit"])
        let config = try Data(contentsOf: sandbox.url(".git/config"))
        let links = sandbox.home.appendingPathComponent("links")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: links.path + "/g", withDestinationPath: sandbox.url(".git").path)
        for args in [["export", "--to", "text", "-o", links.path + "/g/config"], ["export", "--to", "html", "-o", links.path + "/g/config"],
                     ["report", "-o", links.path + "/g/config"]] {
            let result = try sandbox.run(args)
            #expect(result.status == 1, "\(args): \(result)")
            #expect(result.stderr.contains("-o \(links.path)/g/config is inside the store (\(sandbox.store.path))"), "\(args): \(result)")
        }
        #expect(try Data(contentsOf: sandbox.url(".git/config")) == config)
        try sandbox.ok(["new", "diary", "b", "--date", "2026-01-02", "--body", "b", "--no-edit"])
        // A link to a folder outside the store is an ordinary output folder.
        try FileManager.default.createSymbolicLink(atPath: links.path + "/out", withDestinationPath: sandbox.root.path)
        try sandbox.ok(["export", "--to", "text", "-o", links.path + "/out/all.txt"])
        #expect(FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("all.txt").path))
    }

    // MARK: hostile case 09

    /// Temporary files of killed readers (the index cache of a `kept list`) are removed by the
    /// next writer, as `kept check` says; one beside an entry with no killed writer to finish
    /// is said to stay.
    @Test func aKilledReadersTemporaryFileIsRemovedByTheNextWriter() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "a", "--date", "2026-01-01", "--body", "b", "--no-edit"])
        try sandbox.ok(["list"])
        // pid 99999999 is above any pid_max: a process that is gone.
        let cache = sandbox.url(".kept/cache/.index.kept-99999999.tmp").path
        let search = sandbox.url(".kept/state/.recent-searches.kept-99999999.tmp").path
        let beside = sandbox.url("diary/2026/01/.2026-01-01-a.md.kept-99999999.tmp").path
        for file in [cache, search, beside] { try "half\n".write(toFile: file, atomically: false, encoding: .utf8) }
        let check = try sandbox.run(["check"])
        #expect(check.stderr.contains("2 temporary files of an interrupted write (.kept/cache/.index.kept-99999999.tmp, .kept/state/.recent-searches.kept-99999999.tmp); the next kept command that changes something removes them"), "\(check)")
        #expect(check.stderr.contains("1 temporary file of a kept that is gone (diary/2026/01/.2026-01-01-a.md.kept-99999999.tmp); no kept command removes it"), "\(check)")
        try sandbox.ok(["new", "diary", "after", "--date", "2026-02-01", "--body", "b", "--no-edit"])
        #expect(!FileManager.default.fileExists(atPath: cache))
        #expect(!FileManager.default.fileExists(atPath: search))
        let again = try sandbox.run(["check"])
        #expect(!again.stderr.contains("interrupted write"), "\(again)")
    }

    // MARK: the matrix

    /// Where a link is put, and where it points.
    enum Placement: String, CaseIterable, Sendable {
        case state = ".kept/state", lock = ".kept/state/lock", cache = ".kept/cache", template = ".kept/templates/diary.md",
             config = ".kept/config.yaml", kind = "diary", year = "diary/2026", entry = "diary/2026/01/2026-01-01-a.md",
             dangling = "diary/2026/01/2026-01-03-gone.md", inside = "diary/2026/01/2026-01-04-twin.md",
             insideFolder = "diary/2025"
    }

    @Test(arguments: Placement.allCases)
    func noCommandReadsOrWritesThroughALink(_ placement: Placement) throws {
        let sandbox = try Sandbox()
        let outside = try Outside(sandbox)
        try sandbox.ok(["new", "diary", "a", "--date", "2026-01-01", "--body", "original", "--no-edit"])
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"])
        let real = sandbox.url(placement.rawValue).path
        // The outside twin of what the link replaces: a folder holds an entry-looking file.
        let target: String
        switch placement {
        case .state, .cache, .kind, .year:
            target = outside.folder
            try "---\ntitle: SECRET\ndate: 2026-01-01\n---\nSECRET BODY\n".write(toFile: outside.folder + "/secret.md", atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(atPath: outside.folder + "/01", withIntermediateDirectories: true)
            try "---\ntitle: SECRET\ndate: 2026-01-01\n---\nSECRET BODY\n".write(toFile: outside.folder + "/01/2026-01-01-a.md", atomically: true, encoding: .utf8)
            if placement == .kind || placement == .year { try FileManager.default.moveItem(atPath: real, toPath: sandbox.root.path + "/moved") }
            else { try? FileManager.default.removeItem(atPath: real) }
        case .dangling:
            target = outside.root + "/nothing-here.md"
        case .inside:
            target = "2026-01-01-a.md"
        case .insideFolder:
            target = "2026"
        default:
            target = outside.victim
            try "---\ntitle: SECRET\ndate: 2026-01-01\n---\nSECRET BODY\n".write(toFile: outside.victim, atomically: true, encoding: .utf8)
            try? FileManager.default.removeItem(atPath: real)
        }
        try Self.link(sandbox, placement.rawValue, to: target)
        let before = outside.snapshot(sandbox)
        let sed = try sandbox.editor("sed", "sed -i 's/original/edited/' \"$1\"")
        let commands: [[String]] = [
            ["new", "diary", "n", "--date", "2026-01-02", "--body", "new", "--no-edit"],
            ["edit", "2026-01-01"], ["set", "2026-01-01", "mood=x"], ["list", "--body"], ["search", "SECRET"],
            ["show", "2026-01-01"], ["review"], ["export", "--to", "json"], ["check"],
        ]
        var rows: [String] = []
        for args in commands {
            let result = try sandbox.run(args, env: ["KEPT_EDITOR": sed, "EDITOR": sed], stdin: "\n3\n")
            let said = result.stdout + result.stderr
            #expect(!said.contains("SECRET BODY") && !said.contains("title: SECRET") && !said.contains("secret.md"), "kept \(args) with \(placement.rawValue) a link: \(result)")
            #expect(outside.snapshot(sandbox) == before, "kept \(args) with \(placement.rawValue) a link wrote outside: \(result)")
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: real)) == target,
                    "kept \(args) replaced the link \(placement.rawValue)")
            // A refusal names the link; an entry behind a link is no entry (the walk lists
            // none), which `kept check` names.
            if result.status != 0 && args != ["check"] && args != ["search", "SECRET"] {
                #expect(said.contains(placement.rawValue) || said.contains("no entry matches"), "kept \(args) failed without naming the link: \(result)")
            }
            rows.append("\(args[0]):\(result.status)")
        }
        let check = try sandbox.run(["check"])
        #expect(check.stdout.contains("\(placement.rawValue): a symbolic link to \(target)"), "\(check)")
        print("matrix \(placement.rawValue): \(rows.joined(separator: " "))")
    }
}
