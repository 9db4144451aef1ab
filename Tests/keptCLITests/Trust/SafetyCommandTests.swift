import Foundation
import KeptGit
import ReferenceTools
import Testing

/// Values stay what they are, nothing escapes the store, the editor gets a path, and writers
/// running at once all land while readers never see half a file.
@Suite("nothing lost, nothing escapes", .tags(.slow), .fullSuiteOnly)
struct SafetyCommandTests {
    /// Values YAML or Mustache would read as something else.
    static let trickyValues = ["yes", "no", "null", "~", "2026-01-01", "1e3", ": x", "- a", "#tag", "---",
                               "{{title}}", "two\nlines", "'quote", "\"double", "@at", "*star", "&anchor", "!tag",
                               "%pct", "|", ">", "[a]", "{a: 1}", "a: b", "x #y", " lead", "trail ", "0x1F", ".5",
                               "true", "NaN", "<<"]

    @Test func titlesAndSetValuesReadBackAsTheSameStrings() throws {
        let sandbox = try Sandbox()
        var paths: [String: String] = [:]
        for value in Self.trickyValues {
            // `--` ends the options, so that `- a` and `---` are titles, not flags.
            let result = try sandbox.ok(["new", "card", "--set", "note=\(value)", "--new-field", "--no-edit", "--", value])
            paths[value] = result.stdout.trimmingCharacters(in: .newlines)
        }
        let entries = try parseJSONList(try sandbox.ok(["list", "card", "--format", "json"]).stdout)
        #expect(entries.count == Self.trickyValues.count)
        for value in Self.trickyValues {
            let entry = entries.first { $0["path"] as? String == paths[value] }
            #expect(entry?["title"] as? String == value, "title \(value.debugDescription): \(entry ?? [:])")
            #expect(entry?["note"] as? String == value, "note \(value.debugDescription): \(entry ?? [:])")
        }
        // Never rendered as a template, and the YAML says it is a string.
        let template = try sandbox.read(paths["{{title}}"]!)
        #expect(template.contains("title: \"{{title}}\"\n") && template.contains("note: \"{{title}}\"\n"), "\(template)")
        #expect(try sandbox.read(paths["null"]!).contains("title: \"null\"\n"))
        #expect(try sandbox.read(paths["---"]!).hasPrefix("---\ntitle: \"---\"\n"))

        // `kept set` on an existing entry: each value replaces the one before, one line each time.
        try sandbox.ok(["new", "fridge", "두부", "--no-edit"])
        for value in Self.trickyValues {
            try sandbox.ok(["set", "--new-field", "두부", "note=\(value)"])
            let entry = try parseJSONList(try sandbox.ok(["list", "fridge", "--format", "json"]).stdout).first
            #expect(entry?["note"] as? String == value, "set \(value.debugDescription): \(entry ?? [:])")
        }
        // And a rename to each keeps the title as typed.
        for value in ["yes", "{{title}}", "---", "1e3"] {
            let path = try sandbox.ok(["list", "fridge", "--format", "paths"]).stdout.trimmingCharacters(in: .newlines)
            try sandbox.ok(["mv", path, "--", value])
            let entry = try parseJSONList(try sandbox.ok(["list", "fridge", "--format", "json"]).stdout).first
            #expect(entry?["title"] as? String == value, "mv \(value): \(entry ?? [:])")
        }
    }

