import Foundation
import ReferenceTools
import Testing

/// Anki packages made to hurt: media names and numbers pointing outside the package, a
/// collection that is no SQLite, a collection that is SQLite but not Anki's. Built by hand
/// with Python's zipfile and sqlite3; nothing may be written outside the store.
@Suite("kept import anki, hostile packages", .tags(.slow), .fullSuiteOnly, .enabled(if: ReferencePython.available, "run `make references`"))
struct AnkiHostileImportTests {
    /// Writes a package at argv[1]: a schema-11 collection with one Basic note whose back
    /// links `img` (argv[3]), the media map argv[2] (JSON), the members argv[4] (JSON: name → text).
    static let builder = """
        import json, sqlite3, sys, tempfile, zipfile, os
        out, media, img, members = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
        decks = json.loads(sys.argv[5]) if len(sys.argv) > 5 else ["Default"]
        db_path = os.path.join(tempfile.mkdtemp(), "c")
        db = sqlite3.connect(db_path)
        db.executescript('''
          create table col (id integer primary key, models text, decks text);
          create table notes (id integer primary key, guid text, mid integer, tags text, flds text);
          create table cards (id integer primary key, nid integer, did integer, ord integer, queue integer);
          create table revlog (id integer primary key, cid integer, ease integer, type integer);
        ''')
        models = {"1": {"name": "Basic", "type": 0, "flds": [{"name": "Front", "ord": 0}, {"name": "Back", "ord": 1}], "tmpls": [{}]}}
        db.execute("insert into col values (1, ?, ?)", (json.dumps(models), json.dumps({str(i + 1): {"name": d} for i, d in enumerate(decks)})))
        for i, _ in enumerate(decks):
            db.execute("insert into notes values (?, ?, 1, '', ?)", (10 + i, "g%d" % (i + 1), "Front\\x1f<img src=\\"%s\\">" % img))
            db.execute("insert into cards values (?, ?, ?, 0, 0)", (20 + i, 10 + i, i + 1))
        db.commit(); db.close()
        with zipfile.ZipFile(out, "w") as z:
            if "collection.anki21" not in members:
                z.write(db_path, "collection.anki21")
            z.writestr("media", media)
            for name, text in members.items():
                z.writestr(name, text)
        """

    static func package(_ sandbox: Sandbox, media: String, img: String, members: [String: String], decks: [String] = ["Default"]) throws -> String {
        let path = sandbox.root.appendingPathComponent("deck.apkg").path
        let json = String(decoding: try JSONSerialization.data(withJSONObject: members), as: UTF8.self)
        let deckJSON = String(decoding: try JSONSerialization.data(withJSONObject: decks), as: UTF8.self)
        _ = try ReferencePython.run(builder, arguments: [path, media, img, json, deckJSON])
        return path
    }

