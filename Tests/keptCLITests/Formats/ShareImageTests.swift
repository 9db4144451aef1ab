import Foundation
import ReferenceTools
import Testing

/// `kept share REF --copy --image`: the entry's first image on the clipboard, with its media
/// type, through wl-copy or xclip. No display server runs where these tests run, so most of
/// them put a FAKE wl-copy / xclip first on PATH: a script that records its arguments and the
/// bytes it is given. The last one runs the real xclip against a real X server (Xvfb).
@Suite("kept share --copy --image", .tags(.browser), .fullSuiteOnly)
struct ShareImageTests {
    static let jpeg = DayOneImportTests.media("a", size: 5000)
    static let png = DayOneImportTests.media("b", size: 7000)

    /// A diary entry with two photos attached (a.jpg first), and one without any.
    static func store() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "Trip", "--date", "2026-08-01", "--body", "Sea."])
        try sandbox.ok(["new", "diary", "Plain", "--date", "2026-08-02", "--body", "Nothing to see."])
        let a = sandbox.root.appendingPathComponent("a.jpg"), b = sandbox.root.appendingPathComponent("b.png")
        try jpeg.write(to: a)
        try png.write(to: b)
        try sandbox.ok(["attach", "Trip", a.path, b.path])
        return sandbox
    }

    /// A FAKE clipboard tool named `name` in `folder`: records "$@" in $HOME/NAME.args and its
    /// standard input in $HOME/NAME.bytes, exits `status`.
    static func fake(_ name: String, in folder: URL, status: Int = 0) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent(name)
        try "#!/bin/sh\necho \"$@\" > \"$HOME/\(name).args\"\ncat > \"$HOME/\(name).bytes\"\nexit \(status)\n"
            .write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    }

    func recorded(_ sandbox: Sandbox, _ name: String) throws -> (args: String, bytes: Data) {
        (try String(contentsOf: sandbox.home.appendingPathComponent(name + ".args"), encoding: .utf8),
         try Data(contentsOf: sandbox.home.appendingPathComponent(name + ".bytes")))
    }

    @Test func theFirstImageGoesToWlCopyWithItsType() throws {
        let sandbox = try Self.store()
        let bin = sandbox.root.appendingPathComponent("bin")
        try Self.fake("wl-copy", in: bin)
        try Self.fake("xclip", in: bin)
        let result = try sandbox.run(["share", "Trip", "--copy", "--image"], env: ["PATH": bin.path + ":/usr/bin:/bin"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "kept: copied diary/2026/08/2026-08-01-trip/a.jpg (image/jpeg) to the clipboard with wl-copy\n")
        let wl = try recorded(sandbox, "wl-copy")
        #expect(wl.args == "--type image/jpeg\n")
        #expect(wl.bytes == Self.jpeg, "the file's bytes, not the entry's text")
        #expect(!FileManager.default.fileExists(atPath: sandbox.home.appendingPathComponent("xclip.args").path))
    }

    @Test func xclipIsToldTheTypeAndAFailingWlCopyFallsBackToIt() throws {
        let sandbox = try Self.store()
        let bin = sandbox.root.appendingPathComponent("bin")
        try Self.fake("wl-copy", in: bin, status: 1)  // no Wayland compositor to talk to
        try Self.fake("xclip", in: bin)
        // The body decides which image is first: b.png shown before a.jpg.
        let path = "diary/2026/08/2026-08-01-trip.md"
        let text = try sandbox.read(path)
        try sandbox.write(path, text.replacingOccurrences(of: "Sea.\n", with: "![sea](<2026-08-01-trip/b.png>) Sea.\n"))
        let result = try sandbox.run(["share", "Trip", "--copy", "--image"], env: ["PATH": bin.path + ":/usr/bin:/bin"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "kept: copied diary/2026/08/2026-08-01-trip/b.png (image/png) to the clipboard with xclip\n")
        let xclip = try recorded(sandbox, "xclip")
        #expect(xclip.args == "-selection clipboard -t image/png\n")
        #expect(xclip.bytes == Self.png)
    }

    @Test func noImageOrNoToolThatTellsTypesIsAClearError() throws {
        let sandbox = try Self.store()
        let bin = sandbox.root.appendingPathComponent("bin")
        try Self.fake("wl-copy", in: bin)
        let plain = try sandbox.run(["share", "Plain", "--copy", "--image"], env: ["PATH": bin.path + ":/usr/bin:/bin"])
        #expect(plain.status == 1)
        #expect(plain.stdout == "")
        #expect(plain.stderr == "kept: diary/2026/08/2026-08-02-plain.md has no image to copy: attach one with `kept attach Plain PHOTO`, or leave out --image to copy the text\n")
        let korean = try sandbox.run(["share", "Plain", "--copy", "--image"], env: ["PATH": bin.path + ":/usr/bin:/bin", "LANG": "ko_KR.UTF-8"])
        #expect(korean.stderr == "kept: diary/2026/08/2026-08-02-plain.md에는 복사할 그림이 없습니다: `kept attach Plain PHOTO`로 붙이거나, 글을 복사하려면 --image를 빼세요\n")

        // xsel and pbcopy copy text only: with just those, nothing is copied.
        let textOnly = sandbox.root.appendingPathComponent("text-only")
        try Self.fake("xsel", in: textOnly)
        try Self.fake("pbcopy", in: textOnly)
        let none = try sandbox.run(["share", "Trip", "--copy", "--image"], env: ["PATH": textOnly.path])
        #expect(none.status == 1)
        #expect(none.stdout == "")
        #expect(none.stderr == "kept: copying an image needs wl-copy (Wayland) or xclip (X11), which say what the bytes are; xsel and pbcopy copy text only: install one, e.g. `sudo apt install wl-clipboard xclip`\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.home.appendingPathComponent("xsel.args").path))

        let failing = sandbox.root.appendingPathComponent("failing")
        try Self.fake("xclip", in: failing, status: 1)
        let failed = try sandbox.run(["share", "Trip", "--copy", "--image"], env: ["PATH": failing.path])
        #expect(failed.status == 1)
        #expect(failed.stderr == "kept: could not copy the image: xclip failed (exit status 1; is there a display?)\n")

        let withoutCopy = try sandbox.run(["share", "Trip", "--image"])
        #expect(withoutCopy.status == 64)
        #expect(withoutCopy.stderr.contains("--image says what --copy copies: give both (`kept share REF --copy --image`)"), "\(withoutCopy)")
        let two = try sandbox.run(["share", "Trip", "Plain", "--copy", "--image"])
        #expect(two.status == 64)
        #expect(two.stderr.contains("--image copies the image of one entry: name one"), "\(two)")
    }

    static let realX11 = ["/usr/bin/xvfb-run", "/usr/bin/xclip", "/usr/bin/xauth"].allSatisfy(FileManager.default.isExecutableFile)

    /// The real xclip, on a real (virtual) X server: what another program pastes is the image.
    @Test(.enabled(if: realX11)) func theRealXclipServesTheImageOnAnXServer() throws {
        let sandbox = try Self.store()
        let home = sandbox.home.path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
        process.arguments = ["-a", "/bin/sh", "-c", """
            "$KEPT" share Trip --copy --image 2>"$HOME/err" || exit 1
            xclip -selection clipboard -t TARGETS -o > "$HOME/targets"
            xclip -selection clipboard -t image/jpeg -o > "$HOME/pasted"
            """]
        var environment = sandbox.env
        environment["KEPT"] = try KeptBinary.url().path
        environment["PATH"] = "/usr/bin:/bin"
        process.environment = environment
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        process.waitUntilExit()
        let err = (try? String(contentsOfFile: home + "/err", encoding: .utf8)) ?? ""
        #expect(process.terminationStatus == 0, "\(err)")
        #expect(err == "kept: copied diary/2026/08/2026-08-01-trip/a.jpg (image/jpeg) to the clipboard with xclip\n")
        let targets = (try? String(contentsOfFile: home + "/targets", encoding: .utf8)) ?? ""
        #expect(targets.split(separator: "\n").contains("image/jpeg"), "\(targets)")
        #expect(FileManager.default.contents(atPath: home + "/pasted") == Self.jpeg)
    }
}
