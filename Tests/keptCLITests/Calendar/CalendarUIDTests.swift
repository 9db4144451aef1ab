import Foundation
import ReferenceTools
import Testing

/// `kept export --to ics`: an event's UID follows its entry through `kept mv`, a new category,
/// a new date, `kept restore` and a sync between two machines, for fridge items, diary entries
/// and cards, made with an id (new entries) or without one (written before ids, committed,
/// then moved). Every export is read by Python's `icalendar` (the reference environment),
/// which must find a valid calendar: CRLF lines of at most 75 octets, every VEVENT with a UID
/// and a UTC DTSTAMP, no UID twice.
@Suite("calendar UIDs follow the event", .enabled(if: ReferencePython.available), .tags(.slow), .fullSuiteOnly)
struct CalendarUIDTests {
    /// Validates an .ics file with icalendar and returns its events (uid, summary, start).
    static let reader = """
        import datetime, json, sys
        import icalendar
        data = open(sys.argv[1], 'rb').read()
        lines = data.split(b'\\r\\n')
        assert lines[-1] == b'', 'the last line ends with CRLF'
        for line in lines:
            assert b'\\n' not in line and b'\\r' not in line, ('a bare line break', line)
            assert len(line) <= 75, ('a line longer than 75 octets', line)
        cal = icalendar.Calendar.from_ical(data)
        cal.validate()
        assert not cal.errors, cal.errors
        events = []
        for e in cal.walk('VEVENT'):
            assert not e.errors, e.errors
            assert 'UID' in e and str(e['UID']), 'a VEVENT without UID'
            stamp = e.decoded('DTSTAMP')
            assert isinstance(stamp, datetime.datetime) and stamp.utcoffset() == datetime.timedelta(0), stamp
            events.append({'uid': str(e['UID']), 'summary': str(e['SUMMARY']), 'start': e.decoded('DTSTART').isoformat()})
        uids = [e['uid'] for e in events]
        assert len(set(uids)) == len(uids), ('a UID twice', uids)
        print(json.dumps(events, ensure_ascii=False))
        """

    struct Event: Decodable, Equatable { let uid: String, summary: String, start: String }

    /// The events of `kind` as `kept export KIND --to ics` writes them, read by icalendar.
    static func events(_ sandbox: Sandbox, _ kind: String, env: [String: String?] = [:]) throws -> [Event] {
        let file = sandbox.root.appendingPathComponent("\(kind)-\(UUID().uuidString.prefix(6)).ics")
        try sandbox.ok(["export", kind, "--to", "ics", "-o", file.path], env: env)
        let output = try ReferencePython.run(reader, arguments: [file.path])
        return try JSONDecoder().decode([Event].self, from: output)
    }

    /// The one event of `kind` whose summary contains `title`.
    static func uid(_ sandbox: Sandbox, _ kind: String, _ title: String, env: [String: String?] = [:],
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let found = try events(sandbox, kind, env: env).filter { $0.summary.contains(title) }
        try #require(found.count == 1, "one event for \(title): \(found)", sourceLocation: sourceLocation)
        return found[0].uid
    }

    /// The front matter of `text` read by PyYAML and ruamel.yaml: each one's `id`, as text.
    static func idsReadByYAML(_ text: String) throws -> [String] {
        let script = """
            import json, sys, yaml
            from ruamel.yaml import YAML
            text = sys.stdin.read()
            front = text.split('---\\n')[1]
            a = yaml.safe_load(front)['id']
            b = YAML(typ='safe', pure=True).load(front)['id']
            assert isinstance(a, str) and isinstance(b, str), (a, b)
            print(json.dumps([a, b]))
            """
        return try JSONDecoder().decode([String].self, from: try ReferencePython.run(script, input: Data(text.utf8)))
    }

    /// What each kind's entry goes through; each step must leave its UID as it was.
    static let steps: [(kind: String, title: String, moved: String, steps: [[String]])] = [
        ("fridge", "김치", "묵은지", [["set", "묵은지", "category=반찬"], ["set", "묵은지", "expires=2027-01-05"]]),
        ("diary", "첫눈", "함박눈", [["set", "함박눈", "date=2026-11-23"], ["set", "함박눈", "mood=happy"]]),
        ("card", "살다", "살아가다", [["set", "살아가다", "category=용언"], ["set", "살아가다", "created=2026-10-01"]]),
    ]

