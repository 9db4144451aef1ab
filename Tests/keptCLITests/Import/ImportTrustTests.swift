import Foundation
import Testing

/// Nothing outside an import's source is read (issue 27, hostile cases 04 and 05): a Day One
/// zip with a photo that is a symbolic link, `../`, absolute and `.git` names; a Markdown vault
/// whose embeds climb out (`![[../secret/id_ed25519.pub]]`), whose picture, note and folder are
/// links leading out; a jrnl folder journal whose day file is a link. Each time a file outside
/// holds a secret line, which must appear nowhere in the store, its work tree or any commit.
@Suite("kept import reads nothing outside its source")
struct ImportTrustTests {
    static let python = "/usr/bin/python3"
    static let canBuildZips = FileManager.default.isExecutableFile(atPath: python)
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip")

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func run(_ executable: String, _ arguments: [String], cwd: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let cwd { process.currentDirectoryURL = URL(fileURLWithPath: cwd) }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether `secret` is anywhere in the store: a work-tree file (links not followed) or
    /// any commit's text (`git log -p --all --text`).
    static func storeHolds(_ secret: String, _ sandbox: Sandbox) throws -> Bool {
        let root = sandbox.store.path
        for relative in FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [] where !relative.hasPrefix(".git/") {
            let full = root + "/" + relative
            let type = (try? FileManager.default.attributesOfItem(atPath: full))?[.type] as? FileAttributeType
            if type == .typeRegular, let data = FileManager.default.contents(atPath: full),
               String(decoding: data, as: UTF8.self).contains(secret) { return true }
        }
        let history = try run("/usr/bin/git", ["-C", root, "log", "-p", "--all", "--text"])
        return history.contains(secret)
    }

    /// Case 04: a Day One zip (built with Python's zipfile, which writes link members through
    /// their mode bits) whose photo is a link to a secret file outside, and members named
    /// `../x`, `/tmp/x`, `.git/config` and one name given twice (a plain file and a link).
    @Test(.enabled(if: canBuildZips))
    func aDayOneZipsLinksAndEscapingNamesAreLeftInTheZip() throws {
        let sandbox = try Sandbox()
        let secretFile = sandbox.root.appendingPathComponent("outside/passwd").path
        try Self.write("SECRET-PASSWD-LINE\n", to: secretFile)
        let zip = sandbox.root.appendingPathComponent("export.zip").path
        let journal = ##"{"metadata":{"version":"1.0"},"entries":[{"uuid":"AAAA1111","creationDate":"2024-01-02T03:04:05Z","timeZone":"UTC","text":"# Hello\nbody ![](dayone-moment://PHOTO1) ![](dayone-moment://PHOTO2) ![](dayone-moment://PHOTO3) ![](dayone-moment://PHOTO4)","photos":[{"identifier":"PHOTO1","md5":"abc","type":"jpeg"},{"identifier":"PHOTO2","md5":"good","type":"jpeg"},{"identifier":"PHOTO3","md5":"twice","type":"jpeg"},{"identifier":"PHOTO4","md5":"[x]*","type":"jpeg"}]}]}"##
        let absolute = sandbox.root.appendingPathComponent("abs-evil.txt").path
        let built = try Self.run(Self.python, ["-c", """
            import zipfile, stat, sys
            z = zipfile.ZipFile(sys.argv[1], 'w')
            z.writestr('Journal.json', sys.argv[2])
            def link(name, target):
                i = zipfile.ZipInfo(name); i.create_system = 3; i.external_attr = (stat.S_IFLNK | 0o777) << 16
                z.writestr(i, target)
            link('photos/abc.jpeg', sys.argv[3])
            z.writestr('photos/good.jpeg', 'GOOD PHOTO BYTES')
            z.writestr('photos/twice.jpeg', 'FIRST OF TWO')
            link('photos/twice.jpeg', sys.argv[3])
            z.writestr('../evil.txt', 'EVIL-DOTDOT')
            z.writestr(sys.argv[4], 'EVIL-ABSOLUTE')
            z.writestr('.git/config', '[core]\\n\\thooksPath = /tmp\\n')
            z.writestr('photos/[x]*.jpeg', 'WILDCARD NAME')
            z.writestr('photos/new\\nline.jpeg', 'CONTROL NAME')
            z.close()
            only = zipfile.ZipFile(sys.argv[5], 'w')
            i = zipfile.ZipInfo('Journal.json'); i.create_system = 3; i.external_attr = (stat.S_IFLNK | 0o777) << 16
            only.writestr(i, sys.argv[6])
            only.close()
            """, zip, journal, secretFile, absolute, zip + ".link.zip", secretFile + ".json"])
        try #require(FileManager.default.fileExists(atPath: zip), "\(built)")
        let result = try sandbox.run(["import", "dayone", zip])
        #expect(result.status == 0, "\(result)")
        for line in [
            "export.zip: photos/abc.jpeg: left out: not unpacked from the zip: it is a symbolic link, which an import never follows",
            "export.zip: photos/twice.jpeg: left out: not unpacked from the zip: it is a symbolic link",
            "export.zip: photos/twice.jpeg: left out: not unpacked from the zip: the zip holds two members of this name",
            "export.zip: ../evil.txt: left out: not unpacked from the zip: the path has a `..` part",
            "export.zip: \(absolute): left out: not unpacked from the zip: the path is absolute",
            "export.zip: .git/config: left out: not unpacked from the zip: `.git` is git's own folder",
            "export.zip: photos/new^Jline.jpeg: left out: not unpacked from the zip: its name holds a control character",
        ] {
            #expect(result.stdout.contains(line), "missing: \(line)\n\(result)")
        }
        #expect(result.stdout.contains("imported 1 diary entry from Day One (export.zip)"), "\(result)")
        #expect(try sandbox.read("diary/2024/01/2024-01-02-hello/good.jpeg") == "GOOD PHOTO BYTES")
        #expect(!sandbox.exists("diary/2024/01/2024-01-02-hello/abc.jpeg"))
        #expect(!sandbox.exists("diary/2024/01/2024-01-02-hello/twice.jpeg"))
        for secret in ["SECRET-PASSWD-LINE", "EVIL-DOTDOT", "EVIL-ABSOLUTE", "hooksPath"] {
            #expect(try !Self.storeHolds(secret, sandbox), "\(secret) reached the store")
        }
        #expect(!FileManager.default.fileExists(atPath: absolute))
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("evil.txt").path))
        #expect(try String(contentsOfFile: secretFile, encoding: .utf8) == "SECRET-PASSWD-LINE\n")
        // A name with unzip's wildcards is unpacked as that one member.
        #expect(try Self.storeHolds("WILDCARD NAME", sandbox))

