import Foundation
import ReferenceTools
import Testing

/// Packages in Anki's current format made to hurt: media names leaving the package in the
/// protobuf list, a few kilobytes of zstd unpacking to far more than the list says, a file
/// whose SHA-1 is not the list's, a format version from the future, members that are not zstd
/// or not protobuf, and no `zstd` at all. Built with Python (sqlite3, the `anki` library's
/// protobuf messages) and Debian's `zstd`; nothing may be written outside the store.
@Suite("kept import anki, hostile current packages", .tags(.slow), .fullSuiteOnly,
       .enabled(if: AnkiLibrary.available && AnkiLibrary.zstd, "needs `anki` in the reference environment (make references) and zstd"))
struct AnkiCurrentHostileImportTests {
    /// Writes a package at argv[1] from the JSON spec argv[2]: a schema-18 collection with one
    /// Basic note in the deck `Korean::Verbs` whose back shows each of `img`; `media`, a list of
    /// {name, text or zeros, size?, sha1?}; `meta` a version; `zstd` members compressed from
    /// the bytes given, `raw` members written as given.
    static let builder = """
        import base64, hashlib, json, os, sqlite3, subprocess, sys, tempfile, zipfile
        from anki import import_export_pb2 as ie
        out, spec = sys.argv[1], json.loads(sys.argv[2])
        def zstd(data):
            return subprocess.run(["zstd", "-q", "-c"], input=data, capture_output=True, check=True).stdout
        db_path = os.path.join(tempfile.mkdtemp(), "c")
        db = sqlite3.connect(db_path)
        db.executescript('''
          create table col (id integer primary key, models text, decks text);
          create table notes (id integer primary key, guid text, mid integer, tags text, flds text);
          create table cards (id integer primary key, nid integer, did integer, ord integer, queue integer);
          create table revlog (id integer primary key, cid integer, ease integer, type integer);
          create table notetypes (id integer primary key, name text, config blob);
          create table fields (ntid integer, ord integer, name text, config blob);
          create table templates (ntid integer, ord integer, name text, config blob);
          create table decks (id integer primary key, name text, common blob, kind blob);
        ''')
        db.execute("insert into col values (1, '', '')")
        db.execute("insert into notetypes values (1, 'Basic', ?)", (base64.b64decode(spec.get("config", "")),))
        db.executemany("insert into fields values (1, ?, ?, x'')", [(0, "Front"), (1, "Back")])
        db.execute("insert into templates values (1, 0, 'Card 1', x'')")
        db.execute("insert into decks values (1, ?, x'', x'')", ("Korean\\x1fVerbs",))
        back = "".join('<img src="%s">' % name for name in spec.get("img", []))
        db.execute("insert into notes values (10, 'g1', 1, '', ?)", ("Front\\x1f" + back,))
        db.execute("insert into cards values (20, 10, 1, 0, 0)")
        db.commit(); db.close()
        members = {"meta": ie.PackageMetadata(version=spec.get("meta", 3)).SerializeToString(),
                   "collection.anki21b": zstd(open(db_path, "rb").read())}
        entries = ie.MediaEntries()
        for number, media in enumerate(spec.get("media", [])):
            data = b"\\0" * media["zeros"] if "zeros" in media else media["text"].encode()
            sha1 = bytes.fromhex(media["sha1"]) if "sha1" in media else hashlib.sha1(data).digest()
            entries.entries.add(name=media["name"], size=media.get("size", len(data)), sha1=sha1)
            members[str(number)] = zstd(data)
        members["media"] = zstd(entries.SerializeToString())
        for name, b64 in spec.get("zstd", {}).items():
            members[name] = zstd(base64.b64decode(b64))
        for name, b64 in spec.get("raw", {}).items():
            members[name] = base64.b64decode(b64)
        with zipfile.ZipFile(out, "w") as z:
            for name, data in members.items():
                z.writestr(name, data)
        """