    /// Moves, refiles, redates and restores each kind's entry, checking its UID after each.
    static func followEachKind(_ sandbox: Sandbox, restoreTo revision: String?) throws {
        for item in steps {
            let before = try uid(sandbox, item.kind, item.title)
            try sandbox.ok(["mv", item.title, item.moved])
            #expect(try uid(sandbox, item.kind, item.moved) == before, "\(item.kind): kept mv")
            for step in item.steps {
                try sandbox.ok(step)
                #expect(try uid(sandbox, item.kind, item.moved) == before, "\(item.kind): kept \(step.joined(separator: " "))")
            }
            try sandbox.ok(["restore", item.moved] + (revision.map { ["--at", $0] } ?? []))
            let title = revision == nil ? item.moved : item.title
            #expect(try uid(sandbox, item.kind, title) == before, "\(item.kind): kept restore")
        }
    }

    @Test func newEntriesKeepTheirIDAndUID() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["fridge", "add", "김치", "--expires", "2026-12-20"])
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2026-11-22", "--no-edit"])
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"])
        // Each was made with an id, which YAML readers take as the text kept's UID is made of.
        for (kind, path, title) in [("fridge", "fridge/other/김치.md", "김치"), ("diary", "diary/2026/11/2026-11-22-첫눈.md", "첫눈"),
                                    ("card", "cards/동사/살다.md", "살다")] {
            let ids = try Self.idsReadByYAML(try sandbox.read(path))
            #expect(ids[0] == ids[1] && ids[0].count == 8, "\(path): \(ids)")
            #expect(try Self.uid(sandbox, kind, title) == ids[0] + "@kept", "\(path)")
        }
        try Self.followEachKind(sandbox, restoreTo: nil)
        #expect(try sandbox.run(["check"]).status == 0)
    }

    @Test func entriesWrittenWithoutAnIDKeepTheUIDTheirPathGaveThem() throws {
        let sandbox = try Sandbox()
        let old = [
            "fridge/other/김치.md": "---\ntitle: 김치\ncategory: other\npurchased: 2026-11-01\nexpires: 2026-12-20\nquantity: 1\nstatus: stocked\n---\n",
            "fridge/other/두부.md": "---\ntitle: 두부\ncategory: other\nexpires: 2026-12-01\n---\n",
            "diary/2026/11/2026-11-22-첫눈.md": "---\ntitle: 첫눈\ndate: 2026-11-22\n---\n눈이 왔다.\n",
            "diary/2026/11/2026-11-02-비.md": "---\ntitle: 비\ndate: 2026-11-02\n---\n",
            "cards/동사/살다.md": "---\ntitle: 살다\ncategory: 동사\ncreated: 2026-11-01\n---\nto live\n",
            "cards/동사/먹다.md": "---\ntitle: 먹다\ncategory: 동사\ncreated: 2026-11-01\n---\nto eat\n",
        ]
        for (path, text) in old { try sandbox.write(path, text) }
        try sandbox.ok(["commit"])
        let first = try #require(try sandbox.history().first).id.hex
        let untouched = try [("fridge", "두부"), ("diary", "비"), ("card", "먹다")].map { try Self.uid(sandbox, $0.0, $0.1) }

        try Self.followEachKind(sandbox, restoreTo: first)

        // The moved ones now carry the id their UID came from; the others were not rewritten.
        #expect(try sandbox.read("fridge/반찬/묵은지.md").contains("\nid: fridge-"))
        for path in ["fridge/other/두부.md", "diary/2026/11/2026-11-02-비.md", "cards/동사/먹다.md"] {
            #expect(try sandbox.read(path) == old[path], "\(path) is left as it was")
        }
        #expect(try [("fridge", "두부"), ("diary", "비"), ("card", "먹다")].map { try Self.uid(sandbox, $0.0, $0.1) } == untouched)
        #expect(try sandbox.run(["check"]).status == 0)
    }

    @Test func aCardWithoutAnIDKeepsItsUIDWhenFirstReviewed() throws {
        let sandbox = try Sandbox()
        try sandbox.write("cards/동사/살다.md", "---\ntitle: 살다\ncategory: 동사\ncreated: 2026-11-01\n---\nto live\n")
        try sandbox.ok(["commit"])
        let before = try Self.uid(sandbox, "card", "살다")
        try sandbox.ok(["review", "--limit", "1"], stdin: "\n3\n")
        #expect(try sandbox.read("cards/동사/살다.md").contains("\nid: card-"), "the review gave it the id its UID came from")
        #expect(try Self.uid(sandbox, "card", "살다") == before)
    }

    @Test func twoMachinesMovingAndEditingTheSameEntriesKeepEveryUID() throws {
        let sandbox = try Sandbox(initStore: false)
        let machines = try TwoMachines(in: sandbox)
        let (laptop, desktop) = (machines.atLaptop, machines.atDesktop)
        try sandbox.ok(["clone", machines.remote, machines.laptop])
        for (path, text) in ["fridge/other/김치.md": "---\ntitle: 김치\ncategory: other\nexpires: 2026-12-20\nquantity: 1\n---\n",
                             "diary/2026/11/2026-11-22-첫눈.md": "---\ntitle: 첫눈\ndate: 2026-11-22\n---\n눈이 왔다.\n"] {
            let url = URL(fileURLWithPath: machines.laptop + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try sandbox.ok(["commit"], env: laptop)
        try sandbox.ok(["fridge", "add", "우유", "--expires", "2026-12-01"], env: laptop)
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"], env: laptop)
        try sandbox.ok(["sync"], env: laptop)
        try sandbox.ok(["clone", machines.remote, machines.desktop])
        let uids = try ["fridge", "diary", "card"].map { kind in Set(try Self.events(sandbox, kind, env: laptop).map(\.uid)) }

        // Both machines move the old item; one moves, the other edits the rest.
        try sandbox.ok(["mv", "김치", "묵은지"], env: laptop)
        try sandbox.ok(["set", "김치", "category=반찬"], env: desktop)
        try sandbox.ok(["set", "첫눈", "date=2026-11-23"], env: laptop)
        try sandbox.ok(["set", "첫눈", "mood=happy"], env: desktop)
        try sandbox.ok(["set", "우유", "quantity=2"], env: laptop)
        try sandbox.ok(["set", "우유", "category=유제품"], env: desktop)
        try sandbox.ok(["mv", "살다", "살아가다"], env: laptop)
        try sandbox.ok(["set", "살다", "category=용언"], env: desktop)
        for env in [laptop, desktop, laptop] {
            let synced = try sandbox.run(["sync"], env: env)
            #expect(synced.status == 0, "\(synced)")
        }
        // The old item was moved on both machines: one file (the name of the machine that merged).
        let fridge = try FileManager.default.subpathsOfDirectory(atPath: machines.desktop + "/fridge").filter { $0.hasSuffix(".md") }.sorted()
        #expect(fridge == ["반찬/김치.md", "유제품/우유.md"], "\(fridge)")

        for env in [laptop, desktop] {
            let now = try ["fridge", "diary", "card"].map { kind in Set(try Self.events(sandbox, kind, env: env).map(\.uid)) }
            #expect(now == uids, "\(env): every event keeps its UID, none is doubled")
        }
    }

    @Test func aCopiedFileSharesItsIDUntilTheCopyIsEmptied() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["fridge", "add", "김치", "--expires", "2026-12-20"])
        try sandbox.write("fridge/other/김치 2.md", try sandbox.read("fridge/other/김치.md"))
        let check = try sandbox.run(["check"])
        #expect(check.status != 0 && check.stdout.contains("fridge/other/김치 2.md, fridge/other/김치.md share the id"), "\(check)")
        // Meanwhile the export stays valid: the second of the two is known by its path.
        #expect(try Self.events(sandbox, "fridge").count == 2)
        // A sync's conflict copy is the other machine's version of the same event: left out.
        try sandbox.write("fridge/other/김치.conflict-desktop-20261122.md", try sandbox.read("fridge/other/김치.md"))
        #expect(try Self.events(sandbox, "fridge").count == 2)
        try FileManager.default.removeItem(at: sandbox.url("fridge/other/김치.conflict-desktop-20261122.md"))
        try sandbox.ok(["set", "fridge/other/김치 2.md", "id="])
        #expect(try sandbox.run(["check"]).status == 0)
        #expect(try Self.events(sandbox, "fridge").count == 2)
    }
}