    /// Every file below the sandbox outside the store, to show nothing was written there.
    static func outside(_ sandbox: Sandbox) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: sandbox.root.path)
            .filter { !$0.hasPrefix(sandbox.store.lastPathComponent + "/") && $0 != sandbox.store.lastPathComponent }
            .filter { !$0.hasPrefix("home") && !$0.hasPrefix("data") && !$0.hasPrefix("editors") && $0 != "gitconfig" }
            .sorted()
    }

    @Test func aMediaNameLeavingThePackageIsNamedAndLeftOut() throws {
        let sandbox = try Sandbox()
        let path = try Self.package(sandbox, media: #"{"0": "../../x", "1": "ok.png"}"#, img: "../../x", members: ["0": "evil", "1": "fine"])
        let before = try Self.outside(sandbox)
        let result = try sandbox.ok(["import", "anki", path])
        #expect(result.stdout.contains("media: imported without it: the media file `../../x` is left out: its name holds `/`, `\\`, `..`, a NUL or another control character, or starts with `.`\n"))
        #expect(result.stdout.contains("note g1: imported without it: the media file `../../x` is not in the package"))
        #expect(try Self.outside(sandbox) == before)
        let files = try FileManager.default.subpathsOfDirectory(atPath: sandbox.url("cards").path)
        #expect(files.sorted() == ["default", "default/front.md"])
        // In Korean the places are said in Korean too.
        let korean = try sandbox.ok(["import", "anki", path, "--dry-run"], env: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stdout.contains("미디어 목록: 이것 없이 가져옴: ") && korean.stdout.contains("노트 g1: 이것 없이 가져옴: "), "\(korean.stdout)")
    }

    /// A deck name longer than a folder's name may be: the category's folder is cut to fit,
    /// the category keeps the whole name.
    @Test func aDeckNameTooLongForAFolderIsCut() throws {
        let sandbox = try Sandbox()
        let long = String(repeating: "x", count: 300)
        let path = try Self.package(sandbox, media: "{}", img: "none.png", members: [:], decks: [long])
        let result = try sandbox.ok(["import", "anki", path])
        #expect(result.stdout.contains("imported 1 card entry"), "\(result)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: sandbox.url("cards").path)
        #expect(folders == [String(repeating: "x", count: 200)], "\(folders)")
        #expect(try sandbox.read("cards/\(folders[0])/front.md").contains("category: \(long)\n"))
    }

    /// A write that fails half way (here a file where the second deck's folder goes) takes back
    /// the files already written: nothing is left uncommitted.
    @Test func anImportFailingHalfWayLeavesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("cards/zz", "in the way\n")
        try sandbox.ok(["commit", "-m", "a file named like a deck"])
        let path = try Self.package(sandbox, media: "{}", img: "none.png", members: [:], decks: ["aa", "zz"])
        let result = try sandbox.run(["import", "anki", path])
        #expect(result.status != 0, "\(result)")
        let pending = try sandbox.pending()
        #expect(pending.isEmpty, "\(pending)")
        #expect(!sandbox.exists("cards/aa/front.md"))
        #expect(try sandbox.ok(["check"]).status == 0)
    }

    @Test func aMediaNumberPointingOutsideIsNotRead() throws {
        let sandbox = try Sandbox()
        try Data("the key to everything\n".utf8).write(to: sandbox.root.appendingPathComponent("secret.txt"))
        let path = try Self.package(sandbox, media: #"{"../secret.txt": "photo.png"}"#, img: "photo.png", members: [:])
        let result = try sandbox.ok(["import", "anki", path])
        #expect(result.stdout.contains("media: imported without it: the attachment `../secret.txt`"))
        let files = try FileManager.default.subpathsOfDirectory(atPath: sandbox.url("cards").path)
        #expect(files.sorted() == ["default", "default/front.md"])
        #expect(try !sandbox.read("cards/default/front.md").contains("key to everything"))
    }

    @Test func aCollectionThatIsNoSQLiteIsNamed() throws {
        let sandbox = try Sandbox()
        let path = try Self.package(sandbox, media: "{}", img: "x", members: ["collection.anki21": "hello, I am not a database"])
        let result = try sandbox.run(["import", "anki", path])
        #expect(result.status == 1)
        #expect(result.stderr == "kept: \(path) (collection.anki21): cannot read it as an SQLite database (file is not a database): the package is damaged or not Anki's; export it again in Anki\n")
        #expect(try sandbox.messages() == ["kept: init store"])
    }

    @Test func aDatabaseThatIsNotAnkisIsNamed() throws {
        let sandbox = try Sandbox()
        let path = sandbox.root.appendingPathComponent("other.colpkg").path
        _ = try ReferencePython.run("""
            import sqlite3, sys, zipfile, tempfile, os
            p = os.path.join(tempfile.mkdtemp(), "c"); db = sqlite3.connect(p)
            db.execute("create table t (x)"); db.commit(); db.close()
            with zipfile.ZipFile(sys.argv[1], "w") as z: z.write(p, "collection.anki2")
            """, arguments: [path])
        let result = try sandbox.run(["import", "anki", path])
        #expect(result.status == 1)
        #expect(result.stderr == "kept: \(path) (collection.anki2): not an Anki collection (it lacks Anki's col, notes, cards and revlog tables): give a .apkg or .colpkg exported by Anki\n")
        let empty = sandbox.root.appendingPathComponent("empty.apkg").path
        _ = try ReferencePython.run("import zipfile, sys\nwith zipfile.ZipFile(sys.argv[1], 'w') as z: z.writestr('media', '{}')", arguments: [empty])
        let none = try sandbox.run(["import", "anki", empty])
        #expect(none.stderr == "kept: \(empty): no Anki collection here (collection.anki21b, collection.anki21 or collection.anki2): give a .apkg or .colpkg exported by Anki\n")
    }
}