    static func package(_ sandbox: Sandbox, _ spec: [String: Any]) throws -> String {
        let path = sandbox.root.appendingPathComponent("deck.apkg").path
        let json = String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self)
        _ = try ReferencePython.run(Self.builder, arguments: [path, json], environment: ["PATH": "/usr/bin:/bin"])
        return path
    }

    @Test func mediaNamesLeavingThePackageAreNamedAndLeftOut() throws {
        let sandbox = try Sandbox()
        let hostile = ["../x", "/etc/x", ".git/hooks/x"]
        let path = try Self.package(sandbox, ["media": (hostile + ["ok.png"]).map { ["name": $0, "text": "evil \($0)"] },
                                              "img": hostile + ["ok.png"]])
        let before = try AnkiHostileImportTests.outside(sandbox)
        let result = try sandbox.ok(["import", "anki", path])
        for name in hostile {
            #expect(result.stdout.contains("media: imported without it: the media file `\(name)` is left out: its name holds `/`, `\\`, `..`, a NUL or another control character, or starts with `.`\n"))
            #expect(result.stdout.contains("note g1: imported without it: the media file `\(name)` is not in the package"))
        }
        #expect(try AnkiHostileImportTests.outside(sandbox) == before)
        #expect(!sandbox.exists(".git/hooks/x"))
        // The deck's levels, parted by U+001F in schema 18, are the category's.
        let files = try FileManager.default.subpathsOfDirectory(atPath: sandbox.url("cards").path).sorted()
        #expect(files == ["korean-verbs", "korean-verbs/front", "korean-verbs/front.md", "korean-verbs/front/ok.png"])
        #expect(try sandbox.read("cards/korean-verbs/front/ok.png") == "evil ok.png")
        #expect(try sandbox.read("cards/korean-verbs/front.md").contains("category: Korean-Verbs\n"))
    }

    /// 50 MB of zeros is a few kilobytes of zstd: unpacking stops past the size the list gives.
    @Test func aMediaFileUnpackingPastItsSizeIsLeftOut() throws {
        let sandbox = try Sandbox()
        let path = try Self.package(sandbox, ["media": [["name": "bomb.png", "zeros": 50_000_000, "size": 10]], "img": ["bomb.png"]])
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        #expect(size < 100_000)
        let result = try sandbox.ok(["import", "anki", path])
        #expect(result.stdout.contains("note g1: imported without it: the media file `bomb.png` unpacks to more than the 10 bytes the package's media list gives it: left out\n"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: sandbox.url("cards").path).sorted() == ["korean-verbs", "korean-verbs/front.md"])
    }

    /// Nine files each promising 4 GiB (a few bytes each, so each is refused as unlike its
    /// listing): past 32 GiB in all the package is refused before zstd runs again.
    @Test func mediaPromisingMoreThanAnyCollectionHoldsIsRefused() throws {
        let sandbox = try Sandbox()
        let names = (1...9).map { "big\($0).mp4" }
        let path = try Self.package(sandbox, ["media": names.map { ["name": $0, "text": "x", "size": 4_294_967_295] }, "img": names])
        let result = try sandbox.run(["import", "anki", path])
        #expect(result.status == 1)
        #expect(result.stderr == "kept: \(path) (media): it unpacks to more than 32768 MB, more than any Anki collection holds: the package is damaged or made to fill the disk; nothing was imported\n")
        #expect(try sandbox.messages() == ["kept: init store"])
        #expect(!sandbox.exists("cards"))
    }

    @Test func aMediaFileUnlikeItsListingIsLeftOut() throws {
        let sandbox = try Sandbox()
        let path = try Self.package(sandbox, ["media": [["name": "a.png", "text": "abc", "sha1": String(repeating: "00", count: 20)],
                                                        ["name": "b.png", "text": "abc", "size": 4]],
                                              "img": ["a.png", "b.png"]])
        let result = try sandbox.ok(["import", "anki", path])
        #expect(result.stdout.contains("note g1: imported without it: the media file `a.png` is not the file the package's media list describes (its size or SHA-1 differ): left out\n"))
        #expect(result.stdout.contains("note g1: imported without it: the media file `b.png` is not the file the package's media list describes"))
        #expect(!sandbox.exists("cards/korean-verbs/front"))
    }

    @Test func aFormatFromTheFutureIsRefused() throws {
        let sandbox = try Sandbox()
        let path = try Self.package(sandbox, ["meta": 4])
        let result = try sandbox.run(["import", "anki", path])
        #expect(result.status == 1)
        #expect(result.stderr == "kept: \(path): this package is in version 4 of Anki's package format, newer than kept can read: export it again in Anki (File > Export, Anki Deck Package) with \"Support older Anki versions\" ticked\n")
        let korean = try sandbox.run(["import", "anki", path], env: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stderr.contains("과거 Anki 버전도 지원"))
        #expect(try sandbox.messages() == ["kept: init store"])
        #expect(!sandbox.exists("cards"))
    }

    @Test func membersThatAreNotWhatAnkiWritesAreNamed() throws {
        let sandbox = try Sandbox()
        let notZstd = try Self.package(sandbox, ["raw": ["collection.anki21b": Data("SQLite format 3\0".utf8).base64EncodedString()]])
        let result = try sandbox.run(["import", "anki", notZstd])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("kept: \(notZstd) (collection.anki21b): cannot unpack it (zstd: "))
        #expect(result.stderr.hasSuffix("): the package is damaged; export it again in Anki\n"))

        // `media` is zstd, but of bytes that are no protobuf (wire type 7).
        let badList = try Self.package(sandbox, ["zstd": ["media": Data([0x0F]).base64EncodedString()]])
        let list = try sandbox.run(["import", "anki", badList])
        #expect(list.stderr == "kept: \(badList) (media): the package's media list is not the list Anki writes: the package is damaged; export it again in Anki\n")

        let badMeta = try Self.package(sandbox, ["raw": ["meta": Data([0x0F]).base64EncodedString()]])
        let meta = try sandbox.run(["import", "anki", badMeta])
        #expect(meta.stderr == "kept: \(badMeta) (meta): the package's `meta` is not the version note Anki writes: the package is damaged; export it again in Anki\n")

        // A note type whose config is no protobuf.
        let badType = try Self.package(sandbox, ["config": Data([0x08]).base64EncodedString()])
        let type = try sandbox.run(["import", "anki", badType])
        #expect(type.stderr == "kept: \(badType) (collection.anki21b): the settings of the note type “Basic” are not what Anki writes: the package is damaged; export it again in Anki\n")
        #expect(try sandbox.messages() == ["kept: init store"])
    }

    @Test func withoutZstdTheErrorSaysWhatToInstall() throws {
        let sandbox = try Sandbox()
        let path = try Self.package(sandbox, [:])
        // A PATH with unzip and nothing else.
        let bin = sandbox.root.appendingPathComponent("only-unzip")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("unzip").path, withDestinationPath: "/usr/bin/unzip")
        let result = try sandbox.run(["import", "anki", path], env: ["PATH": bin.path])
        #expect(result.status == 1)
        #expect(result.stderr == "kept: a package of Anki 2.1.50 and later (collection.anki21b) is compressed with zstd: install it (apt install zstd) and import again\n")
        let korean = try sandbox.run(["import", "anki", path], env: ["PATH": bin.path, "LANG": "ko_KR.UTF-8"])
        #expect(korean.stderr.contains("apt install zstd"))
        #expect(!sandbox.exists("cards"))
    }
}
