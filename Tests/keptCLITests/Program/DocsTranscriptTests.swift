import Foundation
import ReferenceTools
import Testing

// Every ```console block of README.md and docs/*.md is run, and what kept prints must be what the
// page shows. The rules (also in docs/architecture.md, "Tests"):
//
// - a line starting with `$ ` is a command, run by bash; a command holding `<<'EOF'` takes the
//   lines after it up to `EOF` with it (a file written by a here-document);
// - the lines after a command, up to the next `$ ` or the end of the block, are its output:
//   stdout and stderr together, in the order written, compared exactly;
// - in output, `…` stands for any text within that line (an id, a commit hash, today's date);
// - each page runs in a sandbox of its own, its blocks in order; the working folder carries
//   over from one block to the next; the sandbox's home folder is shown as /home/me, in
//   commands and output alike.
//
// KEPT_DOCS_REWRITE=1 writes the real output into the pages where it differs (then put back the
// `…` a line needs by hand).

@Suite("The transcripts of the README and docs/", .tags(.slow), .fullSuiteOnly)
struct DocsTranscriptTests {
    @Test("every transcript prints what its page shows", arguments: DocsPage.all)
    func transcripts(page: DocsPage) throws {
        let blocks = try page.blocks()
        guard !blocks.isEmpty else { return }
        let sandbox = try DocsSandbox()
        var rewrites: [(command: TranscriptCommand, actual: [String])] = []
        for block in blocks {
            let outputs = try sandbox.run(block)
            for (command, actual) in zip(block.commands, outputs) where !TranscriptMatch.matches(command.output, actual) {
                rewrites.append((command, actual))
                Issue.record(Comment(rawValue: """
                    \(page.name):\(command.line): `$ \(command.text.split(separator: "\n").first ?? "")` printed otherwise
                    \(TranscriptMatch.diff(expected: command.output, actual: actual))
                    """))
            }
        }
        if ProcessInfo.processInfo.environment["KEPT_DOCS_REWRITE"] == "1", !rewrites.isEmpty {
            try page.rewrite(rewrites)
        }
    }

    @Test("the transcripts hold commands")
    func someTranscripts() throws {
        let commands = try DocsPage.all.flatMap { try $0.blocks() }.flatMap(\.commands)
        #expect(commands.count >= 100, "only \(commands.count) commands in all transcripts")
    }
}

// MARK: - Pages and their transcripts

/// README.md or a page of docs/.
struct DocsPage: Sendable, CustomStringConvertible {
    let name: String
    let url: URL

    var description: String { name }

    static let repository = URL(fileURLWithPath: ReferencePython.packageRoot)

    static let all: [DocsPage] = {
        let docs = repository.appendingPathComponent("docs")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted()
        return [DocsPage(name: "README.md", url: repository.appendingPathComponent("README.md"))]
            + names.map { DocsPage(name: "docs/\($0)", url: docs.appendingPathComponent($0)) }
    }()

    func lines() throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func blocks() throws -> [TranscriptBlock] { try TranscriptBlock.parse(lines()) }

    /// Puts the real output in place of each command's output that differs.
    func rewrite(_ changes: [(command: TranscriptCommand, actual: [String])]) throws {
        var text = try lines()
        for change in changes.sorted(by: { $0.command.outputStart > $1.command.outputStart }) {
            text.replaceSubrange(change.command.outputStart..<change.command.outputEnd, with: change.actual)
        }
        try text.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }
}

struct TranscriptCommand {
    /// The command's line in the page (1-based).
    let line: Int
    let text: String
    let output: [String]
    /// Where its output lines are in the page (0-based, end excluded).
    let outputStart: Int
    let outputEnd: Int
}

struct TranscriptBlock {
    let line: Int
    let commands: [TranscriptCommand]

    static func parse(_ lines: [String]) throws -> [TranscriptBlock] {
        var blocks: [TranscriptBlock] = []
        var index = 0
        func isFence(_ line: String) -> Bool { line.hasPrefix("```") }
        while index < lines.count {
            guard lines[index] == "```console" else { index += 1; continue }
            let start = index + 1
            index += 1
            var commands: [TranscriptCommand] = []
            while index < lines.count, !isFence(lines[index]) {
                guard lines[index].hasPrefix("$ ") else {
                    throw SupportError("line \(index + 1): output before any `$ ` command in a console block")
                }
                let commandLine = index + 1
                var text = [String(lines[index].dropFirst(2))]
                index += 1
                if text[0].contains("<<'EOF'") || text[0].contains("<<EOF") {
                    while index < lines.count, lines[index] != "EOF" {
                        text.append(lines[index])
                        index += 1
                    }
                    text.append("EOF")
                    index += 1
                }
                let outputStart = index
                while index < lines.count, !lines[index].hasPrefix("$ "), !isFence(lines[index]) { index += 1 }
                commands.append(TranscriptCommand(line: commandLine, text: text.joined(separator: "\n"),
                                                  output: Array(lines[outputStart..<index]),
                                                  outputStart: outputStart, outputEnd: index))
            }
            blocks.append(TranscriptBlock(line: start, commands: commands))
            index += 1
        }
        return blocks
    }
}