    @Test func keysThatAreNotPlainWordsAreRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--no-edit"])
        let before = try sandbox.read("cards/general/살다.md")
        for key in ["bad key", ": x", "a/b", "#c", "-d", "[e]", "f:g", "\"h\"", "", "ü ber", "a\nb"] {
            let result = try sandbox.run(["set", "살다", "\(key)=1"])
            #expect(result.status != 0, "`\(key)` was accepted")
            #expect(result.stderr.contains("is not a field name") || result.stderr.contains("not a field assignment"), "\(key): \(result)")
            let new = try sandbox.run(["new", "card", "x", "--set", "\(key)=1", "--no-edit"])
            #expect(new.status != 0, "new with `\(key)` was accepted")
        }
        #expect(try sandbox.read("cards/general/살다.md") == before)
        #expect(try sandbox.history().count == 2)
    }

    /// Every file under the sandbox, store-relative, outside .git and .kept/state.
    static func files(_ sandbox: Sandbox) throws -> Set<String> {
        var found = Set<String>()
        let walker = FileManager.default.enumerator(atPath: sandbox.root.path)!
        while let item = walker.nextObject() as? String {
            // The state and the index cache are kept's own machine-local files.
            if item.hasSuffix("/.git") || item.hasSuffix(".kept/state") || item.hasSuffix(".kept/cache") { walker.skipDescendants(); continue }
            if walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular { found.insert(item) }
        }
        return found
    }

    @Test func titlesCategoriesValuesAndReferencesStayInsideTheStore() throws {
        let sandbox = try Sandbox()
        let before = try Self.files(sandbox)
        let long = String(repeating: "가", count: 300)
        var made: [String] = []
        for title in ["../../escape", "/etc/passwd", "~", "~/x", "..", ".hidden", "a/../../b", "C:\\x", long] {
            let result = try sandbox.run(["new", "card", title, "--no-edit"])
            #expect(result.status == 0, "\(title): \(result)")
            made.append(result.stdout.trimmingCharacters(in: .newlines))
        }
        for category in ["../..", "/tmp", "~", "..", ".git", "a/../..", ".kept", String(repeating: "x", count: 500)] {
            let result = try sandbox.run(["new", "fridge", "우유", "--category", category, "--no-edit"])
            if result.status == 0 { made.append(result.stdout.trimmingCharacters(in: .newlines)) }
        }
        try sandbox.ok(["new", "fridge", "두부", "--no-edit"])
        for category in ["../../x", "/tmp/x", ".git", "~"] {
            _ = try sandbox.run(["set", "두부", "category=\(category)"])
        }
        for path in made {
            #expect(path.hasPrefix("cards/general/") || path.hasPrefix("fridge/"), "\(path)")
            #expect(!path.split(separator: "/").contains { $0 == ".." || $0.hasPrefix(".") }, "\(path)")
            #expect(path.split(separator: "/").allSatisfy { $0.utf8.count <= 255 }, "\(path)")
        }
        let created = try Self.files(sandbox).subtracting(before)
        for file in created {
            #expect(file.hasPrefix("store/cards/") || file.hasPrefix("store/fridge/"), "a file outside the kinds' folders: \(file)")
        }
        for ref in ["../../etc/passwd", "fridge/../../x", "../store/.git/config", ".git/config", ".kept/config.yaml",
                    "~/.gitconfig", sandbox.home.appendingPathComponent(".gitconfig").path] {
            for command in [["show", ref], ["rm", ref], ["set", ref, "a=1"], ["edit", ref]] {
                let result = try sandbox.run(command)
                #expect(result.status != 0, "`kept \(command.joined(separator: " "))` succeeded")
                #expect(!result.stdout.contains("[user]"), "read outside the store: \(result)")
            }
        }
        #expect(try sandbox.read("../home/.gitconfig").contains("Test User"))
        #expect(try sandbox.pending() == [])
    }

    @Test func aLinkLeadingOutsideIsNeverReadOrWrittenThroughAndCheckNamesIt() throws {
        let sandbox = try Sandbox()
        let outside = sandbox.root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let secret = "---\ntitle: secret\ncategory: linked\nquantity: 2\n---\nprivate\n"
        try secret.write(to: outside.appendingPathComponent("secret.md"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: sandbox.url("fridge/x"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: sandbox.url("fridge/linked"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(at: sandbox.url("fridge/x/file.md"),
                                                   withDestinationURL: outside.appendingPathComponent("secret.md"))

        for command in [["show", "fridge/linked/secret.md"], ["set", "fridge/linked/secret.md", "quantity=1"],
                        ["fridge", "consume", "fridge/linked/secret.md"], ["rm", "fridge/linked/secret.md"],
                        ["show", "fridge/x/file.md"], ["set", "fridge/x/file.md", "quantity=1"],
                        ["new", "fridge", "우유", "--category", "linked", "--no-edit"]] {
            let result = try sandbox.run(command)
            #expect(result.status == 1, "`kept \(command.joined(separator: " "))`: \(result)")
            #expect(result.stderr.contains("goes through the symbolic link") || result.stderr.contains("no entry matches"),
                    "\(command): \(result)")
            #expect(!result.stdout.contains("private"))
        }
        #expect(try String(contentsOf: outside.appendingPathComponent("secret.md"), encoding: .utf8) == secret)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["secret.md"])

        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("fridge/linked: a symbolic link to \(outside.path), outside the store"), "\(check)")
        #expect(check.stdout.contains("fridge/x/file.md: a symbolic link to \(outside.path)/secret.md, outside the store"), "\(check)")
    }

    @Test func theEditorGetsThePathAsOneArgumentNeverAsShellText() throws {
        let sandbox = try Sandbox()
        let log = sandbox.root.appendingPathComponent("editor.log")
        let editor = try sandbox.editor("record", """
            printf '%s\\n' "$#" "$1" >> '\(log.path)'
            printf -- '---\\ntitle: %s\\n---\\nbody\\n' 'x' > "$1"
            """)
        let hostile = "$(touch pwned) `touch pwned2`; touch pwned3 'q' \"d\""
        try sandbox.ok(["new", "card", hostile, "--no-edit"])
        let path = try sandbox.ok(["list", "card", "--format", "paths"]).stdout.trimmingCharacters(in: .newlines)
        try sandbox.ok(["edit", path], env: ["KEPT_EDITOR": editor])
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == "1", "the editor got \(lines.first ?? "?") arguments")
        #expect(lines.dropFirst().first?.hasSuffix(".md") == true)
        for name in ["pwned", "pwned2", "pwned3"] {
            #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent(name).path))
            #expect(!FileManager.default.fileExists(atPath: sandbox.store.appendingPathComponent(name).path))
        }
    }

    @Test func aTitleHoldingEscapeSequencesNeverReachesTheTerminalAsOne() throws {
        let sandbox = try Sandbox()
        try sandbox.write("cards/general/esc.md", "---\ntitle: \"red \\e[31mALERT\\e[0m \\e]52;c;cHduZWQ=\\a\"\n---\n")
        // `script` gives kept a terminal, as a person's shell would.
        let command = ([try KeptBinary.url().path, "list", "card"]).map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.environment = sandbox.env
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output.contains("ALERT"), "\(output)")
        #expect(output.contains("␛]52;c;cHduZWQ=␇"), "\(output)")
        #expect(!output.contains("\u{1B}]"), "an OSC sequence reached the terminal: \(output.debugDescription)")
        // Piped, the title is data: JSON escapes it, as it should.
        let json = try parseJSONList(try sandbox.ok(["list", "card", "--format", "json"]).stdout)
        #expect(json.first?["title"] as? String == "red \u{1B}[31mALERT\u{1B}[0m \u{1B}]52;c;cHduZWQ=\u{7}")
    }

    @Test func aTokenInARemoteURLIsRefusedAndNeverShown() throws {
        let sandbox = try Sandbox()
        let secret = "s3cret-token-71"
        let add = try sandbox.run(["remote", "add", "origin", "https://me:\(secret)@127.0.0.1:9/x.git"])
        #expect(add.status == 1)
        #expect(add.stderr.contains("the URL holds a password or token (https://me:***@127.0.0.1:9/x.git)"), "\(add)")
        #expect(add.stderr.contains("KEPT_GIT_TOKEN"))
        let clone = try sandbox.run(["clone", "https://me:\(secret)@127.0.0.1:9/x.git", sandbox.root.appendingPathComponent("c").path])
        #expect(clone.status == 1)
        // One put there by hand (or by git) is used, but never shown.
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        git.arguments = ["-C", sandbox.store.path, "remote", "add", "origin", "https://me:\(secret)@127.0.0.1:9/x.git"]
        try git.run()
        git.waitUntilExit()
        let list = try sandbox.ok(["remote", "list"])
        #expect(list.stdout.contains("https://me:***@127.0.0.1:9/x.git"), "\(list)")
        let sync = try sandbox.run(["sync"], env: ["KEPT_GIT_TOKEN": secret])
        #expect(sync.status == 1)
        for output in [add, clone, list, sync] {
            #expect(!output.stdout.contains(secret) && !output.stderr.contains(secret), "\(output)")
        }
        #expect(try !sandbox.messages().joined().contains(secret))
        for file in try FileManager.default.subpathsOfDirectory(atPath: sandbox.url(".kept").path) {
            let data = (try? Data(contentsOf: sandbox.url(".kept/" + file))) ?? Data()
            #expect(!String(decoding: data, as: UTF8.self).contains(secret), "\(file)")
        }
    }

    @Test func twoBatchesOfWritersAllLandWhileReadersNeverSeeHalfAFile() throws {
        let sandbox = try Sandbox()
        let perBatch = 8
        let stop = Atomic(false)
        let seen = Atomic<[KeptResult]>([])
        let reader = Thread {
            while !stop.value {
                if let result = try? sandbox.run(["list", "fridge", "--format", "json"]) { seen.value.append(result) }
            }
        }
        reader.start()
        let batches = ["a", "b"].map { batch in
            (1...perBatch).map { i in try! sandbox.start(["fridge", "add", "\(batch)-\(i)", "--quantity", "\(i)"]) }
        }
        let results = batches.flatMap { $0.map { $0.wait() } }
        stop.value = true
        while reader.isExecuting { usleep(10_000) }

        #expect(results.allSatisfy { $0.status == 0 }, "\(results.filter { $0.status != 0 })")
        let paths = try sandbox.ok(["list", "fridge", "--format", "paths"]).lines
        #expect(paths.count == 2 * perBatch)
        #expect(try sandbox.history().count == 2 * perBatch + 1)
        #expect(try sandbox.pending() == [])
        let readerResults = seen.value
        #expect(!readerResults.isEmpty)
        for result in readerResults {
            #expect(result.status == 0 || result.stderr.contains("no entries match"), "\(result)")
            guard result.status == 0 else { continue }
            for entry in try parseJSONList(result.stdout) {
                #expect(entry["problem"] == nil, "a reader saw a half-written file: \(entry)")
                #expect(entry["quantity"] != nil, "\(entry)")
            }
        }
    }
}

/// A flag one thread sets and another reads.
final class Atomic<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
    // `seen.value.append(x)` is get-then-set: not atomic, but there is one writer thread.
}