        // A zip whose only journal is a link: nothing to import, and the refusal says why.
        try Self.write(#"{"metadata":{},"entries":[{"uuid":"OUT","creationDate":"2024-01-02T03:04:05Z","text":"SECRET-JSON"}]}"#, to: secretFile + ".json")
        let linked = try sandbox.run(["import", "dayone", zip + ".link.zip"])
        #expect(linked.status == 1, "\(linked)")
        #expect(linked.stderr == """
            kept: export.zip.link.zip: Journal.json: left out: not unpacked from the zip: it is a symbolic link, which an import never follows (it could name any file of this machine); put the file itself in the zip
            kept: \(zip).link.zip: no Day One journal here: give Day One's JSON export (the .zip, or the folder holding Journal.json)

            """, "\(linked)")
        #expect(try !Self.storeHolds("SECRET-JSON", sandbox))
    }

    /// The script's own zip: `zip -y` stores `photos/abc.jpeg -> /etc/passwd` as a link.
    @Test(.enabled(if: DayOneImportTests.zipInstalled))
    func theCasesZipWithALinkToEtcPasswdCommitsNoPasswd() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root.appendingPathComponent("z").path
        try Self.write(##"{"metadata":{"version":"1.0"},"entries":[{"uuid":"AAAA1111","creationDate":"2024-01-02T03:04:05Z","timeZone":"UTC","text":"# Hello\nbody ![](dayone-moment://PHOTO1)","photos":[{"identifier":"PHOTO1","md5":"abc","type":"jpeg"}]}]}"##,
                       to: folder + "/Journal.json")
        try FileManager.default.createDirectory(atPath: folder + "/photos", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/photos/abc.jpeg", withDestinationPath: "/etc/passwd")
        let zip = sandbox.root.appendingPathComponent("export.zip").path
        _ = try Self.run("/usr/bin/zip", ["-q", "-y", "-r", zip, "Journal.json", "photos"], cwd: folder)
        let result = try sandbox.run(["import", "dayone", zip])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("export.zip: photos/abc.jpeg: left out: not unpacked from the zip: it is a symbolic link"), "\(result)")
        #expect(try !Self.storeHolds("root:x:0:0", sandbox))
        // The unpacked folder itself (not a zip) with the same link: named, not read.
        let again = try sandbox.run(["import", "dayone", folder])
        #expect(again.stdout.contains("photos/abc.jpeg` is a symbolic link (to `/etc/passwd`)"), "\(again)")
        #expect(try !Self.storeHolds("root:x:0:0", sandbox))
    }

    /// Case 05: embeds and links that climb out of the vault, or lead out through links, and
    /// linked notes and folders. Pictures linked inside the vault still come along.
    @Test func aMarkdownVaultCannotReachOutsideItself() throws {
        let sandbox = try Sandbox()
        let root = sandbox.root.path
        let vault = root + "/vault"
        try Self.write("SECRET KEY MATERIAL\n", to: root + "/secret/id_ed25519.pub")
        try Self.write("---\ntitle: outside note\n---\nSECRET NOTE BODY\n", to: root + "/secret/private.md")
        try Self.write("# One\n![[../secret/id_ed25519.pub]]\n", to: vault + "/2024-01-01-one.md")
        try Self.write("# Two\n\ntext\n![](pic.png)\n![](../secret/id_ed25519.pub)\n![[id.pub]]\n", to: vault + "/2024-01-03-two.md")
        try Self.write("# Three\n![[inside.png]]\n", to: vault + "/2024-01-04-three.md")
        try Self.write("PICTURE INSIDE", to: vault + "/assets/real.png")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: vault + "/pic.png", withDestinationPath: "/etc/passwd")
        try fm.createSymbolicLink(atPath: vault + "/id.pub", withDestinationPath: root + "/secret/id_ed25519.pub")
        try fm.createSymbolicLink(atPath: vault + "/inside.png", withDestinationPath: "assets/real.png")
        try fm.createSymbolicLink(atPath: vault + "/2024-01-02-linked.md", withDestinationPath: root + "/secret/private.md")
        try fm.createSymbolicLink(atPath: vault + "/linked-folder", withDestinationPath: root + "/secret")

        let result = try sandbox.run(["import", "markdown", vault, "--kind", "diary"])
        #expect(result.status == 0, "\(result)")
        for line in [
            "2024-01-02-linked.md: left out: `2024-01-02-linked.md` is a symbolic link (to `\(root)/secret/private.md`), which an import never follows; to import it, copy the file itself into vault",
            "linked-folder: left out: `linked-folder` is a symbolic link (to `\(root)/secret`), which an import never follows",
            "2024-01-01-one.md:2: imported without it: `../secret/id_ed25519.pub` leads outside vault (to `\(root)/secret/id_ed25519.pub`), so it is not copied; to bring it along, copy the file into vault and link it from there",
            "2024-01-03-two.md:4: imported without it: `pic.png` leads outside vault (to `/etc/passwd`)",
            "2024-01-03-two.md:5: imported without it: `../secret/id_ed25519.pub` leads outside vault",
            "2024-01-03-two.md:6: imported without it: `id.pub` leads outside vault",
        ] {
            #expect(result.stdout.contains(line), "missing: \(line)\n\(result)")
        }
        let files = try Self.run("/usr/bin/git", ["-C", sandbox.store.path, "ls-files", "diary"])
        #expect(files == """
            diary/2024/01/2024-01-01-one.md
            diary/2024/01/2024-01-03-two.md
            diary/2024/01/2024-01-04-three.md
            diary/2024/01/2024-01-04-three/inside.png

            """, "\(files)")
        #expect(try sandbox.read("diary/2024/01/2024-01-04-three/inside.png") == "PICTURE INSIDE")
        for secret in ["SECRET KEY MATERIAL", "SECRET NOTE BODY", "root:x:0:0"] {
            #expect(try !Self.storeHolds(secret, sandbox), "\(secret) reached the store")
        }
    }

    /// A jrnl folder journal whose day file, and whose month folder, are links leading out.
    @Test func aJrnlFolderJournalsLinkedDayIsNotRead() throws {
        let sandbox = try Sandbox()
        let root = sandbox.root.path
        try Self.write("[2024-03-09 10:00] Outside. SECRET DAY LINE\n", to: root + "/secret/09.txt")
        try Self.write("[2024-04-01 10:00] Outside month. SECRET MONTH LINE\n", to: root + "/secret/month/01.txt")
        try Self.write("[2024-03-08 10:00] Inside. a real day\n", to: root + "/journal/2024/03/08.txt")
        try FileManager.default.createSymbolicLink(atPath: root + "/journal/2024/03/09.txt", withDestinationPath: root + "/secret/09.txt")
        try FileManager.default.createSymbolicLink(atPath: root + "/journal/2024/04", withDestinationPath: root + "/secret/month")
        let result = try sandbox.run(["import", "jrnl", root + "/journal"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("imported 1 diary entry"), "\(result)")
        #expect(result.stdout.contains("2024/03/09.txt: left out: `2024/03/09.txt` is a symbolic link (to `\(root)/secret/09.txt`)"), "\(result)")
        #expect(result.stdout.contains("2024/04/01.txt: left out: `2024/04` is a symbolic link (to `\(root)/secret/month`)"), "\(result)")
        for secret in ["SECRET DAY LINE", "SECRET MONTH LINE"] {
            #expect(try !Self.storeHolds(secret, sandbox), "\(secret) reached the store")
        }
    }
}