// MARK: - Matching

enum TranscriptMatch {
    static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        expected.count == actual.count && zip(expected, actual).allSatisfy(line)
    }

    /// `…` in `expected` stands for any text (none too) within the line.
    static func line(_ expected: String, _ actual: String) -> Bool {
        guard expected.contains("…") else { return expected == actual }
        let parts = expected.components(separatedBy: "…")
        guard let first = parts.first, let last = parts.last, actual.hasPrefix(first) else { return false }
        var rest = Substring(actual.dropFirst(first.count))
        for middle in parts.dropFirst().dropLast() {
            guard let found = rest.range(of: middle) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.hasSuffix(last)
    }

    /// The lines that differ, `-` as the page has them, `+` as kept printed them.
    static func diff(expected: [String], actual: [String]) -> String {
        var out: [String] = []
        for index in 0..<max(expected.count, actual.count) {
            let want = index < expected.count ? expected[index] : nil
            let got = index < actual.count ? actual[index] : nil
            if let want, let got, line(want, got) {
                out.append("  " + got)
                continue
            }
            if let want { out.append("- " + want) }
            if let got { out.append("+ " + got) }
        }
        return out.joined(separator: "\n")
    }
}

// MARK: - The sandbox

/// A home folder for one page's transcripts, and bash to run them in.
final class DocsSandbox: @unchecked Sendable {
    static let shownHome = "/home/me"
    let root: URL
    let home: URL
    private var workingFolder: String
    private let environment: [String: String]

    init() throws {
        root = URL(fileURLWithPath: NSTemporaryDirectory()).standardizedFileURL
            .appendingPathComponent("kept-docs-\(UUID().uuidString.prefix(8))", isDirectory: true)
        home = root.appendingPathComponent("home", isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try "[user]\n\tname = Me\n\temail = me@example.com\n[init]\n\tdefaultBranch = main\n"
            .write(to: home.appendingPathComponent(".gitconfig"), atomically: true, encoding: .utf8)
        workingFolder = home.path
        let binaries = try KeptBinary.url().deletingLastPathComponent().path
        environment = [
            "PATH": "\(binaries):/usr/local/bin:/usr/bin:/bin",
            "HOME": home.path,
            "USER": "me",
            "LOGNAME": "me",
            "LANG": "C.UTF-8",
            "TZ": "Asia/Seoul",
            "NO_COLOR": "1",
            "COLUMNS": "80",
            "EDITOR": "true",
            "KEPT_MACHINE": "laptop",
            "GIT_CONFIG_NOSYSTEM": "1",
        ]
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Runs a block's commands in one bash, in order, and returns each one's output lines.
    func run(_ block: TranscriptBlock) throws -> [[String]] {
        let separator = "\u{1E}"
        var script = "cd '\(workingFolder)'\n"
        for (number, command) in block.commands.enumerated() {
            script += "printf '\\036\(number)\\n'\n"
            script += command.text.replacingOccurrences(of: Self.shownHome, with: home.path) + "\n"
        }
        script += "printf '\\036end\\n'; pwd\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        // `bash` as $0: bash names itself so in its notices ("bash: line 3: … Killed"), wherever it lives.
        process.arguments = ["--noprofile", "--norc", "-c", script, "bash"]
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: workingFolder)
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var outputs: [String: String] = [:]
        for part in String(decoding: data, as: UTF8.self).components(separatedBy: separator).dropFirst() {
            let tag = part.prefix { $0 != "\n" }
            outputs[String(tag)] = String(part.dropFirst(tag.count + 1))
        }
        if let end = outputs["end"]?.trimmingCharacters(in: .newlines), !end.isEmpty { workingFolder = end }
        return block.commands.indices.map { number in
            var text = (outputs[String(number)] ?? "(bash never reached this command)\n")
                .replacingOccurrences(of: home.path, with: Self.shownHome)
            // By scalar: "\r\n" is one Character, so `hasSuffix("\n")` would miss a CRLF ending.
            if text.unicodeScalars.last == "\n" { text.unicodeScalars.removeLast() }
            return text.isEmpty ? [] : text.components(separatedBy: "\n")
        }
    }
}
